import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { caliberSelectionKey } from '../../../shared/catalog/calibers.ts';
import type { CatalogListQuery, CatalogSort } from '../../../shared/catalog/schema.ts';
import type { CatalogSpecs } from '../../../shared/catalog/specs.ts';
import { catalogSubPart, mainCategoryForCategory } from '../../../shared/catalog/types.ts';
import type { CompatSpecs } from '../../../shared/compat/keys.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogGroups as g,
  catalogMerchants,
  catalogOffers,
  catalogVariants,
} from '../../db/schema.ts';

// The catalogue's SQL (ADR 019). Every query is a prepared statement, built once per shape (which
// filters are present, which sort) and per database handle: a request only binds parameters, so
// neither the server nor PostgreSQL builds or plans the same SQL again and again.

/** A snapshot of a list's order holds at most this many ids (service.ts). */
export const SNAPSHOT_MAX_IDS = 50_000;

/** The group columns answers need (never the tsvector). */
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
  description: g.description,
  fromPrice: g.fromPrice,
  inStock: g.inStock,
  variantCount: g.variantCount,
  popularity: g.popularity,
};

/** Sort orders written exactly as the indexes of schema.ts, so each is an index scan. */
const byName = [asc(g.nameKey), asc(g.id)];
const ORDER: Record<CatalogSort, SQL[]> = {
  popularity: [sql`${g.popularity} desc nulls last`, ...byName],
  price: [sql`${g.fromPrice} asc nulls last`, ...byName],
  '-price': [sql`${g.fromPrice} desc nulls last`, ...byName],
  name: byName,
};

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

const p = (name: string) => sql.placeholder(name);

/** Each filter: its condition (with placeholders) and its parameter from the query, if given. */
const FILTERS: { name: string; condition: SQL; value: (q: CatalogListQuery) => unknown }[] = [
  {
    // spec §4: selected categories → main categories
    name: 'mains',
    condition: sql`${g.mainCategory} = any(${p('mains')}::text[])`,
    value: (q) => q.category?.map((c) => mainCategoryForCategory(c)).filter(Boolean),
  },
  {
    // decision D17
    name: 'subPart',
    condition: sql`${g.subPart} = ${p('subPart')}::text`,
    value: (q) => (q.subPart ? catalogSubPart(q.subPart) : undefined),
  },
  {
    // decision D26: variant calibre or caliber compatibility
    name: 'calibers',
    condition: sql`${g.calibers} && ${p('calibers')}::text[]`,
    value: (q) => q.caliber?.map((c) => caliberSelectionKey(c)).filter(Boolean),
  },
  {
    name: 'brands',
    condition: sql`lower(${g.brand}) = any(${p('brands')}::text[])`,
    value: (q) => q.brand?.map((b) => b.toLowerCase()),
  },
  {
    name: 'priceMin',
    condition: sql`${g.fromPrice} >= ${p('priceMin')}::numeric`,
    value: (q) => q.priceMin,
  },
  {
    name: 'priceMax',
    condition: sql`${g.fromPrice} <= ${p('priceMax')}::numeric`,
    value: (q) => q.priceMax,
  },
  {
    name: 'inStock',
    condition: sql`${g.inStock} = ${p('inStock')}::boolean`,
    value: (q) => q.inStock,
  },
  {
    name: 'platform',
    condition: sql`${g.platform} = ${p('platform')}::text`,
    value: (q) => q.platform,
  },
  {
    name: 'q',
    condition: sql`${g.search} @@ to_tsquery('simple', ${p('q')}::text)`,
    value: (q) => searchQuery(q.q),
  },
];

export interface ListShape {
  /** Which filters are present, e.g. 'mains,calibers' ('' for none). */
  key: string;
  where: SQL | undefined;
  params: Record<string, unknown>;
}

/** The filters a list query uses, as a reusable WHERE and its parameters. */
export function listShape(query: CatalogListQuery): ListShape {
  const names: string[] = [];
  const conditions: SQL[] = [];
  const params: Record<string, unknown> = {};
  for (const filter of FILTERS) {
    const value = filter.value(query);
    if (value === undefined || value === '') continue;
    names.push(filter.name);
    conditions.push(filter.condition);
    params[filter.name] = value;
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  return { key: names.join(','), where, params };
}

// ---------------------------------------------------------------------------------------------
// Prepared statements, one per shape and database handle.

const registry = new WeakMap<object, Map<string, unknown>>();
let sequence = 0;

function prepared<T>(db: Db, key: string, build: (name: string) => T): T {
  let statements = registry.get(db);
  if (!statements) registry.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    sequence += 1;
    statement = build(`catalog_${sequence}`);
    statements.set(key, statement);
  }
  return statement;
}

