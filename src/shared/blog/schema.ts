import { z } from 'zod';
import {
  ALIGNMENTS,
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  blogMessages,
  DEFAULT_ALIGNMENT,
  IMAGE_WIDTHS,
  isAllowedImageUrl,
  normaliseBlogDate,
  SECTION_ORDER,
  SECTION_PARTS,
  TITLE_IMAGE_MARKERS,
  utf8Bytes,
  type SectionLayout,
} from './post-rules.ts';

// The blog API's zod schemas: posts, sections and their style markers, the list query and the
// answers. The server validates writes with `blogWriteSchema` and answers with `blogPostSchema`,
// `blogSummarySchema` and `blogPostPageSchema`; the web app takes its types from here. The plain
// values (categories, limits, messages, defaults) are in post-rules.ts, which pages read without
// loading zod.

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

export const imageUrlSchema = z
  .string()
  .trim()
  .refine(isAllowedImageUrl, { message: blogMessages.invalidImageUrl });

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
/** GET /api/blog: one page of summaries. */
export const blogSummaryListSchema = z.array(blogSummarySchema);

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
