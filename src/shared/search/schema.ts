import { z } from 'zod';

// Site search (ADRs 055–058): any odd query answers 200 with results or an empty list. The server
// validates `GET /api/search` with `searchQuerySchema` and documents its answer with
// `searchResponseSchema`; the web app takes its types from here.

/** The 'Search In' choices: All, Blogs, Products. */
export const SEARCH_SCOPES = ['all', 'blogs', 'products'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const SEARCH_LIMITS = {
  /** Longer queries are cut to this many characters (not refused). */
  queryChars: 500,
  /** At most this many words make the full-text query (ADR 055). */
  words: 10,
  pageSize: 10,
  maxPageSize: 20,
  maxPage: 1000,
  /** The overlay's suggestions: 5, after a 600 ms pause, from 3 characters. */
  suggestions: 5,
  debounceMs: 600,
  minChars: 3,
} as const;

/** The first value when a parameter is repeated (`?q=a&q=b`): an odd query, not a 400. */
const firstString = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export const searchQuerySchema = z.object({
  q: z.preprocess(
    firstString,
    z
      .string()
      .optional()
      .transform((q) => (q ?? '').slice(0, SEARCH_LIMITS.queryChars)),
  ),
  in: z.preprocess(firstString, z.enum(SEARCH_SCOPES).default('all')),
  page: z.preprocess(
    firstString,
    z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPage).default(1),
  ),
  pageSize: z.preprocess(
    firstString,
    z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPageSize).default(SEARCH_LIMITS.pageSize),
  ),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Highlighted text: HTML-escaped text in which only the matched words are wrapped in
 * `<mark>`…`</mark>` (ADR 055). The web app never inserts it as HTML: it splits it into text and
 * <mark> elements (highlight.ts).
 */
const highlighted = z.string();

export const blogResultSchema = z.object({
  type: z.literal('blog'),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  titleHighlighted: highlighted,
  snippetHighlighted: highlighted,
  /** YYYY-MM-DD */
  date: z.string(),
  category: z.string(),
  image: z.string().nullable(),
});
export type BlogResult = z.infer<typeof blogResultSchema>;

export const productResultSchema = z.object({
  type: z.enum(['part', 'ammo']),
  id: z.string(),
  /** The web app's detail page: /product/{mainCategory}/{groupId} or /ammo-detail/{id}. */
  url: z.string(),
  title: z.string(),
  titleHighlighted: highlighted,
  brand: z.string(),
  /** Plain text: the part's category, or the round's calibre, grain and bullet type. */
  snippet: z.string(),
  image: z.string().nullable(),
  /** The cheapest offer in stock ('From' price), else the cheapest; null without offers. */
  price: z.number().nullable(),
  /** Whether any fresh offer is in stock: without one the price is not a 'From' price. */
  inStock: z.boolean(),
  /** ISO 8601: when a merchant's feed last confirmed the price. */
  priceCheckedAt: z.string().optional(),
});
export type ProductResult = z.infer<typeof productResultSchema>;

export const searchResultSchema = z.discriminatedUnion('type', [
  blogResultSchema,
  productResultSchema,
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  /** The query as searched (cut to 500 characters). */
  query: z.string(),
  in: z.enum(SEARCH_SCOPES),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matches in the scope searched, over all pages. */
  total: z.number().int(),
  /** Matches per kind (a kind outside the scope counts 0). */
  counts: z.object({
    blogs: z.number().int(),
    parts: z.number().int(),
    ammo: z.number().int(),
  }),
  /** Blog posts first (best match first), then parts and ammunition together by rank. */
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
