import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

// Reading an ammunition listings file for `npm run ammo:import` (ADR 033): a JSON array of
// objects (or `{ "listings": [...] }`), or a CSV file with a header row. Column names are matched
// ignoring case, spaces, hyphens and underscores, and a few other names are understood
// (`url` for buyLink, `rounds` for roundCount, …): see COLUMNS.

export type ListingRecord = Record<string, string>;

/** Our field → the column names that fill it (after squashing: lower case, letters and digits). */
export const COLUMNS = {
  merchant: ['merchant', 'merchantname', 'retailer', 'store', 'vendor'],
  productId: ['productid', 'sku', 'merchantproductid', 'listingid', 'id'],
  title: ['title', 'name', 'productname'],
  price: ['price', 'saleprice'],
  buyLink: ['buylink', 'url', 'link', 'buyurl', 'producturl'],
  inStock: ['instock', 'stock', 'availability', 'available'],
  shipping: ['shipping', 'shippinginfo'],
  brand: ['brand', 'manufacturer', 'maker'],
  caliber: ['caliber', 'calibre', 'cartridge'],
  grain: ['grain', 'grains', 'bulletweight'],
  bulletType: ['bullettype', 'bullet', 'projectile'],
  roundCount: ['roundcount', 'rounds', 'roundsperbox', 'count', 'quantity'],
  casing: ['casing', 'case', 'casematerial'],
  upc: ['upc', 'gtin', 'ean'],
  platform: ['platform'],
  description: ['description'],
} as const;
export type ListingField = keyof typeof COLUMNS;

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const FIELD_OF = new Map<string, ListingField>();
for (const [field, names] of Object.entries(COLUMNS) as [ListingField, readonly string[]][])
  for (const name of names) FIELD_OF.set(name, field);

/** A cell as text: numbers and flags as written, anything else (a nested object) as JSON. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** A raw row as our fields: values as trimmed strings, unknown columns dropped. */
export function toListingRecord(raw: Record<string, unknown>): ListingRecord {
  const record: ListingRecord = {};
  for (const [column, value] of Object.entries(raw)) {
    const field = FIELD_OF.get(squash(column));
    if (!field || record[field] !== undefined) continue;
    if (value === null || value === undefined) continue;
    const text = cellText(value).trim();
    if (text !== '') record[field] = text;
  }
  return record;
}

export type ListingFormat = 'json' | 'csv';

export function formatOf(file: string): ListingFormat | undefined {
  const ext = path.extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : undefined;
}

/** A file's rows as records; a row's number is its position (CSV: its line after the header). */
export function parseListings(text: string, format: ListingFormat): ListingRecord[] {
  if (format === 'csv') {
    const rows = parse<Record<string, string>>(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
    return rows.map(toListingRecord);
  }
  const data = JSON.parse(text) as unknown;
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { listings?: unknown }).listings)
      ? (data as { listings: unknown[] }).listings
      : undefined;
  if (!rows) throw new Error('a JSON listings file holds an array, or { "listings": [...] }');
  return rows.map((row) =>
    row && typeof row === 'object' && !Array.isArray(row)
      ? toListingRecord(row as Record<string, unknown>)
      : {},
  );
}

/** Reads and parses a listings file; the format follows the extension unless given. */
export async function readListingsFile(
  file: string,
  format: ListingFormat | undefined = formatOf(file),
): Promise<ListingRecord[]> {
  if (!format) throw new Error(`${file}: name a .json or .csv file (or pass --format json|csv)`);
  return parseListings(await readFile(file, 'utf8'), format);
}
