import { asc, eq, sql } from 'drizzle-orm';
import type { AmmoListQuery } from '../../../shared/ammo/schema.ts';
import type { AmmoSort } from '../../../shared/ammo/list-options.ts';
import type { Db } from '../../db/client.ts';
import { ammoOffers, ammunition as a, catalogMerchants } from '../../db/schema.ts';
import {
  ascNullsLast,
  descNullsLast,
  equalTo,
  oneOf,
  oneOfIgnoringCase,
  param,
} from '../../lib/list-filters.ts';
import type { ListingDefinition, ListRow } from '../../lib/list-query.ts';
import { preparedStatement } from '../../lib/prepared-statements.ts';
import type { OfferShippingRow } from '../../lib/offer-shipping.ts';
import { buyableOffer, isoJson, offerShippingJson, staleOffer } from '../../lib/store-sql.ts';

// The ammunition list as a listing of the list kit (src/server/lib/list-query.ts, ADR 067), and
// the statement of one item with its offers (ADR 032). Every filter and sort has an index.

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
  photoId: a.photoId,
  price: a.price,
  priceCheckedAt: a.priceCheckedAt,
  pricePerRound: a.pricePerRound,
  inStock: a.inStock,
  offerCount: a.offerCount,
};
export type AmmoRow = ListRow<typeof ammoColumns>;

/** Sort orders written exactly as the indexes of schema.ts, so each is an index scan. */
const byName = [asc(a.nameKey), asc(a.id)];

export const ammoListing: ListingDefinition<AmmoListQuery, AmmoSort, typeof ammoColumns> = {
  name: 'ammo',
  table: a,
  columns: ammoColumns,
  filters: [
    // calibre keys: the query schema turned every spelling into its key
    oneOf('calibers', a.caliber, (q) => q.caliber),
    oneOf('bulletTypes', a.bulletType, (q) => q.bulletType),
    // grain and price buckets: generated columns from the same edges (schema.ts bucketSql)
    oneOf('grains', a.grainBucket, (q) => q.grain),
    oneOf('prices', a.priceBucket, (q) => q.priceRange),
    oneOfIgnoringCase('brands', a.brand, (q) => q.brand),
    equalTo('inStock', a.inStock, 'boolean', (q) => q.inStock),
  ],
  orders: {
    pricePerRound: [ascNullsLast(a.pricePerRound), ...byName],
    price: [ascNullsLast(a.price), ...byName],
    '-price': [descNullsLast(a.price), ...byName],
    name: byName,
  },
};

/** An offer as the detail statement returns it (JSON built by the database). */
export interface AmmoOfferRow extends OfferShippingRow {
  merchantName: string;
  price: number;
  inStock: boolean;
  buyUrl: string;
  /** A demo merchant's (invented) offer. */
  isDemo: boolean;
  /** Gone from its feed, or not seen by one for OFFER_STALE_DAYS. */
  stale: boolean;
  /** ISO 8601, UTC, milliseconds: as Date.toISOString() writes it. */
  updatedAt: string;
  /** When a feed run last saw the offer, in the same form. */
  checkedAt: string;
}

/** One item with its offers (in stock and fresh first, then cheapest, then by merchant) as one row. */
export function ammoDetailStatement(db: Db) {
  return preparedStatement(db, 'ammo:detail', (name) =>
    db
      .select({
        ...ammoColumns,
        offers: sql<AmmoOfferRow[]>`coalesce((
          select json_agg(json_build_object(
                   'merchantName', m.name, 'price', o.price, 'inStock', o.in_stock,
                   'shipping', o.shipping, ${offerShippingJson()}, 'buyUrl', o.buy_url,
                   'isDemo', m.is_demo, 'stale', ${staleOffer()},
                   'updatedAt', ${isoJson('o.updated_at')},
                   'checkedAt', ${isoJson('o.checked_at')})
                   order by ${buyableOffer()} desc, o.price, m.name,
                            o.product_id)
            from ${ammoOffers} o
            join ${catalogMerchants} m on m.id = o.merchant_id
           where o.ammo_id = "ammunition"."id"), '[]'::json)`,
      })
      .from(a)
      .where(eq(a.id, param('id')))
      .prepare(name),
  );
}
