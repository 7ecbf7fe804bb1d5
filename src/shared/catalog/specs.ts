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

/**
 * Every catalogue field in the catalogue record's order, for the product page's specifications
 * table. Identity and price fields of the variant record are left to the page.
 */
export const CATALOG_FIELD_ORDER = [
  'upc',
  'mpn',
  'caliber',
  'caliberCompatibility',
  'length',
  'barrelLength',
  'color',
  'finish',
  'material',
  'weight',
  'diameter',
  'threading',
  'gasSystemType',
  'gasLength',
  'pullWeight',
  'triggerType',
  'magnification',
  'objectiveLensDiameter',
  'eyeRelief',
  'fieldOfView',
  'reticleType',
  'type',
  'profile',
  'twistRate',
  'bufferType',
  'capacity',
  'railLength',
  'railType',
  'mountingSystem',
  'innerDiameter',
  'durability',
  'categoryTags',
  'includedParts',
  'brandExample',
  'inStock',
] as const;

/** A specifications-table value: empty → 'N/A', booleans Yes/No, lists comma-joined. */
export function displaySpecValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
    return items.length ? items.join(', ') : 'N/A';
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? 'N/A';
}

const LABEL_OVERRIDES: Record<string, string> = {
  upc: 'UPC',
  mpn: 'MPN',
  caliberCompatibility: 'Caliber Compatibility',
  gasSystemType: 'Gas System Type',
};

/** 'barrelLength' → 'Barrel Length'. */
export function fieldLabel(field: string): string {
  return (
    LABEL_OVERRIDES[field] ??
    field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (ch) => ch.toUpperCase())
  );
}
