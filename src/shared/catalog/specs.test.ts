import { describe, expect, it } from 'vitest';
import {
  CATALOG_FIELD_ORDER,
  INTERNAL_FIELDS,
  SPEC_TABLE_FIELDS,
  displaySpecValue,
  fieldLabel,
  specRows,
} from './specs.ts';
import { catalogSpecsSchema, SPEC_FIELDS } from './specs-schema.ts';

describe('catalogue fields', () => {
  it('has nothing to show for empty values, reads booleans Yes/No and joins lists', () => {
    for (const empty of [undefined, null, '', '  ', 'N/A', 'n/a', 'NA', '-', '—', [], ['', 'N/A']])
      expect(displaySpecValue(empty), JSON.stringify(empty)).toBeNull();
    expect(displaySpecValue({ nested: true })).toBeNull();
    expect(displaySpecValue(true)).toBe('Yes');
    expect(displaySpecValue(false)).toBe('No');
    expect(displaySpecValue(['Black', '', 'FDE'])).toBe('Black, FDE');
    expect(displaySpecValue(' 1/2x28 ')).toBe('1/2x28');
  });

  it('gives a bare number its unit, and leaves a stored unit alone', () => {
    expect(displaySpecValue('16', 'barrelLength')).toBe('16"');
    expect(displaySpecValue(14.5, 'barrelLength')).toBe('14.5"');
    expect(displaySpecValue('16"', 'barrelLength')).toBe('16"');
    expect(displaySpecValue('6-9', 'length')).toBe('6-9"');
    expect(displaySpecValue('9.7', 'weight')).toBe('9.7 oz');
    expect(displaySpecValue('3.5', 'pullWeight')).toBe('3.5 lb');
    expect(displaySpecValue('7', 'twistRate')).toBe('1:7');
    expect(displaySpecValue('1:7', 'twistRate')).toBe('1:7');
    expect(displaySpecValue('24', 'objectiveLensDiameter')).toBe('24mm');
    expect(displaySpecValue('30', 'capacity')).toBe('30 Rounds');
    // A field without a unit, or a value that is not a bare number, reads as stored.
    expect(displaySpecValue('812526021234', 'upc')).toBe('812526021234');
    expect(displaySpecValue('Mid-length', 'gasLength')).toBe('Mid-length');
  });

  it('labels fields in the words a builder uses', () => {
    expect(fieldLabel('barrelLength')).toBe('Barrel length');
    expect(fieldLabel('threading')).toBe('Thread pitch');
    expect(fieldLabel('gasSystemType')).toBe('Gas system');
    expect(fieldLabel('gasLength')).toBe('Gas system length');
    expect(fieldLabel('twistRate')).toBe('Twist rate');
    expect(fieldLabel('caliberCompatibility')).toBe('Compatible calibers');
    expect(fieldLabel('mpn')).toBe('Manufacturer part number');
    expect(fieldLabel('upc')).toBe('UPC');
    expect(fieldLabel('caliber')).toBe('Caliber');
    // Every shown field reads as words: no camelCase and no field name.
    for (const field of SPEC_TABLE_FIELDS) {
      expect(fieldLabel(field), field).toMatch(/^[A-Z][a-z]*(?: [a-z]+)*$|^UPC$/);
      expect(fieldLabel(field), field).not.toBe(field);
    }
  });

  it('validates specs strictly: known fields, strings, lists of strings', () => {
    expect(catalogSpecsSchema.safeParse({ barrelLength: '16"', color: ['Black'] }).success).toBe(
      true,
    );
    expect(catalogSpecsSchema.safeParse({ barrelLength: 16 }).success).toBe(false);
    expect(catalogSpecsSchema.safeParse({ color: 'Black' }).success).toBe(false);
    expect(catalogSpecsSchema.safeParse({ colour: ['Black'] }).success).toBe(false);
    expect(catalogSpecsSchema.safeParse({ finish: '' }).success).toBe(false);
  });

  it('lists every jsonb spec field in the table order, or as internal', () => {
    for (const field of SPEC_FIELDS) {
      expect(CATALOG_FIELD_ORDER as readonly string[]).toContain(field);
      expect(SPEC_TABLE_FIELDS.includes(field) !== INTERNAL_FIELDS.has(field), field).toBe(true);
    }
  });
});

describe('the specifications table rows', () => {
  // A variant as the API sends it: ids, prices and internal fields beside its specifications.
  const variant = {
    _id: 'bcm-mcmr-13',
    groupId: 'bcm-mcmr-handguard',
    model: 'MCMR Handguard, 13"',
    brand: 'Bravo Company',
    price: 176.99,
    notes: '',
    includedParts: [],
    vendor: [],
    images: [],
    upc: '812526021234',
    mpn: 'N/A',
    caliber: '',
    inStock: true,
    railLength: '13',
    railType: 'M-LOK',
    threading: '-',
    color: ['Black', 'FDE'],
    categoryTags: ['handguards', 'rails'],
    brandExample: 'bcm-mcmr',
  };

  it('shows only the fields the variant has, in table order, in plain words', () => {
    expect(specRows(variant)).toEqual([
      { field: 'upc', label: 'UPC', value: '812526021234' },
      { field: 'color', label: 'Color', value: 'Black, FDE' },
      { field: 'railLength', label: 'Rail length', value: '13"' },
      { field: 'railType', label: 'Rail type', value: 'M-LOK' },
    ]);
  });

  it('never shows an internal field, whatever it holds', () => {
    const rows = specRows(variant);
    const fields = rows.map((r) => r.field);
    for (const internal of ['_id', 'groupId', 'price', 'inStock', 'categoryTags', 'brandExample'])
      expect(fields).not.toContain(internal);
    const labels = rows.map((r) => r.label).join('|');
    expect(labels).not.toMatch(/example|tags|in stock|id\b/i);
  });

  it('is empty for a variant without specifications', () => {
    expect(specRows({ _id: 'x', model: 'X', inStock: false, categoryTags: ['x'] })).toEqual([]);
  });
});
