import { describe, expect, it } from 'vitest';
import { catalogCache, invalidateCatalogCache, ttlCache } from './cache.ts';

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  const time = { now: start };
  return { perf: { now: () => time.now }, at: (t: number) => (time.now = start + t) };
}

describe('catalogue cache', () => {
  it('answers an entry until it expires', () => {
    const { perf, at } = clock();
    const cache = ttlCache<number>(1000, 10, perf);
    cache.set('a', 1);
    at(999);
    expect(cache.get('a')).toBe(1);
    at(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an entry set with its own time to live that long', () => {
    const { perf, at } = clock();
    const cache = ttlCache<number>(1000, 10, perf);
    cache.set('short', 1, { ttl: 100 });
    cache.set('long', 2);
    at(101);
    expect([cache.get('short'), cache.get('long')]).toEqual([undefined, 2]);
  });

  it('drops the oldest entry when full', () => {
    const cache = ttlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps one cache per database handle and clears it on a write', () => {
    const one = {};
    const two = {};
    catalogCache(one).totals.set('k', 5);
    catalogCache(one).variants.set('g', []);
    catalogCache(one).orders.set('o', ['x']);
    catalogCache(one).arranged.set('c', ['y']);
    expect(catalogCache(two).totals.get('k')).toBeUndefined();
    invalidateCatalogCache(one);
    expect(catalogCache(one).totals.get('k')).toBeUndefined();
    expect(catalogCache(one).variants.get('g')).toBeUndefined();
    expect(catalogCache(one).orders.get('o')).toBeUndefined();
    expect(catalogCache(one).arranged.get('c')).toBeUndefined();
  });
});
