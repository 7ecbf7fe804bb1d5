import { describe, expect, it } from 'vitest';
import { catalogListQuerySchema, type CatalogListQuery } from '../../../shared/catalog/schema.ts';
import { planList } from '../../lib/list-query.ts';
import { catalogListing, searchQuery } from './listing.ts';

const listShape = (query: CatalogListQuery) =>
  planList(catalogListing, query, { sort: 'popularity', page: 1, pageSize: 20 });

describe('catalogue listing', () => {
  it('turns search text into a prefix tsquery of safe words', () => {
    expect(searchQuery('Aero  M-LOK')).toBe('aero:* & m:* & lok:*');
    expect(searchQuery('5.56 1/2x28')).toBe('5.56:* & 1/2x28:*');
    expect(searchQuery(".223 'wylde'")).toBe('223:* & wylde:*');
    expect(searchQuery("&|!:*()'")).toBeUndefined();
    expect(searchQuery(undefined)).toBeUndefined();
    expect(searchQuery('a b c d e f g h i j k l')?.split(' & ')).toHaveLength(10);
  });

  it('gives the same shape to queries that differ only in values, so statements are reused', () => {
    const shape = (q: Record<string, string>) => listShape(catalogListQuerySchema.parse(q));
    const a = shape({ category: 'Barrels', caliber: '5.56 NATO', q: 'aero' });
    const b = shape({ category: 'Grips,Stocks', caliber: '.308', q: 'magpul' });
    expect(a.shape).toBe('mains,calibers,q');
    expect(b.shape).toBe(a.shape);
    expect(a.params).toEqual({ mains: ['barrels'], calibers: ['556'], q: 'aero:*' });
    expect(b.params).toEqual({ mains: ['grips', 'stocks'], calibers: ['308'], q: 'magpul:*' });
    expect(shape({}).shape).toBe('');
    expect(shape({}).where).toBeUndefined();
  });

  it('maps every filter to its parameter', () => {
    const shape = listShape(
      catalogListQuerySchema.parse({
        subPart: 'bcg',
        brand: 'Magpul',
        priceMin: '10',
        priceMax: '20',
        inStock: 'false',
        platform: 'AR10',
      }),
    );
    expect(shape.params).toEqual({
      subPart: 'Bolt Carrier Group',
      brands: ['magpul'],
      priceMin: 10,
      priceMax: 20,
      inStock: false,
      platform: 'AR10',
    });
  });
});
