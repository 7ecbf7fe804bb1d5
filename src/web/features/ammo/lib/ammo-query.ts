import { findBucket, GRAIN_BUCKETS, PRICE_BUCKETS } from '../../../../shared/ammo/buckets.ts';
import { BULLET_TYPES, bulletTypeFromName } from '../../../../shared/ammo/bullet-types.ts';
import {
  AMMO_CALIBERS,
  ammoCaliberByKey,
  findAmmoCaliber,
} from '../../../../shared/ammo/calibers.ts';
import {
  AMMO_PAGE_SIZE,
  AMMO_SORTS,
  DEFAULT_AMMO_SORT,
  MAX_AMMO_PAGE,
  type AmmoSort,
} from '../../../../shared/ammo/schema.ts';

// The ammo list's state lives in the URL query, under the API's own parameter names (caliber,
// bulletType, grain, priceRange, sort, page), so `/ammo/?caliber=556` reads as it says. Anything a
// visitor can type is normalised: a calibre in any spelling ('5.56 NATO'), a bucket by key or
// label; unknown values are dropped, never sent (the API would answer 400). ADR 035.

/** The URL query parameters the list owns; any other parameter is left as it is. */
export const AMMO_PARAMS = [
  'caliber',
  'ammoType',
  'bulletType',
  'grain',
  'priceRange',
  'sort',
  'page',
] as const;

export interface AmmoListState {
  /** Calibre keys ('556', '300-blackout'), in AMMO_CALIBERS order. */
  calibers: string[];
  /** Bullet types as the spec writes them ('FMJ', 'Soft Point'), in §9's order. */
  bulletTypes: string[];
  /** GRAIN_BUCKETS keys. */
  grains: string[];
  /** PRICE_BUCKETS keys. */
  prices: string[];
  sort: AmmoSort;
  page: number;
}

export const EMPTY_AMMO_STATE: AmmoListState = {
  calibers: [],
  bulletTypes: [],
  grains: [],
  prices: [],
  sort: DEFAULT_AMMO_SORT,
  page: 1,
};

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Known values in a fixed order (a toggled filter always writes the same URL). */
function canonical(raw: string[], all: readonly string[], key: (v: string) => string | undefined) {
  const wanted = new Set(raw.map(key).filter((k): k is string => k !== undefined));
  return all.filter((v) => wanted.has(v));
}

const CALIBER_KEYS = AMMO_CALIBERS.map((c) => c.key);
const GRAIN_KEYS = GRAIN_BUCKETS.map((b) => b.key);
const PRICE_KEYS = PRICE_BUCKETS.map((b) => b.key);

function pageOf(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_AMMO_PAGE ? page : 1;
}

function sortOf(raw: string | null): AmmoSort {
  return (AMMO_SORTS as readonly string[]).includes(raw ?? '')
    ? (raw as AmmoSort)
    : DEFAULT_AMMO_SORT;
}

/**
 * The list state a URL query stands for. Never throws. spec §2: the page reads an ammoType,
 * which here is another name for the calibre (`?ammoType=9mm`).
 */
export function parseAmmoState(params: URLSearchParams): AmmoListState {
  return {
    calibers: canonical(
      [...values(params, 'caliber'), ...values(params, 'ammoType')],
      CALIBER_KEYS,
      (v) => findAmmoCaliber(v)?.key,
    ),
    bulletTypes: canonical(values(params, 'bulletType'), BULLET_TYPES, bulletTypeFromName),
    grains: canonical(
      values(params, 'grain'),
      GRAIN_KEYS,
      (v) => findBucket(GRAIN_BUCKETS, v)?.key,
    ),
    prices: canonical(
      values(params, 'priceRange'),
      PRICE_KEYS,
      (v) => findBucket(PRICE_BUCKETS, v)?.key,
    ),
    sort: sortOf(params.get('sort')),
    page: pageOf(params.get('page')),
  };
}

/** The URL query of a state: repeated parameters, defaults left out, foreign parameters kept. */
export function toAmmoSearchParams(state: AmmoListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of base ?? []) {
    if (!(AMMO_PARAMS as readonly string[]).includes(key)) params.append(key, value);
  }
  for (const c of state.calibers) params.append('caliber', c);
  for (const b of state.bulletTypes) params.append('bulletType', b);
  for (const g of state.grains) params.append('grain', g);
  for (const p of state.prices) params.append('priceRange', p);
  if (state.sort !== DEFAULT_AMMO_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type AmmoApiQuery = Record<string, string | number | undefined>;

/** GET /api/ammo's query for a state (comma-separated lists, 20 a page: spec §9). */
export function toAmmoApiQuery(state: AmmoListState): AmmoApiQuery {
  const list = (v: string[]) => (v.length ? v.join(',') : undefined);
  return {
    caliber: list(state.calibers),
    bulletType: list(state.bulletTypes),
    grain: list(state.grains),
    priceRange: list(state.prices),
    sort: state.sort,
    page: state.page,
    pageSize: AMMO_PAGE_SIZE,
  };
}

/** A changed filter goes back to page 1. */
export function withAmmoFilters(
  state: AmmoListState,
  patch: Partial<AmmoListState>,
): AmmoListState {
  return { ...state, ...patch, page: 1 };
}

export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function hasAmmoFilters(state: AmmoListState): boolean {
  return (
    state.calibers.length > 0 ||
    state.bulletTypes.length > 0 ||
    state.grains.length > 0 ||
    state.prices.length > 0
  );
}

/** 'Clear All Filters': every filter off, the sort kept, page 1. */
export function clearedAmmoFilters(state: AmmoListState): AmmoListState {
  return { ...EMPTY_AMMO_STATE, sort: state.sort };
}

/**
 * The last breadcrumb and the heading (spec §2: Home > Ammo > caliber): the calibre's label when
 * one is chosen, 'N Calibers' for several, undefined for none (the page is then just 'Ammo').
 */
export function caliberCrumb(state: Pick<AmmoListState, 'calibers'>): string | undefined {
  if (state.calibers.length === 0) return undefined;
  if (state.calibers.length > 1) return `${state.calibers.length} Calibers`;
  const key = state.calibers[0]!;
  return ammoCaliberByKey(key)?.label ?? key;
}

export function ammoPageCount(total: number, pageSize = AMMO_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** spec §2: a card's Add opens /ammo-detail/{id}. */
export function ammoHref(id: string): string {
  return `/ammo-detail/${encodeURIComponent(id)}`;
}

/** Cost per round, in cents (issue 6: '$0.42/rd'). Nothing for a missing or negative figure. */
export function formatPerRound(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return '';
  return `$${value.toFixed(2)}/rd`;
}
