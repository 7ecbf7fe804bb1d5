import { LIST_PAGE_SIZE, MAX_LIST_PAGE, MAX_LIST_PAGE_SIZE } from '../listing/limits.ts';

// The ammunition list's sorts and page limits: plain values the list page reads without loading
// the API's schemas (schema.ts), which the server validates the same parameters with.

/**
 * Sorts: cost per round (the default: the figure ammunition buyers compare first), lowest price up
 * or down, name. Ties by name, then id; items nobody sells come last.
 */
export const AMMO_SORTS = ['pricePerRound', 'price', '-price', 'name'] as const;
export type AmmoSort = (typeof AMMO_SORTS)[number];
export const DEFAULT_AMMO_SORT: AmmoSort = 'pricePerRound';
export const AMMO_PAGE_SIZE = LIST_PAGE_SIZE;
export const MAX_AMMO_PAGE_SIZE = MAX_LIST_PAGE_SIZE;
export const MAX_AMMO_PAGE = MAX_LIST_PAGE;
