import { LIST_PAGE_SIZE, MAX_LIST_PAGE, MAX_LIST_PAGE_SIZE } from '../listing/limits.ts';

// The catalogue list's sorts and page limits: plain values the list page reads without loading
// the API's schemas (schema.ts), which the server validates the same parameters with.

export const CATALOG_SORTS = ['popularity', 'price', '-price', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
/**
 * The list call's sorts: the four orders plus 'compatibility' (ADR 061: groups that fit the
 * `compat` build first, popularity order within each part; without `compat`, popularity).
 */
export const CATALOG_LIST_SORTS = [...CATALOG_SORTS, 'compatibility'] as const;
export type CatalogListSort = (typeof CATALOG_LIST_SORTS)[number];
/** The longest `compat` parameter accepted (a 40-part build's summary is about 1 kB). */
export const MAX_COMPAT_PARAM = 8_000;
export const MAX_PAGE_SIZE = MAX_LIST_PAGE_SIZE;
export const DEFAULT_PAGE_SIZE = LIST_PAGE_SIZE;
export const MAX_PAGE = MAX_LIST_PAGE;
