import { sql } from 'drizzle-orm';
import { BULLET_TYPES, type BulletType } from '../../../shared/ammo/bullet-types.ts';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import type { Db } from '../../db/client.ts';
import { ammoOffers, ammunition } from '../../db/schema.ts';
import { idSet, offerSummary, upsertInBatches, type Upsert } from '../../lib/store-sql.ts';
import {
  merchantOfferRow,
  upsertMerchants,
  type MerchantInput,
  type MerchantOfferInput,
} from '../catalog/store.ts';

// Writing the ammunition catalogue (ADR 032): the demo seed, the import and API test factories go
// through here, so the derived columns (lowest price, price per round, stock, offer count) are
// always kept. Merchants are the parts catalogue's (catalog_merchants).

export interface AmmoInput {
  id: string;
  name: string;
  brand: string;
  /** An ammo calibre key (src/shared/ammo/calibers.ts). */
  caliber: string;
  grain?: number;
  bulletType?: BulletType;
  roundCount: number;
  casing?: string;
  /** Defaults to the calibre's platform ('AR15', 'Handgun', …). */
  platform?: string;
  upc?: string;
  description?: string;
  images?: string[];
}

export interface AmmoOfferInput extends MerchantOfferInput {
  ammoId: string;
  /** The merchant's id of the listing; (merchantId, productId) is the offer's key. */
  productId: string;
}

export interface AmmoCatalogInput {
  merchants: MerchantInput[];
  items: AmmoInput[];
  offers: AmmoOfferInput[];
}

/** Why an item cannot be stored, if it cannot: an unknown calibre or bullet type, a bad count. */
function itemProblem(item: AmmoInput): string | undefined {
  if (!ammoCaliberByKey(item.caliber)) return `unknown calibre key ${item.caliber}`;
  if (item.bulletType && !BULLET_TYPES.includes(item.bulletType))
    return `unknown bullet type ${item.bulletType}`;
  if (!Number.isInteger(item.roundCount) || item.roundCount < 1)
    return 'round count must be a whole number ≥ 1';
  return undefined;
}

function itemRow(item: AmmoInput) {
  const problem = itemProblem(item);
  if (problem) throw new Error(`ammo ${item.id}: ${problem}`);
  return {
    id: item.id,
    name: item.name,
    brand: item.brand,
    caliber: item.caliber,
    grain: item.grain ?? null,
    bulletType: item.bulletType ?? null,
    roundCount: item.roundCount,
    casing: item.casing ?? null,
    platform: item.platform ?? ammoCaliberByKey(item.caliber)!.platform,
    upc: item.upc ?? null,
    description: item.description ?? '',
    images: item.images ?? [],
  };
}

function offerRow(o: AmmoOfferInput) {
  return { ...merchantOfferRow(o), productId: o.productId, ammoId: o.ammoId };
}

const ITEMS: Upsert<typeof ammunition> = {
  table: ammunition,
  key: ammunition.id,
  update: ['name', 'brand', 'caliber', 'roundCount', 'platform'],
  also: {
    // What a listing may not say (an import row without a UPC or grain) keeps what is known.
    grain: sql`coalesce(excluded.grain, ${ammunition.grain})`,
    bulletType: sql`coalesce(excluded.bullet_type, ${ammunition.bulletType})`,
    casing: sql`coalesce(excluded.casing, ${ammunition.casing})`,
    upc: sql`coalesce(excluded.upc, ${ammunition.upc})`,
    description: sql`coalesce(nullif(excluded.description, ''), ${ammunition.description})`,
    images: sql`case when excluded.images = '[]'::jsonb then ${ammunition.images}
                     else excluded.images end`,
    updatedAt: sql`now()`,
  },
};

const OFFERS: Upsert<typeof ammoOffers> = {
  table: ammoOffers,
  key: [ammoOffers.merchantId, ammoOffers.productId],
  update: [
    'ammoId',
    'price',
    'inStock',
    'shipping',
    'shippingPrice',
    'buyUrl',
    'imageUrl',
    'checkedAt',
    'goneAt',
    'updatedAt',
  ],
};

/**
 * Inserts or updates merchants (by id), ammunition (by id) and offers (by merchant + product id)
 * in batches of 1,000 rows (an item's grain, bullet type, casing, UPC, description and images are
 * kept when the new row has none), then refreshes the derived columns of the ammunition touched
 * and of `alsoRefresh` (e.g. items an offer moved away from). Idempotent: the same input again changes
 * nothing but `updated_at`.
 */
export async function upsertAmmo(
  db: Db,
  input: AmmoCatalogInput,
  alsoRefresh: readonly string[] = [],
): Promise<{ rows: number }> {
  let rows = await upsertMerchants(db, input.merchants);
  rows += await upsertInBatches(db, ITEMS, input.items.map(itemRow));
  rows += await upsertInBatches(db, OFFERS, input.offers.map(offerRow));
  const ids = new Set([
    ...input.items.map((i) => i.id),
    ...input.offers.map((o) => o.ammoId),
    ...alsoRefresh,
  ]);
  await refreshAmmoStats(db, [...ids]);
  return { rows };
}

/**
 * Inserts or updates ammunition products and offers without refreshing the derived columns: the
 * caller refreshes them (refreshAmmoStats), as a feed import does once per batch.
 */
export async function writeAmmo(
  db: Db,
  items: readonly AmmoInput[],
  offers: readonly AmmoOfferInput[],
): Promise<void> {
  await upsertInBatches(db, ITEMS, items.map(itemRow));
  await upsertInBatches(db, OFFERS, offers.map(offerRow));
}

/**
 * ADR 032: the derived columns, in one set-based statement. An item's price is its cheapest fresh
 * offer in stock, else its cheapest fresh offer (the card's price, 'From' only when in stock), with
 * when that offer was last checked, its price per round that price over its round count, it is in
 * stock when any offer is. `ids` limits the work (undefined: every item).
 */
export async function refreshAmmoStats(db: Db, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const scope = ids ? sql`where i.id in ${idSet(ids)}` : sql``;
  await db.execute(sql`
    update ammunition as t
       set price = s.price,
           price_checked_at = s.price_checked_at,
           price_per_round = round(s.price / t.round_count, 4),
           in_stock = s.in_stock,
           offer_count = s.offer_count
      from (${offerSummary('ammunition', 'ammo_offers', 'ammo_id', scope)}) as s
     where t.id = s.id
       and (t.price is distinct from s.price
            or t.price_checked_at is distinct from s.price_checked_at
            or t.price_per_round is distinct from round(s.price / t.round_count, 4)
            or t.in_stock is distinct from s.in_stock
            or t.offer_count is distinct from s.offer_count)`);
}
