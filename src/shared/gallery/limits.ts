// The completed builds gallery's limits and texts, without zod: the web app's gallery pages
// read them without loading the schema library (schema.ts builds the API's schemas from them).

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
