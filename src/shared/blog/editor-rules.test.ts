import { describe, expect, it } from 'vitest';
import {
  addSection,
  chooseTitleImage,
  draftFromPost,
  editSection,
  hasTitleImage,
  moveSection,
  newDraft,
  parseTags,
  prepareBlogPayload,
  removeSection,
  sectionHeader,
  setAlignment,
  setSectionImageAlignment,
  setSectionImageUrl,
  setSectionImageWidth,
  toggleSection,
  touchSection,
} from './editor-rules.ts';
import { alignmentOf, imageWidthOf, showsSectionImage } from './format.ts';
import { blogWriteSchema, type BlogSection } from './schema.ts';
import { newSection, SECTION_ORDER } from './post-rules.ts';

// The blog editor's state rules (ADR 045).

const NOW = new Date(2026, 10, 23, 12, 0, 0);
const section = (over: Partial<BlogSection> = {}): BlogSection => ({ ...newSection(), ...over });

describe('setAlignment (replace the alignment marker, keep the rest)', () => {
  it('replaces an existing alignment marker and keeps the others in place', () => {
    expect(setAlignment('w-25 text-left', 'text-right')).toBe('w-25 text-right');
    expect(setAlignment('yes-image text-center', 'text-left')).toBe('yes-image text-left');
  });

  it('adds a marker to a style without one, and to an empty style', () => {
    expect(setAlignment('w-75', 'text-center')).toBe('w-75 text-center');
    expect(setAlignment('', 'text-right')).toBe('text-right');
    expect(setAlignment(undefined, 'text-left')).toBe('text-left');
  });

  it('reads left when a style has no alignment (default left)', () => {
    expect(alignmentOf('w-50')).toBe('text-left');
    expect(alignmentOf('')).toBe('text-left');
    expect(alignmentOf('w-50 text-right')).toBe('text-right');
  });
});

describe('chooseTitleImage', () => {
  it("'No Image' clears the URL and sets no-image", () => {
    const post = { titleImg: 'https://x.test/a.png', titleImgStyle: 'yes-image text-right' };
    expect(chooseTitleImage('none', post)).toEqual({ titleImg: '', titleImgStyle: 'no-image' });
  });

  it("'Image' sets yes-image with left alignment", () => {
    const post = { titleImg: '', titleImgStyle: 'no-image' };
    const next = chooseTitleImage('image', post);
    expect(next.titleImgStyle).toBe('yes-image text-left');
    expect(hasTitleImage(next)).toBe(true);
    expect(hasTitleImage(post)).toBe(false);
  });

  it('keeps the other fields of the draft', () => {
    const draft = { ...newDraft(NOW), title: 'Keep me' };
    expect(chooseTitleImage('image', draft).title).toBe('Keep me');
  });
});

describe('section image rules', () => {
  it('a first non-empty URL defaults the style to 50 % width, left aligned', () => {
    const next = setSectionImageUrl(section(), 'https://x.test/a.png');
    expect(next.sectionImg).toBe('https://x.test/a.png');
    expect(next.sectionImgStyle).toBe('w-50 text-left');
    expect(showsSectionImage(next.sectionImg, next.sectionImgStyle)).toBe(true);
  });

  it('a new URL keeps a style already chosen', () => {
    const before = section({
      sectionImg: 'https://x.test/a.png',
      sectionImgStyle: 'w-25 text-right',
    });
    expect(setSectionImageUrl(before, 'https://x.test/b.png').sectionImgStyle).toBe(
      'w-25 text-right',
    );
  });

  it('clearing the URL clears the style and hides the image', () => {
    const before = section({
      sectionImg: 'https://x.test/a.png',
      sectionImgStyle: 'w-75 text-center',
    });
    const next = setSectionImageUrl(before, '   ');
    expect(next.sectionImg).toBe('');
    expect(next.sectionImgStyle).toBe('');
    expect(showsSectionImage(next.sectionImg, next.sectionImgStyle)).toBe(false);
  });

  it('shows an image only when both URL and style exist', () => {
    expect(showsSectionImage('https://x.test/a.png', '')).toBe(false);
    expect(showsSectionImage('', 'w-50 text-left')).toBe(false);
  });

  it('changing the size keeps the alignment; changing the alignment keeps the size', () => {
    const before = section({
      sectionImg: 'https://x.test/a.png',
      sectionImgStyle: 'w-50 text-right',
    });
    const wider = setSectionImageWidth(before, 'w-75');
    expect(wider.sectionImgStyle).toBe('w-75 text-right');
    expect(imageWidthOf(wider.sectionImgStyle)).toBe('w-75');
    expect(setSectionImageAlignment(wider, 'text-center').sectionImgStyle).toBe('w-75 text-center');
  });

  it('a size on a style without alignment defaults to left', () => {
    expect(setSectionImageWidth(section({ sectionImgStyle: '' }), 'w-25').sectionImgStyle).toBe(
      'w-25 text-left',
    );
  });
});

