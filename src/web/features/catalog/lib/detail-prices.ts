import type { CatalogOffer, CatalogVariant } from '../../../../shared/catalog/schema.ts';
import { compareOffers, isBuyable } from '../../../../shared/prices/offers.ts';

// The product page's Prices table: one row per merchant for the selected variant (unique merchant
// names only), or before selection a per-variant 'from' price table. Offers in stock and fresh come
// first, cheapest first (shared/prices/offers.ts); a variant's 'from' price is its first row's.

export interface MerchantPriceRow {
  merchant: string;
  price: number;
  /** Only when higher than the price (a retail price is struck through then). */
  retailPrice?: number;
  inStock: boolean;
  shipping: string;
  buyLink?: string;
  /** A demo merchant's invented price. */
  isDemo?: true;
  /** Not confirmed by the merchant's feed for a while. */
  stale?: true;
  /** ISO 8601: when the merchant's feed last confirmed the offer. */
  checkedAt?: string;
}

const merchantKey = (name: string) => name.trim().toLowerCase();

/** Better offer of one merchant: the one a shopper can buy, then the cheaper. */
function better(a: CatalogOffer, b: CatalogOffer): CatalogOffer {
  return compareOffers(b, a) < 0 ? b : a;
}

/**
 * One row per merchant name (case and spaces ignored), keeping that merchant's best offer; in stock
 * and fresh first, then cheapest, then by merchant name. Offers without a merchant name are left
 * out.
 */
export function merchantPriceRows(offers: readonly CatalogOffer[]): MerchantPriceRow[] {
  const best = new Map<string, CatalogOffer>();
  for (const offer of offers) {
    const key = merchantKey(offer.merchantName);
    if (!key) continue;
    const seen = best.get(key);
    best.set(key, seen ? better(seen, offer) : offer);
  }
  return [...best.values()]
    .sort((a, b) => compareOffers(a, b) || a.merchantName.localeCompare(b.merchantName))
    .map((offer) => ({
      merchant: offer.merchantName.trim(),
      price: offer.price,
      ...(typeof offer.retailPrice === 'number' && offer.retailPrice > offer.price
        ? { retailPrice: offer.retailPrice }
        : {}),
      inStock: offer.inStock,
      shipping: offer.shipping,
      ...(offer.buyLink.trim() ? { buyLink: offer.buyLink.trim() } : {}),
      ...(offer.isDemo && { isDemo: true as const }),
      ...(offer.stale && { stale: true as const }),
      ...(offer.checkedAt && { checkedAt: offer.checkedAt }),
    }));
}

export interface VariantPriceRow {
  variantId: string;
  model: string;
  /** The first merchant row's price (in stock first), else the variant's own; none without either. */
  fromPrice?: number;
  /** How many merchants offer it. */
  merchants: number;
  inStock: boolean;
}

/** One row per variant, in the catalogue's order, with its 'from' price. */
export function variantPriceRows(
  variants: readonly Pick<CatalogVariant, '_id' | 'model' | 'price' | 'vendor' | 'inStock'>[],
): VariantPriceRow[] {
  return variants.map((variant) => {
    const rows = merchantPriceRows(variant.vendor);
    const fromPrice = rows.length > 0 ? rows[0]!.price : variant.price;
    return {
      variantId: variant._id,
      model: variant.model,
      ...(typeof fromPrice === 'number' ? { fromPrice } : {}),
      merchants: rows.length,
      inStock: rows.length > 0 ? isBuyable(rows[0]!) : variant.inStock,
    };
  });
}
