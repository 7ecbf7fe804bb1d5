import path from 'node:path';
import type { ProductPhoto } from '../../../shared/listing/item-schema.ts';

// Where the product photos live (ADR 082): one folder under DATA_DIR, two WebP files per image,
// named by the image's id (the SHA-256 of its source URL), served under /media/ for good.

/** The stored sizes: the longest side at most this many pixels (never enlarged). */
export const PHOTO_SIZES = { thumb: 320, detail: 1000 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** The only file names /media/ serves: `<64 hex>-thumb.webp` and `<64 hex>-detail.webp`. */
export const MEDIA_FILE = /^[0-9a-f]{64}-(?:thumb|detail)\.webp$/;

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function mediaFileName(id: string, size: PhotoSize): string {
  return `${id}-${size}.webp`;
}

/** The answer's `photo` for a stored photo id; undefined when there is none. */
export function photoOf(photoId: string | null | undefined): ProductPhoto | undefined {
  if (!photoId) return undefined;
  return {
    thumb: `/media/${mediaFileName(photoId, 'thumb')}`,
    detail: `/media/${mediaFileName(photoId, 'detail')}`,
  };
}
