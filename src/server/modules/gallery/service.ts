import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BuildPart } from '../../../shared/build/schema.ts';
import { shareSummary } from '../../../shared/build/share-summary.ts';
import { formatPrice, totalPrice } from '../../../shared/build/totals.ts';
import { galleryMetaDescription } from '../../../shared/site/page-meta.ts';
import { CALIBERS } from '../../../shared/catalog/calibers.ts';
import {
  GALLERY_MAX_LOOSE_PHOTOS,
  GALLERY_PAGE_SIZE,
  galleryMessages as m,
  type GalleryEntry,
  type GalleryEntrySummary,
  type GalleryMine,
  type GalleryPage,
  type GalleryPhoto,
  type GalleryPublish,
} from '../../../shared/gallery/schema.ts';
import type { Db } from '../../db/client.ts';
import { builds, galleryEntries, galleryPhotos, users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { sharedCompatibility } from '../builds/share.ts';
import { checkParts, partsOfBuild, trustedParts } from '../compat/service.ts';
import { mediaDir, mediaFileName, PHOTO_SIZES, type PhotoSize } from '../media/photo.ts';
import { resizeImage, writeFileAtomic } from '../media/resize.ts';

// The completed builds gallery (ADR 095). Photos are uploaded one by one (checked, decoded,
// re-encoded as WebP without their metadata, resized), then attached to an entry when the build
// is published. What an entry shows of the build is copied when it is published.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A gallery photo id: 32 random bytes in hex (the same form /media/ serves). */
const PHOTO_ID = /^[0-9a-f]{64}$/;
/** Photos uploaded and never published are removed after this long. */
export const LOOSE_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Who asks: a signed-in user (and whether an admin), or nobody. */
export interface Viewer {
  userId: string;
  admin: boolean;
}

type EntryRow = typeof galleryEntries.$inferSelect;
type PhotoRow = typeof galleryPhotos.$inferSelect;

const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

export function toPhoto(row: Pick<PhotoRow, 'id' | 'width' | 'height'>): GalleryPhoto {
  return {
    id: row.id,
    thumb: `/media/${mediaFileName(row.id, 'thumb')}`,
    detail: `/media/${mediaFileName(row.id, 'detail')}`,
    width: row.width,
    height: row.height,
  };
}

/** Removes a photo's files (both sizes); a file already gone is not an error. */
export async function removePhotoFiles(dataDir: string, ids: readonly string[]): Promise<void> {
  const dir = mediaDir(dataDir);
  await Promise.all(
    ids.flatMap((id) =>
      SIZES.map((size) => rm(path.join(dir, mediaFileName(id, size)), { force: true })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Photos

/**
 * Stores an uploaded photo: refused when it is no picture this site reads (the message says
 * why), else two WebP sizes without metadata. A user keeps a bounded number of photos not yet
 * published; ones older than a day are removed first.
 */
export async function uploadPhoto(
  db: Db,
  dataDir: string,
  userId: string,
  input: Buffer,
): Promise<GalleryPhoto> {
  if (input.length === 0) throw invalidData({ photo: m.photoEmpty });
  await removeOldLoosePhotos(db, dataDir, userId);
  const [loose] = await db
    .select({ n: count() })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.userId, userId), isNull(galleryPhotos.entryId)));
  if ((loose?.n ?? 0) >= GALLERY_MAX_LOOSE_PHOTOS)
    throw new AppError('conflict', m.tooManyLoosePhotos, { photo: m.tooManyLoosePhotos });

  let image;
  try {
    image = await resizeImage(input);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw invalidData({ photo: m.photoUnreadable(reason) });
  }
  const id = randomBytes(32).toString('hex');
  const dir = mediaDir(dataDir);
  await writeFileAtomic(path.join(dir, mediaFileName(id, 'thumb')), image.thumb);
  await writeFileAtomic(path.join(dir, mediaFileName(id, 'detail')), image.detail);
  try {
    await db.insert(galleryPhotos).values({
      id,
      userId,
      width: image.width,
      height: image.height,
    });
  } catch (err) {
    await removePhotoFiles(dataDir, [id]);
    throw err;
  }
  return toPhoto({ id, width: image.width, height: image.height });
}

/** Removes one of the caller's photos that is not yet published. */
export async function deleteLoosePhoto(
  db: Db,
  dataDir: string,
  userId: string,
  id: string,
): Promise<void> {
  if (!PHOTO_ID.test(id)) throw new AppError('not_found', m.photoNotFound);
  const removed = await db
    .delete(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.id, id),
        eq(galleryPhotos.userId, userId),
        isNull(galleryPhotos.entryId),
      ),
    )
    .returning({ id: galleryPhotos.id });
  if (removed.length === 0) throw new AppError('not_found', m.photoNotFound);
  await removePhotoFiles(dataDir, [id]);
}

