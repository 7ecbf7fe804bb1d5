import { z } from 'zod';
import { canonicalBrand } from '../../../shared/ammo/brands.ts';
import { findBulletType } from '../../../shared/ammo/bullet-types.ts';
import { findAmmoCaliber } from '../../../shared/ammo/calibers.ts';
import { ammoImportMessages as m } from '../../../shared/ammo/messages.ts';
import {
  MAX_GRAIN,
  MAX_ROUND_COUNT,
  parseTitle,
  type ParsedTitle,
} from '../../../shared/ammo/parse-title.ts';
import { COLUMNS, type ListingField, type ListingRecord } from './listing-file.ts';
import type { AmmoInput } from './store.ts';

// One row of an ammunition listings file, checked by one zod schema (ADR 033): each column on its
// own, then what the title fills in where a column is empty. A refused row is reported with every
// reason, in the columns' order.

/** A listing that passed every check, with what its title told us filled in. */
export interface Listing extends Pick<
  AmmoInput,
  | 'brand'
  | 'caliber'
  | 'grain'
  | 'bulletType'
  | 'roundCount'
  | 'casing'
  | 'upc'
  | 'platform'
  | 'description'
> {
  merchant: string;
  productId: string;
  title: string;
  price: number;
  buyLink: string;
  inStock: boolean;
  shipping: string;
}

export const MAX_PRICE = 100_000;

const YES = new Set(['true', 'yes', 'y', '1', 'in stock', 'instock', 'available']);
const NO = new Set([
  'false',
  'no',
  'n',
  '0',
  'out of stock',
  'outofstock',
  'sold out',
  'unavailable',
]);

/** A reason to refuse the row. It does not stop the other checks: every reason is reported. */
function refuse(ctx: z.RefinementCtx, message: string, rank?: number): void {
  ctx.addIssue({
    code: 'custom',
    message,
    continue: true,
    ...(rank !== undefined && { params: { rank } }),
  });
}

/**
 * A column: absent (undefined) or its trimmed text, read by `read`, which may refuse it. A column
 * that is there but unusable reads as null, so the title does not stand in for it.
 */
function column<T>(read: (value: string | undefined, ctx: z.RefinementCtx) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => read(value, ctx));
}

/** A text column of at most `max` characters. */
const text = (field: string, max: number) =>
  column((value, ctx) => {
    if (value !== undefined && value.length > max) refuse(ctx, m.tooLong(field, max));
    return value;
  });

/** A text column a listing must have; its absence is reported after the lengths of all three. */
const required = (field: string, max: number, missing: string, rank: number) =>
  column((value, ctx) => {
    if (value === undefined) refuse(ctx, missing, rank);
    else if (value.length > max) refuse(ctx, m.tooLong(field, max));
    return value;
  });

/** A number column: `parse` answers the number or undefined when the text is not a valid one. */
const number = (parse: (value: string) => number | undefined, invalid: (v: string) => string) =>
  column((value, ctx) => {
    if (value === undefined) return undefined;
    const n = parse(value);
    if (n === undefined) refuse(ctx, invalid(value));
    return n ?? null;
  });

const within = (n: number, ok: boolean) => (Number.isFinite(n) && ok ? n : undefined);

const rowShape = {
  merchant: required('merchant', 100, m.merchantMissing, 3),
  productId: required('productId', 200, m.productIdMissing, 4),
  title: required('title', 300, m.nameMissing, 5),
  price: column((value, ctx) => {
    if (value === undefined) return refuse(ctx, m.priceMissing);
    const price = Number(value.replace(/[$,\s]/g, ''));
    if (Number.isFinite(price) && price >= 0 && price <= MAX_PRICE)
      return Math.round(price * 100) / 100;
    refuse(ctx, m.priceInvalid(value));
  }),
  buyLink: column((value, ctx) => {
    if (value !== undefined && value.length > 2000) refuse(ctx, m.tooLong('buyLink', 2000));
    if (!isWebAddress(value)) refuse(ctx, m.buyLinkInvalid(value ?? ''));
    return value;
  }),
  inStock: column((value, ctx) => {
    if (value === undefined || YES.has(value.toLowerCase())) return true;
    if (NO.has(value.toLowerCase())) return false;
    refuse(ctx, m.inStockInvalid(value));
  }),
  brand: column((value, ctx) => {
    if (!value) return undefined;
    if (value.length > 100) refuse(ctx, m.tooLong('brand', 100));
    return canonicalBrand(value);
  }),
  caliber: column((value, ctx) => {
    if (value === undefined) return undefined;
    // a messy calibre column ('5.56x45mm NATO Ammo') is read like a title
    const caliber = findAmmoCaliber(value)?.key ?? parseTitle(value).caliber;
    if (!caliber) refuse(ctx, m.caliberUnknown(value));
    return caliber ?? null;
  }),
  grain: number((v) => {
    const grain = Number(v.replace(/\s*(grains?|gr)\s*$/i, ''));
    return within(grain, grain > 0 && grain <= MAX_GRAIN);
  }, m.grainInvalid),
  roundCount: number((v) => {
    const count = Number(v.replace(/,/g, ''));
    return within(count, Number.isInteger(count) && count >= 1 && count <= MAX_ROUND_COUNT);
  }, m.roundCountInvalid),
  // one of the nine bullet types; a column naming another ('V-MAX') leaves it empty
  bulletType: column((value) =>
    value === undefined ? undefined : (findBulletType(value) ?? null),
  ),
  casing: text('casing', 30),
  upc: text('upc', 20),
  platform: text('platform', 30),
  description: text('description', 2000),
  shipping: text('shipping', 100),
};

