import { CALIBERS, findCaliber } from '../../../../shared/catalog/calibers.ts';
import {
  CATALOG_SORTS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  type CatalogSort,
} from '../../../../shared/catalog/schema.ts';
import {
  catalogSubPart,
  FILTER_CATEGORIES,
  filterLabel,
  mainCategoryForCategory,
  type Platform,
} from '../../../../shared/catalog/types.ts';

// The product list's state lives in the URL query (issue 5: a list can be shared, Back works).
// This file maps the query both ways and to the API's query, normalising anything a visitor can
// type into a URL: unknown values are dropped, never sent (ADR 024).

/** The URL query parameters the list owns; any other parameter is left as it is. */
export const LIST_PARAMS = [
  'subPart',
  'q',
  'category',
  'caliber',
  'brand',
  'priceMin',
  'priceMax',
  'inStock',
  'compatibleOnly',
  'sort',
  'page',
] as const;

/**
 * The list's sorts: the API's, and spec §9's Compatibility (issue 9, ADR 065), which needs the
 * visitor's build and falls back to Popularity without one.
 */
export type ListSort = CatalogSort | 'compatibility';
export const LIST_SORTS: readonly ListSort[] = [
  ...CATALOG_SORTS.filter((s: string) => s !== 'compatibility'),
  'compatibility',
];

/** The server's limits (catalogListQuerySchema): kept here so a URL can never earn a 400. */
const MAX_VALUES = 20;
const MAX_TEXT = 100;
const MAX_PRICE = 10_000_000;

export interface ListState {
  /** Display categories (spec §9 'Filter categories'), as FILTER_CATEGORIES spells them. */
  categories: string[];
  /** Calibre keys of CALIBERS ('556', '300-blackout'). */
  calibers: string[];
  brands: string[];
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  /** Issue 9: only parts that fit the visitor's build ('Compatible with my build'). */
  compatibleOnly: boolean;
  /** decision D17: the builder sub-part the visitor came from, as the builder names it. */
  subPart?: string;
  q?: string;
  sort: ListSort;
  page: number;
}

export const EMPTY_LIST_STATE: ListState = {
  categories: [],
  calibers: [],
  brands: [],
  inStock: false,
  compatibleOnly: false,
  sort: 'popularity',
  page: 1,
};

/** Every value of a repeated, comma-separated parameter: `a=1,2&a=3` → ['1', '2', '3']. */
function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Known values in a fixed order (so a toggled filter always writes the same URL). */
function canonical(raw: string[], all: readonly string[], key: (v: string) => string | undefined) {
  const wanted = new Set(raw.map(key).filter((k): k is string => k !== undefined));
  return all.filter((v) => wanted.has(key(v)!));
}

function categoriesOf(params: URLSearchParams): string[] {
  return canonical(values(params, 'category'), FILTER_CATEGORIES, mainCategoryForCategory);
}

function calibersOf(params: URLSearchParams): string[] {
  const keys = CALIBERS.map((c) => c.key);
  return canonical(values(params, 'caliber'), keys, (v) => findCaliber(v)?.key);
}

function brandsOf(params: URLSearchParams): string[] {
  const seen = new Set<string>();
  const brands: string[] = [];
  for (const brand of values(params, 'brand')) {
    const key = brand.toLowerCase();
    if (brand.length > MAX_TEXT || seen.has(key)) continue;
    seen.add(key);
    brands.push(brand);
  }
  return brands.slice(0, MAX_VALUES);
}

