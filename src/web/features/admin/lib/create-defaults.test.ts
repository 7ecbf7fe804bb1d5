import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../../../shared/feeds/schemas.ts';
import { createDefaults, partNameOf, upcOfGtin } from './create-defaults.ts';

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  merchantId: 'acme',
  merchantName: 'Acme Arms',
  productId: 'P1',
  status: 'unmatched',
  title: 'Zeta Arms Featherweight 15 inch M-LOK Handguard',
  brand: 'Zeta Arms',
  gtin: '00012345678905',
  mpn: 'ZA-FW15',
  productType: null,
  link: 'https://acme.example/p/1',
  imageUrl: null,
  price: 189,
  inStock: true,
  shipping: 'Free shipping',
  firstSeenAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: '2026-01-01T00:00:00.000Z',
  matchMethod: null,
  variant: null,
  suggestion: { kind: 'part', type: 'ar15-handguards', confidence: 0.9 },
  candidates: [],
  ...overrides,
});

describe('the Create form pre-filled from a feed item', () => {
  it('takes the suggested type, the brand, the title without the brand, the UPC and part number', () => {
    expect(createDefaults(item())).toEqual({
      type: 'ar15-handguards',
      partName: 'Featherweight 15 inch M-LOK Handguard',
      brand: 'Zeta Arms',
      model: '',
      upc: '012345678905',
      mpn: 'ZA-FW15',
    });
  });

  it('falls back to the brand the classifier found, and leaves out what the item lacks', () => {
    expect(
      createDefaults(
        item({
          brand: null,
          gtin: null,
          mpn: null,
          suggestion: { kind: 'part', brand: 'Zeta Arms', confidence: 0.3 },
        }),
      ),
    ).toEqual({
      type: '',
      partName: 'Featherweight 15 inch M-LOK Handguard',
      brand: 'Zeta Arms',
      model: '',
      upc: '',
      mpn: '',
    });
  });

  it('gives a GTIN-14 as the shortest UPC or EAN it pads', () => {
    expect(upcOfGtin('00012345678905')).toBe('012345678905');
    expect(upcOfGtin('04006381333931')).toBe('4006381333931');
    expect(upcOfGtin('14006381333938')).toBe('14006381333938');
    expect(upcOfGtin('not digits')).toBe('');
    expect(partNameOf('Magpul MOE Grip', 'magpul')).toBe('MOE Grip');
    expect(partNameOf('MOE Grip by Magpul', 'Magpul')).toBe('MOE Grip by Magpul');
  });
});
