import {
  GALLERY_MAX_PHOTOS,
  GALLERY_PHOTO_MAX_BYTES,
  GALLERY_WRITE_UP_MAX,
} from '../../../shared/gallery/limits.ts';

// The publish form's words, with the limits the server applies (src/shared/gallery/limits.ts).

const megabytes = GALLERY_PHOTO_MAX_BYTES / (1024 * 1024);

export const publishTexts = {
  heading: 'Publish your build',
  lead: 'Show a finished build in the gallery: pick one of your saved builds, give it a title, a few photos and a write-up.',
  logInFirst: 'Log in to publish one of your saved builds in the gallery.',
  logIn: 'Log in',
  loadingBuilds: 'Loading your saved builds…',
  buildsFailed: 'Your saved builds could not be loaded.',
  noBuilds: 'You have no saved builds yet. Save a build in the Builder, then publish it here.',
  openBuilder: 'Open the Builder',
  build: 'Saved build',
  chooseBuild: 'Choose a saved build',
  buildOption: (name: string, parts: number) =>
    `${name} (${parts} ${parts === 1 ? 'part' : 'parts'})`,
  title: 'Title',
  writeUp: 'Write-up',
  writeUpHint: 'Plain text. Leave a blank line between paragraphs.',
  counter: (used: number) => `${used} / ${GALLERY_WRITE_UP_MAX} characters`,
  photos: 'Photos',
  photosHint: `JPEG, PNG or WebP, up to ${megabytes} MB each, at most ${GALLERY_MAX_PHOTOS} photos.`,
  addPhotos: 'Add photos',
  photosFull: `You have added ${GALLERY_MAX_PHOTOS} photos, the most an entry may have.`,
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string) => `${name} uploaded`,
  remove: 'Remove',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoAlt: (n: number, title: string) => `Photo ${n} of ${title || 'your build'}`,
  submit: 'Publish to gallery',
  submitting: 'Publishing…',
  waitForUploads: 'Wait until every photo has uploaded.',
  published: 'Your build is in the gallery.',
  publishFailed: 'The build could not be published. Please try again.',
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  notPicture: (name: string) => `${name}: send a JPEG, PNG or WebP picture.`,
  tooLarge: (name: string) => `${name}: a photo may be at most ${megabytes} MB.`,
  emptyFile: (name: string) => `${name}: the file is empty.`,
  tooMany: (left: number) =>
    left === 0
      ? `An entry may have at most ${GALLERY_MAX_PHOTOS} photos.`
      : `Only ${left} more ${left === 1 ? 'photo fits' : 'photos fit'}: at most ${GALLERY_MAX_PHOTOS} per entry.`,
  titleRequired: 'Give your build a title.',
} as const;
