import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceHistory } from '../../db/schema.ts';
import { insertInBatches } from '../../db/seed/batch.ts';
import type { FeedOffer } from './normalise.ts';

// What a feed row does to the offer it becomes: nothing (the same price, stock, shipping, link and
// image as stored: only the time it was seen moves), a change, or a new offer. A price-history row
// is written when an offer is first seen and whenever its price or stock changes, never on an
// unchanged re-run.

/** An offer as stored, for comparing with the row that would replace it. */
export interface StoredOffer {
  /** The variant or ammunition product it is an offer for. */
  itemId: string;
  productId: string | null;
  price: number;
  inStock: boolean;
  shipping: string;
  shippingPrice: number | string | null;
  buyUrl: string;
  imageUrl: string | null;
  goneAt: Date | string | null;
  checkedAt: Date | string;
}

export type OfferChange = 'new' | 'changed' | 'unchanged';

export interface Compared {
  change: OfferChange;
  /** Price or stock differ from what is stored (or the offer is new, or back after being gone). */
  history: boolean;
  /** Stored but stale or gone: seeing it again changes the product's 'from' price and stock. */
  revived: boolean;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

export function compareOffer(
  stored: StoredOffer | undefined,
  offer: FeedOffer,
  itemId: string,
  staleBefore: Date,
): Compared {
  if (!stored) return { change: 'new', history: true, revived: false };
  const gone = stored.goneAt !== null;
  const revived = gone || time(stored.checkedAt) < staleBefore.getTime();
  const priceOrStock = Number(stored.price) !== offer.price || stored.inStock !== offer.inStock;
  const same =
    !gone &&
    !priceOrStock &&
    stored.itemId === itemId &&
    stored.productId === offer.productId &&
    stored.shipping === offer.shipping &&
    (stored.shippingPrice === null ? null : Number(stored.shippingPrice)) === offer.shippingPrice &&
    stored.buyUrl === offer.link &&
    (stored.imageUrl ?? undefined) === offer.imageUrl;
  return { change: same ? 'unchanged' : 'changed', history: priceOrStock || gone, revived };
}

export interface HistoryRow {
  merchantId: string;
  variantId?: string;
  ammoId?: string;
  price: number;
  inStock: boolean;
  recordedAt: Date;
}

export async function writeHistory(db: Db, rows: HistoryRow[]): Promise<number> {
  return insertInBatches(rows, (batch) => db.insert(priceHistory).values(batch));
}

/** Marks offers seen by this run without changing anything else. */
export async function touchOffers(
  db: Db,
  table: 'catalog_offers' | 'ammo_offers',
  merchantId: string,
  productIds: readonly string[],
  now: Date,
): Promise<void> {
  if (!productIds.length) return;
  await db.execute(sql`
    update ${sql.raw(table)} set checked_at = ${now.toISOString()}
     where merchant_id = ${merchantId}
       and product_id = any(array(select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)))`);
}

/**
 * A whole-catalogue feed: the merchant's offers this run did not see (checked before `runStart`)
 * are marked gone and out of stock, never deleted. Answers the items they belonged to and whether
 * the offer was in stock until now (then its stock changed: a history row).
 */
export async function markGone(
  db: Db,
  table: 'catalog_offers' | 'ammo_offers',
  merchantId: string,
  runStart: Date,
): Promise<{ itemId: string; price: number; wasInStock: boolean }[]> {
  const itemColumn = sql.raw(table === 'catalog_offers' ? 'variant_id' : 'ammo_id');
  // The row's key within the merchant's offers.
  const keyColumn = sql.raw(table === 'catalog_offers' ? 'variant_id' : 'product_id');
  const result: unknown = await db.execute(sql`
    update ${sql.raw(table)} as t
       set gone_at = ${runStart.toISOString()}, in_stock = false, updated_at = now()
      from (select ${keyColumn} as key, in_stock as was_in_stock
              from ${sql.raw(table)}
             where merchant_id = ${merchantId}
               and checked_at < ${runStart.toISOString()}
               and gone_at is null) as old
     where t.merchant_id = ${merchantId} and t.${keyColumn} = old.key
     returning t.${itemColumn} as "itemId", t.price, old.was_in_stock as "wasInStock"`);
  return (
    result as { rows: { itemId: string; price: string | number; wasInStock: boolean }[] }
  ).rows.map((r) => ({ itemId: r.itemId, price: Number(r.price), wasInStock: r.wasInStock }));
}
