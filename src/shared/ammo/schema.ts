import { z } from 'zod';
import { BULLET_TYPES, bulletTypeFromName } from './bullet-types.ts';
import { findBucket, GRAIN_BUCKETS, PRICE_BUCKETS } from './buckets.ts';
import { findAmmoCaliber } from './calibers.ts';
import { ammoMessages } from './messages.ts';

// The ammunition API's shapes (issue 6, ADR 032). Field names are the spec's ammo entity (§3: id,
// name, brand, price, platform, caliber, vendor with merchantName, price, buyLink) plus what the
// list and detail pages show besides. The server documents its answers with these and the web app
// takes its types from them.

/** spec §3 ammo "vendor" offer (+ inStock, shipping, updatedAt as for parts: decision D24). */
export const ammoOfferSchema = z.object({
  merchantName: z.string(),
  price: z.number(),
  /** price ÷ the box's round count, in dollars (4 decimals). */
  pricePerRound: z.number(),
  buyLink: z.string(),
  inStock: z.boolean(),
  shipping: z.string(),
  updatedAt: z.string(),
});
export type AmmoOffer = z.infer<typeof ammoOfferSchema>;

/** spec §3 "Ammo". `price` is the lowest offer price ('From', §9), absent when nobody sells it. */
export const ammoItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  /** An ammo calibre key ('556', '300-blackout'; src/shared/ammo/calibers.ts). */
  caliber: z.string(),
  caliberLabel: z.string(),
  platform: z.string(),
  grain: z.number().optional(),
  bulletType: z.enum(BULLET_TYPES).optional(),
  roundCount: z.number(),
  casing: z.string().optional(),
  upc: z.string().optional(),
  description: z.string(),
  images: z.array(z.string()),
  price: z.number().optional(),
  pricePerRound: z.number().optional(),
  inStock: z.boolean(),
  offerCount: z.number(),
});
export type AmmoItem = z.infer<typeof ammoItemSchema>;

/** GET /api/ammo/{id}: the item with its offers, cheapest first (spec §3 `vendor`). */
export const ammoDetailSchema = ammoItemSchema.extend({ vendor: z.array(ammoOfferSchema) });
export type AmmoDetail = z.infer<typeof ammoDetailSchema>;

/**
 * Sorts: cost per round (the default: the figure ammunition buyers compare first, issue 6), lowest
 * price up or down, name. Ties by name, then id; items nobody sells come last.
 */
export const AMMO_SORTS = ['pricePerRound', 'price', '-price', 'name'] as const;
export type AmmoSort = (typeof AMMO_SORTS)[number];
export const DEFAULT_AMMO_SORT: AmmoSort = 'pricePerRound';
export const AMMO_PAGE_SIZE = 20; // spec §2, §9: 20 per page
export const MAX_AMMO_PAGE_SIZE = 100;
export const MAX_AMMO_PAGE = 10_000;

/** A comma-separated (or repeated) query parameter as a list of trimmed values. */
const csv = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(20)])
  .transform((v) =>
    (Array.isArray(v) ? v.join(',') : v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(20, ammoMessages.tooManyValues));

const flag = z.enum(['true', 'false', '1', '0'], { error: ammoMessages.inStockInvalid });

/**
 * GET /api/ammo query (spec §3 "Product filter state" names: caliber, bulletType, grain,
 * priceRange; each a list). A calibre may be written any way that normalises to a key (spec §5:
 * case, hyphens and spaces ignored; '5.56 nato', '.223', '300-blackout'); buckets by key
 * ('50-100') or label ('$50 - $100'); bullet types in any case. Anything else is a 400 naming the
 * parameter. The output holds keys only.
 */
export const ammoListQuerySchema = z
  .object({
    caliber: csv.optional(),
    bulletType: csv.optional(),
    grain: csv.optional(),
    priceRange: csv.optional(),
    brand: csv.optional(),
    inStock: flag.transform((v) => v === 'true' || v === '1').optional(),
    sort: z.enum(AMMO_SORTS, { error: ammoMessages.sortInvalid }).default(DEFAULT_AMMO_SORT),
    page: z.coerce
      .number({ error: ammoMessages.pageInvalid })
      .int(ammoMessages.pageInvalid)
      .min(1, ammoMessages.pageInvalid)
      .max(MAX_AMMO_PAGE, ammoMessages.pageInvalid)
      .default(1),
    pageSize: z.coerce
      .number({ error: ammoMessages.pageSizeInvalid })
      .int(ammoMessages.pageSizeInvalid)
      .min(1, ammoMessages.pageSizeInvalid)
      .max(MAX_AMMO_PAGE_SIZE, ammoMessages.pageSizeInvalid)
      .default(AMMO_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    const check = (
      field: 'caliber' | 'bulletType' | 'grain' | 'priceRange',
      known: (value: string) => boolean,
      message: (value: string) => string,
    ) => {
      for (const value of query[field] ?? [])
        if (!known(value)) ctx.addIssue({ code: 'custom', path: [field], message: message(value) });
    };
    check('caliber', (v) => Boolean(findAmmoCaliber(v)), ammoMessages.unknownCaliber);
    check('bulletType', (v) => Boolean(bulletTypeFromName(v)), ammoMessages.unknownBulletType);
    check('grain', (v) => Boolean(findBucket(GRAIN_BUCKETS, v)), ammoMessages.unknownGrain);
    check(
      'priceRange',
      (v) => Boolean(findBucket(PRICE_BUCKETS, v)),
      ammoMessages.unknownPriceRange,
    );
  })
  .transform((query) => {
    const keys = <T>(values: string[] | undefined, find: (v: string) => T | undefined) =>
      values && [...new Set(values.map((v) => find(v)!))];
    return {
      ...query,
      caliber: keys(query.caliber, (v) => findAmmoCaliber(v)?.key),
      bulletType: keys(query.bulletType, bulletTypeFromName),
      grain: keys(query.grain, (v) => findBucket(GRAIN_BUCKETS, v)?.key),
      priceRange: keys(query.priceRange, (v) => findBucket(PRICE_BUCKETS, v)?.key),
    };
  });
export type AmmoListQueryInput = z.input<typeof ammoListQuerySchema>;
export type AmmoListQuery = z.output<typeof ammoListQuerySchema>;

export const ammoListResponseSchema = z.object({
  items: z.array(ammoItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AmmoListResponse = z.infer<typeof ammoListResponseSchema>;
