import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../../shared/build/build.ts';
import { summaryRows } from './price-summary.ts';

describe('summaryRows (Price Summary)', () => {
  it('lists each product paid for, without the entries a composite placed', () => {
    const upper = makeProduct(
      { model: 'Complete Upper', brand: 'Aero', includedParts: ['Barrel', 'Handguard'] },
      { subcategory: 'Complete Upper Receiver' },
    );
    const grip = makeProduct(
      { model: 'Grip', brand: '' },
      { subcategory: 'Grip', brand: 'Magpul' },
    );
    let parts = addProduct(emptyBuildParts(), upper, 'Complete Upper Receiver')!.parts;
    parts = addProduct(parts, grip, 'Grip')!.parts;
    expect(
      summaryRows(parts).map((r) => [r.name, r.brand, r.category, r.merchant, r.price]),
    ).toEqual([
      ['Complete Upper', 'Aero', 'Complete Upper Receiver', 'Primary Arms', 99.5],
      ['Grip', 'Magpul', 'Grip', 'Primary Arms', 99.5],
    ]);
  });

  it("shows 'N/A' for a missing brand or merchant and is empty for an empty build", () => {
    const parts = emptyBuildParts();
    expect(summaryRows(parts)).toEqual([]);
    parts[2]!.subParts![0]!.product = { _id: 'u', name: 'Unknown Product', selectedVendorPrice: 0 };
    expect(summaryRows(parts)[0]).toMatchObject({ brand: 'N/A', merchant: 'N/A', price: 0 });
  });

  it("carries when the chosen merchant's price was checked, and whether it is stale", () => {
    const grip = makeProduct(
      {
        model: 'Grip',
        vendor: [
          {
            merchantName: 'Sold Out',
            price: 10,
            inStock: false,
            checkedAt: '2026-03-01T00:00:00Z',
          },
          { merchantName: 'Brownells', price: 20, checkedAt: '2026-03-02T00:00:00Z' },
        ],
      },
      { subcategory: 'Grip' },
    );
    const parts = addProduct(emptyBuildParts(), grip, 'Grip')!.parts;
    // the merchant in stock is chosen, with its own time
    expect(summaryRows(parts)[0]).toMatchObject({
      merchant: 'Brownells',
      price: 20,
      checkedAt: '2026-03-02T00:00:00Z',
      stale: false,
    });
  });
});
