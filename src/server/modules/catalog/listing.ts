import { asc, sql } from 'drizzle-orm';
import { caliberSelectionKey } from '../../../shared/catalog/calibers.ts';
import type { CatalogListQuery } from '../../../shared/catalog/schema.ts';
import type { CatalogSort } from '../../../shared/catalog/list-options.ts';
import { catalogSubPart, mainCategoryForCategory } from '../../../shared/catalog/types.ts';
import { catalogGroups as g } from '../../db/schema.ts';
import {
  ascNullsLast,
  bound,
  descNullsLast,
  equalTo,
  oneOf,
  oneOfIgnoringCase,
  overlaps,
  param,
} from '../../lib/list-filters.ts';
import type { ListingDefinition, ListRow } from '../../lib/list-query.ts';
import { catalogCache, POPULAR_ORDER_TTL_MS } from './cache.ts';

// The catalogue list as a listing of the list kit (src/server/lib/list-query.ts, ADR 067): its
// table, columns, filters and sorts. Every filter and sort has an index (ADR 019).

/** A snapshot of a list's order holds at most this many ids. */
export const SNAPSHOT_MAX_IDS = 50_000;
/** Popularity-sorted pages starting this deep read the order from a snapshot (ADR 019). */
export const SNAPSHOT_FROM_OFFSET = 200;

/** The group columns answers need (never the search vector). */
export const groupColumns = {
  id: g.id,
  type: g.type,
  partName: g.partName,
  brand: g.brand,
  platform: g.platform,
  mainCategory: g.mainCategory,
  category: g.category,
  subcategory: g.subcategory,
  images: g.images,
  photoId: g.photoId,
  description: g.description,
  fromPrice: g.fromPrice,
  priceCheckedAt: g.priceCheckedAt,
  inStock: g.inStock,
  variantCount: g.variantCount,
  popularity: g.popularity,
};
export type GroupRow = ListRow<typeof groupColumns>;

/** Sort orders written exactly as the indexes of schema.ts, so each is an index scan. */
export const groupsByName = [asc(g.nameKey), asc(g.id)];

/**
 * The words of a search as a prefix tsquery: 'aero m-lok' → 'aero:* & m:* & lok:*'. Only letters,
 * digits, dots and slashes survive, so user text can never be tsquery syntax. Empty → undefined.
 */
export function searchQuery(q: string | undefined): string | undefined {
  const words = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}./]+/u)
    .map((w) => w.replace(/^[./]+|[./]+$/g, ''))
    .filter(Boolean)
    .slice(0, 10);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

const known = <T>(values: (T | undefined)[]): T[] => values.filter((v) => v !== undefined);

export const catalogListing: ListingDefinition<CatalogListQuery, CatalogSort, typeof groupColumns> =
  {
    name: 'catalog',
    table: g,
    columns: groupColumns,
    filters: [
      // the categories chosen, as their main categories
      oneOf(
        'mains',
        g.mainCategory,
        (q) => q.category && known(q.category.map(mainCategoryForCategory)),
      ),
      // the builder's sub-part the visitor came from
      equalTo('subPart', g.subPart, 'text', (q) =>
        q.subPart ? catalogSubPart(q.subPart) : undefined,
      ),
      // a group matches a calibre when one of its variants has it or is compatible with it
      overlaps(
        'calibers',
        g.calibers,
        (q) => q.caliber && known(q.caliber.map(caliberSelectionKey)),
      ),
      oneOfIgnoringCase('brands', g.brand, (q) => q.brand),
      bound('priceMin', g.fromPrice, 'min', (q) => q.priceMin),
      bound('priceMax', g.fromPrice, 'max', (q) => q.priceMax),
      equalTo('inStock', g.inStock, 'boolean', (q) => q.inStock),
      equalTo('platform', g.platform, 'text', (q) => q.platform),
      {
        name: 'q',
        condition: sql`${g.search} @@ to_tsquery('simple', ${param('q')}::text)`,
        value: (q) => searchQuery(q.q),
      },
    ],
    orders: {
      popularity: [descNullsLast(g.popularity), ...groupsByName],
      price: [ascNullsLast(g.fromPrice), ...groupsByName],
      '-price': [descNullsLast(g.fromPrice), ...groupsByName],
      name: groupsByName,
    },
    // Price and name orders change only with the catalogue, so any of their pages may come from a
    // snapshot; the popularity order changes with every saved build, so only deep pages do (the
    // first ten are exact) and its snapshot is kept 10 s.
    snapshot: {
      maxIds: SNAPSHOT_MAX_IDS,
      useFor: (sort, offset) => sort !== 'popularity' || offset >= SNAPSHOT_FROM_OFFSET,
      ttlMs: (sort) => (sort === 'popularity' ? POPULAR_ORDER_TTL_MS : undefined),
    },
    cache: catalogCache,
  };
