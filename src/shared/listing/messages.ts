import { MAX_LIST_PAGE, MAX_LIST_PAGE_SIZE, MAX_LIST_PRICE, MAX_LIST_VALUES } from './limits.ts';
import { wholeNumber } from '../format/numbers.ts';

// The answers every product list gives to a bad query parameter: one text for each, whichever list
// refuses it. The catalogue's and the ammunition's message tables reuse these.

export const listingMessages = {
  tooManyValues: `At most ${MAX_LIST_VALUES} values`,
  inStockInvalid: 'inStock must be true or false',
  priceInvalid: `Price must be a number from 0 to ${wholeNumber(MAX_LIST_PRICE)}`,
  priceRange: 'priceMax must not be below priceMin',
  pageInvalid: `page must be a whole number from 1 to ${wholeNumber(MAX_LIST_PAGE)}`,
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${wholeNumber(MAX_LIST_PAGE_SIZE)}`,
  /** 'sort must be one of popularity, price, -price, name' for the list's sorts. */
  sortInvalid: (sorts: readonly string[]) => `sort must be one of ${sorts.join(', ')}`,
} as const;
