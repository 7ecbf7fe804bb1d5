import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import type { ErrorBody } from '../../lib/errors.ts';
import { describeApi, type JsonResponse, type TestServer } from '../../../../tests/api-server.ts';
import { makeWebDist } from '../../../../tests/web-dist.ts';
import {
  makeBuildRequest,
  makeSelectedProduct,
  saveBuild,
  signUpUser as signUp,
  type SignedUp,
} from '../../../../tests/factories.ts';
import {
  GALLERY_MAX_PHOTOS,
  GALLERY_PHOTO_MAX_BYTES,
  galleryMessages as m,
  type GalleryEntry,
  type GalleryEntrySummary,
  type GalleryMine,
  type GalleryPage,
  type GalleryPhoto,
} from '../../../shared/gallery/schema.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bw-gallery-api-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A photo as a camera sends it: a JPEG with EXIF data (a camera model and a GPS position). */
async function cameraJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 60 } },
  })
    .jpeg()
    .withExif({ IFD0: { Model: 'SecretCam 9000', Copyright: 'private' } })
    .toBuffer();
}

async function upload(
  server: TestServer,
  user: SignedUp,
  body: Buffer | string,
  type = 'image/jpeg',
) {
  const res = await fetch(`${server.baseUrl}/api/gallery/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

async function uploadOk(server: TestServer, user: SignedUp): Promise<GalleryPhoto> {
  const res = await upload(server, user, await cameraJpeg());
  expect(res.status).toBe(201);
  return res.body as GalleryPhoto;
}

/** A saved build with a 5.56 barrel at `price`. */
async function savedBuild(server: TestServer, user: SignedUp, price = 300, caliber = '556') {
  const product = makeSelectedProduct({
    selectedVendorPrice: price,
    variantData: {
      _id: `variant-${caliber}`,
      model: 'B-1',
      groupId: 'group-1',
      compat: { caliber },
    },
  });
  return saveBuild(
    server,
    user,
    makeBuildRequest({
      buildName: `Rifle ${caliber}`,
      buildParts: [{ name: 'Barrel', subParts: [{ name: 'Barrel', product }] }],
    }),
  );
}

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const mediaFile = (url: string) => path.join(dataDir, 'media', url.replace('/media/', ''));

describeApi(
  'gallery',
  (server) => {
    it('publishes a saved build with photos; anyone sees it; the owner unpublishes it', async () => {
      const me = await signUp(server(), 'galleryowner');
      const build = await savedBuild(server(), me, 1234.5);
      const first = await uploadOk(server(), me);
      const second = await uploadOk(server(), me);
      expect(first.id).toMatch(/^[0-9a-f]{64}$/);
      expect(first.thumb).toBe(`/media/${first.id}-thumb.webp`);
      // Never enlarged past the detail size, and the proportions kept.
      expect([first.width, first.height]).toEqual([1000, 750]);

      // The stored file is a WebP re-encoded without the camera's metadata.
      const stored = await fetch(`${server().baseUrl}${first.detail}`);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();

      const published = await server().api<GalleryEntry>('/api/gallery', {
        method: 'POST',
        token: me.token,
        body: {
          buildId: build._id,
          title: '  My first AR  ',
          writeUp: 'Built it over a weekend.\n\nShoots well.',
          photoIds: [second.id, first.id],
        },
      });
      expect(published.status).toBe(201);
      const entry = published.body;
      expect(entry).toMatchObject({
        title: 'My first AR',
        buildName: 'Rifle 556',
        authorName: 'A builder',
        calibre: { key: '556', label: '5.56 NATO' },
        totalPrice: 1234.5,
        partCount: 1,
        photoCount: 2,
        hidden: false,
        mine: true,
        writeUp: 'Built it over a weekend.\n\nShoots well.',
      });
      expect(entry.photos.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(entry.photo?.id).toBe(second.id);
      expect(entry.buildParts).toEqual(build.buildParts);

      // A visitor sees it in the gallery and on its page, not as theirs.
      const page = await server().api<GalleryPage>('/api/gallery');
      expect(page.status).toBe(200);
      expect(page.body.items.map((i) => i.id)).toContain(entry.id);
      expect(page.body.calibres).toContainEqual({ key: '556', label: '5.56 NATO', count: 1 });
      const read = await server().api<GalleryEntry>(`/api/gallery/${entry.id}`);
      expect(read.status).toBe(200);
      expect(read.body.mine).toBe(false);
      // The server answers the entry's page with 200, an unknown entry's with 404.
      const entryPage = await fetch(`${server().baseUrl}/completed-builds/${entry.id}`);
      expect(entryPage.status).toBe(200);
      // Its link previews with its title, what it is and its first photo.
      const html = await entryPage.text();
      expect(html).toContain('<title>My first AR');
      expect(html).toContain(
        'A 5.56 NATO build by A builder: 1 part, total $1,234.50. Built it over a weekend.',
      );
      expect(html).toContain(`${second.detail}"`);
      const unknownPage = await fetch(
        `${server().baseUrl}/completed-builds/00000000-0000-4000-8000-000000000000`,
      );
      expect(unknownPage.status).toBe(404);

      // Editing the saved build later does not change the entry.
      await server().api(`/api/user-builds/${build._id}`, {
        method: 'PUT',
        token: me.token,
        body: makeBuildRequest({ buildName: 'Renamed' }),
      });
      const after = await server().api<GalleryEntry>(`/api/gallery/${entry.id}`);
      expect(after.body.buildName).toBe('Rifle 556');

      // Publishing the same build twice is refused, naming the field.
      const again = await server().api('/api/gallery', {
        method: 'POST',
        token: me.token,
        body: { buildId: build._id, title: 'Again', photoIds: [] },
      });
      expect(again.status).toBe(409);
      expect(errorOf(again).errors).toEqual({ buildId: m.alreadyPublished });

      // Someone else cannot unpublish it.
      const stranger = await signUp(server(), 'gallerystranger');
      const refused = await server().api(`/api/gallery/${entry.id}`, {
        method: 'DELETE',
        token: stranger.token,
      });
      expect(refused.status).toBe(403);

      const mine = await server().api<GalleryMine>(`/api/gallery/mine`, { token: me.token });
      expect(mine.body).toEqual([expect.objectContaining({ id: entry.id, buildId: build._id })]);

      const gone = await server().api(`/api/gallery/${entry.id}`, {
        method: 'DELETE',
        token: me.token,
      });
      expect(gone.status).toBe(204);
      expect((await server().api(`/api/gallery/${entry.id}`)).status).toBe(404);
      expect(await fileExists(mediaFile(first.detail))).toBe(false);
      expect(await fileExists(mediaFile(second.thumb))).toBe(false);
    });

    it('refuses what is not a picture, a wrong type and a file too large, naming the photo', async () => {
      const me = await signUp(server(), 'galleryuploader');
      const text = await upload(server(), me, 'this is not a picture', 'image/jpeg');
      expect(text.status).toBe(400);
      expect((text.body as ErrorBody).errors?.photo).toMatch(/^photo: /);

      const svg = await upload(
        server(),
        me,
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'image/svg+xml',
      );
      expect(svg.status).toBe(415);
      expect(svg.body).toMatchObject({ message: m.photoType, errors: { photo: m.photoType } });

      const huge = await upload(server(), me, Buffer.alloc(GALLERY_PHOTO_MAX_BYTES + 1, 1));
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ message: m.photoTooLarge });

      const empty = await upload(server(), me, Buffer.alloc(0));
      expect(empty.status).toBe(400);

      const anonymous = await fetch(`${server().baseUrl}/api/gallery/photos`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(await cameraJpeg(10, 10)),
      });
      expect(anonymous.status).toBe(401);
    });

    it("keeps one user's uploads and builds out of another's entry", async () => {
      const owner = await signUp(server(), 'galleryphotoowner');
      const thief = await signUp(server(), 'galleryphotothief');
      const photo = await uploadOk(server(), owner);
      const ownBuild = await savedBuild(server(), thief);
      const othersBuild = await savedBuild(server(), owner);

      const withOthersPhoto = await server().api('/api/gallery', {
        method: 'POST',
        token: thief.token,
        body: { buildId: ownBuild._id, title: 'Stolen photo', photoIds: [photo.id] },
      });
      expect(withOthersPhoto.status).toBe(400);
      expect(errorOf(withOthersPhoto).errors).toEqual({ photoIds: m.unknownPhoto });

      const othersBuildRes = await server().api('/api/gallery', {
        method: 'POST',
        token: thief.token,
        body: { buildId: othersBuild._id, title: 'Not mine', photoIds: [] },
      });
      expect(othersBuildRes.status).toBe(404);
      expect(errorOf(othersBuildRes).errors).toEqual({ buildId: m.unknownBuild });

      const deleteOthers = await server().api(`/api/gallery/photos/${photo.id}`, {
        method: 'DELETE',
        token: thief.token,
      });
      expect(deleteOthers.status).toBe(404);
      // Nothing was half-published: the thief has no entry, the photo is still the owner's.
      expect((await server().api('/api/gallery/mine', { token: thief.token })).body).toEqual([]);
      const own = await server().api(`/api/gallery/photos/${photo.id}`, {
        method: 'DELETE',
        token: owner.token,
      });
      expect(own.status).toBe(204);
      expect(await fileExists(mediaFile(photo.thumb))).toBe(false);
    });

    it('names each bad field of a publish', async () => {
      const me = await signUp(server(), 'gallerybadfields');
      const build = await savedBuild(server(), me);
      const cases: [unknown, string][] = [
        [{ buildId: build._id, title: 'x' }, 'title'],
        [{ buildId: build._id, title: 'Fine title', writeUp: 'w'.repeat(5001) }, 'writeUp'],
        [
          {
            buildId: build._id,
            title: 'Fine title',
            photoIds: Array.from({ length: GALLERY_MAX_PHOTOS + 1 }, (_, i) => `p${i}`),
          },
          'photoIds',
        ],
        [{ buildId: build._id, title: 'Fine title', photoIds: ['a', 'a'] }, 'photoIds'],
        [{ title: 'Fine title' }, 'buildId'],
        [{ buildId: 'not-a-uuid', title: 'Fine title' }, 'buildId'],
      ];
      for (const [body, field] of cases) {
        const res = await server().api('/api/gallery', { method: 'POST', token: me.token, body });
        expect([400, 404], JSON.stringify(body)).toContain(res.status);
        expect(Object.keys(errorOf(res).errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      const empty = await saveBuild(server(), me, makeBuildRequest({ buildParts: [] }));
      const res = await server().api('/api/gallery', {
        method: 'POST',
        token: me.token,
        body: { buildId: empty._id, title: 'Nothing here' },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res).errors).toEqual({ buildId: m.emptyBuild });
    });

    it('filters by calibre and price, pages, and lets an admin hide and show an entry', async () => {
      const me = await signUp(server(), 'galleryfilter');
      const admin = await signUp(server(), 'galleryadmin', { admin: true });
      const cheap = await savedBuild(server(), me, 500, '300-blackout');
      const dear = await savedBuild(server(), me, 2500, '65-grendel');
      const publish = async (buildId: string, title: string) =>
        (
          await server().api<GalleryEntry>('/api/gallery', {
            method: 'POST',
            token: me.token,
            body: { buildId, title },
          })
        ).body;
      const a = await publish(cheap._id, 'Blackout build');
      const b = await publish(dear._id, 'Grendel build');
      const ids = async (query: string, token?: string) =>
        (await server().api<GalleryPage>(`/api/gallery${query}`, { token })).body.items.map(
          (i) => i.id,
        );

      expect(await ids('?calibre=300-blackout')).toEqual([a.id]);
      expect(await ids('?minPrice=1000')).toEqual(expect.arrayContaining([b.id]));
      expect(await ids('?minPrice=1000')).not.toContain(a.id);
      expect(await ids('?maxPrice=600&calibre=300-blackout')).toEqual([a.id]);
      expect(await ids('?page=500')).toEqual([]);
      const bad = await server().api('/api/gallery?minPrice=cheap');
      expect(bad.status).toBe(400);
      expect(errorOf(bad).message).toContain('minPrice');

      // Only admins may hide; a hidden entry leaves the gallery for everyone else.
      const notAdmin = await server().api(`/api/gallery/${b.id}/visibility`, {
        method: 'PATCH',
        token: me.token,
        body: { hidden: true },
      });
      expect(notAdmin.status).toBe(403);
      const hide = await server().api<GalleryEntrySummary>(`/api/gallery/${b.id}/visibility`, {
        method: 'PATCH',
        token: admin.token,
        body: { hidden: true },
      });
      expect(hide.status).toBe(200);
      expect(hide.body.hidden).toBe(true);
      expect(await ids('')).not.toContain(b.id);
      // Search engines are told of visible entries only.
      const sitemap = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/completed-builds/${a.id}</loc>`);
      expect(sitemap).not.toContain(b.id);
      expect((await server().api(`/api/gallery/${b.id}`)).status).toBe(404);
      expect((await fetch(`${server().baseUrl}/completed-builds/${b.id}`)).status).toBe(404);
      // Its owner still sees it, marked hidden; an admin lists hidden ones on request.
      const own = await server().api<GalleryEntry>(`/api/gallery/${b.id}`, { token: me.token });
      expect(own.body).toMatchObject({ hidden: true, mine: true });
      expect(await ids('?includeHidden=true', admin.token)).toContain(b.id);
      expect(
        (await server().api('/api/gallery?includeHidden=true', { token: me.token })).status,
      ).toBe(403);

      await server().api(`/api/gallery/${b.id}/visibility`, {
        method: 'PATCH',
        token: admin.token,
        body: { hidden: false },
      });
      expect(await ids('')).toContain(b.id);
    });

    it("removes a deleted account's entries and photo files", async () => {
      const me = await signUp(server(), 'gallerydeleted');
      const build = await savedBuild(server(), me);
      const photo = await uploadOk(server(), me);
      const loose = await uploadOk(server(), me);
      const entry = await server().api<GalleryEntry>('/api/gallery', {
        method: 'POST',
        token: me.token,
        body: { buildId: build._id, title: 'Soon gone', photoIds: [photo.id] },
      });
      expect(entry.status).toBe(201);
      const res = await server().api(`/api/users/${me.id}`, { method: 'DELETE', token: me.token });
      expect(res.status).toBe(204);
      expect((await server().api(`/api/gallery/${entry.body.id}`)).status).toBe(404);
      expect(await fileExists(mediaFile(photo.detail))).toBe(false);
      expect(await fileExists(mediaFile(loose.thumb))).toBe(false);
    });
  },
  // A web build, so the server answers the gallery's pages too.
  { env: { DATA_DIR: dataDir }, config: { webDist: await makeWebDist() } },
);