describe('touchSection / editSection (every edit rewrites the order)', () => {
  it('resets the order to title, content, image', () => {
    const before = section({ order: ['image', 'title'] });
    expect(touchSection(before).order).toEqual(['title', 'content', 'image']);
    const edited = editSection(before, { sectionTitle: 'Gas systems' });
    expect(edited.sectionTitle).toBe('Gas systems');
    expect(edited.order).toEqual(SECTION_ORDER);
  });

  it('does not share the order array with the constant', () => {
    const a = touchSection(section());
    a.order.reverse();
    expect(SECTION_ORDER).toEqual(['title', 'content', 'image']);
  });

  it('every image rule also resets the order', () => {
    const before = section({ order: ['content'] });
    expect(setSectionImageUrl(before, 'https://x.test/a.png').order).toEqual(SECTION_ORDER);
    expect(setSectionImageWidth(before, 'w-25').order).toEqual(SECTION_ORDER);
  });
});

describe('sectionHeader', () => {
  it("reads the title, or 'Section N' (1-based) when the title is blank", () => {
    expect(sectionHeader({ sectionTitle: 'Barrels' }, 0)).toBe('Barrels');
    expect(sectionHeader({ sectionTitle: '' }, 0)).toBe('Section 1');
    expect(sectionHeader({ sectionTitle: '   ' }, 2)).toBe('Section 3');
  });
});

