import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeAmmoOfferInput,
  smallCatalog,
} from '../../../../tests/factories.ts';
import { waitFor } from '../../../../tests/wait.ts';
import type { AmmoDetail, AmmoListResponse } from '../../../shared/ammo/schema.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../../../shared/catalog/schema.ts';
import { ammoOffers, catalogOffers, mediaImages } from '../../db/schema.ts';
import { MEDIA_CACHE_CONTROL } from './routes.ts';
import {
  IMAGE_MAX_ATTEMPTS,
  linkPhotos,
  mediaIdFor,
  processDueImages,
  queueImages,
  type ProcessImagesOptions,
} from './service.ts';
import { createImageWorker } from './worker.ts';

// Product images end to end (ADR 082): a merchant's image URL on an offer is queued, fetched from
// a local web server (private addresses allowed, as in tests), stored as WebP, shown in the
// catalogue and ammunition answers and served under /media/ with immutable caching.

const dataDir = await mkdtemp(path.join(tmpdir(), 'bw-media-api-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const photoPng = await sharp({
  create: { width: 1600, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
})
  .png()
  .toBuffer();

/** Requests per path the image server has answered. */
const hits = new Map<string, number>();
let images: http.Server;
let origin = '';
beforeAll(async () => {
  images = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (pathname.endsWith('.png')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(photoPng);
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  images.closeAllConnections();
  await new Promise((resolve) => images.close(resolve));
});

const options = (extra: Partial<ProcessImagesOptions> = {}): ProcessImagesOptions => ({
  dataDir,
  fetchOptions: { allowPrivate: true, timeoutMs: 10_000 },
  limit: 10,
  ...extra,
});

async function imageRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(mediaImages).where(eq(mediaImages.id, id));
  if (!row) throw new Error(`no image ${id}`);
  return row;
}

function setOfferImage(server: TestServer, variantId: string, merchantId: string, url: string) {
  return server.database.db
    .update(catalogOffers)
    .set({ imageUrl: url })
    .where(and(eq(catalogOffers.variantId, variantId), eq(catalogOffers.merchantId, merchantId)));
}

describeApi(
  'product images',
  (server, kind) => {
    const photoUrl = () => `${origin}/${kind}/alpha.png`;
    const photoId = () => mediaIdFor(photoUrl());
    const urls = (id: string) => ({
      thumb: `/media/${id}-thumb.webp`,
      detail: `/media/${id}-detail.webp`,
    });

    beforeAll(async () => {
      await insertCatalog(server(), smallCatalog());
      await insertAmmo(server(), {
        items: [makeAmmoInput({ id: 'am1' }), makeAmmoInput({ id: 'am2' })],
        offers: [makeAmmoOfferInput('am1', 'shop-a'), makeAmmoOfferInput('am2', 'shop-a')],
      });
    });

    it('fetches a queued image once, stores it and shows it on cards and detail pages', async () => {
      // Cache the group's variants first: storing a photo must replace what the cache holds.
      const before = await server().api<CatalogGroupDetail>('/api/catalog/groups/alpha');
      expect(before.body.group).not.toHaveProperty('photo');

      // The offer names the URL with a fragment and spaces; the queue gets the same text.
      const named = ` ${photoUrl()}#zoom `;
      await setOfferImage(server(), 'alpha-556', 'shop-b', named);
      const db = server().database.db;
      await db.update(ammoOffers).set({ imageUrl: photoUrl() }).where(eq(ammoOffers.ammoId, 'am1'));
      expect(await queueImages(db, [named, photoUrl(), null, 'not a url'])).toBe(1);
      expect(await queueImages(db, [photoUrl()])).toBe(0);

      // Two workers at once: the image is fetched by one of them only.
      const runs = await Promise.all([
        processDueImages(db, options()),
        processDueImages(db, options()),
      ]);
      expect(runs.reduce((n, r) => n + r.ready, 0)).toBe(1);
      expect(hits.get(`/${kind}/alpha.png`)).toBe(1);
      expect(await imageRow(server(), photoId())).toMatchObject({
        status: 'ready',
        attempts: 1,
        width: 1000,
        height: 500,
        lastError: null,
      });

      const list = await server().api<CatalogListResponse>('/api/catalog/groups?pageSize=50');
      const photos = Object.fromEntries(list.body.items.map((g) => [g._id, g.photo]));
      expect(photos.alpha).toEqual(urls(photoId()));
      expect(photos.bravo).toBeUndefined();

      const detail = await server().api<CatalogGroupDetail>('/api/catalog/groups/alpha');
      expect(detail.body.group.photo).toEqual(urls(photoId()));
      const variants = Object.fromEntries(detail.body.variants.map((v) => [v._id, v.photo]));
      expect(variants).toEqual({ 'alpha-556': urls(photoId()), 'alpha-300': undefined });

      const ammo = await server().api<AmmoListResponse>('/api/ammo');
      expect(ammo.body.items.find((i) => i.id === 'am1')?.photo).toEqual(urls(photoId()));
      expect(ammo.body.items.find((i) => i.id === 'am2')).not.toHaveProperty('photo');
      const am1 = await server().api<AmmoDetail>('/api/ammo/am1');
      expect(am1.body.photo).toEqual(urls(photoId()));
    });

    it('serves the stored sizes as WebP for a year, and answers 304 to a known ETag', async () => {
      for (const [size, box] of [
        ['thumb', 320],
        ['detail', 1000],
      ] as const) {
        const res = await fetch(`${server().baseUrl}${urls(photoId())[size]}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
        expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', box]);

        const etag = res.headers.get('etag');
        expect(etag).toBeTruthy();
        const again = await fetch(`${server().baseUrl}${urls(photoId())[size]}`, {
          headers: { 'if-none-match': etag! },
        });
        expect(again.status).toBe(304);
      }
    });

    it('answers 404 for any other name under /media/, and never leaves the folder', async () => {
      const id = photoId();
      for (const name of [
        `${'0'.repeat(64)}-thumb.webp`, // well formed, not stored
        `${id}-large.webp`,
        `${id}-thumb.png`,
        `${id.toUpperCase()}-thumb.webp`,
        `${id}-thumb.webp.tmp`,
        'thumb.webp',
        '..%2f..%2fpackage.json',
        `x%2f..%2f${id}-thumb.webp`,
        '',
      ]) {
        const res = await server().api(`/media/${name}`);
        expect(res.status, name).toBe(404);
        expect(res.headers.get('content-type'), name).toMatch(/application\/json/);
        expect(res.body, name).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    });

    it('gives an image already stored to offers that name it later, keeping photos set', async () => {
      const db = server().database.db;
      await setOfferImage(server(), 'charlie-13', 'shop-b', photoUrl());
      await db.update(ammoOffers).set({ imageUrl: photoUrl() }).where(eq(ammoOffers.ammoId, 'am2'));
      expect(await queueImages(db, [photoUrl()])).toBe(0);
      expect(await linkPhotos(db)).toEqual({ variants: 1, groups: 1, ammunition: 1 });
      expect(await linkPhotos(db)).toEqual({ variants: 0, groups: 0, ammunition: 0 });
      const charlie = await server().api<CatalogGroupDetail>('/api/catalog/groups/charlie');
      expect(charlie.body.group.photo).toEqual(urls(photoId()));
      expect(charlie.body.variants[0]?.photo).toEqual(urls(photoId()));
      expect(hits.get(`/${kind}/alpha.png`)).toBe(1);
    });

    it(`marks a source that answers 404 failed after ${IMAGE_MAX_ATTEMPTS} tries`, async () => {
      const db = server().database.db;
      const url = `${origin}/${kind}/gone.jpg?token=secret`;
      const id = mediaIdFor(url);
      await setOfferImage(server(), 'delta-nitride', 'shop-a', url);
      expect(await queueImages(db, [url])).toBe(1);

      // A second on: the row's time comes from the database, in microseconds.
      let clock = Date.now() + 1_000;
      const statuses: string[] = [];
      for (let attempt = 1; attempt <= IMAGE_MAX_ATTEMPTS; attempt += 1) {
        const run = await processDueImages(db, options({ now: () => new Date(clock) }));
        expect(run.claimed).toBe(1);
        statuses.push((await imageRow(server(), id)).status);
        // Not due again before its back-off has passed.
        expect((await processDueImages(db, options({ now: () => new Date(clock) }))).claimed).toBe(
          0,
        );
        clock += 24 * 3_600_000;
      }
      expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending', 'failed']);
      const row = await imageRow(server(), id);
      expect(row.attempts).toBe(IMAGE_MAX_ATTEMPTS);
      expect(row.lastError).toBe(`${origin}/${kind}/gone.jpg answered HTTP 404`);
      expect(hits.get(`/${kind}/gone.jpg`)).toBe(IMAGE_MAX_ATTEMPTS);
      // Failed for good: never claimed again.
      expect((await processDueImages(db, options({ now: () => new Date(clock) }))).claimed).toBe(0);
      const delta = await server().api<CatalogGroupDetail>('/api/catalog/groups/delta');
      expect(delta.body.group).not.toHaveProperty('photo');
    });

    it('the background worker stores what is queued once kicked, and stops cleanly', async () => {
      const db = server().database.db;
      const url = `${origin}/${kind}/echo.png`;
      await setOfferImage(server(), 'echo-black', 'shop-a', url);
      const silent = { info() {}, warn() {}, error() {} };
      const worker = createImageWorker({
        db,
        dataDir,
        allowPrivate: true,
        timeoutMs: 10_000,
        maxBytes: 15_000_000,
        intervalMs: 60_000,
        log: silent,
      });
      worker.start();
      try {
        await queueImages(db, [url]);
        worker.kick();
        const photo = await waitFor(async () => {
          const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/echo');
          return res.body.group.photo;
        });
        expect(photo).toEqual(urls(mediaIdFor(url)));
      } finally {
        await worker.stop();
      }
    });
  },
  { env: { DATA_DIR: dataDir, FEEDS_ALLOW_PRIVATE: 'true' } },
);
