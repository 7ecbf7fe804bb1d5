import { describe, expect, it } from 'vitest';
import type { CatalogGroup, CatalogVariant } from '../../../../shared/catalog/schema.ts';
import type { CompatPart } from '../../../../shared/compat/index.ts';
import * as engine from '../../../../shared/compat/index.ts';
import { groupMisfitReasons, variantFit, variantFits } from './candidate-fit.ts';

const group: CatalogGroup = {
  _id: 'vg6-epsilon',
  partName: 'VG6 Epsilon Muzzle Brake',
  brand: 'VG6',
  platform: 'AR15',
  category: 'Muzzle Device',
  subcategory: 'Muzzle Device',
  mainCategory: 'muzzle-devices',
  images: [],
  type: 'ar15-muzzle-devices',
  description: '',
  inStock: true,
  variantCount: 2,
  popularity: 0,
};

const variant = (id: string, muzzleThread: string): CatalogVariant =>
  ({
    _id: id,
    groupId: group._id,
    model: `Epsilon ${muzzleThread}`,
    brand: 'VG6',
    mainCategory: 'muzzle-devices',
    notes: '',
    includedParts: [],
    vendor: [],
    images: [],
    inStock: true,
    compat: { muzzleThread, boreDiameter: 0.224 },
  }) as CatalogVariant;

const build: CompatPart[] = [
  {
    id: 'Barrel',
    name: 'Faxon 16" Barrel',
    subPart: 'Barrel',
    group: 'Barrel',
    specs: { muzzleThread: '1/2x28', caliber: '556' },
  },
];

describe('variantFit', () => {
  it('fits a device with the barrel’s thread, and says why another does not', () => {
    expect(variantFit(engine, build, group, variant('a', '1/2x28'))).toMatchObject({ fits: true });
    const misfit = variantFit(engine, build, group, variant('b', '5/8x24'));
    expect(misfit?.fits).toBe(false);
    expect(misfit?.reasons[0]).toContain('Faxon 16" Barrel');
  });

  it('has nothing to say for an empty build', () => {
    expect(variantFit(engine, [], group, variant('a', '5/8x24'))).toBeUndefined();
  });
});

describe('groupMisfitReasons', () => {
  it('is empty when one variant fits, else lists each reason once', () => {
    const mixed = variantFits(engine, build, group, [
      variant('a', '1/2x28'),
      variant('b', '5/8x24'),
    ]);
    expect(groupMisfitReasons(mixed)).toEqual([]);
    const none = variantFits(engine, build, group, [
      variant('b', '5/8x24'),
      variant('c', '5/8x24'),
    ]);
    const reasons = groupMisfitReasons(none);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/5\/8x24|1\/2x28/);
  });
});