/** A price as typed: '120', '99.5', '$1,200'. undefined for anything else or out of range. */
export function parsePrice(raw: string | null | undefined): number | undefined {
  const text = (raw ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return undefined;
  const value = Math.round(Number(text) * 100) / 100;
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

function pageOf(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function sortOf(raw: string | null): ListSort {
  return (LIST_SORTS as readonly string[]).includes(raw ?? '') ? (raw as ListSort) : 'popularity';
}

const isTrue = (raw: string | null) => raw === 'true' || raw === '1';

/** The list state a URL query stands for. Never throws: bad values fall back to defaults. */
export function parseListState(params: URLSearchParams): ListState {
  let priceMin = parsePrice(params.get('priceMin'));
  let priceMax = parsePrice(params.get('priceMax'));
  // A range typed the wrong way round means the same range.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const subPart = catalogSubPart(params.get('subPart')?.trim() ?? '');
  const q = params.get('q')?.trim().slice(0, MAX_TEXT);
  return {
    categories: categoriesOf(params),
    calibers: calibersOf(params),
    brands: brandsOf(params),
    ...(priceMin !== undefined && { priceMin }),
    ...(priceMax !== undefined && { priceMax }),
    inStock: isTrue(params.get('inStock')),
    compatibleOnly: isTrue(params.get('compatibleOnly')),
    ...(subPart && { subPart }),
    ...(q && { q }),
    sort: sortOf(params.get('sort')),
    page: pageOf(params.get('page')),
  };
}

/**
 * The URL query of a state: repeated parameters, defaults left out. Parameters the list does not
 * own (say a campaign tag) are kept from `base`.
 */
export function toSearchParams(state: ListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of base ?? []) {
    if (!(LIST_PARAMS as readonly string[]).includes(key)) params.append(key, value);
  }
  if (state.subPart) params.set('subPart', state.subPart);
  if (state.q) params.set('q', state.q);
  for (const c of state.categories) params.append('category', c);
  for (const c of state.calibers) params.append('caliber', c);
  for (const b of state.brands) params.append('brand', b);
  if (state.priceMin !== undefined) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('inStock', 'true');
  if (state.compatibleOnly) params.set('compatibleOnly', 'true');
  if (state.sort !== 'popularity') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type ListApiQuery = Record<string, string | number | undefined>;

/**
 * GET /api/catalog/groups's query for a state (comma-separated lists, 20 a page: spec §9).
 * `compat` is the visitor's build (`encodeBuildSpecs`, issue 9, ADR 065): sent whenever there is
 * one, so every card can say how many variants fit; without it the Compatibility sort and the
 * 'Compatible with my build' filter mean nothing and are left out.
 */
export function toApiQuery(state: ListState, platform: Platform, compat?: string): ListApiQuery {
  const list = (v: string[]) => (v.length ? v.join(',') : undefined);
  return {
    platform,
    subPart: state.subPart,
    q: state.q,
    category: list(state.categories),
    caliber: list(state.calibers),
    brand: list(state.brands),
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    inStock: state.inStock ? 'true' : undefined,
    compat,
    compatibleOnly: state.compatibleOnly && compat ? 'true' : undefined,
    sort: state.sort === 'compatibility' && !compat ? 'popularity' : state.sort,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** A changed filter: every filter change goes back to page 1. */
export function withFilters(state: ListState, patch: Partial<ListState>): ListState {
  return { ...state, ...patch, page: 1 };
}

/** A list with `value` added, or removed when it is there. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Whether any filter is set (sort and page are not filters). */
export function hasFilters(state: ListState): boolean {
  return (
    state.categories.length > 0 ||
    state.calibers.length > 0 ||
    state.brands.length > 0 ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined ||
    state.inStock ||
    state.compatibleOnly ||
    state.subPart !== undefined ||
    state.q !== undefined
  );
}

/** 'Clear all': every filter off, the sort kept, page 1. */
export function clearedFilters(state: ListState): ListState {
  return { ...EMPTY_LIST_STATE, sort: state.sort };
}

/**
 * spec §4: the title is the filter label — 'All Products', the category's name or 'N
 * Categories'. The builder's Add (spec §2 "sets the library category filter"; decision D17 makes
 * it a sub-part) names the sub-part when no category is chosen (ADR 024).
 */
export function listLabel(state: Pick<ListState, 'categories' | 'subPart'>): string {
  if (state.categories.length === 0 && state.subPart) return state.subPart;
  return filterLabel(state.categories);
}

/** How many pages `total` items fill. */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** spec §9: a product name is cut at 35 characters plus '...'. */
export const NAME_LIMIT = 35;
export function truncateName(name: string, limit = NAME_LIMIT): string {
  return name.length > limit ? `${name.slice(0, limit)}...` : name;
}

/**
 * spec §2: a card's Add opens /product/{mainCategory}/{id}; decision D17: the sub-part the visitor
 * came from goes along, so the detail page's Add fills that row.
 */
export function productHref(
  group: { mainCategory: string; _id: string },
  subPart?: string,
): string {
  const path = `/product/${encodeURIComponent(group.mainCategory)}/${encodeURIComponent(group._id)}`;
  return subPart ? `${path}?subPart=${encodeURIComponent(subPart)}` : path;
}

/**
 * The platform a `/products/{productType}` route lists. spec §2: the list is the AR15 platform's
 * (decision D2: /products, /AR, /AR15, /Rifles); `/products/AR10` lists the few AR-10 parts the
 * spec's type endpoints name (ADR 024).
 */
export function platformForProductType(productType: string | undefined): Platform {
  return productType?.toUpperCase().replace(/[^A-Z0-9]/g, '') === 'AR10' ? 'AR10' : 'AR15';
}
