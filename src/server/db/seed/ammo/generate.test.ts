import { describe, expect, it } from 'vitest';
import { AMMO_FILTER_CALIBER_KEYS, ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import { parseTitle } from '../../../../shared/ammo/parse-title.ts';
import { AMMO_MERCHANTS, generateDemoAmmo } from './generate.ts';

// The demo ammunition catalogue (ADR 034).
describe('demo ammunition', () => {
  const demo = generateDemoAmmo();

  it('covers every calibre of the caliber filter, common rifle calibres with ten listings or more', () => {
    const count = (key: string) => demo.items.filter((i) => i.caliber === key).length;
    for (const key of AMMO_FILTER_CALIBER_KEYS) expect(count(key), key).toBeGreaterThanOrEqual(3);
    for (const key of ['556', '223', '308', '300-blackout', '65-grendel', '762x39'])
      expect(count(key), key).toBeGreaterThanOrEqual(10);
    expect(demo.items.length).toBeGreaterThanOrEqual(200);
  });

  it('is the same every time (ids, prices and stock)', () => {
    expect(generateDemoAmmo()).toEqual(demo);
  });

  it('names each item as a listing the title parser reads back exactly', () => {
    const wrong = demo.items.flatMap((item) => {
      const p = parseTitle(item.name);
      const same =
        p.brand === item.brand &&
        p.caliber === item.caliber &&
        p.grain === item.grain &&
        p.roundCount === item.roundCount &&
        p.bulletType === item.bulletType;
      return same ? [] : [`${item.name}: ${JSON.stringify(p)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('sells each item at two to five merchants, some out of stock, across every price bucket', () => {
    const byItem = new Map<string, number[]>();
    for (const o of demo.offers) byItem.set(o.ammoId, [...(byItem.get(o.ammoId) ?? []), o.price]);
    for (const item of demo.items) {
      const n = byItem.get(item.id)?.length ?? 0;
      expect(n, item.id).toBeGreaterThanOrEqual(2);
      expect(n, item.id).toBeLessThanOrEqual(5);
    }
    expect(AMMO_MERCHANTS.length).toBeGreaterThanOrEqual(6);
    expect(demo.offers.some((o) => !o.inStock)).toBe(true);
    const lowest = demo.items.map((i) => Math.min(...byItem.get(i.id)!));
    expect(lowest.some((p) => p < 50)).toBe(true);
    expect(lowest.some((p) => p >= 50 && p <= 100)).toBe(true);
    expect(lowest.some((p) => p > 100 && p <= 200)).toBe(true);
    expect(lowest.some((p) => p > 200)).toBe(true);
  });

  it('uses unique ids, UPCs and offer keys, and known calibres', () => {
    const ids = demo.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const upcs = demo.items.map((i) => i.upc);
    expect(new Set(upcs).size).toBe(upcs.length);
    const keys = demo.offers.map((o) => `${o.merchantId}|${o.productId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of demo.items) expect(ammoCaliberByKey(item.caliber), item.id).toBeDefined();
  });
});
