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
  type AmmoSort,
} from '../../../../shared/ammo/list-options.ts';
import {
  choiceListField,
  defineListQuery,
  pageField,
  sortField,
} from '../../../components/listing/list-url.ts';

// The ammo list's state lives in the URL query, under the API's own parameter names (caliber,
// bulletType, grain, priceRange, sort, page), so `/ammo/?caliber=556` reads as it says. Anything a
// visitor can type is normalised: a calibre in any spelling ('5.56 NATO'), a bucket by key or
// label; unknown values are dropped, never sent (the API would answer 400). ADRs 035, 068.

export interface AmmoListState {
  /** Calibre keys ('556', '300-blackout'), in AMMO_CALIBERS order. */
  calibers: string[];
  /** Bullet types as the product writes them ('FMJ', 'Soft Point'), in BULLET_TYPES order. */
  bulletTypes: string[];
  /** GRAIN_BUCKETS keys. */
  grains: string[];
  /** PRICE_BUCKETS keys. */
  prices: string[];
  sort: AmmoSort;
  page: number;
}

/**
 * The ammo list's URL parameters, in the order they are written. The page also reads an
 * `ammoType`, which is another name for the calibre (`?ammoType=9mm`).
 */
export const ammoListQuery = defineListQuery<AmmoListState>({
  fields: {
    calibers: choiceListField(
      ['caliber', 'ammoType'],
      AMMO_CALIBERS.map((c) => c.key),
      (v) => findAmmoCaliber(v)?.key,
    ),
    bulletTypes: choiceListField('bulletType', BULLET_TYPES, bulletTypeFromName),
    grains: choiceListField(
      'grain',
      GRAIN_BUCKETS.map((b) => b.key),
      (v) => findBucket(GRAIN_BUCKETS, v)?.key,
    ),
    prices: choiceListField(
      'priceRange',
      PRICE_BUCKETS.map((b) => b.key),
      (v) => findBucket(PRICE_BUCKETS, v)?.key,
    ),
    sort: sortField(AMMO_SORTS, DEFAULT_AMMO_SORT),
    page: pageField,
  },
  pageSize: AMMO_PAGE_SIZE,
});

/**
 * The last breadcrumb and the heading (Home > Ammo > calibre): the calibre's label when one is
 * chosen, 'N Calibers' for several, undefined for none (the page is then just 'Ammo').
 */
export function caliberCrumb(state: Pick<AmmoListState, 'calibers'>): string | undefined {
  if (state.calibers.length === 0) return undefined;
  if (state.calibers.length > 1) return `${state.calibers.length} Calibers`;
  const key = state.calibers[0]!;
  return ammoCaliberByKey(key)?.label ?? key;
}

/** A card's Add opens /ammo-detail/{id}. */
export function ammoHref(id: string): string {
  return `/ammo-detail/${encodeURIComponent(id)}`;
}