async function removeOldLoosePhotos(db: Db, dataDir: string, userId: string): Promise<void> {
  const before = new Date(Date.now() - LOOSE_PHOTO_MAX_AGE_MS);
  const removed = await db
    .delete(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.userId, userId),
        isNull(galleryPhotos.entryId),
        lt(galleryPhotos.createdAt, before),
      ),
    )
    .returning({ id: galleryPhotos.id });
  await removePhotoFiles(
    dataDir,
    removed.map((r) => r.id),
  );
}

/** Every photo file of a user (called before the account is deleted: the rows go with it). */
export async function photoIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.userId, userId));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Entries

/** The sub-parts whose calibre is the build's, in the order they are asked. */
const CALIBRE_SOURCES = [
  'Barrel',
  'Complete Upper Receiver',
  'Upper Receiver Assembly',
  'Bolt Carrier Group',
  'Bolt',
  'Ammunition',
];

/** The build's calibre key, read from the catalogue's keys of its barrel (else upper, BCG, ammo). */
export async function buildCalibre(db: Db, parts: readonly BuildPart[]): Promise<string | null> {
  const trusted = await trustedParts(db, partsOfBuild(parts));
  for (const subPart of CALIBRE_SOURCES) {
    const key = trusted.find((p) => p.subPart === subPart)?.specs.caliber;
    if (key) return key;
  }
  return null;
}

export function calibreOf(key: string | null): { key: string; label: string } | null {
  if (!key) return null;
  return { key, label: CALIBERS.find((c) => c.key === key)?.label ?? key };
}

/** The publisher's first name as the gallery shows it. */
export function authorName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : 'A builder';
}

interface SummaryRow {
  entry: EntryRow;
  fullName: string | null;
  photo: Pick<PhotoRow, 'id' | 'width' | 'height'> | null;
  photoCount: number;
}

function toSummary({ entry, fullName, photo, photoCount }: SummaryRow): GalleryEntrySummary {
  return {
    id: entry.id,
    title: entry.title,
    buildName: entry.buildName,
    authorName: authorName(fullName),
    calibre: calibreOf(entry.calibre),
    totalPrice: entry.totalPrice,
    partCount: entry.partCount,
    photo: photo ? toPhoto(photo) : null,
    photoCount,
    publishedAt: entry.createdAt.toISOString(),
    hidden: entry.hiddenAt !== null,
  };
}

