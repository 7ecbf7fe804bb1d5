// ADR 019: an in-process cache, per database, of catalogue reads that only a catalogue write
// changes — list totals, a group's variants with their offers, the order of price- and
// name-sorted lists — and a 10 s snapshot of the popularity order for deep pages. Popularity
// (decision D25) and everything else a group row carries are always read fresh. This process's
// writes (the store) clear it at once; other server copies see a catalogue import within
// CACHE_TTL_MS.

export const CACHE_TTL_MS = 30_000;
export const CACHE_MAX_ENTRIES = 1_000;
/** Deep popularity-sorted pages read a snapshot of the order at most this old. */
export const POPULAR_ORDER_TTL_MS = 10_000;
/** Order snapshots kept: at most this many lists of at most 50,000 ids (SNAPSHOT_MAX_IDS). */
export const ORDER_MAX_ENTRIES = 50;

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly maxEntries = CACHE_MAX_ENTRIES,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now(), ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Compatibility lists (issue 9, ADR 061) kept this long: a visitor pages through one build. */
export const COMPAT_LIST_TTL_MS = 10_000;
export const COMPAT_LIST_MAX_ENTRIES = 100;

/** The variants' compatibility signatures (compat-list.ts), kept across requests. */
export interface CompatIndexSlot {
  index?: Promise<unknown>;
  loadedAt: number;
  /** Bumped by every invalidation, so a load that started before a write is not kept. */
  generation: number;
  refreshing: boolean;
}

export interface CatalogCache {
  totals: TtlCache<number>;
  variants: TtlCache<unknown>;
  /** The ordered group ids of a filter and sort, for deep pages. */
  orders: TtlCache<string[]>;
  /** Issue 9: the signature index and the evaluated lists of recent builds. */
  compatIndex: CompatIndexSlot;
  compatLists: TtlCache<unknown>;
}

const caches = new WeakMap<object, CatalogCache>();

/** The cache of one database handle (each test server and each app has its own). */
export function catalogCache(db: object): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      totals: new TtlCache(),
      variants: new TtlCache(),
      orders: new TtlCache(CACHE_TTL_MS, ORDER_MAX_ENTRIES),
      compatIndex: { loadedAt: 0, generation: 0, refreshing: false },
      compatLists: new TtlCache(COMPAT_LIST_TTL_MS, COMPAT_LIST_MAX_ENTRIES),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** Called by every catalogue write of this process. */
export function invalidateCatalogCache(db: object): void {
  const cache = caches.get(db);
  cache?.totals.clear();
  cache?.variants.clear();
  cache?.orders.clear();
  cache?.compatLists.clear();
  if (cache) {
    cache.compatIndex.index = undefined;
    cache.compatIndex.generation += 1;
  }
}
