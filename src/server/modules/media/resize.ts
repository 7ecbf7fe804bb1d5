import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_SIZES } from './photo.ts';

// A merchant's image becomes two WebP files (ADR 082): turned upright by its EXIF orientation,
// shrunk to fit a square box (never enlarged), metadata dropped. Only raster formats are read:
// no SVG (a vector file can point elsewhere), and at most 40 megapixels, so a small file that
// decodes to a huge picture is refused before it takes the memory.

/** Formats a merchant's image may have. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Pixels of the decoded source, at most. */
export const MAX_INPUT_PIXELS = 40_000_000;

const WEBP_QUALITY = 80;

export interface ResizedImage {
  thumb: Buffer;
  detail: Buffer;
  /** The detail image's size in pixels. */
  width: number;
  height: number;
}

/** The thumb and detail WebP images of `input`; an Error in plain words when it is no picture. */
export async function resizeImage(input: Buffer): Promise<ResizedImage> {
  const open = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
  let info: Metadata;
  try {
    // The header only: nothing is decoded yet.
    info = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new Error('not an image this site can read');
  }
  const { format, width = 0, height = 0 } = info;
  if (!RASTER_FORMATS.has(format)) throw new Error(`not a supported image (${format})`);
  if (width * height > MAX_INPUT_PIXELS)
    throw new Error(`the picture is too large (${width} × ${height} pixels)`);
  const size = async (box: number) =>
    open()
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  try {
    const [thumb, detail] = await Promise.all([size(PHOTO_SIZES.thumb), size(PHOTO_SIZES.detail)]);
    return {
      thumb: thumb.data,
      detail: detail.data,
      width: detail.info.width,
      height: detail.info.height,
    };
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new Error(`the image could not be converted (${reason})`);
  }
}

/**
 * Writes `data` to `file` so that readers see the old file or the whole new one, never a part:
 * a temporary file beside it, then a rename.
 */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
