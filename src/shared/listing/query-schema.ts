import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  MAX_LIST_PAGE,
  MAX_LIST_PAGE_SIZE,
  MAX_LIST_PRICE,
  MAX_LIST_TEXT,
  MAX_LIST_VALUES,
} from './limits.ts';
import { listingMessages } from './messages.ts';

// The zod pieces every list query is built from. A list's own schema (catalogue, ammunition…)
// spreads the shapes it needs and adds its own closed-set checks on top.

/** A comma-separated (or repeated) query parameter as a list of trimmed, non-empty values. */
export const listParam = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(MAX_LIST_VALUES)])
  .transform((v) =>
    (Array.isArray(v) ? v.join(',') : v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(MAX_LIST_TEXT)).max(MAX_LIST_VALUES, listingMessages.tooManyValues));

/** A yes/no query parameter: 'true' / '1' or 'false' / '0'; anything else is `message`. */
export function flagParam(message: string = listingMessages.inStockInvalid) {
  return z
    .enum(['true', 'false', '1', '0'], { error: message })
    .transform((v) => v === 'true' || v === '1');
}

/** A price in dollars, from 0 to MAX_LIST_PRICE. */
export const priceParam = z.coerce
  .number({ error: listingMessages.priceInvalid })
  .finite(listingMessages.priceInvalid)
  .min(0, listingMessages.priceInvalid)
  .max(MAX_LIST_PRICE, listingMessages.priceInvalid);

/** `priceMin` and `priceMax`; check the pair with `checkPriceRange`. */
export const priceRangeShape = {
  priceMin: priceParam.optional(),
  priceMax: priceParam.optional(),
};

/** A range written the wrong way round is a 400 on `priceMax`. */
export function checkPriceRange(
  query: { priceMin?: number | undefined; priceMax?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (
    query.priceMin !== undefined &&
    query.priceMax !== undefined &&
    query.priceMin > query.priceMax
  )
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: listingMessages.priceRange });
}

/** The `sort` parameter: one of `sorts`, `fallback` when absent. */
export function sortParam<const T extends readonly [string, ...string[]]>(
  sorts: T,
  fallback: T[number],
) {
  return z.enum(sorts, { error: listingMessages.sortInvalid(sorts) }).default(fallback);
}

/** `page` (from 1) and `pageSize` (default LIST_PAGE_SIZE), within the shared limits. */
export const pageShape = {
  page: z.coerce
    .number({ error: listingMessages.pageInvalid })
    .int(listingMessages.pageInvalid)
    .min(1, listingMessages.pageInvalid)
    .max(MAX_LIST_PAGE, listingMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: listingMessages.pageSizeInvalid })
    .int(listingMessages.pageSizeInvalid)
    .min(1, listingMessages.pageSizeInvalid)
    .max(MAX_LIST_PAGE_SIZE, listingMessages.pageSizeInvalid)
    .default(LIST_PAGE_SIZE),
};

/** A list's answer: one page of `item` and the total across every page. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

/** Every value of a list parameter turned into its key, each once, in the order first given. */
export function toKeys<T>(
  values: readonly string[] | undefined,
  find: (value: string) => T | undefined,
): T[] | undefined {
  if (!values) return undefined;
  const keys = new Set<T>();
  for (const value of values) {
    const key = find(value);
    if (key !== undefined) keys.add(key);
  }
  return [...keys];
}
