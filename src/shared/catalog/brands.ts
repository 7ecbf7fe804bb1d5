import { z } from 'zod';
import { catalogMessages } from './messages.ts';

// GET /api/catalog/brands (ADR 025): the brands of the catalogue with how many groups each has,
// for the product list's Brand filter (a working Brand filter where the original list showed an
// 'Under construction' group).

export const catalogBrandsQuerySchema = z.object({
  platform: z.enum(['AR15', 'AR10'], { error: catalogMessages.platformInvalid }).optional(),
});
export type CatalogBrandsQuery = z.output<typeof catalogBrandsQuerySchema>;

export const catalogBrandSchema = z.object({
  /** The brand as the groups spell it (the list's `brand` filter takes it as it is). */
  name: z.string(),
  /** How many groups of the brand there are (on the platform asked for). */
  count: z.number(),
});
export type CatalogBrand = z.infer<typeof catalogBrandSchema>;

export const catalogBrandsResponseSchema = z.object({ items: z.array(catalogBrandSchema) });
export type CatalogBrandsResponse = z.infer<typeof catalogBrandsResponseSchema>;
