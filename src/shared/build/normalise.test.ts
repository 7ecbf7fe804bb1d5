import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, productAt } from './build.ts';
import { normaliseLoadedParts } from './normalise.ts';

const saved = (subPart: string, product: unknown) => [
  { name: 'Whatever', subParts: [{ name: subPart, product }] },
];

describe('normaliseLoadedParts', () => {
  it('rebuilds vendors from the variant and keeps the saved vendor when it still exists', () => {
    const barrel = makeProduct();
    const brownells = barrel.availableVendors!.find((v) => v.name === 'Brownells')!;
    const stored = { ...barrel, availableVendors: [], selectedVendorId: brownells.id };
    const product = productAt(normaliseLoadedParts(saved('Barrel', stored)), 'Barrel');
    expect(product?.availableVendors).toHaveLength(2);
    expect(product).toMatchObject({ selectedVendorName: 'Brownells', selectedVendorPrice: 109.99 });
  });

  it('selects the cheapest vendor when none was saved', () => {
    const stored = { ...makeProduct(), selectedVendorId: undefined, selectedVendorPrice: 5 };
    const product = productAt(normaliseLoadedParts(saved('Barrel', stored)), 'Barrel');
    expect(product).toMatchObject({
      selectedVendorName: 'Primary Arms',
      selectedVendorPrice: 99.5,
    });
  });

  it('gives a vendor without a price 99.99 and the defaults', () => {
    const stored = makeProduct({ vendor: [{ merchantName: 'Nowhere' }] });
    const product = productAt(normaliseLoadedParts(saved('Barrel', stored)), 'Barrel');
    expect(product?.availableVendors?.[0]).toMatchObject({
      name: 'Nowhere',
      price: 99.99,
      inStock: true,
      shippingInfo: 'Free shipping',
    });
    const bare = makeProduct({ vendor: [], price: undefined });
    expect(
      productAt(normaliseLoadedParts(saved('Barrel', bare)), 'Barrel')?.availableVendors?.[0],
    ).toMatchObject({ name: 'Unknown Vendor', price: 99.99 });
  });

  it('turns legacy products into placeholders at 0 and anything else into Unknown Product', () => {
    const legacy = productAt(
      normaliseLoadedParts(saved('Grip', { manufacturer: 'Magpul', model: 'MOE' })),
      'Grip',
    );
    expect(legacy).toMatchObject({ name: 'Magpul MOE', brand: 'Magpul', selectedVendorPrice: 0 });
    const junk = productAt(normaliseLoadedParts(saved('Grip', { foo: 1 })), 'Grip');
    expect(junk).toMatchObject({ name: 'Unknown Product', selectedVendorPrice: 0 });
  });

  it('lays a saved build onto the current part list, keeping included entries at 0', () => {
    const upper = makeProduct({ model: 'Upper', includedParts: ['Barrel'] });
    const parts = addProduct(emptyBuildParts(), upper, 'Complete Upper Receiver')!.parts;
    const loaded = normaliseLoadedParts(JSON.parse(JSON.stringify(parts)));
    expect(loaded.map((p) => p.name)).toEqual(emptyBuildParts().map((p) => p.name));
    expect(productAt(loaded, 'Barrel')).toMatchObject({
      name: 'Barrel (Included with Upper)',
      selectedVendorPrice: 0,
    });
    expect(normaliseLoadedParts('not a list')).toEqual(emptyBuildParts());
  });
});
