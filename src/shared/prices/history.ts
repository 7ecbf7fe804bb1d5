import { z } from 'zod';

// A product's price history: one series per merchant, each point a price and stock the merchant's
// feed reported from that moment on. With a window of days, the first point of a series is the
// price at the window's start when the offer is older than the window; `days=all` is the whole
// history, each point at the time it was recorded.

export const PRICE_HISTORY_MAX_DAYS = 365;

/** The window of a price history: a number of days back from now, or 'all' of it. */
export type PriceHistoryDays = number | 'all';

export const priceHistoryQuerySchema = z.object({
  days: z
    .union(
      [
        z.literal('all'),
        z.coerce
          .number({ error: 'days must be a whole number of days' })
          .int('days must be a whole number of days')
          .min(1, 'days must be at least 1')
          .max(PRICE_HISTORY_MAX_DAYS, `days must be at most ${PRICE_HISTORY_MAX_DAYS}`),
      ],
      { error: `days must be a whole number of days from 1 to ${PRICE_HISTORY_MAX_DAYS}, or all` },
    )
    .default(90),
});

export const pricePointSchema = z.object({
  /** ISO 8601 time the price took effect (clamped to the window's start, when there is one). */
  at: z.string(),
  price: z.number(),
  inStock: z.boolean(),
});

export const priceSeriesSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  /** A merchant of the demo data: its prices are invented. */
  isDemo: z.boolean(),
  points: z.array(pricePointSchema),
});

export const priceHistoryResponseSchema = z.object({
  id: z.string(),
  days: z.union([z.number(), z.literal('all')]),
  /** The window's start; for 'all', the first point's time (now when there is none). */
  from: z.string(),
  /** When the history was read: each series' last point holds until then. */
  to: z.string(),
  series: z.array(priceSeriesSchema),
});

export type PricePoint = z.infer<typeof pricePointSchema>;
export type PriceSeries = z.infer<typeof priceSeriesSchema>;
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
