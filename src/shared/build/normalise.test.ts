import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, productAt } from './build.ts';
import { isStoredProduct, normaliseLoadedParts } from './normalise.ts';
import { selectedProductSchema } from './schema.ts';

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

describe('isStoredProduct', () => {
  const barrel = makeProduct();
  const valid: unknown[] = [
    barrel,
    makeProduct({ vendor: [] }),
    makeProduct({ vendor: [{ merchantName: 'Nowhere' }], price: undefined }),
    { _id: 'x', name: 'Bare' },
    { ...barrel, extra: { anything: [1, 2] } },
  ];
  const invalid: unknown[] = [
    { foo: 1 },
    { _id: 'x' },
    { _id: 1, name: 'Numeric id' },
    { ...barrel, selectedVendorPrice: '99.99' },
    { ...barrel, selectedVendorPrice: -1 },
    { ...barrel, availableVendors: 'Brownells' },
    { ...barrel, availableVendors: [{ id: 'a', name: 'A', price: '1' }] },
    { ...barrel, variantData: { ...barrel.variantData, vendor: [{ price: '12.50' }] } },
    { ...barrel, variantData: { ...barrel.variantData, vendor: {} } },
    { ...barrel, variantData: { model: 'no id' } },
    { ...barrel, groupData: { ...barrel.groupData, images: 'a.jpg' } },
    [barrel],
    'Aero barrel',
  ];

  it('accepts what the build schema accepts and refuses shapes the Builder cannot price', () => {
    for (const product of valid) {
      expect(selectedProductSchema.safeParse(product).success, JSON.stringify(product)).toBe(true);
      expect(isStoredProduct(product), JSON.stringify(product)).toBe(true);
    }
    for (const product of invalid) {
      expect(selectedProductSchema.safeParse(product).success, JSON.stringify(product)).toBe(false);
      expect(isStoredProduct(product), JSON.stringify(product)).toBe(false);
    }
  });
});
