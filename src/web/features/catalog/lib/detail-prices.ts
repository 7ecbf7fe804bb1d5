import type { CatalogOffer, CatalogVariant } from '../../../../shared/catalog/schema.ts';

// The product page's Prices table: one row per merchant for the selected variant (unique merchant
// names only), or before selection a per-variant 'from' price table (the 'From' price is the
// lowest vendor price).

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
}

const merchantKey = (name: string) => name.trim().toLowerCase();

/** Better offer of one merchant: the cheaper one; at the same price the one in stock. */
function better(a: CatalogOffer, b: CatalogOffer): CatalogOffer {
  if (a.price !== b.price) return a.price < b.price ? a : b;
  return !a.inStock && b.inStock ? b : a;
}

/**
 * One row per merchant name (case and spaces ignored), keeping that merchant's best offer;
 * cheapest first, then by merchant name. Offers without a merchant name are left out.
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
    .sort((a, b) => a.price - b.price || a.merchantName.localeCompare(b.merchantName))
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
    }));
}

export interface VariantPriceRow {
  variantId: string;
  model: string;
  /** The lowest offer price, else the variant's own price; none when neither exists. */
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
      inStock: rows.length > 0 ? rows.some((r) => r.inStock) : variant.inStock,
    };
  });
}
