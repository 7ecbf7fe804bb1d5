import { makeSelectedProduct } from '../src/shared/build/build.ts';
import type { GroupData, SelectedProduct, VariantData } from '../src/shared/build/schema.ts';

let seq = 0;

/** A catalogue group record as the builder keeps it: `makeGroup({ subcategory: 'Barrel' })`. */
export function makeGroup(overrides: Partial<GroupData> = {}): GroupData {
  seq += 1;
  return {
    _id: `group-${seq}`,
    partName: `Test Part ${seq}`,
    brand: 'Aero Precision',
    platform: 'AR15',
    category: 'Barrel',
    subcategory: 'Barrel',
    mainCategory: 'barrels',
    images: [],
    ...overrides,
  };
}

/** A variant record with two merchants: `makeVariant({ price: 10 })`. */
export function makeVariant(overrides: Partial<VariantData> = {}): VariantData {
  seq += 1;
  return {
    _id: `variant-${seq}`,
    model: `Model ${seq}`,
    brand: 'Aero Precision',
    price: 100,
    retailPrice: 129.99,
    notes: '',
    includedParts: [],
    vendor: [
      { merchantName: 'Brownells', price: 109.99, buyLink: 'https://brownells.example/p' },
      { merchantName: 'Primary Arms', price: 99.5, buyLink: 'https://primaryarms.example/p' },
    ],
    ...overrides,
  };
}

/** A build entry for a variant of a group, cheapest vendor selected. */
export function makeProduct(
  variant: Partial<VariantData> = {},
  group: Partial<GroupData> = {},
): SelectedProduct {
  return makeSelectedProduct(makeGroup(group), makeVariant(variant));
}
