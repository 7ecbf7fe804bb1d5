import type { SelectedProduct, VendorOption } from '../../../../shared/build/schema.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { checkedAgo } from '../../../../shared/prices/offers.ts';
import { builderTexts } from './builder-texts.ts';

// What a builder row shows of a product.
// Pure: no DOM, so the node unit tests cover it.

const INCLUDED_SUFFIX = / \(Included with (.+)\)$/;

/** The merchant the visitor chose, if it is still on offer. */
export function selectedVendor(product: SelectedProduct): VendorOption | undefined {
  return product.availableVendors?.find((v) => v.id === product.selectedVendorId);
}

function firstImage(record: unknown): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  // 'images (list of image URLs; also named image)'.
  const { images, image } = record as { images?: unknown; image?: unknown };
  const list = Array.isArray(images) ? images : [image];
  const found = list.find((src): src is string => typeof src === 'string' && src.trim() !== '');
  return found?.trim();
}

/** The variant's first image, else the group's; undefined shows the placeholder. */
export function productImage(product: SelectedProduct): string | undefined {
  return firstImage(product.variantData) ?? firstImage(product.groupData);
}

/** A stored product photo's small size: the only photo address a build's data may name. */
const PHOTO_THUMB = /^\/media\/[0-9a-f]{64}-thumb\.webp$/;

function photoThumb(record: unknown): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const { photo } = record as { photo?: unknown };
  if (!photo || typeof photo !== 'object') return undefined;
  const { thumb } = photo as { thumb?: unknown };
  return typeof thumb === 'string' && PHOTO_THUMB.test(thumb) ? thumb : undefined;
}

/**
 * The merchant's photo (small size) of the variant, else of its group (ADR 082); shown before
 * productImage, which stays the fallback. Only our own /media/ addresses count.
 */
export function productPhoto(product: SelectedProduct): string | undefined {
  return photoThumb(product.variantData) ?? photoThumb(product.groupData);
}

/** The 'Free Shipping' tick: the chosen merchant's shipping text mentions free shipping. */
export function hasFreeShipping(vendor: VendorOption | undefined): boolean {
  return /\bfree\b/i.test(vendor?.shippingInfo ?? '');
}

/** A web address a Buy button may open: http(s) only, so a stored build cannot run script. */
function webUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Buy opens the selected vendor's buy link, else the product's; undefined when there
 * is neither (the caller shows the simulated-purchase alert).
 */
export function buyTarget(product: SelectedProduct): string | undefined {
  return webUrl(selectedVendor(product)?.buyUrl) ?? webUrl(product.buyUrl);
}

/**
 * A merchant option of the row's price dropdown, with what a shopper compares merchants by:
 * 'Brownells — $109.99 · In Stock · Free Shipping · checked 3 h ago'. Stock and shipping only when
 * known; a stale offer says it is not confirmed recently; the time needs `now`.
 */
export function vendorLabel(vendor: VendorOption, now?: number): string {
  const parts = [`${vendor.name} — ${formatPrice(vendor.price)}`];
  if (vendor.inStock !== undefined)
    parts.push(vendor.inStock ? builderTexts.inStock : builderTexts.outOfStock);
  if (vendor.shippingInfo)
    parts.push(hasFreeShipping(vendor) ? builderTexts.freeShipping : vendor.shippingInfo);
  if (vendor.stale) parts.push(builderTexts.notConfirmed);
  else if (now !== undefined && vendor.checkedAt) parts.push(checkedAgo(vendor.checkedAt, now));
  return parts.join(' · ');
}

/** The part an included entry stands for: 'Barrel (Included with X)' → 'Barrel'. */
export function includedPartLabel(product: SelectedProduct): string {
  return product.name.replace(INCLUDED_SUFFIX, '');
}

/** The composite that placed an included entry, by name. */
export function includedParent(product: SelectedProduct): string | undefined {
  return product.includedWith ?? INCLUDED_SUFFIX.exec(product.name)?.[1];
}

/** The variant's notes, trimmed ('' when there are none). */
export function productNotes(product: SelectedProduct): string {
  const notes = product.variantData?.notes;
  return typeof notes === 'string' ? notes.trim() : '';
}
