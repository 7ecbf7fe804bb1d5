import { z } from 'zod';
import { BULLET_TYPES, bulletTypeFromName } from './bullet-types.ts';
import { findBucket, GRAIN_BUCKETS, PRICE_BUCKETS } from './buckets.ts';
import { findAmmoCaliber } from './calibers.ts';
import { AMMO_SORTS, DEFAULT_AMMO_SORT } from './list-options.ts';
import { ammoMessages } from './messages.ts';
import { listItemShape, listOfferShape } from '../listing/item-schema.ts';
import {
  flagParam,
  listParam,
  listResponseSchema,
  pageShape,
  sortParam,
  toKeys,
} from '../listing/query-schema.ts';

// The ammunition API's shapes (ADR 032). Field names are the product's ammo record (id, name,
// brand, price, platform, caliber, vendor with merchantName, price, buyLink) plus what the list and
// detail pages show besides. The server documents its answers with these and the web app takes its
// types from them.

/** A vendor's offer for an ammunition item, with stock, shipping and when it was last updated. */
export const ammoOfferSchema = z.object({
  ...listOfferShape,
  /** price ÷ the box's round count, in dollars (4 decimals). */
  pricePerRound: z.number(),
});
export type AmmoOffer = z.infer<typeof ammoOfferSchema>;

/** An ammunition item (a box of rounds) with its lowest price and price per round. */
export const ammoItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...listItemShape,
  /** An ammo calibre key ('556', '300-blackout'; src/shared/ammo/calibers.ts). */
  caliber: z.string(),
  caliberLabel: z.string(),
  grain: z.number().optional(),
  bulletType: z.enum(BULLET_TYPES).optional(),
  roundCount: z.number(),
  casing: z.string().optional(),
  upc: z.string().optional(),
  pricePerRound: z.number().optional(),
  offerCount: z.number(),
});
export type AmmoItem = z.infer<typeof ammoItemSchema>;

/** GET /api/ammo/{id}: the item with its offers (`vendor`), cheapest first. */
export const ammoDetailSchema = ammoItemSchema.extend({ vendor: z.array(ammoOfferSchema) });
export type AmmoDetail = z.infer<typeof ammoDetailSchema>;

/** The closed-set list parameters, each with the lookup that turns any spelling into its key. */
const AMMO_KEYED_FILTERS = {
  caliber: {
    key: (v: string) => findAmmoCaliber(v)?.key,
    unknown: ammoMessages.unknownCaliber,
  },
  bulletType: { key: bulletTypeFromName, unknown: ammoMessages.unknownBulletType },
  grain: {
    key: (v: string) => findBucket(GRAIN_BUCKETS, v)?.key,
    unknown: ammoMessages.unknownGrain,
  },
  priceRange: {
    key: (v: string) => findBucket(PRICE_BUCKETS, v)?.key,
    unknown: ammoMessages.unknownPriceRange,
  },
} as const;
type AmmoKeyedFilter = keyof typeof AMMO_KEYED_FILTERS;
const KEYED_FILTER_NAMES = Object.keys(AMMO_KEYED_FILTERS) as AmmoKeyedFilter[];

/**
 * GET /api/ammo query (the product filter state's names: caliber, bulletType, grain, priceRange;
 * each a list). A calibre may be written any way that normalises to a key (case, hyphens and
 * spaces ignored; '5.56 nato', '.223', '300-blackout'); buckets by key ('50-100') or label
 * ('$50 - $100'); bullet types in any case. Anything else is a 400 naming the parameter. The
 * output holds keys only.
 */
export const ammoListQuerySchema = z
  .object({
    caliber: listParam.optional(),
    bulletType: listParam.optional(),
    grain: listParam.optional(),
    priceRange: listParam.optional(),
    brand: listParam.optional(),
    inStock: flagParam().optional(),
    sort: sortParam(AMMO_SORTS, DEFAULT_AMMO_SORT),
    ...pageShape,
  })
  .superRefine((query, ctx) => {
    for (const field of KEYED_FILTER_NAMES) {
      const { key, unknown } = AMMO_KEYED_FILTERS[field];
      for (const value of query[field] ?? [])
        if (key(value) === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: unknown(value) });
    }
  })
  .transform((query) => ({
    ...query,
    caliber: toKeys(query.caliber, AMMO_KEYED_FILTERS.caliber.key),
    bulletType: toKeys(query.bulletType, AMMO_KEYED_FILTERS.bulletType.key),
    grain: toKeys(query.grain, AMMO_KEYED_FILTERS.grain.key),
    priceRange: toKeys(query.priceRange, AMMO_KEYED_FILTERS.priceRange.key),
  }));
export type AmmoListQueryInput = z.input<typeof ammoListQuerySchema>;
export type AmmoListQuery = z.output<typeof ammoListQuerySchema>;

export const ammoListResponseSchema = listResponseSchema(ammoItemSchema);
export type AmmoListResponse = z.infer<typeof ammoListResponseSchema>;
