import { count, inArray, sql, type InferColumnsDataTypes, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { param, type ListFilter } from './list-filters.ts';
import { preparedStatement } from './prepared-statements.ts';

// The list kit: every product list (the catalogue, the ammunition, any list added later) is a
// LISTING DEFINITION — its table, the columns its answers need, its filters and its sorts
// (written with list-filters.ts) — and a list request flows one way through it:
//
//   parse (the route's zod schema) → plan (planList: which filters, which statement, cache keys)
//   → execute (executeList: the reads the plan names, nothing else) → shape (the module maps rows
//   to its answer; listPage adds the paging fields).
//
// Every statement is prepared once per shape (which filters are present, which sort) and database
// handle, so a request only binds parameters; the same SQL runs on PGlite and PostgreSQL.

type ListColumns = { id: PgColumn } & Record<string, PgColumn>;
/** A row as a list statement returns it. */
export type ListRow<C extends ListColumns> = InferColumnsDataTypes<C> & { id: string };

/** The reads a listing may keep between requests (only its own writes need to clear them). */
export interface ListCache {
  /** The total of a set of filters. */
  totals: LRUCache<string, number>;
  /** The ordered ids of a set of filters and a sort. */
  orders: LRUCache<string, string[]>;
  /** Ordered ids after a module's arrangement step (for instance fitting parts first). */
  arranged: LRUCache<string, string[]>;
}

/**
 * When a page takes its ids from a snapshot of the whole order (read once, cached) rather than
 * from the sort index: deep pages then cost what page 1 does.
 */
export interface SnapshotPolicy<S extends string> {
  /** A snapshot holds at most this many ids; pages beyond are read through the index. */
  maxIds: number;
  useFor(sort: S, offset: number): boolean;
  /** How long a snapshot of this sort is kept, when not the cache's default. */
  ttlMs?(sort: S): number | undefined;
}

export interface ListingDefinition<Q, S extends string, C extends ListColumns> {
  /** Prefix of its statements' keys: 'catalog', 'ammo'. */
  name: string;
  table: PgTable;
  /** The columns its answers need (never a search vector); `id` identifies a row. */
  columns: C;
  /** In a fixed order: the order makes the shape key. */
  filters: readonly ListFilter<Q>[];
  /** Each sort's ORDER BY, written exactly as an index so each is an index scan. */
  orders: Readonly<Record<S, readonly SQL[]>>;
  snapshot?: SnapshotPolicy<S>;
  /** Without a cache every request counts and orders afresh. */
  cache?: (db: object) => ListCache;
}

/** The paging part of a parsed list query. */
export interface ListWindow<S extends string> {
  sort: S;
  page: number;
  pageSize: number;
}

/** How the page's rows are read. */
export type ListRead =
  /** ids from the sort index (an index-only scan), then those rows; the total counted. */
  | 'index'
  /** ids sliced from a snapshot of the whole order, then those rows. */
  | 'snapshot'
  /** ids sliced from the snapshot after the module's arrangement step; the total is its length. */
  | 'arranged';

export interface ListPlan<S extends string> {
  /** Which filters are present, e.g. 'mains,calibers' ('' for none). */
  shape: string;
  where: SQL | undefined;
  params: Record<string, unknown>;
  sort: S;
  offset: number;
  limit: number;
  read: ListRead;
  /** Cache keys: of the filtered set (its total), of its order, and of the arranged order. */
  keys: { total: string; order: string; arranged?: string };
}

const DEFAULT_MAX_IDS = 50_000;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Plans one list request: the filters present as a reusable WHERE and its parameters, the page
 * window, how the rows are read and the cache keys. Pure: no database, no clock. `arrange`
 * names a module's arrangement step (its key is part of the arranged order's cache key).
 */
export function planList<Q, S extends string, C extends ListColumns>(
  definition: ListingDefinition<Q, S, C>,
  query: Q,
  window: ListWindow<S>,
  arrange?: { key: string },
): ListPlan<S> {
  const names: string[] = [];
  const conditions: SQL[] = [];
  const params: Record<string, unknown> = {};
  for (const filter of definition.filters) {
    const value = filter.value(query);
    if (isEmpty(value)) continue;
    names.push(filter.name);
    conditions.push(filter.condition);
    params[filter.name] = value;
  }
  const shape = names.join(',');
  const offset = (window.page - 1) * window.pageSize;
  const total = `${shape}|${JSON.stringify(params)}`;
  const order = `${total}|${window.sort}`;
  const snapshot = definition.snapshot;
  const read: ListRead = arrange
    ? 'arranged'
    : snapshot && offset < snapshot.maxIds && snapshot.useFor(window.sort, offset)
      ? 'snapshot'
      : 'index';
  return {
    shape,
    where: conditions.length ? sql.join(conditions, sql` and `) : undefined,
    params,
    sort: window.sort,
    offset,
    limit: window.pageSize,
    read,
    keys: { total, order, ...(arrange && { arranged: `${order}|${arrange.key}` }) },
  };
}

/** The module's arrangement of the whole order, for plans that read 'arranged'. */
export type ArrangeStep = (ordered: readonly string[]) => Promise<string[]> | string[];

