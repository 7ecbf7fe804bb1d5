import { describe, expect, it } from 'vitest';
import { subPartForName } from '../../../../shared/build/mapping.ts';
import { BUILD_GROUPS } from '../../../../shared/build/parts.ts';
import { caliberFilterKeys } from '../../../../shared/catalog/calibers.ts';
import { catalogSpecsSchema } from '../../../../shared/catalog/specs-schema.ts';
import { rankVariantProperties } from '../../../../shared/catalog/variant-ranking.ts';
import { CATALOG_TYPES, subPartForType } from '../../../../shared/catalog/types.ts';
import { ALL_TYPES, generateDemoCatalog, makeUpc, streetPrice } from './generate.ts';

const catalog = generateDemoCatalog();

describe('demo catalogue generator (ADR 021)', () => {
  it('is deterministic', () => {
    expect(generateDemoCatalog()).toEqual(catalog);
  });

  it('has 300+ groups with 1–12 variants each, covering every non-ammo sub-part', () => {
    expect(catalog.groups.length).toBeGreaterThanOrEqual(300);
    const perGroup = new Map<string, number>();
    for (const v of catalog.variants) perGroup.set(v.groupId, (perGroup.get(v.groupId) ?? 0) + 1);
    for (const g of catalog.groups) {
      const n = perGroup.get(g.id) ?? 0;
      expect(n, g.id).toBeGreaterThanOrEqual(1);
      expect(n, g.id).toBeLessThanOrEqual(12);
    }
    const covered = new Set(catalog.groups.map((g) => subPartForType(g.type)));
    const wanted = BUILD_GROUPS.filter((g) => g.name !== 'Ammunition').flatMap((g) => g.subParts);
    expect(wanted.filter((s) => !covered.has(s))).toEqual([]);
  });

  it('uses only catalogue types on the allowed list, each at least once', () => {
    const used = new Set(ALL_TYPES.map((t) => t.type));
    expect([...used].filter((t) => !CATALOG_TYPES.some((c) => c.key === t))).toEqual([]);
    expect(CATALOG_TYPES.filter((t) => !used.has(t.key)).map((t) => t.key)).toEqual([]);
  });

  it('gives composites included parts that all map to a sub-part', () => {
    const included = catalog.variants.flatMap((v) => v.includedParts ?? []);
    expect(included.length).toBeGreaterThan(200);
    expect([...new Set(included)].filter((p) => !subPartForName(p))).toEqual([]);
    const kinds = new Set(
      catalog.variants
        .filter((v) => v.includedParts?.length)
        .map((v) => catalog.groups.find((g) => g.id === v.groupId)!.type),
    );
    for (const type of [
      'ar15-complete-uppers',
      'ar15-complete-lowers',
      'ar15-bcgs',
      'ar15-gas-systems',
      'ar15-buffer-kits',
    ])
      expect(kinds.has(type), type).toBe(true);
  });

  it('has valid specs, known calibres, unique ids and UPCs', () => {
    for (const v of catalog.variants) {
      expect(catalogSpecsSchema.safeParse(v.specs).success, v.id).toBe(true);
      if (v.caliber && v.caliber !== 'Multi-Caliber')
        expect(caliberFilterKeys([v.caliber]).length, `${v.id}: ${v.caliber}`).toBeGreaterThan(0);
      for (const c of v.caliberCompatibility ?? [])
        expect(caliberFilterKeys([c]).length, c).toBeGreaterThan(0);
    }
    expect(new Set(catalog.variants.map((v) => v.id)).size).toBe(catalog.variants.length);
    expect(new Set(catalog.variants.map((v) => v.upc)).size).toBe(catalog.variants.length);
  });

  it('gives variants of a group properties that really differ', () => {
    const multi = catalog.groups.filter(
      (g) => catalog.variants.filter((v) => v.groupId === g.id).length > 1,
    );
    for (const g of multi) {
      const variants = catalog.variants
        .filter((v) => v.groupId === g.id)
        .map((v) => ({ ...v.specs, caliber: v.caliber }));
      expect(rankVariantProperties(variants).primary.length, g.id).toBeGreaterThan(0);
    }
  });

  it('has offers from 4+ merchants at differing prices, some out of stock', () => {
    expect(catalog.merchants.length).toBeGreaterThanOrEqual(4);
    expect(new Set(catalog.offers.map((o) => o.merchantId)).size).toBe(catalog.merchants.length);
    expect(catalog.offers.some((o) => !o.inStock)).toBe(true);
    for (const o of catalog.offers) expect(o.buyUrl).toMatch(/^https:\/\/[a-z-]+\.example\/p\//);
  });

  it('makes valid UPC-A check digits and street prices', () => {
    const upc = makeUpc(12345);
    expect(upc).toMatch(/^\d{12}$/);
    const digits = [...upc].map(Number);
    const sum = digits.slice(0, 11).reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
    expect((10 - (sum % 10)) % 10).toBe(digits[11]);
    expect(streetPrice(123.4)).toBe(123.99);
    expect(streetPrice(12.3)).toBe(12.95);
  });
});
