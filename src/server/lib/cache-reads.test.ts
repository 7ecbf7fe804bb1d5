import { describe, expect, it } from 'vitest';
import { ttlCache } from '../modules/catalog/cache.ts';
import { cacheReads, countReads } from './cache-reads.ts';

describe('catalogue cache reads (for /metrics)', () => {
  it('counts the hits and misses of a named cache, answering as before', () => {
    const cache = countReads('test-reads', ttlCache<number>(1000, 10));
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cacheReads.get('test-reads')).toEqual({ hits: 2, misses: 2 });
  });

  it('adds the reads of every cache of one name together', () => {
    const one = countReads('test-shared', ttlCache<number>(1000, 10));
    const two = countReads('test-shared', ttlCache<number>(1000, 10));
    one.set('a', 1);
    one.get('a');
    two.get('a');
    expect(cacheReads.get('test-shared')).toEqual({ hits: 1, misses: 1 });
  });
});
