import {
  GALLERY_MAX_PHOTOS,
  GALLERY_PHOTO_MAX_BYTES,
  GALLERY_PHOTO_TYPES,
} from '../../../../shared/gallery/limits.ts';
import { publishTexts as t } from '../publish-texts.ts';

/** What the browser tells of a chosen file. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen file cannot be sent, checked in the browser before uploading (the server checks
 * again, and also that it really is a picture): its type, emptiness and size. Null when it may go.
 */
export function photoProblem(file: ChosenFile): string | null {
  if (!(GALLERY_PHOTO_TYPES as readonly string[]).includes(file.type))
    return t.notPicture(file.name);
  if (file.size === 0) return t.emptyFile(file.name);
  if (file.size > GALLERY_PHOTO_MAX_BYTES) return t.tooLarge(file.name);
  return null;
}

/**
 * The chosen files that may be uploaded, in the order chosen, and a message for each refused one:
 * a file of the wrong type or size, and those beyond the photos an entry may still take.
 */
export function sortChosenFiles<F extends ChosenFile>(
  files: readonly F[],
  photosSoFar: number,
): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  const room = Math.max(0, GALLERY_MAX_PHOTOS - photosSoFar);
  let overflow = false;
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) problems.push(problem);
    else if (accepted.length < room) accepted.push(file);
    else overflow = true;
  }
  if (overflow) problems.push(t.tooMany(room));
  return { accepted, problems };
}
