import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ammoOffers,
  ammunition,
  catalogGroups,
  catalogOffers,
  catalogVariants,
  mediaImages,
} from '../../db/schema.ts';
import { displayUrl, safeFetch, type SafeFetchOptions } from '../../lib/safe-fetch.ts';
import { catalogCache } from '../catalog/cache.ts';
import { retryDelayMs } from '../contact/outbox.ts';
import { mediaDir, mediaFileName } from './photo.ts';
import { resizeImage, writeFileAtomic } from './resize.ts';

// Product images (ADR 082). A feed names an image URL per offer; the importer queues each URL
// once (its id is the SHA-256 of the URL), and a background job fetches it, stores two WebP sizes
// under DATA_DIR/media and gives the photo to the variants, groups and ammunition its offers
// belong to when they have none yet. Rows are claimed like the mail outbox's (ADR 049): one short
// transaction takes due rows with FOR UPDATE SKIP LOCKED and pushes their next try out by the
// lease before fetching, so two servers never fetch one image at the same time.

/** Tries per image; then it is marked failed and never fetched again. */
export const IMAGE_MAX_ATTEMPTS = 5;
/** Waits after failed tries 1, 2, 3, 4. */
export const IMAGE_RETRY_SCHEDULE_MS = [60_000, 10 * 60_000, 60 * 60_000, 6 * 3_600_000] as const;
/** A claimed image is another server's to take again only after this long. */
export const IMAGE_LEASE_MS = 5 * 60_000;
/** The largest image fetched. */
export const IMAGE_MAX_BYTES = 15_000_000;
/** The longest image URL queued. */
export const MAX_IMAGE_URL = 4_096;

const ASCII_SPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g;

/**
 * The URL as it is stored and hashed: without the #fragment and the spaces around it. Undefined
 * unless it is an http(s) URL of reasonable length. The SQL of `cleanedUrlSql` does the same.
 */
export function cleanImageUrl(url: string): string | undefined {
  const clean = (url.split('#')[0] ?? '').replace(ASCII_SPACE, '');
  if (clean === '' || clean.length > MAX_IMAGE_URL) return undefined;
  try {
    const { protocol } = new URL(clean);
    return protocol === 'http:' || protocol === 'https:' ? clean : undefined;
  } catch {
    return undefined;
  }
}

/** The id of an image URL: the SHA-256 (hex) of the cleaned URL; also its files' name. */
export function mediaIdFor(url: string): string {
  return createHash('sha256')
    .update(cleanImageUrl(url) ?? url)
    .digest('hex');
}

/** `mediaIdFor` in SQL, for an offer's image_url column. */
function mediaIdSql(column: SQLWrapper): SQL {
  const cleaned = sql`btrim(split_part(${column}, '#', 1), E' \\t\\n\\r')`;
  return sql`encode(sha256(convert_to(${cleaned}, 'UTF8')), 'hex')`;
}

/**
 * Queues the images of these URLs (offers' image_url; empty and non-http ones skipped). An image
 * already known, whatever its state, is left alone. Answers how many were new.
 */
export async function queueImages(
  db: Db,
  urls: Iterable<string | null | undefined>,
): Promise<number> {
  const rows = new Map<string, string>();
  for (const url of urls) {
    const clean = url ? cleanImageUrl(url) : undefined;
    if (clean) rows.set(mediaIdFor(clean), clean);
  }
  // Due from now on this process's clock, which the claim compares with (the database's now() has
  // microseconds a Date has not, so a row queued in the same millisecond would wait a poll).
  const now = new Date();
  const values = [...rows].map(([id, sourceUrl]) => ({ id, sourceUrl, nextAttemptAt: now }));
  let added = 0;
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await db
      .insert(mediaImages)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: mediaImages.id });
    added += inserted.length;
  }
  return added;
}

interface MediaLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ProcessImagesOptions {
  dataDir: string;
  /** allowPrivate, timeoutMs, and optionally maxBytes (IMAGE_MAX_BYTES) and a stop signal. */
  fetchOptions: Pick<SafeFetchOptions, 'allowPrivate' | 'timeoutMs' | 'signal'> & {
    maxBytes?: number;
  };
  /** Images claimed in this call, at most. */
  limit?: number;
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date;
  maxAttempts?: number;
  retryScheduleMs?: readonly number[];
  leaseMs?: number;
  log?: MediaLog;
}

