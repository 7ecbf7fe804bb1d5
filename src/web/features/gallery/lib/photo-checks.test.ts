import { describe, expect, it } from 'vitest';
import { GALLERY_MAX_PHOTOS, GALLERY_PHOTO_MAX_BYTES } from '../../../../shared/gallery/limits.ts';
import { publishTexts as t } from '../publish-texts.ts';
import { photoProblem, sortChosenFiles } from './photo-checks.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('photoProblem', () => {
  it('lets JPEG, PNG and WebP pictures up to the size limit through', () => {
    expect(photoProblem(file('a.jpg'))).toBeNull();
    expect(photoProblem(file('a.png', 'image/png'))).toBeNull();
    expect(photoProblem(file('a.webp', 'image/webp', GALLERY_PHOTO_MAX_BYTES))).toBeNull();
  });

  it('refuses other types, empty files and files over the limit, naming the file', () => {
    expect(photoProblem(file('scan.gif', 'image/gif'))).toBe(t.notPicture('scan.gif'));
    expect(photoProblem(file('notes.txt', ''))).toBe(t.notPicture('notes.txt'));
    expect(photoProblem(file('a.jpg', 'image/jpeg', 0))).toBe(t.emptyFile('a.jpg'));
    expect(photoProblem(file('big.jpg', 'image/jpeg', GALLERY_PHOTO_MAX_BYTES + 1))).toBe(
      t.tooLarge('big.jpg'),
    );
  });
});

describe('sortChosenFiles', () => {
  it('keeps the good files in order and says why each other one was refused', () => {
    const good = file('good.jpg');
    const other = file('other.png', 'image/png');
    const bad = file('bad.gif', 'image/gif');
    expect(sortChosenFiles([good, bad, other], 0)).toEqual({
      accepted: [good, other],
      problems: [t.notPicture('bad.gif')],
    });
  });

  it('takes no more than the photos an entry may still have', () => {
    const files = Array.from({ length: 4 }, (_, i) => file(`p${i}.jpg`));
    const result = sortChosenFiles(files, GALLERY_MAX_PHOTOS - 2);
    expect(result.accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(result.problems).toEqual([t.tooMany(2)]);
    expect(sortChosenFiles([file('x.jpg')], GALLERY_MAX_PHOTOS)).toEqual({
      accepted: [],
      problems: [t.tooMany(0)],
    });
  });
});
