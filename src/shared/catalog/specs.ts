// How the product page's specifications table shows the catalogue's fields (their schema is
// specs-schema.ts, which the server validates writes with; the page needs no zod to show them).

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
