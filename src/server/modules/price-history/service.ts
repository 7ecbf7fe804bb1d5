import { sql } from 'drizzle-orm';
import type {
  PriceHistoryDays,
  PriceHistoryResponse,
  PriceSeries,
} from '../../../shared/prices/history.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getOfferStaleMs } from '../../lib/store-sql.ts';

// Price history of a catalogue variant or an ammunition product, per merchant: the rows written
// whenever an offer's price or stock changed. Over the last `days` days, the rows of the window
// plus the last row before it (the price the window starts with, moved to the window's start);
// with 'all', every row at the time it was recorded. An offer no feed has seen for the stale
// period (ADR 087) writes no row, yet stops counting as in stock: its series ends out of stock
// from the moment it went stale.

interface HistoryRow {
  merchantId: string;
  merchantName: string;
  isDemo: boolean;
  at: Date | string;
  price: string | number;
  inStock: boolean;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export async function priceHistory(
  db: Db,
  kind: 'variant' | 'ammo',
  id: string,
  days: PriceHistoryDays,
  now = new Date(),
): Promise<PriceHistoryResponse> {
  const table = kind === 'variant' ? 'catalog_variants' : 'ammunition';
  const column = sql.raw(kind === 'variant' ? 'variant_id' : 'ammo_id');
  const exists: unknown = await db.execute(
    sql`select 1 from ${sql.raw(table)} where id = ${id} limit 1`,
  );
  if (!(exists as { rows: unknown[] }).rows.length)
    throw new AppError(
      'not_found',
      kind === 'variant' ? `No variant ${id}` : `No ammunition product ${id}`,
    );
  const windowStart = days === 'all' ? undefined : new Date(now.getTime() - days * 86_400_000);
  // Rows recorded in the same instant keep the order they were written in (their id).
  const result: unknown = await db.execute(
    windowStart
      ? sql`
    with window_rows as (
      select h.id, h.merchant_id, h.recorded_at, h.price, h.in_stock
        from price_history h
       where h.${column} = ${id} and h.recorded_at >= ${windowStart.toISOString()}
    ), opening as (
      select distinct on (h.merchant_id) h.id, h.merchant_id, h.recorded_at, h.price, h.in_stock
        from price_history h
       where h.${column} = ${id} and h.recorded_at < ${windowStart.toISOString()}
       order by h.merchant_id, h.recorded_at desc, h.id desc
    )
    select r.merchant_id as "merchantId", m.name as "merchantName", m.is_demo as "isDemo",
           greatest(r.recorded_at, ${windowStart.toISOString()}::timestamptz) as at, r.price,
           r.in_stock as "inStock"
      from (select * from opening union all select * from window_rows) r
      join catalog_merchants m on m.id = r.merchant_id
     order by m.name, r.merchant_id, at, r.id`
      : sql`
    select h.merchant_id as "merchantId", m.name as "merchantName", m.is_demo as "isDemo",
           h.recorded_at as at, h.price, h.in_stock as "inStock"
      from price_history h
      join catalog_merchants m on m.id = h.merchant_id
     where h.${column} = ${id}
     order by m.name, h.merchant_id, h.recorded_at, h.id`,
  );
  const staleFrom = await staleSince(db, kind, id, now);
  const series = new Map<string, PriceSeries>();
  let first: string | undefined;
  for (const row of (result as { rows: HistoryRow[] }).rows) {
    let s = series.get(row.merchantId);
    if (!s) {
      s = {
        merchantId: row.merchantId,
        merchantName: row.merchantName,
        isDemo: row.isDemo,
        points: [],
      };
      series.set(row.merchantId, s);
    }
    const at = iso(row.at);
    if (first === undefined || at < first) first = at;
    s.points.push({ at, price: Number(row.price), inStock: row.inStock });
  }
  for (const s of series.values()) {
    const last = s.points[s.points.length - 1]!;
    const since = staleFrom.get(s.merchantId);
    if (!since || !last.inStock) continue;
    const at = new Date(Math.max(since.getTime(), windowStart?.getTime() ?? 0)).toISOString();
    if (at >= last.at) s.points.push({ at, price: last.price, inStock: false });
  }
  return {
    id,
    days,
    from: windowStart?.toISOString() ?? first ?? now.toISOString(),
    to: now.toISOString(),
    series: [...series.values()],
  };
}

/**
 * When each merchant's offer of the item went stale, for merchants whose every listed offer of it
 * is stale now: the last time a feed saw one, plus the stale period.
 */
async function staleSince(
  db: Db,
  kind: 'variant' | 'ammo',
  id: string,
  now: Date,
): Promise<Map<string, Date>> {
  const staleMs = getOfferStaleMs();
  const offers = sql.raw(kind === 'variant' ? 'catalog_offers' : 'ammo_offers');
  const column = sql.raw(kind === 'variant' ? 'variant_id' : 'ammo_id');
  const result: unknown = await db.execute(sql`
    select merchant_id as "merchantId", max(checked_at) as "checkedAt"
      from ${offers}
     where ${column} = ${id} and gone_at is null
     group by merchant_id
    having max(checked_at) < ${new Date(now.getTime() - staleMs).toISOString()}`);
  const rows = (result as { rows: { merchantId: string; checkedAt: Date | string }[] }).rows;
  return new Map(
    rows.map((r) => [r.merchantId, new Date(new Date(r.checkedAt).getTime() + staleMs)]),
  );
}
