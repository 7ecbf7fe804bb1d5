import { z } from 'zod';

// POST /api/cart/optimise: a build's parts (each a catalogue variant or an ammunition product,
// with how many and the merchant chosen now) and what the cheapest cart is. The server prices
// every part from the offers it holds, never from the request.

export const CART_MAX_PARTS = 100;
export const CART_MAX_QUANTITY = 99;

export const cartPartSchema = z.strictObject({
  /** Names the part in the answer (the Builder sends its sub-part). */
  key: z.string().trim().min(1, 'key must not be empty').max(100, 'key is at most 100 characters'),
  kind: z.enum(['variant', 'ammo'], { error: "kind must be 'variant' or 'ammo'" }),
  id: z.string().trim().min(1, 'id must not be empty').max(200, 'id is at most 200 characters'),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`)
    .default(1),
  /** The merchant chosen now, to price the current cart; absent: none chosen. */
  merchantId: z.string().max(200, 'merchantId is at most 200 characters').optional(),
});

export const cartRequestSchema = z.strictObject({
  parts: z
    .array(cartPartSchema)
    .min(1, 'parts must name at least one part')
    .max(CART_MAX_PARTS, `parts must name at most ${CART_MAX_PARTS} parts`)
    .refine(
      (parts) => new Set(parts.map((p) => p.key)).size === parts.length,
      'parts must have different keys',
    ),
});
export type CartRequest = z.infer<typeof cartRequestSchema>;

const money = z.number();

export const cartMerchantOrderSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  items: money,
  shipping: money,
  total: money,
});

export const cartPlanSchema = z.object({
  /** One per part bought: the merchant and its price of one item. */
  choices: z.array(
    z.object({ key: z.string(), merchantId: z.string(), merchantName: z.string(), price: money }),
  ),
  merchants: z.array(cartMerchantOrderSchema),
  items: money,
  shipping: money,
  total: money,
  /** Parts left out: nobody offers them in stock (or, for the current cart, the chosen merchant does not). */
  unavailable: z.array(z.string()),
});
export type CartPlanAnswer = z.infer<typeof cartPlanSchema>;

export const cartResponseSchema = z.object({
  /** The cheapest cart from offers in stock and fresh: items plus shipping, lowest overall. */
  cheapest: cartPlanSchema,
  /** The cheapest cart from one merchant that has every part the cheapest cart buys; null: none has. */
  singleStore: cartPlanSchema.nullable(),
  /** The current choice priced the same way, null when no part has its merchant's offer. */
  current: cartPlanSchema.nullable(),
  /** What the cheapest cart saves against the current one (0 or more); null without a current cart comparable with it. */
  saving: money.nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
