import { describe, expect, it } from 'vitest';
import type { CatalogOffer } from '../../../../shared/catalog/schema.ts';
import { merchantPriceRows, variantPriceRows } from './detail-prices.ts';

const offer = (
  merchantName: string,
  price: number,
  extra: Partial<CatalogOffer> = {},
): CatalogOffer => ({
  merchantId: merchantName.toLowerCase().replace(/\W+/g, '-'),
  merchantName,
  shippingRule: { flat: 0, perItem: 0, freeOver: null },
  price,
  buyLink: `https://${merchantName.toLowerCase().replace(/\W+/g, '-')}.example/p/1`,
  inStock: true,
  shipping: 'Free shipping',
  updatedAt: '2026-11-20T00:00:00.000Z',
  checkedAt: '2026-11-20T00:00:00.000Z',
  ...extra,
});

describe('the Prices table of the selected variant (unique merchant names)', () => {
  it('lists each merchant once with its best offer, in stock and cheapest first', () => {
    const rows = merchantPriceRows([
      offer('MidwayUSA', 199.99),
      offer('Brownells', 189.99),
      offer('midwayusa ', 179.99, { inStock: false }),
      offer('Primary Arms', 189.99),
      offer('Rainier Arms', 149.99, { inStock: false }),
      offer('Palmetto', 120, { stale: true }),
    ]);
    expect(rows.map((r) => [r.merchant, r.price, r.inStock])).toEqual([
      ['Brownells', 189.99, true],
      ['Primary Arms', 189.99, true],
      // a merchant's offer in stock beats its cheaper one that is not
      ['MidwayUSA', 199.99, true],
      // then what nobody can buy now: stale, out of stock
      ['Palmetto', 120, true],
      ['Rainier Arms', 149.99, false],
    ]);
    expect(rows[3]).toMatchObject({ stale: true, checkedAt: '2026-11-20T00:00:00.000Z' });
  });

  it('prefers the offer in stock when one merchant has two at the same price', () => {
    const rows = merchantPriceRows([
      offer('Brownells', 50, { inStock: false, shipping: 'Ships in 2 weeks' }),
      offer('Brownells', 50, { inStock: true }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ inStock: true, shipping: 'Free shipping' });
  });

  it('keeps a retail price only when it is higher than the price', () => {
    const [higher, equal, lower] = merchantPriceRows([
      offer('A', 10, { retailPrice: 12 }),
      offer('B', 11, { retailPrice: 11 }),
      offer('C', 13, { retailPrice: 9 }),
    ]);
    expect(higher!.retailPrice).toBe(12);
    expect(equal).not.toHaveProperty('retailPrice');
    expect(lower).not.toHaveProperty('retailPrice');
  });

  it('drops an empty buy link and offers without a merchant name', () => {
    const rows = merchantPriceRows([offer('A', 10, { buyLink: '  ' }), offer('  ', 5)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty('buyLink');
    expect(rows[0]).toMatchObject({ merchant: 'A', price: 10, shipping: 'Free shipping' });
  });
});

describe("the per-variant 'from' table before a variant is chosen", () => {
  it("gives each variant its cheapest in-stock merchant price as the 'from' price, in catalogue order", () => {
    const rows = variantPriceRows([
      {
        _id: 'v1',
        model: '16"',
        price: 999,
        inStock: true,
        vendor: [offer('A', 200), offer('B', 180, { inStock: false })],
      },
      { _id: 'v2', model: '14.5"', price: 150, inStock: false, vendor: [] },
      { _id: 'v3', model: '10.5"', inStock: true, vendor: [] },
    ]);
    expect(rows).toEqual([
      { variantId: 'v1', model: '16"', fromPrice: 200, merchants: 2, inStock: true },
      { variantId: 'v2', model: '14.5"', fromPrice: 150, merchants: 0, inStock: false },
      { variantId: 'v3', model: '10.5"', merchants: 0, inStock: true },
    ]);
  });

  it('is out of stock when no merchant has it', () => {
    const [row] = variantPriceRows([
      { _id: 'v', model: 'm', inStock: true, vendor: [offer('A', 1, { inStock: false })] },
    ]);
    expect(row!.inStock).toBe(false);
  });
});