function isWebAddress(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Where each column's reasons stand in a report (the absent required ones after the first three). */
const RANK: Record<string, number> = { merchant: 0, productId: 1, title: 2 };
for (const [i, field] of (Object.keys(rowShape) as ListingField[]).slice(3).entries())
  RANK[field] = 6 + i;

/**
 * One listings-file row: every column checked on its own, then the title read for what the
 * brand, caliber, grain, bullet type, round count and casing columns leave out. Every column is
 * given (absent ones as undefined), so each column's own check runs and every reason is reported.
 */
export const listingRowSchema = z
  .preprocess(
    (input) => {
      const record = input as ListingRecord;
      return {
        ...Object.fromEntries(Object.keys(COLUMNS).map((field) => [field, record[field]])),
        fromTitle: parseTitle(record.title ?? ''),
      };
    },
    z.object({ ...rowShape, fromTitle: z.custom<ParsedTitle>() }),
  )
  .superRefine((row, ctx) => {
    const missing = (field: ListingField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message, continue: true });
    const { fromTitle } = row;
    if (!(row.brand ?? fromTitle.brand)) missing('brand', m.brandMissing);
    if (row.caliber === undefined && !fromTitle.caliber) missing('caliber', m.caliberMissing);
    if (row.roundCount === undefined && fromTitle.roundCount === undefined)
      missing('roundCount', m.roundCountMissing);
  })
  .transform(({ fromTitle, ...row }): Listing => {
    // a column that is there wins over the title, even when it names nothing usable
    const fromColumn = <T>(value: T | null | undefined, title: T | undefined) =>
      value === undefined ? title : (value ?? undefined);
    const casing = row.casing ?? fromTitle.casing;
    const grain = fromColumn(row.grain, fromTitle.grain);
    const bulletType = fromColumn(row.bulletType, fromTitle.bulletType);
    return {
      merchant: row.merchant!,
      productId: row.productId!,
      title: row.title!,
      price: row.price!,
      buyLink: row.buyLink!,
      inStock: row.inStock!,
      shipping: row.shipping ?? 'Free shipping',
      brand: (row.brand ?? fromTitle.brand)!,
      caliber: (row.caliber ?? fromTitle.caliber)!,
      ...(grain !== undefined && { grain }),
      ...(bulletType && { bulletType }),
      roundCount: (row.roundCount ?? fromTitle.roundCount)!,
      ...(casing && { casing }),
      ...(row.upc && { upc: row.upc }),
      ...(row.platform && { platform: row.platform }),
      ...(row.description && { description: row.description }),
    };
  });

function rankOf(issue: z.core.$ZodIssue): number {
  const rank = (issue as { params?: { rank?: number } }).params?.rank;
  return rank ?? RANK[String(issue.path[0])] ?? Number.MAX_SAFE_INTEGER;
}

/** A row's checks: the listing, or every reason it cannot be imported. */
export function checkListing(
  record: ListingRecord,
): { listing: Listing; reasons?: undefined } | { listing?: undefined; reasons: string[] } {
  const result = listingRowSchema.safeParse(record);
  if (result.success) return { listing: result.data };
  const issues = result.error.issues.map((issue, i) => ({ issue, i }));
  issues.sort((a, b) => rankOf(a.issue) - rankOf(b.issue) || a.i - b.i);
  return { reasons: issues.map(({ issue }) => issue.message) };
}
