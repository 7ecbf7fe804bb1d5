import { z } from 'zod';
import { buildPartSchema, sharedCompatibilitySchema } from '../build/schema.ts';

// The completed builds gallery: a signed-in user publishes one of their saved builds with up to
// six photos and a write-up; anyone browses the gallery; the owner unpublishes; an admin hides.
// A published entry keeps the build as it was when published (later edits of the saved build do
// not change it). The texts name the field they are about.

/** Photos per entry, at most. */
export const GALLERY_MAX_PHOTOS = 6;
/** A photo upload's size, at most (bytes). */
export const GALLERY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The picture types a photo may be sent as (the Content-Type of the upload). */
export const GALLERY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const GALLERY_TITLE_MIN = 3;
export const GALLERY_TITLE_MAX = 80;
export const GALLERY_WRITE_UP_MAX = 5000;
/** Entries per gallery page. */
export const GALLERY_PAGE_SIZE = 12;
/** Photos a user may have uploaded and not yet published, at most (uploads beyond are refused). */
export const GALLERY_MAX_LOOSE_PHOTOS = 24;

const megabytes = GALLERY_PHOTO_MAX_BYTES / (1024 * 1024);

export const galleryMessages = {
  buildId: 'buildId: choose one of your saved builds',
  unknownBuild: 'buildId: you have no saved build with this id',
  emptyBuild: 'buildId: this build has no parts yet; add parts before publishing it',
  alreadyPublished: 'buildId: this build is already in the gallery; unpublish it first',
  title: `title must be ${GALLERY_TITLE_MIN} to ${GALLERY_TITLE_MAX} characters`,
  writeUp: `writeUp must be at most ${GALLERY_WRITE_UP_MAX} characters`,
  photoIds: `photoIds: at most ${GALLERY_MAX_PHOTOS} photos`,
  photoIdsDuplicate: 'photoIds: the same photo is listed twice',
  unknownPhoto: 'photoIds: a photo was not found among your uploads (upload it again)',
  photoType: 'photo: send a JPEG, PNG or WebP picture',
  photoTooLarge: `photo: a photo may be at most ${megabytes} MB`,
  photoEmpty: 'photo: the file is empty',
  photoUnreadable: (reason: string) => `photo: ${reason}`,
  tooManyLoosePhotos: `photo: you have ${GALLERY_MAX_LOOSE_PHOTOS} photos waiting to be published; publish or remove some first`,
  photoNotFound: 'Photo not found',
  notFound: 'This build is not in the gallery (it may have been unpublished)',
  notOwner: 'Only the person who published this build can unpublish it',
  minPrice: 'minPrice must be a number of at least 0',
  maxPrice: 'maxPrice must be a number of at least 0',
  calibre: 'calibre must be a calibre key such as 556 or 300-blackout',
} as const;

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
  buildId: z
    .string({ error: galleryMessages.buildId })
    .trim()
    .min(1, galleryMessages.buildId)
    .max(200, galleryMessages.buildId),
  title: z
    .string({ error: galleryMessages.title })
    .trim()
    .min(GALLERY_TITLE_MIN, galleryMessages.title)
    .max(GALLERY_TITLE_MAX, galleryMessages.title),
  writeUp: z
    .string({ error: galleryMessages.writeUp })
    .trim()
    .max(GALLERY_WRITE_UP_MAX, galleryMessages.writeUp)
    .default(''),
  photoIds: z
    .array(z.string().max(100), { error: galleryMessages.photoIds })
    .max(GALLERY_MAX_PHOTOS, galleryMessages.photoIds)
    .refine((ids) => new Set(ids).size === ids.length, galleryMessages.photoIdsDuplicate)
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
