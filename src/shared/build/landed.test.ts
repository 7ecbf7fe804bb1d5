import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, updateVendor } from './build.ts';
import { buildLanded } from './landed.ts';
import type { BuildPart, SelectedProduct, VendorOffer } from './schema.ts';

const brownells = {
  merchantId: 'brownells',
  merchantName: 'Brownells',
  shippingRule: { flat: 7.99, perItem: 0, freeOver: 99 },
};
const psa = {
  merchantId: 'psa',
  merchantName: 'Palmetto State Armory',
  shippingRule: { flat: 0, perItem: 5.99, freeOver: null },
};

function part(name: string, category: string, offers: VendorOffer[]): SelectedProduct {
  return makeProduct({ model: name, vendor: offers }, { subcategory: category, category });
}

function build(...products: [SelectedProduct, string][]): BuildPart[] {
  let parts = emptyBuildParts();
  for (const [product, subPart] of products) parts = addProduct(parts, product, subPart)!.parts;
  return parts;
}

describe("a build's landed cost", () => {
  it("groups the chosen merchants' products and ships each order under its merchant's rule", () => {
    const parts = build(
      [part('Grip', 'Grip', [{ ...brownells, price: 24.99 }]), 'Grip'],
      [part('Stock', 'Stock', [{ ...brownells, price: 59.99 }]), 'Stock'],
      [part('Trigger', 'Trigger', [{ ...psa, price: 49.99 }]), 'Trigger'],
      [part('Sling', 'Slings', [{ ...psa, price: 19.99, shippingPrice: 0 }]), 'Slings'],
    );
    const landed = buildLanded(parts);
    expect(
      landed.orders.map((o) => [o.merchant, o.products.length, o.items, o.shipping, o.total]),
    ).toEqual([
      ['Brownells', 2, 84.98, 7.99, 92.97],
      // the sling's own free shipping replaces the per-item charge
      ['Palmetto State Armory', 2, 69.98, 5.99, 75.97],
    ]);
    expect([landed.items, landed.shipping, landed.total]).toEqual([154.96, 13.98, 168.94]);
  });

  it('ships free once an order passes the threshold, and follows a change of merchant', () => {
    const stock = part('Stock', 'Stock', [
      { ...psa, price: 39.99 },
      { ...brownells, price: 44.99 },
    ]);
    let parts = build(
      [part('Handguard', 'Handguard', [{ ...brownells, price: 89.99 }]), 'Handguard'],
      [stock, 'Stock'],
    );
    expect(buildLanded(parts).shipping).toBe(7.99 + 5.99);
    const brownellsStock = stock.availableVendors!.find((v) => v.name === 'Brownells')!;
    parts = updateVendor(parts, 'Stock', brownellsStock.id);
    const landed = buildLanded(parts);
    expect(landed.orders).toHaveLength(1);
    expect([landed.items, landed.shipping, landed.total]).toEqual([134.98, 0, 134.98]);
  });

  it('reads the shipping text of a build saved before merchants had rules', () => {
    const old = part('Grip', 'Grip', [
      { merchantName: 'Old Shop', price: 20, shipping: '$6.50 shipping' },
    ]);
    const landed = buildLanded(build([old, 'Grip']));
    expect([landed.items, landed.shipping, landed.total]).toEqual([20, 6.5, 26.5]);
  });

  it('leaves out parts a composite includes, and an empty build costs nothing', () => {
    expect(buildLanded(emptyBuildParts())).toEqual({ orders: [], items: 0, shipping: 0, total: 0 });
    const upper = makeProduct(
      { model: 'Upper', includedParts: ['BCG'], vendor: [{ ...brownells, price: 120 }] },
      { subcategory: 'Complete Upper Receiver', category: 'Upper Receiver' },
    );
    const landed = buildLanded(build([upper, 'Complete Upper Receiver']));
    expect(landed.orders.map((o) => o.products.length)).toEqual([1]);
    expect(landed.total).toBe(120);
  });
});