export interface ProcessImagesRun {
  /** Images claimed in this call (fewer than the limit: nothing more is due). */
  claimed: number;
  ready: number;
  /** Failed tries that will be tried again. */
  retrying: number;
  /** Images given up on in this call. */
  failed: number;
}

interface Claimed {
  id: string;
  sourceUrl: string;
  attempts: number;
}

/** Takes up to `limit` due images: counts the try and holds them for the lease, then commits. */
async function claim(db: Db, at: Date, limit: number, hold: (attempts: number) => number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: mediaImages.id,
        sourceUrl: mediaImages.sourceUrl,
        attempts: mediaImages.attempts,
      })
      .from(mediaImages)
      .where(and(eq(mediaImages.status, 'pending'), lte(mediaImages.nextAttemptAt, at)))
      .orderBy(asc(mediaImages.nextAttemptAt), asc(mediaImages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: Claimed[] = [];
    for (const row of due) {
      const attempts = row.attempts + 1;
      const nextAttemptAt = new Date(at.getTime() + hold(attempts));
      await tx
        .update(mediaImages)
        .set({ attempts, nextAttemptAt, updatedAt: at })
        .where(eq(mediaImages.id, row.id));
      claimed.push({ ...row, attempts });
    }
    return claimed;
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Fetches one image and writes its two sizes; answers the detail size. */
async function fetchAndStore(row: Claimed, options: ProcessImagesOptions) {
  const { fetchOptions } = options;
  const res = await safeFetch(row.sourceUrl, {
    ...fetchOptions,
    maxBytes: fetchOptions.maxBytes ?? IMAGE_MAX_BYTES,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
  });
  if (res.status !== 'ok') throw new Error('the server answered 304 to an unconditional fetch');
  const image = await resizeImage(await readAll(res.stream));
  const dir = mediaDir(options.dataDir);
  await writeFileAtomic(path.join(dir, mediaFileName(row.id, 'thumb')), image.thumb);
  await writeFileAtomic(path.join(dir, mediaFileName(row.id, 'detail')), image.detail);
  return { width: image.width, height: image.height };
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'unknown error';

/**
 * Claims the images that are due (up to `limit`), fetches and stores each, and marks it ready,
 * or schedules another try (after 1 min, 10 min, 1 h, 6 h) or, after the fifth failure, marks
 * it failed. Photos then go to whatever their offers belong to (linkPhotos).
 */
export async function processDueImages(
  db: Db,
  options: ProcessImagesOptions,
): Promise<ProcessImagesRun> {
  const {
    limit = 5,
    now = () => new Date(),
    maxAttempts = IMAGE_MAX_ATTEMPTS,
    retryScheduleMs = IMAGE_RETRY_SCHEDULE_MS,
    leaseMs = IMAGE_LEASE_MS,
    log,
  } = options;
  const at = now();
  const claimed = await claim(db, at, limit, (attempts) =>
    Math.max(retryDelayMs(retryScheduleMs, attempts), leaseMs),
  );
  const run: ProcessImagesRun = { claimed: claimed.length, ready: 0, retrying: 0, failed: 0 };
  const readyIds: string[] = [];
  for (const row of claimed) {
    // Only the server holding this try records its outcome.
    const ownTry = and(
      eq(mediaImages.id, row.id),
      eq(mediaImages.status, 'pending'),
      eq(mediaImages.attempts, row.attempts),
    );
    const url = displayUrl(row.sourceUrl);
    try {
      const { width, height } = await fetchAndStore(row, options);
      await db
        .update(mediaImages)
        .set({ status: 'ready', width, height, lastError: null, updatedAt: now() })
        .where(ownTry);
      readyIds.push(row.id);
      run.ready += 1;
    } catch (err) {
      // Cut off by a stopping server: taken up again once the lease has run out.
      if (options.fetchOptions.signal?.aborted) break;
      const lastError = errorText(err);
      if (row.attempts >= maxAttempts) {
        await db
          .update(mediaImages)
          .set({ status: 'failed', lastError, updatedAt: now() })
          .where(ownTry);
        log?.warn({ mediaId: row.id, url, attempts: row.attempts, lastError }, 'image given up');
        run.failed += 1;
      } else {
        const nextAttemptAt = new Date(at.getTime() + retryDelayMs(retryScheduleMs, row.attempts));
        await db
          .update(mediaImages)
          .set({ lastError, nextAttemptAt, updatedAt: now() })
          .where(ownTry);
        log?.info(
          { mediaId: row.id, url, attempts: row.attempts, lastError, nextAttemptAt },
          'image not fetched; will try again',
        );
        run.retrying += 1;
      }
    }
  }
  if (readyIds.length > 0) await linkPhotos(db, readyIds);
  return run;
}

export interface LinkedPhotos {
  variants: number;
  groups: number;
  ammunition: number;
}

/**
 * Gives a photo to each catalogue variant and ammunition item that has none and whose offers name
 * a ready image (the first by merchant), then to each group without one: its first variant's
 * photo by position. With `imageIds`, only those images are considered (the ones just stored);
 * without, every ready image (the importer calls this after a run, so offers that name an image
 * fetched before get its photo). A photo once set stays: a later image does not replace it.
 */
export async function linkPhotos(db: Db, imageIds?: readonly string[]): Promise<LinkedPhotos> {
  if (imageIds && imageIds.length === 0) return { variants: 0, groups: 0, ammunition: 0 };
  const onlyThese = imageIds ? inArray(mediaImages.id, [...imageIds]) : sql`true`;
  const readyImage = (imageUrl: SQLWrapper) =>
    sql`${mediaImages.id} = ${mediaIdSql(imageUrl)} and ${mediaImages.status} = 'ready' and ${onlyThese}`;

  const variants: unknown = await db.execute(sql`
    update ${catalogVariants} set photo_id = pick.media_id
      from (select distinct on (${catalogOffers.variantId})
                   ${catalogOffers.variantId} as variant_id, ${mediaImages.id} as media_id
              from ${catalogOffers}
              join ${mediaImages} on ${readyImage(catalogOffers.imageUrl)}
             where ${catalogOffers.imageUrl} is not null
             order by ${catalogOffers.variantId}, ${catalogOffers.merchantId}) pick
     where ${catalogVariants.id} = pick.variant_id and ${catalogVariants.photoId} is null
    returning ${catalogVariants.groupId} as group_id`);
  const variantRows = rowsOf<{ group_id: string }>(variants);
  const groupIds = [...new Set(variantRows.map((r) => r.group_id))];

  // Groups whose variants just got a photo; without imageIds, every group still without one.
  const touchedGroups = imageIds ? inArray(catalogVariants.groupId, groupIds) : sql`true`;
  const groups =
    imageIds && groupIds.length === 0
      ? []
      : rowsOf(
          await db.execute(sql`
    update ${catalogGroups} set photo_id = pick.photo_id
      from (select distinct on (${catalogVariants.groupId})
                   ${catalogVariants.groupId} as group_id, ${catalogVariants.photoId} as photo_id
              from ${catalogVariants}
             where ${catalogVariants.photoId} is not null and ${touchedGroups}
             order by ${catalogVariants.groupId}, ${catalogVariants.position}, ${catalogVariants.id}) pick
     where ${catalogGroups.id} = pick.group_id and ${catalogGroups.photoId} is null
    returning ${catalogGroups.id}`),
        );

  const ammo: unknown = await db.execute(sql`
    update ${ammunition} set photo_id = pick.media_id
      from (select distinct on (${ammoOffers.ammoId})
                   ${ammoOffers.ammoId} as ammo_id, ${mediaImages.id} as media_id
              from ${ammoOffers}
              join ${mediaImages} on ${readyImage(ammoOffers.imageUrl)}
             where ${ammoOffers.imageUrl} is not null
             order by ${ammoOffers.ammoId}, ${ammoOffers.merchantId}, ${ammoOffers.productId}) pick
     where ${ammunition.id} = pick.ammo_id and ${ammunition.photoId} is null
    returning ${ammunition.id}`);

  // The catalogue keeps each group's variants in memory (ADR 019): those just changed.
  if (variantRows.length > 0) {
    const cached = catalogCache(db).variants;
    for (const id of groupIds) cached.delete(id);
  }
  return { variants: variantRows.length, groups: groups.length, ammunition: rowsOf(ammo).length };
}

/** The rows of a `db.execute` answer (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
