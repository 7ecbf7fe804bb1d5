// How the product page's specifications table shows the catalogue's fields (their schema is
// specs-schema.ts, which the server validates writes with; the page needs no zod to show them).

/**
 * Every catalogue field in the catalogue record's order: the variant choices rank ties by it and
 * the product page's specifications table shows the shopper-facing ones (SPEC_TABLE_FIELDS) in
 * it. Identity and price fields of the variant record are left to the page.
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

/**
 * Catalogue fields that are not specifications a shopper reads: the feed's category tags and
 * brand-example key (kept for search and matching) and the stock flag (the Prices table shows
 * stock per merchant). Ids and prices are not in CATALOG_FIELD_ORDER at all.
 */
export const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'categoryTags',
  'brandExample',
  'inStock',
]);

/** The fields the specifications table may show, in table order. */
export const SPEC_TABLE_FIELDS: readonly string[] = CATALOG_FIELD_ORDER.filter(
  (field) => !INTERNAL_FIELDS.has(field),
);

/** Values that say "nothing here": a row holding one is left out. */
const NO_VALUE = new Set(['', 'n/a', 'na', '-', '--', '\u2013', '\u2014']);

const isBareNumber = (text: string) => /^\d*\.?\d+(?:\s*-\s*\d*\.?\d+)?$/.test(text);

/**
 * Units for fields stored as display strings with their unit ('16"', '9.7 oz'; a twist rate reads
 * '1:7'): a bare number, as a feed may send it, gets the field's unit so it reads the same.
 */
const UNITS: Readonly<Record<string, string>> = {
  length: '"',
  barrelLength: '"',
  railLength: '"',
  innerDiameter: '"',
  eyeRelief: '"',
  objectiveLensDiameter: 'mm',
  weight: ' oz',
  pullWeight: ' lb',
  magnification: 'x',
  capacity: ' Rounds',
};

function textOf(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NO_VALUE.has(text.toLowerCase()) ? null : text;
}

/**
 * A specifications-table value as a shopper reads it, or null when there is nothing to show
 * (missing, empty, 'N/A', '-'): booleans read Yes/No, lists are comma-joined without their empty
 * items, a bare number gets the field's unit. Anything else (objects) is not a shown spec.
 */
export function displaySpecValue(value: unknown, field?: string): string | null {
  if (Array.isArray(value)) {
    const items = value.map(textOf).filter((v): v is string => v !== null);
    return items.length ? items.join(', ') : null;
  }
  const text = textOf(value);
  if (text === null) return null;
  if (!field || !isBareNumber(text)) return text;
  if (field === 'twistRate') return `1:${text}`;
  return text + (UNITS[field] ?? '');
}

/** The words a builder uses for each field ('threading' is the thread pitch). */
const LABELS: Readonly<Record<string, string>> = {
  upc: 'UPC',
  mpn: 'Manufacturer part number',
  caliberCompatibility: 'Compatible calibers',
  threading: 'Thread pitch',
  gasSystemType: 'Gas system',
  gasLength: 'Gas system length',
  objectiveLensDiameter: 'Objective lens',
  reticleType: 'Reticle',
  bufferType: 'Buffer',
  mountingSystem: 'Mounts on',
  durability: 'Rating',
};

/** A field's label in plain words: 'barrelLength' → 'Barrel length', 'threading' → 'Thread pitch'. */
export function fieldLabel(field: string): string {
  return (
    LABELS[field] ??
    field
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/^./, (ch) => ch.toUpperCase())
  );
}

export interface SpecRow {
  field: string;
  label: string;
  value: string;
}

/**
 * The specifications table of a variant: only the fields it has a value for, in table order,
 * labelled in plain words; internal fields never appear. Empty when it has none.
 */
export function specRows(variant: Readonly<Record<string, unknown>>): SpecRow[] {
  return SPEC_TABLE_FIELDS.flatMap((field) => {
    const value = displaySpecValue(variant[field], field);
    return value === null ? [] : [{ field, label: fieldLabel(field), value }];
  });
}
