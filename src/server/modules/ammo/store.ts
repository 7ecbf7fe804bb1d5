import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BULLET_TYPES, type BulletType } from '../../../shared/ammo/bullet-types.ts';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import type { Db } from '../../db/client.ts';
import { ammoOffers, ammunition, catalogMerchants } from '../../db/schema.ts';
import { insertInBatches } from '../../db/seed/batch.ts';
import type { MerchantInput } from '../catalog/store.ts';

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

export interface AmmoOfferInput {
  ammoId: string;
  merchantId: string;
  /** The merchant's id of the listing; (merchantId, productId) is the offer's key. */
  productId: string;
  price: number;
  inStock?: boolean;
  shipping?: string;
  buyUrl: string;
  updatedAt?: Date;
}

export interface AmmoCatalogInput {
  merchants: MerchantInput[];
  items: AmmoInput[];
  offers: AmmoOfferInput[];
}

/** `set` for an upsert: every given column takes the inserted row's value (as the catalogue's store). */
function excludedSet<T extends PgTable>(table: T, columns: (keyof T & string)[]) {
  const set: Record<string, SQL> = {};
  for (const key of columns) {
    const column = table[key] as unknown as PgColumn;
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql.raw(`excluded."${name}"`);
  }
  return set;
}

/** `in (…ids)` as one jsonb parameter: the same with node-postgres and PGlite, any length. */
function idSet(ids: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

function itemRow(item: AmmoInput) {
  const caliber = ammoCaliberByKey(item.caliber);
  if (!caliber) throw new Error(`ammo ${item.id}: unknown calibre key ${item.caliber}`);
  if (item.bulletType && !BULLET_TYPES.includes(item.bulletType))
    throw new Error(`ammo ${item.id}: unknown bullet type ${item.bulletType}`);
  if (!Number.isInteger(item.roundCount) || item.roundCount < 1)
    throw new Error(`ammo ${item.id}: round count must be a whole number ≥ 1`);
  return {
    id: item.id,
    name: item.name,
    brand: item.brand,
    caliber: item.caliber,
    grain: item.grain ?? null,
    bulletType: item.bulletType ?? null,
    roundCount: item.roundCount,
    casing: item.casing ?? null,
    platform: item.platform ?? caliber.platform,
    upc: item.upc ?? null,
    description: item.description ?? '',
    images: item.images ?? [],
  };
}

function offerRow(o: AmmoOfferInput) {
  return {
    merchantId: o.merchantId,
    productId: o.productId,
    ammoId: o.ammoId,
    price: o.price,
    inStock: o.inStock ?? true,
    shipping: o.shipping ?? 'Free shipping',
    buyUrl: o.buyUrl,
    ...(o.updatedAt && { updatedAt: o.updatedAt }),
  };
}

/**
 * Inserts or updates merchants (by id), ammunition (by id) and offers (by merchant + product id)
 * in batches of 1,000 rows (an item's grain, bullet type, casing, UPC, description and images are
 * kept when the new row has none), then refreshes the derived columns of the ammunition touched and of
 * `alsoRefresh` (e.g. items an offer moved away from). Idempotent: the same input again changes
 * nothing but `updated_at`.
 */
export async function upsertAmmo(
  db: Db,
  input: AmmoCatalogInput,
  alsoRefresh: readonly string[] = [],
): Promise<{ rows: number }> {
  const now = sql`now()`;
  let rows = 0;
  rows += await insertInBatches(input.merchants, (batch) =>
    db
      .insert(catalogMerchants)
      .values(batch.map((m) => ({ id: m.id, name: m.name, websiteUrl: m.websiteUrl ?? '' })))
      .onConflictDoUpdate({
        target: catalogMerchants.id,
        set: { ...excludedSet(catalogMerchants, ['name', 'websiteUrl']), updatedAt: now },
      }),
  );
  rows += await insertInBatches(input.items.map(itemRow), (batch) =>
    db
      .insert(ammunition)
      .values(batch)
      .onConflictDoUpdate({
        target: ammunition.id,
        set: {
          ...excludedSet(ammunition, ['name', 'brand', 'caliber', 'roundCount', 'platform']),
          // What a listing may not say (an import row without a UPC or grain) keeps what is known.
          grain: sql`coalesce(excluded.grain, ${ammunition.grain})`,
          bulletType: sql`coalesce(excluded.bullet_type, ${ammunition.bulletType})`,
          casing: sql`coalesce(excluded.casing, ${ammunition.casing})`,
          upc: sql`coalesce(excluded.upc, ${ammunition.upc})`,
          description: sql`coalesce(nullif(excluded.description, ''), ${ammunition.description})`,
          images: sql`case when excluded.images = '[]'::jsonb then ${ammunition.images}
                           else excluded.images end`,
          updatedAt: now,
        },
      }),
  );
  rows += await insertInBatches(input.offers.map(offerRow), (batch) =>
    db
      .insert(ammoOffers)
      .values(batch)
      .onConflictDoUpdate({
        target: [ammoOffers.merchantId, ammoOffers.productId],
        set: excludedSet(ammoOffers, [
          'ammoId',
          'price',
          'inStock',
          'shipping',
          'buyUrl',
          'updatedAt',
        ]),
      }),
  );
  const ids = new Set([
    ...input.items.map((i) => i.id),
    ...input.offers.map((o) => o.ammoId),
    ...alsoRefresh,
  ]);
  await refreshAmmoStats(db, [...ids]);
  return { rows };
}

/**
 * ADR 032: the derived columns, in one set-based statement. An item's price is its lowest offer
 * price (spec §9 'From' price), its price per round that price over its round count, it is in
 * stock when any offer is. `ids` limits the work (undefined: every item).
 */
export async function refreshAmmoStats(db: Db, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const scope = ids ? sql`where a.id in ${idSet(ids)}` : sql``;
  await db.execute(sql`
    update ammunition as t
       set price = s.price,
           price_per_round = round(s.price / t.round_count, 4),
           in_stock = s.in_stock,
           offer_count = s.offer_count
      from (
        select a.id, min(o.price) as price, coalesce(bool_or(o.in_stock), false) as in_stock,
               count(o.ammo_id)::int as offer_count
          from ammunition a
          left join ammo_offers o on o.ammo_id = a.id
          ${scope}
         group by a.id
      ) as s
     where t.id = s.id
       and (t.price is distinct from s.price
            or t.price_per_round is distinct from round(s.price / t.round_count, 4)
            or t.in_stock is distinct from s.in_stock
            or t.offer_count is distinct from s.offer_count)`);
}
