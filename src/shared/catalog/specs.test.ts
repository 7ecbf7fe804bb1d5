import { describe, expect, it } from 'vitest';
import { CATALOG_FIELD_ORDER, displaySpecValue, fieldLabel } from './specs.ts';
import { catalogSpecsSchema, SPEC_FIELDS } from './specs-schema.ts';

describe('catalogue fields', () => {
  it('shows empty values as N/A, booleans as Yes/No and lists comma-joined', () => {
    expect(displaySpecValue(undefined)).toBe('N/A');
    expect(displaySpecValue(null)).toBe('N/A');
    expect(displaySpecValue('')).toBe('N/A');
    expect(displaySpecValue([])).toBe('N/A');
    expect(displaySpecValue(true)).toBe('Yes');
    expect(displaySpecValue(false)).toBe('No');
    expect(displaySpecValue(['Black', 'FDE'])).toBe('Black, FDE');
    expect(displaySpecValue(16)).toBe('16');
  });

  it('labels fields for people', () => {
    expect(fieldLabel('barrelLength')).toBe('Barrel Length');
    expect(fieldLabel('objectiveLensDiameter')).toBe('Objective Lens Diameter');
    expect(fieldLabel('upc')).toBe('UPC');
    expect(fieldLabel('caliber')).toBe('Caliber');
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

  it('lists every jsonb spec field in the table order', () => {
    for (const field of SPEC_FIELDS) {
      if (field === 'brandExample' || field === 'categoryTags') continue;
      expect(CATALOG_FIELD_ORDER as readonly string[]).toContain(field);
    }
  });
});
