import { describe, expect, it } from 'vitest';
import { savedPartSchema } from '../../../../shared/catalog/saved-parts.ts';
import { isAlreadySaved } from '../../../../shared/catalog/saved-part-keys.ts';
import type { CatalogGroup, CatalogVariant } from '../../../../shared/catalog/schema.ts';
import { categoryLabel, detailImages, groupRecord, savedProductPart } from './detail-product.ts';

const group: CatalogGroup = {
  _id: 'bcm-mcmr-handguard',
  partName: 'BCM MCMR Handguard',
  brand: 'Bravo Company',
  platform: 'AR15',
  category: 'Handguard',
  subcategory: 'Handguard',
  mainCategory: 'handguards',
  price: 176.99,
  images: ['/api/catalog/images/handguard/black.svg'],
  type: 'ar15-handguards',
  description: 'A free-float rail.',
  inStock: true,
  variantCount: 2,
  popularity: 3,
};

const variant: CatalogVariant = {
  _id: 'bcm-mcmr-13',
  groupId: group._id,
  model: 'MCMR Handguard, 13"',
  brand: 'Bravo Company',
  mainCategory: 'handguards',
  price: 176.99,
  notes: '',
  includedParts: [],
  vendor: [],
  images: [],
  upc: '812526021234',
  inStock: true,
  railLength: '13"',
  color: ['Black', 'FDE'],
};

describe('the product page views of a group and its variant', () => {
  it("labels the breadcrumb's category as the filter does ('Hand Guards')", () => {
    expect(categoryLabel(group)).toBe('Hand Guards');
    expect(categoryLabel({ mainCategory: 'unknown', category: 'Widgets' })).toBe('Widgets');
  });

  it("shows the variant's pictures, else the group's", () => {
    expect(detailImages(group, variant)).toEqual(group.images);
    expect(detailImages(group, { images: ['/x.svg'] })).toEqual(['/x.svg']);
    expect(detailImages(group, undefined)).toEqual(group.images);
  });

  it('saves the variant with its group record, valid for the saved-parts API', () => {
    const part = savedProductPart(group, variant);
    expect(savedPartSchema.safeParse(part).success).toBe(true);
    expect(part.name).toBe('MCMR Handguard, 13"');
    expect(part.details).toMatchObject({
      product: { _id: 'bcm-mcmr-13', upc: '812526021234', name: 'MCMR Handguard, 13"' },
      groupData: { _id: group._id, partName: group.partName, mainCategory: 'handguards' },
    });
    expect(part.details).not.toHaveProperty('savedAt');
    // the group record keeps the product record's own fields only
    expect(groupRecord(group)).not.toHaveProperty('description');
    // the duplicate check finds it by _id and by upc
    expect(isAlreadySaved([part], savedProductPart(group, variant))).toBe(true);
    const sameUpc = savedProductPart(group, { ...variant, _id: 'other' });
    expect(isAlreadySaved([part], sameUpc)).toBe(true);
  });
});
