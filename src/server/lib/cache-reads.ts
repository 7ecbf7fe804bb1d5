import type { LRUCache } from 'lru-cache';

// How often in-process caches answer: the catalogue's caches count their reads here and /metrics
// shows the counts (lib/metrics.ts).

/** Reads of each named cache that found an entry, and that did not, since the process started. */
export const cacheReads = new Map<string, { hits: number; misses: number }>();

/**
 * Counts the hits and misses of `cache.get` under `name` (every cache of one name together) and
 * answers the same cache. One closure call more per read.
 */
export function countReads<V extends NonNullable<unknown>>(
  name: string,
  cache: LRUCache<string, V>,
): LRUCache<string, V> {
  let reads = cacheReads.get(name);
  if (!reads) cacheReads.set(name, (reads = { hits: 0, misses: 0 }));
  const counts = reads;
  const get = cache.get.bind(cache);
  cache.get = (key, options) => {
    const value = get(key, options);
    if (value === undefined) counts.misses++;
    else counts.hits++;
    return value;
  };
  return cache;
}
