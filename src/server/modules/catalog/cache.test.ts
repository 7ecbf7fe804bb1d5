import { describe, expect, it } from 'vitest';
import { catalogCache, invalidateCatalogCache, TtlCache } from './cache.ts';

describe('catalogue cache', () => {
  it('answers an entry until it expires', () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });

  it('keeps one cache per database handle and clears it on a write', () => {
    const one = {};
    const two = {};
    catalogCache(one).totals.set('k', 5);
    catalogCache(one).variants.set('g', []);
    catalogCache(one).orders.set('o', ['x']);
    expect(catalogCache(two).totals.get('k')).toBeUndefined();
    invalidateCatalogCache(one);
    expect(catalogCache(one).totals.get('k')).toBeUndefined();
    expect(catalogCache(one).variants.get('g')).toBeUndefined();
    expect(catalogCache(one).orders.get('o')).toBeUndefined();
  });
});
