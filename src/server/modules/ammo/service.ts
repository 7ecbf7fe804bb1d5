import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import type { BulletType } from '../../../shared/ammo/bullet-types.ts';
import { ammoMessages } from '../../../shared/ammo/messages.ts';
import type {
  AmmoDetail,
  AmmoItem,
  AmmoListQuery,
  AmmoListResponse,
  AmmoOffer,
} from '../../../shared/ammo/schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { executeList, listPage, planList } from '../../lib/list-query.ts';
import { offerShipping } from '../../lib/offer-shipping.ts';
import { optionalTime } from '../../lib/store-sql.ts';
import { photoOf } from '../media/photo.ts';
import { ammoDetailStatement, ammoListing, type AmmoOfferRow, type AmmoRow } from './listing.ts';

// Reading the ammunition catalogue (ADR 032): the list with its filters, sorts and pages, and one
// item with its offers.

/** Answers are built field by field, so nothing unintended reaches them (as the catalogue's). */
export function toAmmoItem(row: AmmoRow): AmmoItem {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    caliber: row.caliber,
    caliberLabel: ammoCaliberByKey(row.caliber)?.label ?? row.caliber,
    platform: row.platform,
    ...(row.grain !== null && { grain: row.grain }),
    ...(row.bulletType !== null && { bulletType: row.bulletType as BulletType }),
    roundCount: row.roundCount,
    ...(row.casing !== null && { casing: row.casing }),
    ...(row.upc !== null && { upc: row.upc }),
    description: row.description,
    images: row.images,
    ...(row.photoId !== null && { photo: photoOf(row.photoId) }),
    ...(row.price !== null && { price: row.price }),
    ...optionalTime('priceCheckedAt', row.priceCheckedAt),
    ...(row.pricePerRound !== null && { pricePerRound: row.pricePerRound }),
    inStock: row.inStock,
    offerCount: row.offerCount,
  };
}

function toOffer(o: AmmoOfferRow, roundCount: number): AmmoOffer {
  return {
    merchantName: o.merchantName,
    price: o.price,
    pricePerRound: Math.round((o.price / roundCount) * 10_000) / 10_000,
    buyLink: o.buyUrl,
    inStock: o.inStock,
    ...offerShipping(o),
    ...(o.isDemo && { isDemo: true }),
    ...(o.stale && { stale: true }),
    updatedAt: o.updatedAt,
    checkedAt: o.checkedAt,
  };
}

/** GET /api/ammo, one way: plan → execute (one page and the total) → shape. */
export async function listAmmo(db: Db, query: AmmoListQuery): Promise<AmmoListResponse> {
  const plan = planList(ammoListing, query, query);
  const { rows, total } = await executeList(db, ammoListing, plan);
  return listPage(rows.map(toAmmoItem), total, query);
}

/** GET /api/ammo/{id}: the item and its offers, cheapest first; 404 when unknown. */
export async function getAmmo(db: Db, id: string): Promise<AmmoDetail> {
  const [row] = await ammoDetailStatement(db).execute({ id });
  if (!row) throw new AppError('not_found', ammoMessages.ammoNotFound(id));
  const { offers, ...item } = row;
  return {
    ...toAmmoItem(item),
    vendor: offers.map((o) => toOffer(o, item.roundCount)),
  };
}
