import { describe, expect, it } from 'vitest';
import {
  RELATED_CARD_LENGTHS,
  alignmentOf,
  cardExcerptLength,
  cardTitleLength,
  formatBlogDate,
  imageWidthOf,
  parseStyleDeclarations,
  showsSectionImage,
  showsTitleImage,
  truncate,
} from './format.ts';
import { blogMessages } from './post-rules.ts';

describe('formatBlogDate', () => {
  it('writes a calendar date as MMMM D, YYYY without a time-zone shift', () => {
    expect(formatBlogDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatBlogDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatBlogDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('reads only the date part of a longer ISO string', () => {
    expect(formatBlogDate('2024-07-04T23:30:00Z')).toBe('July 4, 2024');
  });

  it("says 'Date TBD' for an empty or unreadable date", () => {
    expect(formatBlogDate('')).toBe(blogMessages.dateTbd);
    expect(formatBlogDate('soon')).toBe(blogMessages.dateTbd);
    expect(formatBlogDate('2024-13-01')).toBe(blogMessages.dateTbd);
  });
});

describe('truncate', () => {
  it('keeps a text that fits', () => {
    expect(truncate('Short title', 21)).toBe('Short title');
    expect(truncate('x'.repeat(21), 21)).toBe('x'.repeat(21));
  });

  it('cuts a longer text at the limit and appends three full stops', () => {
    expect(truncate('Choosing the right barrel twist rate', 21)).toBe('Choosing the right ba...');
  });

  it('drops the spaces before the ellipsis', () => {
    expect(truncate('Gas systems explained simply', 12)).toBe('Gas systems...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('🔫🔫🔫', 2)).toBe('🔫🔫...');
  });
});

describe('card lengths', () => {
  it('sizes the excerpt by viewport width', () => {
    expect(cardExcerptLength(1920)).toBe(200);
    expect(cardExcerptLength(1440)).toBe(200);
    expect(cardExcerptLength(1439)).toBe(120);
    expect(cardExcerptLength(1280)).toBe(120);
    expect(cardExcerptLength(1279)).toBe(80);
    expect(cardExcerptLength(1000)).toBe(80);
    expect(cardExcerptLength(999)).toBe(50);
    expect(cardExcerptLength(640)).toBe(50);
    expect(cardExcerptLength(639)).toBe(140);
    expect(cardExcerptLength(375)).toBe(140);
  });

  it('cuts titles at 20 only where the grid is narrow (640–999 px), otherwise 50', () => {
    expect(cardTitleLength(1440)).toBe(50);
    expect(cardTitleLength(1000)).toBe(50);
    expect(cardTitleLength(999)).toBe(20);
    expect(cardTitleLength(640)).toBe(20);
    expect(cardTitleLength(639)).toBe(50);
  });

  it("gives 'More Like This' cards a preview of 80 and no title cut", () => {
    expect(RELATED_CARD_LENGTHS).toEqual({ excerpt: 80 });
  });
});

describe('style markers', () => {
  it('finds the alignment marker, left by default', () => {
    expect(alignmentOf('text-center')).toBe('text-center');
    expect(alignmentOf('yes-image text-right')).toBe('text-right');
    expect(alignmentOf('w-50')).toBe('text-left');
    expect(alignmentOf('')).toBe('text-left');
  });

  it('finds the image width marker', () => {
    expect(imageWidthOf('w-75 text-center')).toBe('w-75');
    expect(imageWidthOf('text-center')).toBeNull();
  });

  it('shows the title image only with yes-image and a URL', () => {
    expect(showsTitleImage('/images/blog/a.svg', 'yes-image text-center')).toBe(true);
    expect(showsTitleImage('/images/blog/a.svg', 'no-image')).toBe(false);
    expect(showsTitleImage('', 'yes-image text-left')).toBe(false);
  });

  it('shows a section image only when both URL and style exist', () => {
    expect(showsSectionImage('/a.png', 'w-50 text-left')).toBe(true);
    expect(showsSectionImage('/a.png', '')).toBe(false);
    expect(showsSectionImage('', 'w-50 text-left')).toBe(false);
  });
});

describe('parseStyleDeclarations', () => {
  it('turns CSS declarations into a React style object', () => {
    expect(parseStyleDeclarations('background-color: #eee; padding: 12px 8px;')).toEqual({
      backgroundColor: '#eee',
      padding: '12px 8px',
    });
  });

  it('keeps custom properties and spells vendor prefixes as React does', () => {
    expect(
      parseStyleDeclarations('--accent: red; -webkit-line-clamp: 2; -ms-transform: none'),
    ).toEqual({ '--accent': 'red', WebkitLineClamp: '2', msTransform: 'none' });
  });

  it('skips declarations without a name or a value, and odd names', () => {
    expect(parseStyleDeclarations('color:; : red; margin; bad name: 1px; color: blue')).toEqual({
      color: 'blue',
    });
    expect(parseStyleDeclarations('')).toEqual({});
  });

  it('keeps colons inside a value', () => {
    expect(parseStyleDeclarations('background-image: url(https://example.com/a.png)')).toEqual({
      backgroundImage: 'url(https://example.com/a.png)',
    });
  });
});
