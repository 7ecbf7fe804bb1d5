import { count, eq } from 'drizzle-orm';
import type { CatalogBrand, CatalogBrandsQuery } from '../../../shared/catalog/brands.ts';
import type { Db } from '../../db/client.ts';
import { countReads } from '../../lib/cache-reads.ts';
import { onChange } from '../../lib/change-bus.ts';
import { catalogGroups as g } from '../../db/schema.ts';
import type { LRUCache } from 'lru-cache';
import { CACHE_TTL_MS, ttlCache } from './cache.ts';

// GET /catalog/brands (ADR 025): the brands the product list's Brand filter offers. One GROUP BY
// over the groups (the brand index), kept per database handle until a catalogue write (here or on
// another server copy, through the change bus) or CACHE_TTL_MS at most (ADR 019).

const caches = new WeakMap<object, LRUCache<string, CatalogBrand[]>>();

function cacheOf(db: Db): LRUCache<string, CatalogBrand[]> {
  let cache = caches.get(db);
  if (!cache) {
    const created = countReads('brands', ttlCache<CatalogBrand[]>(CACHE_TTL_MS, 10));
    caches.set(db, (cache = created));
    onChange(db, 'catalog', () => created.clear());
  }
  return cache;
}

/** Ignoring case, then as spelled: the same order on PGlite and PostgreSQL (no collation). */
function byName(a: CatalogBrand, b: CatalogBrand): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Every brand with its number of groups, by name; only one platform's when asked. */
export async function listBrands(db: Db, query: CatalogBrandsQuery): Promise<CatalogBrand[]> {
  const key = query.platform ?? '*';
  const cache = cacheOf(db);
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = await db
    .select({ name: g.brand, count: count() })
    .from(g)
    .where(query.platform ? eq(g.platform, query.platform) : undefined)
    .groupBy(g.brand);
  const brands = rows.map((r) => ({ name: r.name, count: Number(r.count) })).sort(byName);
  cache.set(key, brands);
  return brands;
}
