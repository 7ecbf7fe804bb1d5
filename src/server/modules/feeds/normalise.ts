import { createHash } from 'node:crypto';
import {
  cleanGtin,
  cleanText,
  cleanUrl,
  dedupeUrl,
  effectivePrice,
  parseAvailability,
  parseShipping,
  type Shipping,
} from './clean.ts';
import type { FeedRow } from './read/types.ts';
import { reject, type Reject } from './rejects.ts';

// One feed row as an offer the importer can use, or every reason it cannot be used. What real
// feeds carry is cleaned here: entities and tags in text, price strings, Google's sale price,
// availability words and numeric stock, whitespace in links. A row without an id is told apart by
// its link without tracking parameters, and its title.

export const MAX_PRICE = 100_000;
const MAX_TITLE = 300;
const MAX_ID = 200;
const MAX_URL = 2000;

export interface FeedOffer {
  row: number;
  /** The merchant's id of the product; `u-…` when the row had none (from link and title). */
  productId: string;
  title: string;
  description?: string;
  link: string;
  /** The link for de-duplication: no tracking parameters, no fragment. */
  dedupeLink: string;
  imageUrl?: string;
  price: number;
  /** The price before a sale, when a sale price applies. */
  regularPrice?: number;
  inStock: boolean;
  /** Shipping as offers show it ('Free shipping', '$7.99 shipping'). */
  shipping: string;
  /** The shipping price in dollars the row names (0: free); null: it names none. */
  shippingPrice: number | null;
  brand?: string;
  /** GTIN as 14 digits. */
  gtin?: string;
  mpn?: string;
  productType?: string;
  googleCategory?: string;
  /** Ammunition columns as the feed wrote them (read with the title by the ammunition parser). */
  ammo: {
    caliber?: string;
    grain?: string;
    roundCount?: string;
    bulletType?: string;
    casing?: string;
  };
  /** A file of several merchants: the row's merchant name. */
  merchant?: string;
}

export type Normalised = { offer: FeedOffer; rejects?: undefined } | { rejects: Reject[] };

const NEW_CONDITIONS = new Set(['', 'new', 'brand new', 'new in box', 'nib']);

/** A text field cleaned (entities, tags, whitespace); undefined when empty. */
function textOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = cleanText(value);
  return text === '' ? undefined : text;
}

/** A product id for a row without one: its link (without tracking) and title, hashed. */
export function derivedProductId(dedupeLink: string, title: string): string {
  const digest = createHash('sha256').update(`${dedupeLink}\n${title.toLowerCase()}`).digest('hex');
  return `u-${digest.slice(0, 24)}`;
}

/** Reads one row; `now` decides whether a dated sale price applies. */
export function normaliseRow(row: FeedRow, now: Date): Normalised {
  const f = row.fields;
  const rejects: Reject[] = [];

  const title = textOf(f.title);
  if (!title) rejects.push(reject('noTitle'));
  else if (title.length > MAX_TITLE) rejects.push(reject('tooLong', `title over ${MAX_TITLE}`));

  const rawLink = f.link?.trim();
  const link = rawLink ? cleanUrl(rawLink) : undefined;
  if (!rawLink) rejects.push(reject('noLink'));
  else if (!link) rejects.push(reject('badLink', rawLink.slice(0, 80)));
  else if (link.length > MAX_URL) rejects.push(reject('tooLong', `link over ${MAX_URL}`));

  const price = effectivePrice(
    { price: f.price, salePrice: f.sale_price, saleEffectiveDate: f.sale_price_effective_date },
    now,
  );
  if (f.price === undefined || f.price.trim() === '') rejects.push(reject('noPrice'));
  else if (typeof price === 'string') rejects.push(reject('badPrice', f.price.slice(0, 40)));
  else if (price.price > MAX_PRICE) rejects.push(reject('priceTooHigh', f.price.slice(0, 40)));

  const stock = parseAvailability(f.availability, f.inventory);
  const saysStock = Boolean(f.availability?.trim() || f.inventory?.trim());
  if (!stock && saysStock)
    rejects.push(reject('badAvailability', (f.availability ?? f.inventory ?? '').slice(0, 40)));

  const condition = (f.condition ?? '').trim().toLowerCase();
  if (!NEW_CONDITIONS.has(condition)) rejects.push(reject('notNew', condition.slice(0, 40)));

  let productId = textOf(f.id);
  if (productId && productId.length > MAX_ID) {
    rejects.push(reject('tooLong', `id over ${MAX_ID}`));
    productId = undefined;
  }
  if (!productId && !link && !rejects.some((r) => r.code === 'noLink'))
    rejects.push(reject('noId'));

  if (rejects.length || !title || !link || typeof price === 'string') return { rejects };

  const dedupeLink = dedupeUrl(link);
  const image = f.image_link ? cleanUrl(f.image_link) : undefined;
  const gtin = f.gtin ? cleanGtin(f.gtin) : undefined;
  const shipping = parseShipping(f.shipping ?? '');
  const offer: FeedOffer = {
    row: row.row,
    productId: productId ?? derivedProductId(dedupeLink, title),
    title,
    link,
    dedupeLink,
    price: price.price,
    inStock: stock?.inStock ?? true,
    shipping: shipping.label,
    shippingPrice: dollarShipping(shipping),
    ammo: {},
  };
  const description = textOf(f.description);
  if (description) offer.description = description.slice(0, 5000);
  if (price.regularPrice !== undefined && price.onSale) offer.regularPrice = price.regularPrice;
  if (image && image.length <= MAX_URL) offer.imageUrl = image;
  const brand = textOf(f.brand);
  if (brand && brand.length <= 100) offer.brand = brand;
  if (gtin) offer.gtin = gtin;
  const mpn = textOf(f.mpn);
  if (mpn && mpn.length <= 100) offer.mpn = mpn;
  const productType = textOf(f.product_type);
  if (productType) offer.productType = productType.slice(0, 500);
  const googleCategory = textOf(f.google_product_category);
  if (googleCategory) offer.googleCategory = googleCategory.slice(0, 500);
  const merchant = textOf(f.merchant);
  if (merchant) offer.merchant = merchant.slice(0, 100);
  for (const [key, field] of [
    ['caliber', 'caliber'],
    ['grain', 'grain'],
    ['roundCount', 'round_count'],
    ['bulletType', 'bullet_type'],
    ['casing', 'casing'],
  ] as const) {
    const value = textOf(f[field]);
    if (value) offer.ammo[key] = value.slice(0, 100);
  }
  return { offer };
}

/** The same offer again: equal in everything the importer stores. */
export function sameRow(a: FeedOffer, b: FeedOffer): boolean {
  return a.dedupeLink === b.dedupeLink && a.title === b.title;
}

/** A shipping price the site can add to a total: free, or in dollars (not another currency's). */
function dollarShipping(shipping: Shipping): number | null {
  if (shipping.price === undefined) return null;
  return shipping.price === 0 || shipping.label.startsWith('$') ? shipping.price : null;
}
