import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_PAGE_SIZE } from './limits.ts';
import { listingMessages } from './messages.ts';
import {
  checkPriceRange,
  flagParam,
  listParam,
  pageShape,
  priceRangeShape,
  sortParam,
  toKeys,
} from './query-schema.ts';

const query = z
  .object({
    brand: listParam.optional(),
    inStock: flagParam().optional(),
    sort: sortParam(['cheapest', 'name'], 'name'),
    ...priceRangeShape,
    ...pageShape,
  })
  .superRefine(checkPriceRange);

const problems = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (query.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('list query helpers', () => {
  it('defaults to page 1 of 20 and the given sort', () => {
    expect(query.parse({})).toEqual({ sort: 'name', page: 1, pageSize: LIST_PAGE_SIZE });
  });

  it('reads comma-separated and repeated lists, trimmed, empty values dropped', () => {
    expect(query.parse({ brand: ['A, B', 'C,,'] }).brand).toEqual(['A', 'B', 'C']);
  });

  it('reads flags as true/false or 1/0', () => {
    expect(query.parse({ inStock: '1' }).inStock).toBe(true);
    expect(query.parse({ inStock: 'false' }).inStock).toBe(false);
  });

  it('names the parameter of each problem with the shared texts', () => {
    expect(
      problems({
        brand: Array.from({ length: 21 }, (_, i) => `b${i}`).join(','),
        inStock: 'maybe',
        sort: 'price',
        page: '0',
        pageSize: '101',
        priceMin: '-1',
      }),
    ).toEqual({
      brand: listingMessages.tooManyValues,
      inStock: listingMessages.inStockInvalid,
      sort: 'sort must be one of cheapest, name',
      page: listingMessages.pageInvalid,
      pageSize: listingMessages.pageSizeInvalid,
      priceMin: listingMessages.priceInvalid,
    });
  });

  it('refuses a price range written the wrong way round', () => {
    expect(problems({ priceMin: '20', priceMax: '10' })).toEqual({
      priceMax: listingMessages.priceRange,
    });
  });

  it('turns values into keys, each once, unknown ones dropped', () => {
    const key = (v: string) => ({ a: 'A', alpha: 'A', b: 'B' })[v];
    expect(toKeys(['alpha', 'b', 'a', 'x'], key)).toEqual(['A', 'B']);
    expect(toKeys(undefined, key)).toBeUndefined();
  });
});
