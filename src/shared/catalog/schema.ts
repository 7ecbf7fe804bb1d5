import { z } from 'zod';
import { caliberSelectionKey } from './calibers.ts';
import { catalogMessages } from './messages.ts';
import { catalogSpecsSchema } from './specs.ts';
import { compatSpecsSchema } from '../compat/keys.ts';
import { decodeBuildSpecs } from '../compat/summary.ts';
import { catalogSubPart, mainCategoryForCategory } from './types.ts';

// The catalogue API's shapes (decision D24 names). The server validates its answers with these and
// the web app takes its types from them.

/** spec §3 "Vendor offer" (+ inStock, shipping, updatedAt: decision D24). */
export const catalogOfferSchema = z.object({
  merchantName: z.string(),
  price: z.number(),
  retailPrice: z.number().optional(),
  buyLink: z.string(),
  imageLarge: z.string().optional(),
  inStock: z.boolean(),
  shipping: z.string(),
  updatedAt: z.string(),
});
export type CatalogOffer = z.infer<typeof catalogOfferSchema>;

/** spec §3 "Group record". `price` is the real lowest offer price ('from' price, §9), when any. */
export const catalogGroupSchema = z.object({
  _id: z.string(),
  partName: z.string(),
  brand: z.string(),
  platform: z.string(),
  category: z.string(),
  subcategory: z.string(),
  mainCategory: z.string(),
  price: z.number().optional(),
  images: z.array(z.string()),
  // ours: what the list and the detail page show besides the spec's fields
  type: z.string(),
  description: z.string(),
  inStock: z.boolean(),
  variantCount: z.number(),
  popularity: z.number(),
  /**
   * Issue 9, ADR 061: with the list's `compat` parameter, how many of the group's variants fit the
   * build ('n of m variants fit'); the group fits when `fits` > 0.
   */
  fit: z.object({ fits: z.number(), total: z.number() }).optional(),
});
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;

/** spec §3 "Variant record" + "catalogue fields" (flat, as the spec lists them). */
export const catalogVariantSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  model: z.string(),
  brand: z.string(),
  mainCategory: z.string(),
  price: z.number().optional(),
  retailPrice: z.number().optional(),
  notes: z.string(),
  includedParts: z.array(z.string()),
  vendor: z.array(catalogOfferSchema),
  images: z.array(z.string()),
  upc: z.string().optional(),
  mpn: z.string().optional(),
  caliber: z.string().optional(),
  caliberCompatibility: z.array(z.string()).optional(),
  inStock: z.boolean(),
  ...catalogSpecsSchema.shape,
  /** Issue 9, ADR 060: the typed compatibility keys (what the Builder keeps in variantData). */
  compat: compatSpecsSchema.optional(),
});
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

export const catalogGroupDetailSchema = z.object({
  group: catalogGroupSchema,
  variants: z.array(catalogVariantSchema),
});
export type CatalogGroupDetail = z.infer<typeof catalogGroupDetailSchema>;

export const CATALOG_SORTS = ['popularity', 'price', '-price', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
/**
 * The list call's sorts: the four orders plus 'compatibility' (issue 9, ADR 061: groups that fit
 * the `compat` build first, popularity order within each part; without `compat`, popularity).
 */
export const CATALOG_LIST_SORTS = [...CATALOG_SORTS, 'compatibility'] as const;
export type CatalogListSort = (typeof CATALOG_LIST_SORTS)[number];
/** The longest `compat` parameter accepted (a 40-part build's summary is about 1 kB). */
export const MAX_COMPAT_PARAM = 8_000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20; // spec §9: 20 per page
export const MAX_PAGE = 10_000;

/** A comma-separated (or repeated) query parameter as a list of trimmed values. */
const csv = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(20)])
  .transform((v) =>
    (Array.isArray(v) ? v.join(',') : v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(20, catalogMessages.tooManyValues));

const price = z.coerce
  .number({ error: catalogMessages.priceInvalid })
  .finite(catalogMessages.priceInvalid)
  .min(0, catalogMessages.priceInvalid)
  .max(10_000_000, catalogMessages.priceInvalid);

const flag = z.enum(['true', 'false', '1', '0'], { error: catalogMessages.inStockInvalid });

/**
 * GET /api/catalog/groups query. Unknown categories, sub-parts and calibres are a 400 naming the
 * parameter: their sets are closed and shared with the web app. Brands are an open set.
 */
export const catalogListQuerySchema = z
  .object({
    category: csv.optional(),
    subPart: z.string().trim().max(100).optional(),
    caliber: csv.optional(),
    brand: csv.optional(),
    priceMin: price.optional(),
    priceMax: price.optional(),
    inStock: flag.transform((v) => v === 'true' || v === '1').optional(),
    q: z.string().trim().max(100, catalogMessages.queryTooLong).optional(),
    platform: z.enum(['AR15', 'AR10'], { error: catalogMessages.platformInvalid }).optional(),
    sort: z.enum(CATALOG_LIST_SORTS, { error: catalogMessages.sortInvalid }).default('popularity'),
    // issue 9, ADR 061: the build's relevant specs (encodeBuildSpecs), decoded here so a bad one
    // is a 400 naming `compat`; and the filter 'Compatible with my build'.
    compat: z
      .string()
      .max(MAX_COMPAT_PARAM, catalogMessages.compatInvalid)
      .transform((text, ctx) => {
        const summary = decodeBuildSpecs(text);
        if (!summary) ctx.addIssue({ code: 'custom', message: catalogMessages.compatInvalid });
        return summary ?? z.NEVER;
      })
      .optional(),
    compatibleOnly: z
      .enum(['true', 'false', '1', '0'], { error: catalogMessages.compatibleOnlyInvalid })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    page: z.coerce
      .number({ error: catalogMessages.pageInvalid })
      .int(catalogMessages.pageInvalid)
      .min(1, catalogMessages.pageInvalid)
      .max(MAX_PAGE, catalogMessages.pageInvalid)
      .default(1),
    pageSize: z.coerce
      .number({ error: catalogMessages.pageSizeInvalid })
      .int(catalogMessages.pageSizeInvalid)
      .min(1, catalogMessages.pageSizeInvalid)
      .max(MAX_PAGE_SIZE, catalogMessages.pageSizeInvalid)
      .default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    for (const category of query.category ?? []) {
      if (!mainCategoryForCategory(category))
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          message: catalogMessages.unknownCategory(category),
        });
    }
    if (query.subPart && !catalogSubPart(query.subPart))
      ctx.addIssue({
        code: 'custom',
        path: ['subPart'],
        message: catalogMessages.unknownSubPart(query.subPart),
      });
    for (const caliber of query.caliber ?? []) {
      if (!caliberSelectionKey(caliber))
        ctx.addIssue({
          code: 'custom',
          path: ['caliber'],
          message: catalogMessages.unknownCaliber(caliber),
        });
    }
    if (
      query.priceMin !== undefined &&
      query.priceMax !== undefined &&
      query.priceMin > query.priceMax
    )
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: catalogMessages.priceRange });
  });
export type CatalogListQueryInput = z.input<typeof catalogListQuerySchema>;
export type CatalogListQuery = z.output<typeof catalogListQuerySchema>;

export const catalogListResponseSchema = z.object({
  items: z.array(catalogGroupSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CatalogListResponse = z.infer<typeof catalogListResponseSchema>;