describe('moveSection (the expanded index follows the move)', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item down and the others close the gap', () => {
    expect(moveSection(list, 0, 2, null)).toEqual({
      sections: ['b', 'c', 'a', 'd'],
      expanded: null,
    });
  });

  it('moves an item up', () => {
    expect(moveSection(list, 3, 1, null).sections).toEqual(['a', 'd', 'b', 'c']);
  });

  it('a neighbour move is a swap', () => {
    expect(moveSection(list, 1, 2, null).sections).toEqual(['a', 'c', 'b', 'd']);
  });

  it('the expanded card follows itself when it is the one dragged', () => {
    expect(moveSection(list, 1, 3, 1).expanded).toBe(3);
  });

  it('the expanded card shifts when the dragged card passes it', () => {
    expect(moveSection(list, 0, 2, 2).expanded).toBe(1); // c moves up one
    expect(moveSection(list, 3, 0, 1).expanded).toBe(2); // b moves down one
    expect(moveSection(list, 0, 1, 3).expanded).toBe(3); // d untouched
  });

  it('ignores a move out of range or onto itself and does not mutate the input', () => {
    expect(moveSection(list, 0, 9, 0)).toEqual({ sections: list, expanded: 0 });
    expect(moveSection(list, 2, 2, 1)).toEqual({ sections: list, expanded: 1 });
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('adding, removing and toggling sections', () => {
  it('adding appends the section and expands it', () => {
    expect(addSection(['a'], 'b')).toEqual({ sections: ['a', 'b'], expanded: 1 });
    expect(addSection([], newSection()).expanded).toBe(0);
  });

  it('new sections carry the new-section defaults', () => {
    expect(newSection()).toEqual({
      layout: 'standard',
      sectionTitle: 'New Section',
      sectionTitleStyle: 'text-left',
      sectionContent: '<p>Edit this content</p>',
      sectionContentStyle: 'text-left',
      sectionImg: '',
      sectionImgStyle: '',
      sectionStyle: '',
      order: ['title', 'content', 'image'],
    });
  });

  it('removing keeps the expanded card open when it survives', () => {
    expect(removeSection(['a', 'b', 'c'], 0, 2)).toEqual({ sections: ['b', 'c'], expanded: 1 });
    expect(removeSection(['a', 'b', 'c'], 1, 1)).toEqual({ sections: ['a', 'c'], expanded: null });
    expect(removeSection(['a', 'b', 'c'], 2, 0)).toEqual({ sections: ['a', 'b'], expanded: 0 });
  });

  it('clicking a header toggles it', () => {
    expect(toggleSection(null, 1)).toBe(1);
    expect(toggleSection(1, 1)).toBe(null);
    expect(toggleSection(0, 1)).toBe(1);
  });
});

describe('newDraft / draftFromPost (new blog defaults, normalised date)', () => {
  it("a new post has today's date, left-aligned title and date, no title image", () => {
    expect(newDraft(NOW)).toMatchObject({
      date: '2026-11-23',
      titleStyle: 'text-left',
      dateStyle: 'text-left',
      titleImgStyle: 'no-image',
      content: [],
    });
  });

  it('normalises a stored date to YYYY-MM-DD and falls back to today when invalid', () => {
    expect(draftFromPost({ date: '2025-02-03T10:00:00.000Z' }, NOW).date).toBe('2025-02-03');
    expect(draftFromPost({ date: 'soon' }, NOW).date).toBe('2026-11-23');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseTags(' ar15, gas ,, ar15 , optics ')).toEqual(['ar15', 'gas', 'optics']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('prepareBlogPayload (send defaults)', () => {
  it('fills the send defaults for a bare draft', () => {
    expect(prepareBlogPayload({ title: ' Hello ' }, NOW)).toEqual({
      title: 'Hello',
      date: '2026-11-23',
      titleImg: '',
      titleImgStyle: 'no-image',
      titleStyle: 'text-left',
      dateStyle: 'text-left',
      content: [],
      tags: [],
      category: '',
      seoDescription: '',
    });
  });

  it('fills empty section style fields and the order of a partial section', () => {
    const partial = { layout: 'standard', sectionTitle: 'T' } as unknown as BlogSection;
    expect(prepareBlogPayload({ title: 'x', content: [partial] }, NOW).content).toEqual([
      {
        layout: 'standard',
        sectionTitle: 'T',
        sectionTitleStyle: '',
        sectionContent: '',
        sectionContentStyle: '',
        sectionImg: '',
        sectionImgStyle: '',
        sectionStyle: '',
        order: ['title', 'content', 'image'],
      },
    ]);
  });

  it('normalises the date', () => {
    expect(prepareBlogPayload({ title: 'x', date: '2024-05-06T00:00:00Z' }, NOW).date).toBe(
      '2024-05-06',
    );
    expect(prepareBlogPayload({ title: 'x', date: '31/31/2024' }, NOW).date).toBe('2026-11-23');
  });

  it('sends a title image URL only with yes-image', () => {
    const off = prepareBlogPayload(
      { title: 'x', titleImg: 'https://x.test/a.png', titleImgStyle: 'no-image' },
      NOW,
    );
    expect(off.titleImg).toBe('');
    const on = prepareBlogPayload(
      { title: 'x', titleImg: 'https://x.test/a.png', titleImgStyle: 'yes-image text-center' },
      NOW,
    );
    expect(on).toMatchObject({
      titleImg: 'https://x.test/a.png',
      titleImgStyle: 'yes-image text-center',
    });
  });

  it('drops the style of a section image without a URL', () => {
    const payload = prepareBlogPayload(
      { title: 'x', content: [section({ sectionImg: '', sectionImgStyle: 'w-50 text-left' })] },
      NOW,
    );
    expect(payload.content?.[0]?.sectionImgStyle).toBe('');
  });

  it('keeps tags, category and SEO description', () => {
    const payload = prepareBlogPayload(
      { title: 'x', tags: ['a', ' b ', 'a', ''], category: 'History', seoDescription: ' s ' },
      NOW,
    );
    expect(payload).toMatchObject({ tags: ['a', 'b'], category: 'History', seoDescription: 's' });
  });

  it('is accepted by the server schema for a full editor draft', () => {
    const draft = {
      ...newDraft(NOW),
      title: 'Full',
      content: [
        setSectionImageUrl(section({ sectionTitle: 'One' }), 'https://x.test/a.png'),
        section({ layout: 'sideBySide' }),
      ],
      tags: ['t'],
      category: 'Review',
    };
    expect(blogWriteSchema.safeParse(prepareBlogPayload(draft, NOW)).success).toBe(true);
  });
});
