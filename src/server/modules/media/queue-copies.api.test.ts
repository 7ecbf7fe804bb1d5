import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../../tests/api-server.ts';
import { databaseKinds, type TestDatabase } from '../../../../tests/databases.ts';
import { waitFor } from '../../../../tests/wait.ts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { mediaImages } from '../../db/schema.ts';
import { mediaDir, mediaFileName } from './photo.ts';
import { mediaIdFor, queueImages } from './service.ts';
import { registerImageWorker } from './worker.ts';

// Three server copies (three connection pools and three image workers, as three processes would
// have) work through one queue of product images at the same time: every image is fetched once,
// stored once and marked ready after a single try. Each copy stores into its own data folder, so
// the files show which copy did which image and that none was stored twice.
//
// The image server holds its answers until three fetches are waiting at once. A copy fetches one
// image at a time, so three waiting fetches means all three copies hold claims together: the race
// is real, and every copy must take part. Should that never happen, the answers go out after a
// while anyway, and the count of copies that stored something fails instead of a timeout.

const postgres = databaseKinds().find((k) => k.name === 'postgres');
const COPIES = 3;
const IMAGES = 30;
/** How long the image server holds its answers at most when fewer than three fetches come. */
const GATE_MS = 20_000;

interface SourceImage {
  path: string;
  type: string;
  bytes: Buffer;
  width: number;
  height: number;
}

interface Copy {
  app: App;
  database: Database;
  dataDir: string;
}

/** Small real pictures of different sizes and colours, every other one a JPEG. */
async function makeSources(): Promise<SourceImage[]> {
  const sources: SourceImage[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const width = 160 + i * 8;
    const height = 120 + (i % 5) * 10;
    const jpeg = i % 2 === 1;
    const picture = sharp({
      create: { width, height, channels: 3, background: { r: i * 8, g: 90, b: 250 - i * 8 } },
    });
    const bytes = await (jpeg ? picture.jpeg() : picture.png()).toBuffer();
    sources.push({
      path: `/products/${i}.${jpeg ? 'jpg' : 'png'}`,
      type: jpeg ? 'image/jpeg' : 'image/png',
      bytes,
      width,
      height,
    });
  }
  return sources;
}

describe.skipIf(!postgres)(
  'the product image queue on three server copies [postgres; skipped without TEST_DATABASE_URL]',
  () => {
    let created: TestDatabase;
    const copies: Copy[] = [];
    let sources: SourceImage[] = [];
    let origin = '';
    let images: http.Server;
    /** Requests per path the image server has had. */
    const hits = new Map<string, number>();
    const held: (() => void)[] = [];
    let open = false;
    let gateTimer: NodeJS.Timeout | undefined;

    function openGate(): void {
      open = true;
      clearTimeout(gateTimer);
      for (const answer of held.splice(0)) answer();
    }

    beforeAll(async () => {
      sources = await makeSources();
      const byPath = new Map(sources.map((s) => [s.path, s]));
      images = http.createServer((req, res) => {
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
        const answer = () => {
          const source = byPath.get(pathname);
          if (!source) {
            res.writeHead(404, { 'content-type': 'text/plain' });
            return res.end('not found');
          }
          res.writeHead(200, { 'content-type': source.type });
          res.end(source.bytes);
        };
        if (open) return answer();
        held.push(answer);
        gateTimer ??= setTimeout(openGate, GATE_MS);
        if (held.length >= COPIES) openGate();
      });
      await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;

      created = await postgres!.create();
      const url = (created.target as { url: string }).url;
      for (let i = 0; i < COPIES; i++) {
        const database = await openDatabase({ kind: 'pg', url, max: 3 });
        if (i === 0) await database.migrate();
        const dataDir = await mkdtemp(path.join(tmpdir(), `bw-media-copy-${i}-`));
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          JWT_SECRET: TEST_JWT_SECRET,
          DATA_DIR: dataDir,
          FEEDS_ALLOW_PRIVATE: 'true',
          IMAGES_FETCH: 'on',
        });
        const app = await buildApp({ config, database });
        // As main.ts does: the worker starts when the server is ready.
        registerImageWorker(app);
        copies.push({ app, database, dataDir });
      }
    });

    afterAll(async () => {
      openGate();
      for (const { app, database, dataDir } of copies) {
        await app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
      await created?.drop();
      images?.closeAllConnections();
      await new Promise((resolve) => images?.close(resolve));
    });

    it('fetches, stores and marks ready every queued image exactly once', async () => {
      const db = copies[0]!.database.db;
      const urls = sources.map((s) => `${origin}${s.path}`);
      expect(await queueImages(db, urls)).toBe(IMAGES);

      // All three servers become ready together; each worker starts draining the queue at once.
      await Promise.all(copies.map(({ app }) => app.ready()));

      // Until every image is done, or until one has been fetched twice: then the checks below
      // say which, without waiting out the timeout.
      const rows = await waitFor(async () => {
        const all = await db.select().from(mediaImages);
        const done = all.length === IMAGES && all.every((r) => r.status !== 'pending');
        return done || [...hits.values()].some((n) => n > 1) ? all : undefined;
      }, 90_000);

      // Every image was fetched from its source once.
      expect(Object.fromEntries(hits)).toEqual(Object.fromEntries(sources.map((s) => [s.path, 1])));

      // Every image is ready after a single try, with the size of its own source.
      const expected = sources.map((s) => ({
        id: mediaIdFor(`${origin}${s.path}`),
        status: 'ready',
        attempts: 1,
        lastError: null,
        width: s.width,
        height: s.height,
      }));
      const stored = rows
        .map(({ id, status, attempts, lastError, width, height }) => ({
          id,
          status,
          attempts,
          lastError,
          width,
          height,
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
      expect(stored).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));

      // Each image's two files are in one copy's folder only, and nothing half-written is left.
      const filesByCopy = await Promise.all(
        copies.map(async ({ dataDir }) =>
          (await readdir(mediaDir(dataDir)).catch(() => [] as string[])).sort(),
        ),
      );
      const storedBy = new Map<string, number[]>();
      filesByCopy.forEach((files, copy) => {
        for (const file of files) storedBy.set(file, [...(storedBy.get(file) ?? []), copy]);
      });
      for (const { id } of expected) {
        for (const size of ['thumb', 'detail'] as const) {
          expect(storedBy.get(mediaFileName(id, size)), `${id} ${size}`).toHaveLength(1);
        }
        expect(storedBy.get(mediaFileName(id, 'thumb'))).toEqual(
          storedBy.get(mediaFileName(id, 'detail')),
        );
      }
      expect(filesByCopy.flat()).toHaveLength(IMAGES * 2);

      // Every copy took part: the copies claimed images side by side.
      const perCopy = filesByCopy.map((files) => files.length / 2);
      expect(perCopy.reduce((n, c) => n + c, 0)).toBe(IMAGES);
      expect(perCopy.filter((n) => n > 0)).toHaveLength(COPIES);
    }, 120_000);
  },
);