/** Entries with their author, first photo and photo count. */
async function summaryRows(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<SummaryRow[]> {
  const photoCount = sql<number>`(select count(*)::int from ${galleryPhotos}
    where ${galleryPhotos.entryId} = ${galleryEntries.id})`;
  // The first photo's id and size in the same query as the entry.
  const firstPhoto = sql<Pick<PhotoRow, 'id' | 'width' | 'height'> | null>`(
    select json_build_object('id', ${galleryPhotos.id}, 'width', ${galleryPhotos.width},
                             'height', ${galleryPhotos.height})
      from ${galleryPhotos}
     where ${galleryPhotos.entryId} = ${galleryEntries.id}
     order by ${galleryPhotos.position} limit 1)`;
  let query = db
    .select({
      entry: galleryEntries,
      fullName: users.fullName,
      firstPhoto,
      photoCount,
    })
    .from(galleryEntries)
    .innerJoin(users, eq(users.id, galleryEntries.userId))
    .where(where)
    .orderBy(desc(galleryEntries.createdAt), desc(galleryEntries.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  return rows.map((r) => ({
    entry: r.entry,
    fullName: r.fullName,
    photo: r.firstPhoto ?? null,
    photoCount: Number(r.photoCount),
  }));
}

export interface GalleryFilter {
  page: number;
  calibre?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  includeHidden?: boolean | undefined;
}

/** One page of the gallery, newest first; hidden entries only for admins who ask for them. */
export async function listGallery(db: Db, filter: GalleryFilter): Promise<GalleryPage> {
  const visible = filter.includeHidden ? undefined : isNull(galleryEntries.hiddenAt);
  const conditions = [
    visible,
    filter.calibre ? eq(galleryEntries.calibre, filter.calibre) : undefined,
    filter.minPrice !== undefined
      ? sql`${galleryEntries.totalPrice} >= ${filter.minPrice}`
      : undefined,
    filter.maxPrice !== undefined
      ? sql`${galleryEntries.totalPrice} <= ${filter.maxPrice}`
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total], calibres] = await Promise.all([
    summaryRows(db, where, {
      limit: GALLERY_PAGE_SIZE,
      offset: (filter.page - 1) * GALLERY_PAGE_SIZE,
    }),
    db.select({ n: count() }).from(galleryEntries).where(where),
    db
      .select({ key: galleryEntries.calibre, n: count() })
      .from(galleryEntries)
      .where(and(visible, sql`${galleryEntries.calibre} is not null`))
      .groupBy(galleryEntries.calibre)
      .orderBy(desc(count()), asc(galleryEntries.calibre)),
  ]);
  return {
    items: rows.map(toSummary),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: GALLERY_PAGE_SIZE,
    calibres: calibres.flatMap(({ key, n }) => {
      const calibre = calibreOf(key);
      return calibre ? [{ ...calibre, count: n }] : [];
    }),
  };
}

/** The caller's own entries, hidden ones too. */
export async function listMine(db: Db, userId: string): Promise<GalleryMine> {
  const rows = await summaryRows(db, eq(galleryEntries.userId, userId));
  return rows.map((row) => ({ ...toSummary(row), buildId: row.entry.buildId }));
}

const notFound = () => new AppError('not_found', m.notFound);

/** An entry as its page shows it; a hidden one only for its owner and admins. */
export async function getEntry(db: Db, id: string, viewer?: Viewer): Promise<GalleryEntry> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await summaryRows(db, eq(galleryEntries.id, id));
  if (!row) throw notFound();
  const mine = viewer?.userId === row.entry.userId;
  if (row.entry.hiddenAt && !mine && !viewer?.admin) throw notFound();
  const [photos, report] = await Promise.all([
    db
      .select({ id: galleryPhotos.id, width: galleryPhotos.width, height: galleryPhotos.height })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.entryId, id))
      .orderBy(asc(galleryPhotos.position)),
    checkParts(db, partsOfBuild(row.entry.parts)),
  ]);
  return {
    ...toSummary(row),
    writeUp: row.entry.writeUp,
    photos: photos.map(toPhoto),
    buildParts: row.entry.parts,
    compatibility: sharedCompatibility(report),
    mine,
  };
}

/**
 * The page head of a visible entry (title, description, its first photo), or undefined when no
 * visible entry has this id: the page's server then answers 404.
 */
export async function publicEntryHead(
  db: Db,
  id: string,
): Promise<{ title: string; description: string; image?: string } | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await summaryRows(
    db,
    and(eq(galleryEntries.id, id), isNull(galleryEntries.hiddenAt)),
  );
  if (!row) return undefined;
  const summary = toSummary(row);
  const description = galleryMetaDescription({
    calibreLabel: summary.calibre?.label ?? null,
    partCount: summary.partCount,
    total: formatPrice(summary.totalPrice),
    authorName: summary.authorName,
    writeUp: row.entry.writeUp,
  });
  return {
    title: summary.title,
    description,
    ...(summary.photo && { image: summary.photo.detail }),
  };
}

