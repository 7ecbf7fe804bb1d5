import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  makeBuildRequest,
  makeSelectedProduct,
  saveBuild,
  signUpUser,
  type SignedUp,
} from '../../../../tests/factories.ts';
import { makeWebDist } from '../../../../tests/web-dist.ts';
import { buildMessages } from '../../../shared/build/messages.ts';
import type { SharedBuild } from '../../../shared/build/schema.ts';
import { escapeHtml } from '../pages/head.ts';
import { PREVIEW_CACHE_CONTROL } from './routes.ts';

const webDist = await makeWebDist();
const dataDir = await mkdtemp(path.join(tmpdir(), 'bw-share-preview-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A name that would break out of an attribute or open a script if it were not escaped. */
const NASTY_NAME = '"><script>x</script>';

const build = (buildName: string, prices: number[]) =>
  makeBuildRequest({
    buildName,
    buildParts: [
      {
        name: 'Upper',
        subParts: prices.map((price, i) => ({
          name: `Part ${i + 1}`,
          product: makeSelectedProduct({
            _id: `v-${i}`,
            name: `Product ${i + 1}`,
            selectedVendorPrice: price,
          }),
        })),
      },
    ],
  });

/** The content of a <meta> tag of the served page (property= or name=), decoded. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function share(server: TestServer, user: SignedUp, id: string): Promise<string> {
  const res = await server.api(`/api/user-builds/${id}/share`, {
    method: 'POST',
    token: user.token,
  });
  return (res.body as { shareId: string }).shareId;
}

describeApi(
  'shared build pages: link-preview tags and picture',
  (server) => {
    let owner: SignedUp;
    let buildId = '';
    let shareId = '';

    it('writes Open Graph and Twitter card tags with the name escaped, part count and total', async () => {
      owner = await signUpUser(server(), 'previewer');
      const saved = await saveBuild(server(), owner, build(NASTY_NAME, [1000, 234.5]));
      buildId = saved._id;
      shareId = await share(server(), owner, buildId);

      const res = await fetch(`${server().baseUrl}/b/${shareId}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      // nothing the name holds becomes markup
      expect(html).not.toContain('<script>x</script>');
      expect(html).toContain(escapeHtml(NASTY_NAME));

      const pageUrl = `${server().baseUrl}/b/${shareId}`;
      const description = '2 parts, total $1,234.50. A rifle build planned on Buildwright.';
      expect(meta(html, 'og:title')).toBe(`${NASTY_NAME} | Buildwright`);
      expect(meta(html, 'og:description')).toBe(description);
      expect(meta(html, 'og:url')).toBe(pageUrl);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:image')).toMatch(
        new RegExp(`^${pageUrl}/preview\\.png\\?v=[0-9a-f]{16}$`),
      );
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:title')).toBe(`${NASTY_NAME} | Buildwright`);
      expect(meta(html, 'twitter:description')).toBe(description);
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      // still kept out of search engines
      expect(html).toContain('<meta name="robots" content="noindex" />');
    });

    it('serves the picture as a 1200x630 PNG, from its cache the second time, 304 when unchanged', async () => {
      const html = await (await fetch(`${server().baseUrl}/b/${shareId}`)).text();
      const imageUrl = meta(html, 'og:image')!;
      const first = await fetch(imageUrl);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
      const png = Buffer.from(await first.arrayBuffer());
      const info = await sharp(png).metadata();
      expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
      // drawn once, kept under DATA_DIR
      expect(await readdir(path.join(dataDir, 'share-previews', shareId))).toEqual([
        `${etag!.slice(1, -1)}.png`,
      ]);

      const second = await fetch(`${server().baseUrl}/b/${shareId}/preview.png`);
      expect(second.status).toBe(200);
      expect(second.headers.get('etag')).toBe(etag);
      expect(Buffer.from(await second.arrayBuffer()).equals(png)).toBe(true);

      const revalidated = await fetch(imageUrl, { headers: { 'if-none-match': etag! } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
    });

    it('draws a new picture, with a new ETag and address, when the shared build changes', async () => {
      const before = await fetch(`${server().baseUrl}/b/${shareId}/preview.png`);
      const oldTag = before.headers.get('etag')!;
      const oldPng = Buffer.from(await before.arrayBuffer());
      const put = await server().api(`/api/user-builds/${buildId}`, {
        method: 'PUT',
        token: owner.token,
        body: build('Renamed Rifle', [1000, 234.5, 99.99]),
      });
      expect(put.status).toBe(200);

      const html = await (await fetch(`${server().baseUrl}/b/${shareId}`)).text();
      expect(meta(html, 'og:description')).toMatch(/^3 parts, total \$1,334\.49\./);
      const after = await fetch(meta(html, 'og:image')!);
      expect(after.status).toBe(200);
      const newTag = after.headers.get('etag')!;
      expect(newTag).not.toBe(oldTag);
      expect(meta(html, 'og:image')).toContain(`?v=${newTag.slice(1, -1)}`);
      expect(Buffer.from(await after.arrayBuffer()).equals(oldPng)).toBe(false);
      // the old ETag no longer matches
      const stale = await fetch(`${server().baseUrl}/b/${shareId}/preview.png`, {
        headers: { 'if-none-match': oldTag },
      });
      expect(stale.status).toBe(200);
      // the old version is gone from the disk
      expect(await readdir(path.join(dataDir, 'share-previews', shareId))).toEqual([
        `${newTag.slice(1, -1)}.png`,
      ]);
    });

    it('answers an unknown share with 404, and a revoked one with 404 and no preview tags', async () => {
      const unknown = await server().api('/b/no-such-share/preview.png');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: buildMessages.shareNotFound });
      expect((await server().api('/b/..%2F..%2Fetc/preview.png')).status).toBe(404);

      const unshare = await server().api(`/api/user-builds/${buildId}/share`, {
        method: 'DELETE',
        token: owner.token,
      });
      expect(unshare.status).toBeLessThan(300);
      const picture = await fetch(`${server().baseUrl}/b/${shareId}/preview.png`);
      expect(picture.status).toBe(404);
      await expect(readdir(path.join(dataDir, 'share-previews', shareId))).rejects.toThrow();
      const page = await fetch(`${server().baseUrl}/b/${shareId}`);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).not.toContain('og:image');
      expect(html).not.toContain('twitter:');
      expect(html).not.toContain('Renamed Rifle');
    });

    it('answers the shared build with its compatibility checked by the server', async () => {
      const saved = await saveBuild(server(), owner, build('Checked', [10]));
      const id = await share(server(), owner, saved._id);
      const res = await server().api(`/api/shared-builds/${id}`);
      expect(res.status).toBe(200);
      const { compatibility } = res.body as SharedBuild;
      // a build of one part misses its core parts: infos, not problems
      expect(compatibility.counts.error).toBe(0);
      expect(compatibility.counts.info).toBeGreaterThan(0);
      expect(compatibility.problems).toEqual([]);

      const threaded = (name: string, muzzleThread: '1/2x28' | '5/8x24') =>
        makeSelectedProduct({
          _id: name,
          name,
          variantData: { _id: name, compat: { muzzleThread } },
        });
      const clash = await saveBuild(
        server(),
        owner,
        makeBuildRequest({
          buildName: 'Clash',
          buildParts: [
            { name: 'Barrel', subParts: [{ name: 'Barrel', product: threaded('Thin', '1/2x28') }] },
            {
              name: 'Muzzle Device',
              subParts: [{ name: 'Muzzle Device', product: threaded('Fat', '5/8x24') }],
            },
          ],
        }),
      );
      const clashId = await share(server(), owner, clash._id);
      const checked = (await server().api(`/api/shared-builds/${clashId}`)).body as SharedBuild;
      expect(checked.compatibility.counts.error).toBe(1);
      expect(checked.compatibility.problems).toEqual([
        {
          severity: 'error',
          message:
            'Thin is threaded 1/2x28 RH but Fat is threaded 5/8x24 RH: the device will not go on.',
        },
      ]);
    });

    it('lets link-preview robots read shared builds while search engines stay out', async () => {
      const robots = await (await fetch(`${server().baseUrl}/robots.txt`)).text();
      const [previewGroup, everyone] = robots.split('\n\n');
      expect(previewGroup).toContain('User-agent: Twitterbot');
      expect(previewGroup).toContain('Allow: /b/');
      expect(previewGroup).not.toContain('Disallow: /b/');
      expect(previewGroup).toContain('Disallow: /account');
      expect(everyone).toContain('User-agent: *');
      expect(everyone).toContain('Disallow: /b/');
    });
  },
  { config: { webDist, dataDir } },
);