/** One page of groups in order: ids from the sort index, then those rows. */
export function pageStatement(db: Db, shape: ListShape, sort: CatalogSort) {
  return prepared(db, `page|${shape.key}|${sort}`, (name) =>
    db
      .select(groupColumns)
      .from(g)
      .where(
        inArray(
          g.id,
          db
            .select({ id: g.id })
            .from(g)
            .where(shape.where)
            .orderBy(...ORDER[sort])
            .limit(p('limit'))
            .offset(p('offset')),
        ),
      )
      .orderBy(...ORDER[sort])
      .prepare(name),
  );
}

export function countStatement(db: Db, shape: ListShape) {
  return prepared(db, `count|${shape.key}`, (name) =>
    db.select({ n: count() }).from(g).where(shape.where).prepare(name),
  );
}

/** The ordered ids of a list, for deep pages' snapshots. */
export function orderStatement(db: Db, shape: ListShape, sort: CatalogSort) {
  return prepared(db, `order|${shape.key}|${sort}`, (name) =>
    db
      .select({ id: g.id })
      .from(g)
      .where(shape.where)
      .orderBy(...ORDER[sort])
      .limit(SNAPSHOT_MAX_IDS)
      .prepare(name),
  );
}

export function groupsByIdsStatement(db: Db) {
  return prepared(db, 'groupsByIds', (name) =>
    db
      .select(groupColumns)
      .from(g)
      .where(sql`${g.id} = any(${p('ids')}::text[])`)
      .prepare(name),
  );
}

export function allGroupsStatement(db: Db) {
  return prepared(db, 'allGroups', (name) =>
    db
      .select(groupColumns)
      .from(g)
      .orderBy(...byName)
      .prepare(name),
  );
}

export function groupStatement(db: Db) {
  return prepared(db, 'group', (name) =>
    db
      .select(groupColumns)
      .from(g)
      .where(eq(g.id, p('id')))
      .prepare(name),
  );
}

/** An offer as the detail statement returns it (JSON built by the database). */
export interface OfferRow {
  merchantName: string;
  price: number;
  retailPrice: number | null;
  buyUrl: string;
  imageLarge: string | null;
  inStock: boolean;
  shipping: string;
  /** ISO 8601, UTC, milliseconds: as Date.toISOString() writes it. */
  updatedAt: string;
}

/** A variant as the detail statement returns it (JSON built by the database). */
export interface VariantRow {
  id: string;
  groupId: string;
  model: string;
  upc: string | null;
  mpn: string | null;
  retailPrice: number | null;
  notes: string;
  includedParts: string[];
  images: string[];
  caliber: string | null;
  caliberCompatibility: string[];
  specs: CatalogSpecs;
  /** Issue 9, ADR 060. */
  compat: CompatSpecs;
  price: number | null;
  inStock: boolean;
  offers: OfferRow[];
}

/**
 * A group with its variants, each variant with its offers (cheapest first, merchant names
 * joined), as one row: the database builds the variants' JSON, so a detail that misses the cache
 * is one statement.
 */
export function groupDetailStatement(db: Db) {
  return prepared(db, 'groupDetail', (name) =>
    db
      .select({
        ...groupColumns,
        variants: sql<VariantRow[]>`coalesce((
          select json_agg(json_build_object(
                   'id', v.id, 'groupId', v.group_id, 'model', v.model, 'upc', v.upc,
                   'mpn', v.mpn, 'retailPrice', v.retail_price, 'notes', v.notes,
                   'includedParts', v.included_parts, 'images', v.images, 'caliber', v.caliber,
                   'caliberCompatibility', v.caliber_compatibility, 'specs', v.specs,
                   'compat', v.compat,
                   'price', v.price, 'inStock', v.in_stock,
                   'offers', coalesce((
                     select json_agg(json_build_object(
                              'merchantName', m.name, 'price', o.price,
                              'retailPrice', o.retail_price, 'buyUrl', o.buy_url,
                              'imageLarge', o.image_large, 'inStock', o.in_stock,
                              'shipping', o.shipping,
                              'updatedAt', to_char(o.updated_at at time zone 'UTC',
                                                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                              order by o.price, m.name)
                       from ${catalogOffers} o
                       join ${catalogMerchants} m on m.id = o.merchant_id
                      where o.variant_id = v.id), '[]'::json))
                   order by v.position, v.id)
            from ${catalogVariants} v
           where v.group_id = "catalog_groups"."id"), '[]'::json)`,
      })
      .from(g)
      .where(eq(g.id, p('id')))
      .prepare(name),
  );
}
