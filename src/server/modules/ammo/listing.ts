import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AmmoListQuery, AmmoSort } from '../../../shared/ammo/schema.ts';
import type { Db } from '../../db/client.ts';
import { ammoOffers, ammunition as a, catalogMerchants } from '../../db/schema.ts';

// The ammunition catalogue's SQL (ADR 032), built as the parts catalogue's (ADR 019): every query
// is a prepared statement, made once per shape (which filters are present, which sort) and
// database handle, so a request only binds parameters; every filter and sort has an index.

/** The columns answers need. */
export const ammoColumns = {
  id: a.id,
  name: a.name,
  brand: a.brand,
  caliber: a.caliber,
  grain: a.grain,
  bulletType: a.bulletType,
  roundCount: a.roundCount,
  casing: a.casing,
  platform: a.platform,
  upc: a.upc,
  description: a.description,
  images: a.images,
  price: a.price,
  pricePerRound: a.pricePerRound,
  inStock: a.inStock,
  offerCount: a.offerCount,
};

/** Sort orders written exactly as the indexes of schema.ts, so each is an index scan. */
const byName = [asc(a.nameKey), asc(a.id)];
const ORDER: Record<AmmoSort, SQL[]> = {
  pricePerRound: [sql`${a.pricePerRound} asc nulls last`, ...byName],
  price: [sql`${a.price} asc nulls last`, ...byName],
  '-price': [sql`${a.price} desc nulls last`, ...byName],
  name: byName,
};

const p = (name: string) => sql.placeholder(name);

/** Each filter: its condition (with placeholders) and its parameter from the query, if given. */
const FILTERS: { name: string; condition: SQL; value: (q: AmmoListQuery) => unknown }[] = [
  // spec §5: calibre keys (any spelling was normalised by the query schema)
  {
    name: 'calibers',
    condition: sql`${a.caliber} = any(${p('calibers')}::text[])`,
    value: (q) => q.caliber,
  },
  {
    name: 'bulletTypes',
    condition: sql`${a.bulletType} = any(${p('bulletTypes')}::text[])`,
    value: (q) => q.bulletType,
  },
  // spec §5 buckets: generated columns from the same edges (schema.ts bucketSql)
  {
    name: 'grains',
    condition: sql`${a.grainBucket} = any(${p('grains')}::text[])`,
    value: (q) => q.grain,
  },
  {
    name: 'prices',
    condition: sql`${a.priceBucket} = any(${p('prices')}::text[])`,
    value: (q) => q.priceRange,
  },
  {
    name: 'brands',
    condition: sql`lower(${a.brand}) = any(${p('brands')}::text[])`,
    value: (q) => q.brand?.map((b) => b.toLowerCase()),
  },
  {
    name: 'inStock',
    condition: sql`${a.inStock} = ${p('inStock')}::boolean`,
    value: (q) => q.inStock,
  },
];

export interface AmmoListShape {
  /** Which filters are present, e.g. 'calibers,grains' ('' for none). */
  key: string;
  where: SQL | undefined;
  params: Record<string, unknown>;
}

/** The filters a list query uses, as a reusable WHERE and its parameters. */
export function ammoListShape(query: AmmoListQuery): AmmoListShape {
  const names: string[] = [];
  const conditions: SQL[] = [];
  const params: Record<string, unknown> = {};
  for (const filter of FILTERS) {
    const value = filter.value(query);
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    names.push(filter.name);
    conditions.push(filter.condition);
    params[filter.name] = value;
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  return { key: names.join(','), where, params };
}

const registry = new WeakMap<object, Map<string, unknown>>();
let sequence = 0;

function prepared<T>(db: Db, key: string, build: (name: string) => T): T {
  let statements = registry.get(db);
  if (!statements) registry.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    sequence += 1;
    statement = build(`ammo_${sequence}`);
    statements.set(key, statement);
  }
  return statement;
}

/** One page in order: ids from the sort index, then those rows. */
export function ammoPageStatement(db: Db, shape: AmmoListShape, sort: AmmoSort) {
  return prepared(db, `page|${shape.key}|${sort}`, (name) =>
    db
      .select(ammoColumns)
      .from(a)
      .where(
        inArray(
          a.id,
          db
            .select({ id: a.id })
            .from(a)
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

export function ammoCountStatement(db: Db, shape: AmmoListShape) {
  return prepared(db, `count|${shape.key}`, (name) =>
    db.select({ n: count() }).from(a).where(shape.where).prepare(name),
  );
}

/** An offer as the detail statement returns it (JSON built by the database). */
export interface AmmoOfferRow {
  merchantName: string;
  price: number;
  inStock: boolean;
  shipping: string;
  buyUrl: string;
  /** ISO 8601, UTC, milliseconds: as Date.toISOString() writes it. */
  updatedAt: string;
}

/** One item with its offers (cheapest first, then by merchant name) as one row. */
export function ammoDetailStatement(db: Db) {
  return prepared(db, 'detail', (name) =>
    db
      .select({
        ...ammoColumns,
        offers: sql<AmmoOfferRow[]>`coalesce((
          select json_agg(json_build_object(
                   'merchantName', m.name, 'price', o.price, 'inStock', o.in_stock,
                   'shipping', o.shipping, 'buyUrl', o.buy_url,
                   'updatedAt', to_char(o.updated_at at time zone 'UTC',
                                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                   order by o.price, m.name, o.product_id)
            from ${ammoOffers} o
            join ${catalogMerchants} m on m.id = o.merchant_id
           where o.ammo_id = "ammunition"."id"), '[]'::json)`,
      })
      .from(a)
      .where(eq(a.id, p('id')))
      .prepare(name),
  );
}