/**
 * Publishes one of the caller's saved builds with photos they uploaded: the entry and the
 * photos' attachment in one transaction, so a failure leaves no half-published entry.
 */
export async function publishBuild(
  db: Db,
  viewer: Viewer,
  input: Required<GalleryPublish>,
): Promise<GalleryEntry> {
  const buildId = input.buildId.trim();
  if (!UUID.test(buildId))
    throw new AppError('not_found', m.unknownBuild, { buildId: m.unknownBuild });
  const [build] = await db
    .select()
    .from(builds)
    .where(and(eq(builds.id, buildId), eq(builds.userId, viewer.userId)));
  if (!build) throw new AppError('not_found', m.unknownBuild, { buildId: m.unknownBuild });
  const summary = shareSummary(build.parts);
  if (summary.partCount === 0) throw invalidData({ buildId: m.emptyBuild });

  const photoIds = input.photoIds;
  if (photoIds.some((id) => !PHOTO_ID.test(id))) throw invalidData({ photoIds: m.unknownPhoto });
  const calibre = await buildCalibre(db, build.parts);

  let entryId: string;
  try {
    entryId = await db.transaction(async (tx) => {
      if (photoIds.length) {
        const owned = await tx
          .select({ id: galleryPhotos.id })
          .from(galleryPhotos)
          .where(
            and(
              inArray(galleryPhotos.id, photoIds),
              eq(galleryPhotos.userId, viewer.userId),
              isNull(galleryPhotos.entryId),
            ),
          )
          .for('update');
        if (owned.length !== photoIds.length) throw invalidData({ photoIds: m.unknownPhoto });
      }
      const [entry] = await tx
        .insert(galleryEntries)
        .values({
          userId: viewer.userId,
          buildId: build.id,
          title: input.title,
          writeUp: input.writeUp,
          buildName: build.name,
          parts: build.parts,
          totalPrice: totalPrice(build.parts),
          partCount: summary.partCount,
          calibre,
        })
        .returning({ id: galleryEntries.id });
      const id = entry!.id;
      for (const [position, photoId] of photoIds.entries()) {
        await tx
          .update(galleryPhotos)
          .set({ entryId: id, position })
          .where(eq(galleryPhotos.id, photoId));
      }
      return id;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'gallery_entries_build_key')
      throw new AppError('conflict', m.alreadyPublished, { buildId: m.alreadyPublished });
    throw err;
  }
  return getEntry(db, entryId, viewer);
}

/** The owner takes their entry out of the gallery: the entry, its photos and their files go. */
export async function unpublish(
  db: Db,
  dataDir: string,
  viewer: Viewer,
  id: string,
): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const [entry] = await db
    .select({ userId: galleryEntries.userId })
    .from(galleryEntries)
    .where(eq(galleryEntries.id, id));
  if (!entry) throw notFound();
  if (entry.userId !== viewer.userId) throw new AppError('forbidden', m.notOwner);
  const photos = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.entryId, id));
  await db.delete(galleryEntries).where(eq(galleryEntries.id, id));
  await removePhotoFiles(
    dataDir,
    photos.map((p) => p.id),
  );
}

/** An admin hides an entry from the gallery or shows it again. */
export async function setHidden(db: Db, id: string, hidden: boolean): Promise<GalleryEntrySummary> {
  if (!UUID.test(id)) throw notFound();
  const updated = await db
    .update(galleryEntries)
    .set({ hiddenAt: hidden ? sql`coalesce(${galleryEntries.hiddenAt}, now())` : null })
    .where(eq(galleryEntries.id, id))
    .returning({ id: galleryEntries.id });
  if (updated.length === 0) throw notFound();
  const [row] = await summaryRows(db, eq(galleryEntries.id, id));
  return toSummary(row!);
}
