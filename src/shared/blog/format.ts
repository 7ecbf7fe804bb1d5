import {
  ALIGNMENTS,
  DEFAULT_ALIGNMENT,
  IMAGE_WIDTHS,
  blogMessages,
  type Alignment,
  type ImageWidth,
} from './post-rules.ts';

// Display rules for blog posts and cards: dates, truncation, card lengths and style markers
// (ADRs 040–043). Pure: the viewport width and the texts are passed in.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'MMMM D, YYYY' ('2026-03-05' → 'March 5, 2026'). The stored date is a calendar date,
 * so it is read as one — never through `Date`, which would shift it by the visitor's time zone.
 * An empty or unreadable date is 'Date TBD'.
 */
export function formatBlogDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!match) return blogMessages.dateTbd;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (!monthName || dayNumber < 1 || dayNumber > 31) return blogMessages.dateTbd;
  return `${monthName} ${dayNumber}, ${year}`;
}

/** The ellipsis the cards append (ADR 041: three full stops, as in 'Loading...'). */
export const ELLIPSIS = '...';

/**
 * A text longer than `length` characters is
 * cut to its first `length` characters (trailing spaces dropped) and '...' appended; a text that
 * fits is returned as it is. Characters are code points, so an emoji is never split in half.
 */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
}

/** Blog cards switch at 640 px: below it the list is one column and pages hold 4 posts. */
export const BLOG_MOBILE_MAX_WIDTH = 639;

/**
 * The `/blog` card preview length by viewport width — 200 at 1440 px and above,
 * 120 from 1280, 80 from 1000, 50 otherwise, 140 on mobile (under 640 px, one full-width column).
 */
export function cardExcerptLength(width: number): number {
  if (width >= 1440) return 200;
  if (width >= 1280) return 120;
  if (width >= 1000) return 80;
  if (width > BLOG_MOBILE_MAX_WIDTH) return 50;
  return 140;
}

/**
 * The `/blog` card title is cut at 50 characters, or 20 when narrow. ADR 041:
 * "narrow" is 640–999 px, where the grid has three columns in under 1000 px and the excerpt is
 * the shortest (50); one-column mobile cards have the room for 50.
 */
export function cardTitleLength(width: number): number {
  return width > BLOG_MOBILE_MAX_WIDTH && width < 1000 ? 20 : 50;
}

/** 'More Like This' cards: the preview cut at 80 characters (the whole title is shown). */
export const RELATED_CARD_LENGTHS = { excerpt: 80 } as const;

// ---- style markers (only the known alignment and width markers count) -------------------------

/** The markers of a style string ('w-50 text-left' → ['w-50', 'text-left']). */
export function styleMarkers(style: string | undefined | null): string[] {
  return (style ?? '').split(/\s+/).filter(Boolean);
}

export const isAlignment = (marker: string): marker is Alignment =>
  (ALIGNMENTS as readonly string[]).includes(marker);
const isImageWidth = (marker: string): marker is ImageWidth =>
  (IMAGE_WIDTHS as readonly string[]).includes(marker);

/** The alignment marker of a style string ('text-left' when it has none). */
export function alignmentOf(style: string | undefined | null): Alignment {
  return styleMarkers(style).find(isAlignment) ?? DEFAULT_ALIGNMENT;
}

/** The width marker of a section image style, or null when it has none. */
export function imageWidthOf(style: string | undefined | null): ImageWidth | null {
  return styleMarkers(style).find(isImageWidth) ?? null;
}

/** The title image shows only when its style says 'yes-image' and the URL is set. */
export function showsTitleImage(titleImg: string, titleImgStyle: string): boolean {
  return titleImg.trim() !== '' && styleMarkers(titleImgStyle).includes('yes-image');
}

/** A section image shows only when both its URL and its style exist. */
export function showsSectionImage(sectionImg: string, sectionImgStyle: string): boolean {
  return sectionImg.trim() !== '' && sectionImgStyle.trim() !== '';
}

/**
 * A section's `sectionStyle` ('background-color: #eee; padding: 12px') as a React style object
 * ({ backgroundColor: '#eee', padding: '12px' }). The server keeps only allow-listed properties
 * (colours, spacing, borders and the like); this only reshapes. Custom properties (`--x`) keep
 * their name; a declaration without a name or a value is skipped.
 */
export function parseStyleDeclarations(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value || !/^-?-?[a-z][a-z0-9-]*$/.test(property)) continue;
    result[reactStyleName(property)] = value;
  }
  return result;
}

function reactStyleName(property: string): string {
  if (property.startsWith('--')) return property;
  // '-webkit-line-clamp' → 'WebkitLineClamp' (React's vendor-prefix spelling; '-ms-' is 'ms').
  const camel = property.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return property.startsWith('-ms-') ? `ms${camel.slice(2)}` : camel;
}
