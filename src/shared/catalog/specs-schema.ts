import { z } from 'zod';

// The product and variant catalogue fields. The ones the catalogue filters or sorts on, or that
// identify a variant, are typed columns (caliber, caliberCompatibility, upc, mpn, model, notes,
// includedParts, prices, stock); the descriptive rest is one jsonb `specs` value validated by this
// schema on every write (ADR 019). Values are display strings with their units ('16"', '1:7'),
// because the product page's specifications table shows them as they are and the variant ranking
// counts distinct values.

const value = z.string().trim().min(1).max(200);
const list = z.array(z.string().trim().min(1).max(100)).max(20);

export const catalogSpecsSchema = z.strictObject({
  length: value.optional(),
  barrelLength: value.optional(),
  color: list.optional(),
  finish: value.optional(),
  material: value.optional(),
  weight: value.optional(),
  diameter: value.optional(),
  threading: value.optional(),
  gasSystemType: value.optional(),
  gasLength: value.optional(),
  pullWeight: value.optional(),
  triggerType: value.optional(),
  magnification: value.optional(),
  objectiveLensDiameter: value.optional(),
  eyeRelief: value.optional(),
  fieldOfView: value.optional(),
  reticleType: value.optional(),
  type: value.optional(),
  profile: value.optional(),
  twistRate: value.optional(),
  bufferType: value.optional(),
  capacity: value.optional(),
  railLength: value.optional(),
  railType: value.optional(),
  mountingSystem: value.optional(),
  innerDiameter: value.optional(),
  durability: value.optional(),
  categoryTags: list.optional(),
  brandExample: value.optional(),
});
export type CatalogSpecs = z.infer<typeof catalogSpecsSchema>;

export const SPEC_FIELDS = Object.keys(catalogSpecsSchema.shape) as (keyof CatalogSpecs)[];
