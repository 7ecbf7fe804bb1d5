import { describe, expect, it } from 'vitest';
import { ammoMessages } from './messages.ts';
import { ammoListQuerySchema } from './schema.ts';

describe('ammo list query', () => {
  it('defaults to page 1 of 20, by price per round', () => {
    expect(ammoListQuerySchema.parse({})).toEqual({
      sort: 'pricePerRound',
      page: 1,
      pageSize: 20,
      caliber: undefined,
      bulletType: undefined,
      grain: undefined,
      priceRange: undefined,
    });
  });

  it('turns every spelling into keys, once each', () => {
    const q = ammoListQuerySchema.parse({
      caliber: '5.56 NATO,556,.223',
      bulletType: ['soft point', 'fmj'],
      grain: 'Under 50gr,150-plus',
      priceRange: '$50 - $100',
      inStock: '1',
    });
    expect(q).toMatchObject({
      caliber: ['556', '223'],
      bulletType: ['Soft Point', 'FMJ'],
      grain: ['under-50', '150-plus'],
      priceRange: ['50-100'],
      inStock: true,
    });
  });

  it('names the parameter of an unknown value', () => {
    const result = ammoListQuerySchema.safeParse({ caliber: 'high-price-test', grain: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['caliber', ammoMessages.unknownCaliber('high-price-test')],
      ['grain', ammoMessages.unknownGrain('x')],
    ]);
  });
});
