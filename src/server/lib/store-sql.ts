import { sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { IndexColumn, PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { insertInBatches } from '../db/seed/batch.ts';

// Small SQL pieces the stores' bulk writes share.

/** `set` for an upsert: every given column takes the inserted row's value. */
export function excludedSet<T extends PgTable>(table: T, columns: (keyof T & string)[]) {
  const set: Record<string, SQL> = {};
  for (const key of columns) {
    const column = table[key] as unknown as PgColumn;
    // The schema leaves names to `casing: 'snake_case'`, so the SQL name is derived the same way.
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql.raw(`excluded."${name}"`);
  }
  return set;
}

/** `in (…ids)` as one jsonb parameter: the same with node-postgres and PGlite, any length. */
export function idSet(ids: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/** How rows of a table are upserted: the conflict key, the columns a new row updates, and more. */
export interface Upsert<T extends PgTable> {
  table: T;
  key: IndexColumn | IndexColumn[];
  /** Columns that take the new row's value when the key exists. */
  update: readonly (keyof T & string)[];
  /** Other columns' values on update (say `updatedAt: now()`, or keeping a known value). */
  also?: Record<string, SQL>;
}

/** Inserts rows in batches of 1,000 as `upsert` says. Answers how many rows were handed over. */
export async function upsertInBatches<T extends PgTable>(
  db: Db,
  upsert: Upsert<T>,
  rows: readonly InferInsertModel<T>[],
): Promise<number> {
  const { table, key: target, update, also } = upsert;
  // Column names are checked by `update`; the set's values are SQL, which any column takes.
  const set = { ...excludedSet(table, [...update]), ...also } as PgUpdateSetSource<T>;
  return insertInBatches(rows, (batch) =>
    db.insert(table).values(batch).onConflictDoUpdate({ target, set }),
  );
}

/** `{ [key]: iso }` when the time is known, else nothing: for spreading into an answer. */
export function optionalTime<K extends string>(
  key: K,
  value: Date | string | null | undefined,
): { [P in K]?: string } {
  const iso = isoTime(value);
  return (iso === undefined ? {} : { [key]: iso }) as { [P in K]?: string };
}

/** A timestamp column's value as ISO 8601 (drivers give a Date; raw SQL may give text). */
export function isoTime(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** How long an offer stays fresh after a feed run last saw it (OFFER_STALE_DAYS; set at start). */
let offerStaleMs = 7 * 86_400_000;

export function setOfferStaleMs(ms: number): void {
  offerStaleMs = ms;
}

export function getOfferStaleMs(): number {
  return offerStaleMs;
}

/**
 * The offer row aliased `o` is fresh: still listed (not gone) and seen by a feed within the stale
 * period. Only fresh offers give a 'from' price or make a product in stock.
 */
export function freshOffer(): SQL {
  return sql`(o.gone_at is null and o.checked_at >= now() - make_interval(secs => ${offerStaleMs / 1000}))`;
}

/**
 * The offer row aliased `o` is stale: gone from its feed, or not seen by a feed within the stale
 * period. Shown so beside the offer.
 */
export function staleOffer(): SQL {
  return sql.raw(
    `(o.gone_at is not null or o.checked_at < now() - make_interval(secs => ${offerStaleMs / 1000}))`,
  );
}

/** The offer row aliased `o` is buyable: in stock and fresh. Such offers are ranked first. */
export function buyableOffer(): SQL {
  return sql`(o.in_stock and not ${staleOffer()})`;
}

/**
 * The JSON fields of an offer (aliased `o`) that landed cost needs: its merchant's id, the offer's
 * own shipping price (null: the merchant's rule applies) and the merchant's (aliased `m`) rule.
 */
export function offerShippingJson(): SQL {
  return sql.raw(`'merchantId', m.id, 'shippingPrice', o.shipping_price,
                  'shippingRule', json_build_object('flat', m.shipping_flat,
                    'perItem', m.shipping_per_item, 'freeOver', m.shipping_free_over)`);
}

/** A timestamp column (raw SQL name, e.g. `o.checked_at`) as JSON text, as toISOString writes it. */
export function isoJson(column: string): SQL {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/**
 * Per item of `items` (its rows aliased `i`; `scope` may narrow them, say `where i.id in …`): its
 * shown price (the cheapest fresh offer in stock, else the cheapest fresh offer: never an
 * out-of-stock price while one in stock exists), when that offer was last checked, whether any
 * fresh offer is in stock, and how many listed offers it has, from `offers` whose `itemColumn`
 * names the item. One row per item, offers or not.
 */
export function offerSummary(items: string, offers: string, itemColumn: string, scope: SQL): SQL {
  const key = sql.raw(`o.${itemColumn}`);
  const fresh = freshOffer();
  return sql`
    select i.id,
           coalesce(min(o.price) filter (where ${buyableOffer()}),
                    min(o.price) filter (where ${fresh})) as price,
           (array_agg(o.checked_at order by o.in_stock desc, o.price, o.checked_at desc)
              filter (where ${fresh}))[1] as price_checked_at,
           coalesce(bool_or(${buyableOffer()}), false) as in_stock,
           (count(${key}) filter (where o.gone_at is null))::int as offer_count
      from ${sql.raw(items)} i
      left join ${sql.raw(offers)} o on ${key} = i.id
      ${scope}
     group by i.id`;
}

/** The rows a raw statement answers, typed by the caller. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
