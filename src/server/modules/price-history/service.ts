import { sql } from 'drizzle-orm';
import type { PriceHistoryResponse, PriceSeries } from '../../../shared/prices/history.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

// Price history of a catalogue variant or an ammunition product, per merchant, over the last
// `days` days: the rows written whenever an offer's price or stock changed, plus the last row
// before the window (the price the window starts with).

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
  days: number,
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
  const from = new Date(now.getTime() - days * 86_400_000);
  const result: unknown = await db.execute(sql`
    with window_rows as (
      select h.merchant_id, h.recorded_at, h.price, h.in_stock
        from price_history h
       where h.${column} = ${id} and h.recorded_at >= ${from.toISOString()}
    ), opening as (
      select distinct on (h.merchant_id) h.merchant_id, h.recorded_at, h.price, h.in_stock
        from price_history h
       where h.${column} = ${id} and h.recorded_at < ${from.toISOString()}
       order by h.merchant_id, h.recorded_at desc, h.id desc
    )
    select r.merchant_id as "merchantId", m.name as "merchantName", m.is_demo as "isDemo",
           greatest(r.recorded_at, ${from.toISOString()}::timestamptz) as at, r.price,
           r.in_stock as "inStock"
      from (select * from opening union all select * from window_rows) r
      join catalog_merchants m on m.id = r.merchant_id
     order by m.name, r.merchant_id, at`);
  const series = new Map<string, PriceSeries>();
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
    s.points.push({ at: iso(row.at), price: Number(row.price), inStock: row.inStock });
  }
  return { id, days, from: from.toISOString(), series: [...series.values()] };
}
