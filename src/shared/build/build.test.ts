import { describe, expect, it } from 'vitest';
import { makeGroup, makeProduct, makeVariant } from '../../../tests/build-factories.ts';
import {
  addProduct,
  emptyBuildParts,
  makeSelectedProduct,
  productAt,
  removeProduct,
  updateVendor,
} from './build.ts';
import { BUILD_GROUPS } from './parts.ts';
import { percentComplete, totalPrice } from './totals.ts';

const upper = () =>
  makeProduct(
    {
      model: 'M4E1 Complete Upper 16"',
      includedParts: ['Barrel', 'BCG', 'Charging Handle', 'Handguard', 'Gas System', 'Flash Hider'],
      vendor: [{ merchantName: 'Aero Direct', price: 899.99 }],
    },
    { subcategory: 'Complete Upper Receiver', category: 'Upper Receiver' },
  );

describe('the part list', () => {
  it('has the 16 agreed groups plus Ammunition, each sub-part once', () => {
    expect(BUILD_GROUPS.map((g) => g.name)).toHaveLength(17);
    expect(BUILD_GROUPS.at(-1)).toEqual({ name: 'Ammunition', subParts: ['Ammunition'] });
    const subParts = BUILD_GROUPS.flatMap((g) => g.subParts);
    expect(new Set(subParts).size).toBe(subParts.length);
    expect(subParts).toHaveLength(57);
  });

  it('starts a build with every sub-part empty', () => {
    const parts = emptyBuildParts();
    expect(parts.flatMap((p) => p.subParts ?? []).every((s) => s.product === null)).toBe(true);
  });
});

describe('makeSelectedProduct', () => {
  it('selects the cheapest vendor and takes its price, name and buy link', () => {
    const product = makeSelectedProduct(makeGroup(), makeVariant());
    expect(product).toMatchObject({
      selectedVendorName: 'Primary Arms',
      selectedVendorPrice: 99.5,
      buyUrl: 'https://primaryarms.example/p',
    });
    expect(product.availableVendors).toHaveLength(2);
  });
});

describe('addProduct', () => {
  it('puts the product into the requested sub-part', () => {
    const barrel = makeProduct();
    const result = addProduct(emptyBuildParts(), barrel, 'Barrel');
    expect(productAt(result!.parts, 'Barrel')).toEqual(barrel);
    expect(result).toMatchObject({ included: [], unmapped: [] });
  });

  it('derives the sub-part from the group when the request names none, and ignores an add with none', () => {
    const grip = makeProduct({}, { subcategory: 'Pistol Grip', category: 'Grip' });
    expect(productAt(addProduct(emptyBuildParts(), grip)!.parts, 'Grip')).toEqual(grip);
    const odd = makeProduct({}, { subcategory: 'Mystery', category: 'Mystery', mainCategory: 'x' });
    expect(addProduct(emptyBuildParts(), odd)).toBeNull();
  });

  it("places each included part as '<part> (Included with <parent>)' and skips its own place", () => {
    const product = upper();
    const result = addProduct(emptyBuildParts(), product, 'Complete Upper Receiver')!;
    expect(result.included).toEqual([
      'Barrel',
      'BCG',
      'Charging Handle',
      'Handguard',
      'Gas System',
      'Flash Hider',
    ]);
    expect(productAt(result.parts, 'Bolt Carrier Group')?.name).toBe(
      'BCG (Included with M4E1 Complete Upper 16")',
    );
    expect(productAt(result.parts, 'Muzzle Device')?.name).toBe(
      'Flash Hider (Included with M4E1 Complete Upper 16")',
    );
    const bcg = makeProduct({ includedParts: ['Bolt Carrier Group', 'Bolt', 'Cam Pin'] });
    const own = addProduct(emptyBuildParts(), bcg, 'Bolt Carrier Group')!;
    expect(own.included).toEqual(['Bolt', 'Cam Pin']);
  });

  it("gives included entries the composite's compatibility keys (ADR 060)", () => {
    const kit = makeProduct({
      includedParts: ['Barrel'],
      compat: { platform: 'AR-15', muzzleThread: '1/2x28' },
    });
    const parts = addProduct(emptyBuildParts(), kit, 'Upper Receiver Assembly')!.parts;
    expect(productAt(parts, 'Barrel')?.variantData?.compat).toEqual({
      platform: 'AR-15',
      muzzleThread: '1/2x28',
    });
  });

  it('reports included parts it cannot place (they are only logged)', () => {
    const kit = makeProduct({ includedParts: ['Barrel', 'Flux capacitor'] });
    expect(addProduct(emptyBuildParts(), kit, 'Upper Receiver Assembly')!.unmapped).toEqual([
      'Flux capacitor',
    ]);
  });

  it('replaces a product standing in the sub-part, with its included entries', () => {
    let parts = addProduct(emptyBuildParts(), upper(), 'Complete Upper Receiver')!.parts;
    const stripped = makeProduct({ model: 'Plain upper' });
    parts = addProduct(parts, stripped, 'Complete Upper Receiver')!.parts;
    expect(productAt(parts, 'Barrel')).toBeNull();
    expect(productAt(parts, 'Complete Upper Receiver')).toEqual(stripped);
  });

  it('overwrites only the slot when a simple part goes where a composite placed an entry', () => {
    let parts = addProduct(emptyBuildParts(), upper(), 'Complete Upper Receiver')!.parts;
    const barrel = makeProduct({ model: 'Faxon 16" Pencil' });
    parts = addProduct(parts, barrel, 'Barrel')!.parts;
    expect(productAt(parts, 'Barrel')).toEqual(barrel);
    expect(productAt(parts, 'Complete Upper Receiver')?.name).toBe('M4E1 Complete Upper 16"');
    expect(productAt(parts, 'Handguard')?.includedWith).toBe('M4E1 Complete Upper 16"');
  });
});

