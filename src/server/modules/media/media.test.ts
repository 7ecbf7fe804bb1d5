import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_FILE, photoOf } from './photo.ts';
import { resizeImage, writeFileAtomic } from './resize.ts';
import { cleanImageUrl, mediaIdFor } from './service.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

describe('cleanImageUrl and mediaIdFor', () => {
  it('drops the fragment and surrounding spaces, and keeps http(s) URLs only', () => {
    expect(cleanImageUrl('  https://cdn.shop.example/a.jpg?w=800#zoom \n')).toBe(
      'https://cdn.shop.example/a.jpg?w=800',
    );
    for (const bad of ['', '   ', 'ftp://x.example/a.jpg', 'data:image/png;base64,AAAA', 'a.jpg'])
      expect(cleanImageUrl(bad), bad).toBeUndefined();
    expect(cleanImageUrl(`https://x.example/${'a'.repeat(5_000)}`)).toBeUndefined();
  });

  it('gives one id to every spelling of one URL, another to another URL', () => {
    const id = mediaIdFor('https://cdn.shop.example/a.jpg');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(mediaIdFor(' https://cdn.shop.example/a.jpg#top')).toBe(id);
    expect(mediaIdFor('https://cdn.shop.example/b.jpg')).not.toBe(id);
    expect(MEDIA_FILE.test(`${id}-thumb.webp`)).toBe(true);
  });

  it('answers the photo URLs of a stored id, or none', () => {
    const id = 'ab'.repeat(32);
    expect(photoOf(id)).toEqual({
      thumb: `/media/${id}-thumb.webp`,
      detail: `/media/${id}-detail.webp`,
    });
    expect(photoOf(null)).toBeUndefined();
  });
});

describe('resizeImage', () => {
  it('makes a WebP thumb within 320 px and a detail within 1000 px, keeping the shape', async () => {
    const out = await resizeImage(await png(2000, 1000));
    const thumb = await sharp(out.thumb).metadata();
    const detail = await sharp(out.detail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 160]);
    expect([detail.format, detail.width, detail.height]).toEqual(['webp', 1000, 500]);
    expect([out.width, out.height]).toEqual([1000, 500]);
  });

  it('never enlarges a small picture', async () => {
    const out = await resizeImage(await png(200, 300));
    expect([out.width, out.height]).toEqual([200, 300]);
    expect((await sharp(out.thumb).metadata()).width).toBe(200);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await sharp(await png(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await resizeImage(sideways);
    expect([out.width, out.height]).toEqual([200, 400]);
  });

  it('refuses what is not a raster image', async () => {
    await expect(resizeImage(Buffer.from('<html>not found</html>'))).rejects.toThrow(
      'not an image this site can read',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(resizeImage(svg)).rejects.toThrow('not a supported image (svg)');
  });

  it('refuses a picture of more than 40 megapixels', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(resizeImage(huge)).rejects.toThrow(
      'the picture is too large (8000 × 6000 pixels)',
    );
  });
});

describe('writeFileAtomic', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates the folder, replaces the file whole and leaves no temporary file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bw-media-'));
    const file = path.join(dir, 'media', 'x.webp');
    await writeFileAtomic(file, Buffer.from('first'));
    await writeFileAtomic(file, Buffer.from('second'));
    expect(await readFile(file, 'utf8')).toBe('second');
    expect(await readdir(path.join(dir, 'media'))).toEqual(['x.webp']);
  });
});
