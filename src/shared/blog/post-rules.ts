import type { BlogSection } from './schema.ts';

// The blog's plain values: categories, style markers, limits, messages, image address and date
// rules, a new section's defaults, page sizes. The API's zod schemas (schema.ts) are built on
// them; the blog pages read them without loading zod.

/** The blog categories. '' means no category (the editor's Category may stay empty). */
export const BLOG_CATEGORIES = ['Weapons', 'History', 'Technology', 'Education', 'Review'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Alignments left, center, right: the markers a style string carries. */
export const ALIGNMENTS = ['text-left', 'text-center', 'text-right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export const DEFAULT_ALIGNMENT: Alignment = 'text-left';

/** Small 25%, Medium 50% (the default), Large 75%: the section image width markers. */
export const IMAGE_WIDTHS = ['w-25', 'w-50', 'w-75'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 'w-50';

export const TITLE_IMAGE_MARKERS = ['yes-image', 'no-image'] as const;

export const SECTION_LAYOUTS = ['standard', 'sideBySide'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

export const SECTION_PARTS = ['title', 'content', 'image'] as const;
export type SectionPart = (typeof SECTION_PARTS)[number];
/** Every edit rewrites the section with this order: title, content, image. */
export const SECTION_ORDER: SectionPart[] = ['title', 'content', 'image'];

/** Size limits: title ≤ 200 characters, ≤ 50 sections, section HTML ≤ 100 KB, body ≤ 1 MB. */
export const BLOG_LIMITS = {
  title: 200,
  sections: 50,
  sectionHtmlBytes: 100 * 1024,
  bodyBytes: 1024 * 1024,
  sectionTitle: 200,
  url: 2048,
  /** A data: image URL (PNG, GIF, JPEG, BMP, ICO) in titleImg / sectionImg may exceed `url`. */
  dataUrl: 512 * 1024,
  tags: 20,
  tag: 40,
  seoDescription: 300,
  sectionStyle: 500,
} as const;

export const blogMessages = {
  notFound: 'Blog not found.',
  noBlogs: 'No blogs found.',
  untitled: 'Untitled Blog',
  dateTbd: 'Date TBD',
  noContent: 'No content yet.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_LIMITS.title} characters`,
  tooManySections: `A blog may have at most ${BLOG_LIMITS.sections} sections`,
  sectionTooLarge: 'Section content must be at most 100 KB',
  invalidCategory: `Category must be one of ${BLOG_CATEGORIES.join(', ')} or empty`,
  invalidStyle: 'Unknown style marker',
  invalidImageUrl: 'Image URL must be an http(s) address or a PNG, GIF, JPEG, BMP or ICO data URL',
} as const;

// ---- image URLs: http(s), a site path, or a raster data: URL (never SVG, which can run script) -

const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;

export function isAllowedImageUrl(value: string): boolean {
  if (value === '') return true;
  // A site-relative path (the seed's own images), never a protocol-relative '//host' URL.
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return value.length <= BLOG_LIMITS.url;
  if (DATA_IMAGE.test(value)) return value.length <= BLOG_LIMITS.dataUrl;
  if (value.length > BLOG_LIMITS.url) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// ---- dates ----------------------------------------------------------------------------------

/** Today in the local calendar as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date is normalised to YYYY-MM-DD, falling back to today if invalid. */
export function normaliseBlogDate(value: unknown, now: Date = new Date()): string {
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    if (iso) {
      const [, y, m, d] = iso;
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      if (date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)) {
        return `${y}-${m}-${d}`;
      }
    }
    const parsed = new Date(value);
    if (value.trim() !== '' && !Number.isNaN(parsed.getTime())) return todayIso(parsed);
  }
  return todayIso(now);
}

const encoder = new TextEncoder();
export function utf8Bytes(value: string): number {
  return encoder.encode(value).length;
}

/** A new section's defaults. */
export function newSection(): BlogSection {
  return {
    layout: 'standard',
    sectionTitle: 'New Section',
    sectionTitleStyle: 'text-left',
    sectionContent: '<p>Edit this content</p>',
    sectionContentStyle: 'text-left',
    sectionImg: '',
    sectionImgStyle: '',
    sectionStyle: '',
    order: [...SECTION_ORDER],
  };
}

export const BLOG_PAGE_SIZE = 8;
export const BLOG_PAGE_SIZE_NARROW = 4;
export const RELATED_POSTS = 3;
export const PREV_NEXT_DELAY_MS = 300;
