import { z } from 'zod';
import { caliberSelectionKey } from './calibers.ts';
import { CATALOG_LIST_SORTS, MAX_COMPAT_PARAM } from './list-options.ts';
import { catalogMessages } from './messages.ts';
import { catalogSpecsSchema } from './specs-schema.ts';
import { compatSpecsSchema, decodeBuildSpecs } from '../compat/schemas.ts';
import { catalogSubPart, mainCategoryForCategory } from './types.ts';
import { listItemShape, listOfferShape, productPhotoSchema } from '../listing/item-schema.ts';
import { MAX_LIST_TEXT } from '../listing/limits.ts';
import {
  checkPriceRange,
  flagParam,
  listParam,
  listResponseSchema,
  pageShape,
  priceRangeShape,
  sortParam,
} from '../listing/query-schema.ts';

// The catalogue API's shapes, under the product's own field names. The server validates its
// answers with these and the web app takes its types from them.

/** A vendor's offer for a variant, with its stock, shipping text and when it was last updated. */
export const catalogOfferSchema = z.object({
  ...listOfferShape,
  retailPrice: z.number().optional(),
  imageLarge: z.string().optional(),
});
export type CatalogOffer = z.infer<typeof catalogOfferSchema>;

/** A product group. `price` is its cheapest offer in stock (else its cheapest, shown Out of Stock). */
export const catalogGroupSchema = z.object({
  _id: z.string(),
  partName: z.string(),
  ...listItemShape,
  category: z.string(),
  subcategory: z.string(),
  mainCategory: z.string(),
  // what the list and the detail page show besides the product record's own fields
  type: z.string(),
  variantCount: z.number(),
  popularity: z.number(),
  /**
   * With the list's `compat` parameter (ADR 061), how many of the group's variants fit the build
   * ('n of m variants fit'); the group fits when `fits` > 0.
   */
  fit: z.object({ fits: z.number(), total: z.number() }).optional(),
});
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;

/** A variant with its catalogue fields, flat (one property per specification field). */
export const catalogVariantSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  model: z.string(),
  brand: z.string(),
  mainCategory: z.string(),
  /** The first offer's price (in stock and fresh first, then cheapest), when it has offers. */
  price: z.number().optional(),
  /** ISO 8601: when a merchant's feed last confirmed `price`. */
  priceCheckedAt: z.string().optional(),
  retailPrice: z.number().optional(),
  notes: z.string(),
  includedParts: z.array(z.string()),
  vendor: z.array(catalogOfferSchema),
  images: z.array(z.string()),
  /** The merchant's photo of this variant, when one has been fetched (else the group's may do). */
  photo: productPhotoSchema.optional(),
  upc: z.string().optional(),
  mpn: z.string().optional(),
  caliber: z.string().optional(),
  caliberCompatibility: z.array(z.string()).optional(),
  inStock: z.boolean(),
  ...catalogSpecsSchema.shape,
  /** ADR 060: the typed compatibility keys (what the Builder keeps in variantData). */
  compat: compatSpecsSchema.optional(),
});
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

export const catalogGroupDetailSchema = z.object({
  group: catalogGroupSchema,
  variants: z.array(catalogVariantSchema),
});
export type CatalogGroupDetail = z.infer<typeof catalogGroupDetailSchema>;

/**
 * GET /api/catalog/groups query. Unknown categories, sub-parts and calibres are a 400 naming the
 * parameter: their sets are closed and shared with the web app. Brands are an open set.
 */
export const catalogListQuerySchema = z
  .object({
    category: listParam.optional(),
    subPart: z.string().trim().max(MAX_LIST_TEXT).optional(),
    caliber: listParam.optional(),
    brand: listParam.optional(),
    ...priceRangeShape,
    inStock: flagParam().optional(),
    q: z.string().trim().max(MAX_LIST_TEXT, catalogMessages.queryTooLong).optional(),
    platform: z.enum(['AR15', 'AR10'], { error: catalogMessages.platformInvalid }).optional(),
    sort: sortParam(CATALOG_LIST_SORTS, 'popularity'),
    // The build's relevant specs (encodeBuildSpecs, ADR 061), decoded here so a bad one is a 400
    // naming `compat`; and the filter 'Compatible with my build'.
    compat: z
      .string()
      .max(MAX_COMPAT_PARAM, catalogMessages.compatInvalid)
      .transform((text, ctx) => {
        const summary = decodeBuildSpecs(text);
        if (!summary) ctx.addIssue({ code: 'custom', message: catalogMessages.compatInvalid });
        return summary ?? z.NEVER;
      })
      .optional(),
    compatibleOnly: flagParam(catalogMessages.compatibleOnlyInvalid).optional(),
    ...pageShape,
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
    checkPriceRange(query, ctx);
  });
export type CatalogListQueryInput = z.input<typeof catalogListQuerySchema>;
export type CatalogListQuery = z.output<typeof catalogListQuerySchema>;

export const catalogListResponseSchema = listResponseSchema(catalogGroupSchema);
export type CatalogListResponse = z.infer<typeof catalogListResponseSchema>;
