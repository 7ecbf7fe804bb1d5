import { z } from 'zod';

// The blog's shapes: posts, sections, their style markers, limits and defaults, and the API's
// query and answers. The server validates writes with `blogWriteSchema` and documents
// its answers with `blogPostSchema` / `blogListItemSchema`; the web app takes its types from here.

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

// ---- style strings (only the known markers; anything else is refused) ------------------------

function tokens(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/** A style string made only of the given marker families, at most one marker per family. */
function markerStyle(families: readonly (readonly string[])[]) {
  return z
    .string()
    .max(100)
    .refine(
      (value) => {
        const seen = new Set<number>();
        for (const token of tokens(value)) {
          const family = families.findIndex((f) => f.includes(token));
          if (family < 0 || seen.has(family)) return false;
          seen.add(family);
        }
        return true;
      },
      { message: blogMessages.invalidStyle },
    )
    .transform((value) => tokens(value).join(' '));
}

/** titleStyle, dateStyle, sectionTitleStyle, sectionContentStyle: one alignment marker. */
export const alignmentStyleSchema = markerStyle([ALIGNMENTS]);
/** titleImgStyle: 'no-image', or 'yes-image' plus an alignment marker. */
export const titleImgStyleSchema = markerStyle([TITLE_IMAGE_MARKERS, ALIGNMENTS]);
/** sectionImgStyle: '' (no image) or a width marker plus an alignment marker. */
export const sectionImgStyleSchema = markerStyle([IMAGE_WIDTHS, ALIGNMENTS]);

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

export const imageUrlSchema = z
  .string()
  .trim()
  .refine(isAllowedImageUrl, { message: blogMessages.invalidImageUrl });

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

// ---- sections -------------------------------------------------------------------------------

export const blogSectionSchema = z.object({
  // An unknown layout falls back to standard.
  layout: z
    .unknown()
    .transform((v): SectionLayout => (v === 'sideBySide' ? 'sideBySide' : 'standard')),
  sectionTitle: z.string().max(BLOG_LIMITS.sectionTitle).default(''),
  sectionTitleStyle: alignmentStyleSchema.default(DEFAULT_ALIGNMENT),
  sectionContent: z
    .string()
    .refine((v) => utf8Bytes(v) <= BLOG_LIMITS.sectionHtmlBytes, {
      message: blogMessages.sectionTooLarge,
    })
    .default(''),
  sectionContentStyle: alignmentStyleSchema.default(DEFAULT_ALIGNMENT),
  sectionImg: imageUrlSchema.default(''),
  sectionImgStyle: sectionImgStyleSchema.default(''),
  // Only an allow-list of CSS properties is kept; the server's sanitiser drops the rest.
  sectionStyle: z.string().max(BLOG_LIMITS.sectionStyle).default(''),
  // Always title, content, image once edited; accepted as sent otherwise.
  order: z.array(z.enum(SECTION_PARTS)).max(3).default(SECTION_ORDER),
});
export type BlogSectionInput = z.input<typeof blogSectionSchema>;
export type BlogSection = z.infer<typeof blogSectionSchema>;

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

// ---- posts ----------------------------------------------------------------------------------

const categorySchema = z
  .string()
  .trim()
  .refine((v) => v === '' || (BLOG_CATEGORIES as readonly string[]).includes(v), {
    message: blogMessages.invalidCategory,
  });

/**
 * POST /api/blog and PATCH /api/blog/{id}. The send defaults (no title image, left aligned, empty
 * tags, category and SEO description) are the defaults here. `author` and `slug` are not accepted:
 * the server sets the author to the signed-in admin and derives a unique slug from the title
 * (`-2`, `-3` on a clash). PATCH accepts any subset (`blogPatchSchema`).
 */
const blogFields = {
  title: z
    .string({ error: blogMessages.titleRequired })
    .trim()
    .min(1, blogMessages.titleRequired)
    .max(BLOG_LIMITS.title, blogMessages.titleTooLong),
  titleImg: imageUrlSchema,
  titleImgStyle: titleImgStyleSchema,
  titleStyle: alignmentStyleSchema,
  dateStyle: alignmentStyleSchema,
  content: z.array(blogSectionSchema).max(BLOG_LIMITS.sections, blogMessages.tooManySections),
  tags: z
    .array(z.string().trim().min(1).max(BLOG_LIMITS.tag))
    .max(BLOG_LIMITS.tags)
    .transform((tags) => [...new Set(tags)]),
  category: categorySchema,
  seoDescription: z.string().trim().max(BLOG_LIMITS.seoDescription),
};

export const blogWriteSchema = z.object({
  ...blogFields,
  date: z
    .unknown()
    .optional()
    .transform((v) => normaliseBlogDate(v)),
  titleImg: blogFields.titleImg.default(''),
  titleImgStyle: blogFields.titleImgStyle.default('no-image'),
  titleStyle: blogFields.titleStyle.default(DEFAULT_ALIGNMENT),
  dateStyle: blogFields.dateStyle.default(DEFAULT_ALIGNMENT),
  content: blogFields.content.default([]),
  tags: blogFields.tags.default([]),
  category: blogFields.category.default(''),
  seoDescription: blogFields.seoDescription.default(''),
});
export type BlogWriteInput = z.input<typeof blogWriteSchema>;
export type BlogWrite = z.infer<typeof blogWriteSchema>;

/** PATCH: only the fields sent change (no defaults here, unlike a create). */
export const blogPatchSchema = z
  .object({
    ...blogFields,
    date: z.unknown().transform((v) => normaliseBlogDate(v)),
  })
  .partial();
export type BlogPatch = z.infer<typeof blogPatchSchema>;

/** A stored post as the API answers it (`_id` and `id` are the same value). */
export const blogPostSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  titleImg: z.string(),
  titleImgStyle: z.string(),
  titleStyle: z.string(),
  dateStyle: z.string(),
  content: z.array(blogSectionSchema),
  /** The author's user id, or null once that account is deleted. */
  author: z.string().nullable(),
  authorName: z.string(),
  tags: z.array(z.string()),
  category: z.string(),
  seoDescription: z.string(),
  /** Plain text of the sections, for cards (at most 300 characters). */
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A neighbour or related post: enough for a link or a card. */
export const blogSummarySchema = blogPostSchema.pick({
  _id: true,
  id: true,
  slug: true,
  title: true,
  date: true,
  titleImg: true,
  titleImgStyle: true,
  category: true,
  excerpt: true,
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/**
 * GET /api/blog/{id}: the post, its date-order neighbours (previous = newer, next = older, null
 * at the ends) and 'More Like This' (3 posts, those sharing a title word first).
 */
export const blogPostPageSchema = blogPostSchema.extend({
  previous: blogSummarySchema.nullable(),
  next: blogSummarySchema.nullable(),
  related: z.array(blogSummarySchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** GET /api/blog query: case-insensitive `title`, `category`, `page` and `pageSize`. */
export const blogListQuerySchema = z.object({
  title: z.string().trim().max(200).optional(),
  category: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (BLOG_CATEGORIES as readonly string[]).includes(v), {
      message: blogMessages.invalidCategory,
    }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const BLOG_PAGE_SIZE = 8;
export const BLOG_PAGE_SIZE_NARROW = 4;
export const RELATED_POSTS = 3;
export const PREV_NEXT_DELAY_MS = 300;
