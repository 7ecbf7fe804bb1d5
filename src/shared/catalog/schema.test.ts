import { describe, expect, it } from 'vitest';
import { catalogMessages } from './messages.ts';
import { catalogListQuerySchema } from './schema.ts';

describe('catalogue list query', () => {
  it('defaults to popularity, page 1, 20 per page', () => {
    expect(catalogListQuerySchema.parse({})).toEqual({ sort: 'popularity', page: 1, pageSize: 20 });
  });

  it('reads query strings: numbers, flags and comma or repeated lists', () => {
    expect(
      catalogListQuerySchema.parse({
        category: 'Barrels, Hand Guards',
        brand: ['Magpul', 'Toolcraft,BCM'],
        caliber: '5.56 nato',
        priceMin: '10',
        priceMax: '99.5',
        inStock: 'true',
        page: '3',
        pageSize: '50',
        q: '  aero  ',
      }),
    ).toEqual({
      category: ['Barrels', 'Hand Guards'],
      brand: ['Magpul', 'Toolcraft', 'BCM'],
      caliber: ['5.56 nato'],
      priceMin: 10,
      priceMax: 99.5,
      inStock: true,
      page: 3,
      pageSize: 50,
      q: 'aero',
      sort: 'popularity',
    });
    expect(catalogListQuerySchema.parse({ inStock: '0' }).inStock).toBe(false);
  });

  it('names the parameter of each problem', () => {
    const res = catalogListQuerySchema.safeParse({
      pageSize: '500',
      category: 'Pistols',
      priceMin: '5',
      priceMax: '1',
    });
    expect(res.success).toBe(false);
    const byPath = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      pageSize: catalogMessages.pageSizeInvalid,
      category: catalogMessages.unknownCategory('Pistols'),
      priceMax: catalogMessages.priceRange,
    });
  });
});