describe('removeProduct', () => {
  it('removes a composite and every entry it placed, from any of its rows', () => {
    const parts = addProduct(emptyBuildParts(), upper(), 'Complete Upper Receiver')!.parts;
    for (const row of ['Complete Upper Receiver', 'Charging Handle']) {
      const after = removeProduct(parts, row);
      expect(after.flatMap((p) => p.subParts ?? []).every((s) => !s.product)).toBe(true);
    }
  });

  it('leaves other products alone', () => {
    let parts = addProduct(emptyBuildParts(), makeProduct(), 'Barrel')!.parts;
    const grip = makeProduct({}, { subcategory: 'Grip' });
    parts = addProduct(parts, grip, 'Grip')!.parts;
    expect(productAt(removeProduct(parts, 'Barrel'), 'Grip')).toEqual(grip);
  });
});

describe('updateVendor', () => {
  it('sets the selected merchant id, price and name', () => {
    const barrel = makeProduct();
    const parts = addProduct(emptyBuildParts(), barrel, 'Barrel')!.parts;
    const brownells = barrel.availableVendors!.find((v) => v.name === 'Brownells')!;
    const after = productAt(updateVendor(parts, 'Barrel', brownells.id), 'Barrel');
    expect(after).toMatchObject({
      selectedVendorId: brownells.id,
      selectedVendorPrice: 109.99,
      selectedVendorName: 'Brownells',
    });
    expect(updateVendor(parts, 'Barrel', 'nope')).toEqual(parts);
  });
});

describe('totals', () => {
  it('adds selected vendor prices to the cent, leaving out included entries', () => {
    let parts = addProduct(emptyBuildParts(), upper(), 'Complete Upper Receiver')!.parts;
    parts = addProduct(
      parts,
      makeProduct({ vendor: [{ price: 0.1 }] }, { subcategory: 'Grip' }),
    )!.parts;
    parts = addProduct(
      parts,
      makeProduct({ vendor: [{ price: 0.2 }] }, { subcategory: 'Stock' }),
    )!.parts;
    expect(totalPrice(parts)).toBe(900.29);
    expect(totalPrice(emptyBuildParts())).toBe(0);
  });

  it('counts the ten core parts, included entries too, as a rounded percent', () => {
    expect(percentComplete(emptyBuildParts())).toBe(0);
    const parts = addProduct(emptyBuildParts(), upper(), 'Complete Upper Receiver')!.parts;
    // Upper Receiver, Barrel, Bolt Carrier Group, Charging Handle, Gas System (+ Handguard and
    // Muzzle Device, which are not core): 5 of 10
    expect(percentComplete(parts)).toBe(50);
    const ammo = addProduct(emptyBuildParts(), makeProduct({}, { subcategory: 'Ammunition' }))!;
    expect(percentComplete(ammo.parts)).toBe(0); // ammunition is not a core part
    expect(totalPrice(ammo.parts)).toBe(99.5);
  });
});
