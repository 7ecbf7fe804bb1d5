import { LRUCache, type Perf } from 'lru-cache';
import type { CatalogVariant } from '../../../shared/catalog/schema.ts';
import { onChange, publishChange } from '../../lib/change-bus.ts';
import { countReads } from '../../lib/cache-reads.ts';
import type { ListCache } from '../../lib/list-query.ts';
import type { Fit } from './compat-list.ts';

// ADR 019: an in-process cache, per database, of catalogue reads that only a catalogue write
// changes — list totals, a group's variants with their offers, the order of price- and
// name-sorted lists — and a 10 s snapshot of the popularity order for deep pages. Popularity (the
// count of saved builds and saved parts naming a group) and everything else a group row carries
// are always read fresh. A catalogue write clears it at once here and, through the change bus
// (lib/change-bus.ts), on the other server copies moments later; CACHE_TTL_MS is the last resort.

export const CACHE_TTL_MS = 30_000;
export const CACHE_MAX_ENTRIES = 1_000;
/** Deep popularity-sorted pages read a snapshot of the order at most this old. */
export const POPULAR_ORDER_TTL_MS = 10_000;
/** Order snapshots kept: at most this many lists of at most 50,000 ids (SNAPSHOT_MAX_IDS). */
export const ORDER_MAX_ENTRIES = 50;
/** Compatibility lists (ADR 061) kept this long: a visitor pages through one build. */
export const COMPAT_LIST_TTL_MS = 10_000;
export const COMPAT_LIST_MAX_ENTRIES = 100;

/**
 * A cache of at most `max` entries, each answered until `ttlMs` after it was set (or the `ttl` it
 * was set with); when full, the least recently used entry goes. `perf` is the clock (tests).
 */
export function ttlCache<V extends NonNullable<unknown>>(
  ttlMs = CACHE_TTL_MS,
  max = CACHE_MAX_ENTRIES,
  perf?: Perf,
): LRUCache<string, V> {
  return new LRUCache<string, V>({ max, ttl: ttlMs, ...(perf && { perf, ttlResolution: 0 }) });
}

/** The variants' compatibility signatures (compat-list.ts), kept across requests. */
export interface CompatIndexSlot {
  index?: Promise<unknown>;
  loadedAt: number;
  /** Bumped by every invalidation, so a load that started before a write is not kept. */
  generation: number;
  refreshing: boolean;
}

export interface CatalogCache extends ListCache {
  variants: LRUCache<string, CatalogVariant[]>;
  /** The signature index of the compatibility features. */
  compatIndex: CompatIndexSlot;
  /** The fit per group of recent builds. */
  fitters: LRUCache<string, (groupId: string) => Fit>;
}

const caches = new WeakMap<object, CatalogCache>();

/** The cache of one database handle (each test server and each app has its own). */
export function catalogCache(db: object): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      totals: countReads('totals', ttlCache()),
      variants: countReads('variants', ttlCache()),
      orders: countReads('orders', ttlCache(CACHE_TTL_MS, ORDER_MAX_ENTRIES)),
      arranged: countReads('arranged', ttlCache(COMPAT_LIST_TTL_MS, COMPAT_LIST_MAX_ENTRIES)),
      fitters: countReads('fitters', ttlCache(COMPAT_LIST_TTL_MS, COMPAT_LIST_MAX_ENTRIES)),
      compatIndex: { loadedAt: 0, generation: 0, refreshing: false },
    };
    caches.set(db, cache);
    onChange(db, 'catalog', () => clearCatalogCache(db));
  }
  return cache;
}

/** Called by every catalogue write: this process's caches at once, the other copies' soon. */
export function invalidateCatalogCache(db: object): void {
  publishChange(db, 'catalog');
}

function clearCatalogCache(db: object): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const entries of [cache.totals, cache.variants, cache.orders, cache.arranged, cache.fitters])
    entries.clear();
  cache.compatIndex.index = undefined;
  cache.compatIndex.generation += 1;
}
