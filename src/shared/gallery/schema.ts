import { z } from 'zod';
import { buildPartSchema, sharedCompatibilitySchema } from '../build/schema.ts';
import {
  GALLERY_MAX_PHOTOS,
  GALLERY_TITLE_MIN,
  GALLERY_TITLE_MAX,
  GALLERY_WRITE_UP_MAX,
  galleryMessages as m,
} from './limits.ts';

// The completed builds gallery: a signed-in user publishes one of their saved builds with up to
// six photos and a write-up; anyone browses the gallery; the owner unpublishes; an admin hides.
// A published entry keeps the build as it was when published (later edits of the saved build do
// not change it). The texts name the field they are about.

export * from './limits.ts';

/** A stored photo: its two sizes (WebP, served under /media/) and the large one's pixel size. */
export const galleryPhotoSchema = z.object({
  id: z.string(),
  thumb: z.string(),
  detail: z.string(),
  width: z.number(),
  height: z.number(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** POST /api/gallery: publish a saved build. */
export const galleryPublishSchema = z.object({
  buildId: z.string({ error: m.buildId }).trim().min(1, m.buildId).max(200, m.buildId),
  title: z
    .string({ error: m.title })
    .trim()
    .min(GALLERY_TITLE_MIN, m.title)
    .max(GALLERY_TITLE_MAX, m.title),
  writeUp: z.string({ error: m.writeUp }).trim().max(GALLERY_WRITE_UP_MAX, m.writeUp).default(''),
  photoIds: z
    .array(z.string().max(100), { error: m.photoIds })
    .max(GALLERY_MAX_PHOTOS, m.photoIds)
    .refine((ids) => new Set(ids).size === ids.length, m.photoIdsDuplicate)
    .default([]),
});
export type GalleryPublish = z.input<typeof galleryPublishSchema>;

/** PATCH /api/gallery/{id}/visibility (admins). */
export const galleryVisibilitySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

/** A calibre as the gallery shows and filters it. */
export const galleryCalibreSchema = z.object({ key: z.string(), label: z.string() });

/** An entry as the gallery's cards show it. */
export const galleryEntrySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  buildName: z.string(),
  /** The publisher's first name, or 'A builder' when they have none. */
  authorName: z.string(),
  calibre: galleryCalibreSchema.nullable(),
  totalPrice: z.number(),
  partCount: z.number(),
  /** The first photo, or null when the entry has none. */
  photo: galleryPhotoSchema.nullable(),
  photoCount: z.number(),
  publishedAt: z.string(),
  /** Hidden by an admin: only its owner and admins see it. */
  hidden: z.boolean(),
});
export type GalleryEntrySummary = z.infer<typeof galleryEntrySummarySchema>;

/** GET /api/gallery/{id}: the whole entry. */
export const galleryEntrySchema = galleryEntrySummarySchema.extend({
  writeUp: z.string(),
  photos: z.array(galleryPhotoSchema),
  buildParts: z.array(buildPartSchema),
  compatibility: sharedCompatibilitySchema,
  /** The caller published it (they may unpublish it). */
  mine: z.boolean(),
});
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

/** GET /api/gallery: one page of entries, newest first, with the calibres one may filter by. */
export const galleryPageSchema = z.object({
  items: z.array(galleryEntrySummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Calibres of visible entries, most entries first, each with its count. */
  calibres: z.array(galleryCalibreSchema.extend({ count: z.number() })),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** GET /api/gallery/mine: the caller's entries (hidden ones too), with the build each came from. */
export const galleryMineSchema = z.array(
  galleryEntrySummarySchema.extend({ buildId: z.string().nullable() }),
);
export type GalleryMine = z.infer<typeof galleryMineSchema>;