/**
 * Runs a plan: exactly the reads it names, the independent ones at once, cached reads from the
 * listing's cache. Answers the page's rows in order and the total.
 */
export async function executeList<Q, S extends string, C extends ListColumns>(
  db: Db,
  definition: ListingDefinition<Q, S, C>,
  plan: ListPlan<S>,
  arrange?: ArrangeStep,
): Promise<{ rows: ListRow<C>[]; total: number }> {
  const statements = listStatements(db, definition, plan);
  const cache = definition.cache?.(db);
  if (plan.read === 'index') {
    const [rows, total] = await Promise.all([
      statements.page().execute({ ...plan.params, limit: plan.limit, offset: plan.offset }),
      countOf(statements, plan, cache),
    ]);
    return { rows: rows as ListRow<C>[], total };
  }
  const maxIds = definition.snapshot?.maxIds ?? DEFAULT_MAX_IDS;
  let ids: string[];
  let total: number | Promise<number>;
  if (plan.read === 'arranged') {
    const key = plan.keys.arranged ?? plan.keys.order;
    const cached = cache?.arranged.get(key);
    ids = cached ?? (await (arrange ?? ((o) => [...o]))(await orderedIds(statements, plan, cache)));
    if (!cached) cache?.arranged.set(key, ids);
    total = ids.length;
  } else {
    ids = await orderedIds(statements, plan, cache);
    total = ids.length < maxIds ? ids.length : countOf(statements, plan, cache);
  }
  const pageIds = ids.slice(plan.offset, plan.offset + plan.limit);
  const [rows, counted] = await Promise.all([
    pageIds.length ? statements.byIds().execute({ ids: pageIds }) : [],
    total,
  ]);
  const position = new Map(pageIds.map((id, i) => [id, i]));
  const ordered = (rows as ListRow<C>[]).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows: ordered, total: counted };
}

/** A list's answer: the page's items, the total, and the page asked for. */
export function listPage<T, S extends string>(
  items: T[],
  total: number,
  window: ListWindow<S>,
): { items: T[]; total: number; page: number; pageSize: number } {
  return { items, total, page: window.page, pageSize: window.pageSize };
}

type ListStatements = ReturnType<typeof listStatements>;

/** The total of the plan's filters: from the cache when there, else counted (and kept). */
function countOf(
  statements: ListStatements,
  plan: ListPlan<string>,
  cache: ListCache | undefined,
): number | Promise<number> {
  const cached = cache?.totals.get(plan.keys.total);
  if (cached !== undefined) return cached;
  return statements
    .count()
    .execute(plan.params)
    .then(([row]) => {
      const n = row?.n ?? 0;
      cache?.totals.set(plan.keys.total, n);
      return n;
    });
}

/** The ordered ids of the plan's filters and sort: from the cache when there, else read. */
async function orderedIds(
  statements: ListStatements,
  plan: ListPlan<string>,
  cache: ListCache | undefined,
): Promise<string[]> {
  const cached = cache?.orders.get(plan.keys.order);
  if (cached) return cached;
  const ids = (await statements.order().execute(plan.params)).map((r) => r.id as string);
  cache?.orders.set(plan.keys.order, ids, { ttl: statements.orderTtl() });
  return ids;
}

/** The four statements of a plan's shape, each prepared on first use. */
function listStatements<Q, S extends string, C extends ListColumns>(
  db: Db,
  definition: ListingDefinition<Q, S, C>,
  plan: ListPlan<S>,
) {
  const { name, table, orders, snapshot } = definition;
  // Typed loosely here: the rows are typed by ListRow<C> where they leave executeList.
  const columns: ListColumns = definition.columns;
  const order = orders[plan.sort];
  const key = (kind: string) => `${name}:${kind}|${plan.shape}|${plan.sort}`;
  return {
    /** One page in order: ids from the sort index, then those rows. */
    page: () =>
      preparedStatement(db, key('page'), (statement) =>
        db
          .select(columns)
          .from(table)
          .where(
            inArray(
              columns.id,
              db
                .select({ id: columns.id })
                .from(table)
                .where(plan.where)
                .orderBy(...order)
                .limit(param('limit'))
                .offset(param('offset')),
            ),
          )
          .orderBy(...order)
          .prepare(statement),
      ),
    count: () =>
      preparedStatement(db, `${name}:count|${plan.shape}`, (statement) =>
        db.select({ n: count() }).from(table).where(plan.where).prepare(statement),
      ),
    /** The ordered ids, for snapshots. */
    order: () =>
      preparedStatement(db, key('order'), (statement) =>
        db
          .select({ id: columns.id })
          .from(table)
          .where(plan.where)
          .orderBy(...order)
          .limit(snapshot?.maxIds ?? DEFAULT_MAX_IDS)
          .prepare(statement),
      ),
    byIds: () =>
      preparedStatement(db, `${name}:byIds`, (statement) =>
        db
          .select(columns)
          .from(table)
          .where(sql`${columns.id} = any(${param('ids')}::text[])`)
          .prepare(statement),
      ),
    orderTtl: () => snapshot?.ttlMs?.(plan.sort),
  };
}
