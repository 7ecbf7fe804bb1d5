import { z } from 'zod';

// The fields every list's items and offers carry, whatever they sell. A list's own schemas
// (catalogue groups, ammunition…) spread these and add their own.

/**
 * A merchant's product photo, fetched once and stored by the server as WebP: `thumb` (at most
 * 320 px a side) for cards, `detail` (at most 1000 px) for the product page. Both are URLs under
 * /media/ that never change. Absent when there is none: the drawn silhouettes of `images` show.
 */
export const productPhotoSchema = z.object({ thumb: z.string(), detail: z.string() });
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** What every list item has: who makes it, what it is for, how it looks, its price and stock. */
export const listItemShape = {
  brand: z.string(),
  platform: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  photo: productPhotoSchema.optional(),
  /**
   * The cheapest fresh offer in stock, else the cheapest fresh offer (then shown Out of Stock, not
   * as 'From'); absent when nobody sells it.
   */
  price: z.number().optional(),
  /** ISO 8601: when a merchant's feed last confirmed `price`. */
  priceCheckedAt: z.string().optional(),
  /** In stock when any offer is. */
  inStock: z.boolean(),
};

/** A merchant's shipping rule: flat per order, per item, free from an order subtotal (or never). */
export const shippingRuleSchema = z.object({
  flat: z.number(),
  perItem: z.number(),
  freeOver: z.number().nullable(),
});

/** A merchant's offer: its price, where to buy, stock, shipping text and when it was updated. */
export const listOfferShape = {
  merchantId: z.string(),
  merchantName: z.string(),
  price: z.number(),
  buyLink: z.string(),
  inStock: z.boolean(),
  shipping: z.string(),
  /** Present (true) for a demo merchant's offer: its price is invented. */
  isDemo: z.literal(true).optional(),
  /**
   * Present (true) when no feed run has listed the offer for OFFER_STALE_DAYS, or its whole-catalogue
   * feed dropped it: the price may no longer hold, and it is never a 'from' price.
   */
  stale: z.literal(true).optional(),
  /** ISO 8601, UTC. */
  updatedAt: z.string(),
  /** ISO 8601, UTC: when the merchant's feed last confirmed the offer. */
  checkedAt: z.string(),
  /** The offer's own shipping price per item (0: free); absent: the merchant's rule applies. */
  shippingPrice: z.number().optional(),
  /** The merchant's shipping rule (src/shared/prices/shipping.ts). */
  shippingRule: shippingRuleSchema,
};
