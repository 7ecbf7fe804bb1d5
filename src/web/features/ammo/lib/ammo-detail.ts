import { makeSelectedProduct } from '../../../../shared/build/build.ts';
import type { GroupData, SelectedProduct, VariantData } from '../../../../shared/build/schema.ts';
import { withVendor } from '../../../../shared/build/vendors.ts';
import type { AmmoDetail, AmmoItem } from '../../../../shared/ammo/schema.ts';
import type { SavedPart } from '../../../../shared/catalog/saved-parts.ts';
import { wholeNumber } from '../../../../shared/format/numbers.ts';

// The ammo detail page's pure pieces: its description, its build entry and its saved part
// (ADR 035).

/** Ammunition goes into the build's 'Ammunition' group, sub-part 'Ammunition'. */
export const AMMO_SUB_PART = 'Ammunition';

/**
 * The description built from the item's fields: calibre, grain, bullet type, rounds and
 * casing, e.g. '5.56 NATO, 55 grain FMJ, 20 rounds per box, brass case.' The stored description
 * (the demo seed's prose, or an imported listing's) is not shown: it repeats the same facts
 * (ADR 035).
 */
export function ammoDescription(
  item: Pick<AmmoItem, 'caliberLabel' | 'grain' | 'bulletType' | 'roundCount' | 'casing'>,
): string {
  const bullet = [item.grain !== undefined ? `${item.grain} grain` : '', item.bulletType ?? '']
    .filter(Boolean)
    .join(' ');
  const rounds = `${wholeNumber(item.roundCount)} ${item.roundCount === 1 ? 'round' : 'rounds'} per box`;
  const casing = item.casing?.trim() ? `${item.casing.trim().toLowerCase()} case` : '';
  return `${[item.caliberLabel, bullet, rounds, casing].filter(Boolean).join(', ')}.`;
}

/** The ammo item as the build's group record. */
function ammoGroup(item: AmmoDetail): GroupData {
  return {
    _id: item.id,
    partName: item.name,
    brand: item.brand,
    platform: item.platform,
    category: AMMO_SUB_PART,
    subcategory: AMMO_SUB_PART,
    mainCategory: 'ammo',
    ...(item.price !== undefined && { price: item.price }),
    images: item.images.slice(0, 20),
    ...(item.photo && { photo: item.photo }),
  };
}

/** The ammo item as a variant record with its vendor offers. */
function ammoVariant(item: AmmoDetail): VariantData {
  return {
    _id: item.id,
    model: item.name,
    brand: item.brand,
    ...(item.price !== undefined && { price: item.price }),
    ...(item.upc && { upc: item.upc }),
    images: item.images.slice(0, 20),
    ...(item.photo && { photo: item.photo }),
    // The calibre is what the compatibility engine checks ammunition by (against the barrel's
    // chamber and the bolt): without it an added box could never raise a conflict.
    compat: { caliber: item.caliber },
    vendor: item.vendor.slice(0, 100).map((o) => ({
      merchantName: o.merchantName,
      price: o.price,
      buyLink: o.buyLink,
      inStock: o.inStock,
      shipping: o.shipping,
      ...(o.stale && { stale: true }),
      checkedAt: o.checkedAt,
      merchantId: o.merchantId,
      ...(o.shippingPrice !== undefined && { shippingPrice: o.shippingPrice }),
      shippingRule: o.shippingRule,
    })),
  };
}

/**
 * The build entry for an ammo item (the same shape as a catalogue product, so one add flow takes
 * both), the best merchant selected (in stock and fresh first, then cheapest) or, from the Prices table's Add, the merchant of offer
 * `offerIndex` (its position in `item.vendor`).
 */
export function ammoBuildProduct(item: AmmoDetail, offerIndex?: number): SelectedProduct {
  const product = makeSelectedProduct(ammoGroup(item), ammoVariant(item));
  if (offerIndex === undefined || item.vendor.length === 0) return product;
  const vendor = product.availableVendors?.[offerIndex];
  return vendor ? withVendor(product, vendor) : product;
}

/** The saved part `{ name, details: { ammo } }` (the server stamps savedAt). */
export function savedAmmoPart(item: AmmoDetail): SavedPart {
  const { vendor: _offers, ...ammo } = item;
  return { name: item.name, details: { ammo } };
}
