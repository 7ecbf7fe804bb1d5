import { eq, sql } from 'drizzle-orm';
import type { CatalogSpecs } from '../../../shared/catalog/specs-schema.ts';
import type { CompatSpecs } from '../../../shared/compat/keys.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogGroups as g,
  catalogMerchants,
  catalogOffers,
  catalogVariants,
} from '../../db/schema.ts';
import { param as p } from '../../lib/list-filters.ts';
import { preparedStatement } from '../../lib/prepared-statements.ts';
import { groupColumns, groupsByName } from './listing.ts';
import type { OfferShippingRow } from '../../lib/offer-shipping.ts';
import { buyableOffer, isoJson, offerShippingJson, staleOffer } from '../../lib/store-sql.ts';

// The catalogue's reads besides the list (ADR 019): every group, one group, one group with its
// variants and offers. Each is a prepared statement (src/server/lib/prepared-statements.ts).

const prepared = <T>(db: Db, key: string, build: (name: string) => T): T =>
  preparedStatement(db, `catalog:${key}`, build);

export function allGroupsStatement(db: Db) {
  return prepared(db, 'allGroups', (name) =>
    db
      .select(groupColumns)
      .from(g)
      .orderBy(...groupsByName)
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
export interface OfferRow extends OfferShippingRow {
  merchantName: string;
  price: number;
  retailPrice: number | null;
  buyUrl: string;
  imageLarge: string | null;
  inStock: boolean;
  /** A demo merchant's (invented) offer. */
  isDemo: boolean;
  /** Gone from its feed, or not seen by one for OFFER_STALE_DAYS. */
  stale: boolean;
  /** ISO 8601, UTC, milliseconds: as Date.toISOString() writes it. */
  updatedAt: string;
  /** When a feed run last saw the offer, in the same form. */
  checkedAt: string;
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
  /** The stored product photo (media_images.id), when the image job has set one. */
  photoId: string | null;
  caliber: string | null;
  caliberCompatibility: string[];
  specs: CatalogSpecs;
  /** The typed compatibility keys (ADR 060). */
  compat: CompatSpecs;
  price: number | null;
  /** When the offer that gives `price` was last checked (ISO 8601), null without a price. */
  priceCheckedAt: string | null;
  inStock: boolean;
  offers: OfferRow[];
}

/**
 * A group with its variants, each variant with its offers (in stock and fresh first, then
 * cheapest; merchant names joined), as one row: the database builds the variants' JSON, so a detail that misses the cache
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
                   'includedParts', v.included_parts, 'images', v.images,
                   'photoId', v.photo_id, 'caliber', v.caliber,
                   'caliberCompatibility', v.caliber_compatibility, 'specs', v.specs,
                   'compat', v.compat,
                   'price', v.price, 'inStock', v.in_stock,
                   'priceCheckedAt', ${isoJson('v.price_checked_at')},
                   'offers', coalesce((
                     select json_agg(json_build_object(
                              'merchantName', m.name, 'price', o.price,
                              'retailPrice', o.retail_price, 'buyUrl', o.buy_url,
                              'imageLarge', o.image_large, 'inStock', o.in_stock,
                              'shipping', o.shipping, ${offerShippingJson()},
                              'isDemo', m.is_demo, 'stale', ${staleOffer()},
                              'updatedAt', ${isoJson('o.updated_at')},
                              'checkedAt', ${isoJson('o.checked_at')})
                              order by ${buyableOffer()} desc, o.price, m.name)
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
