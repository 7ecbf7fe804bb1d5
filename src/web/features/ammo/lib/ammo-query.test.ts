import { describe, expect, it } from 'vitest';
import { ammoListQuerySchema } from '../../../../shared/ammo/schema.ts';
import { ammoHref, ammoListQuery, caliberCrumb } from './ammo-query.ts';
import { formatPerRound } from './per-round.ts';

const {
  parse: parseAmmoState,
  toSearchParams: toAmmoSearchParams,
  toApi: toAmmoApiQuery,
  withFilters: withAmmoFilters,
  hasFilters: hasAmmoFilters,
  cleared: clearedAmmoFilters,
  empty: EMPTY_AMMO_STATE,
} = ammoListQuery;
const parse = (query: string) => parseAmmoState(new URLSearchParams(query));

describe('ammo list URL ↔ state (ADRs 035, 068)', () => {
  it('reads the calibre from the URL in any spelling, as /ammo/?caliber=556 says', () => {
    expect(parse('caliber=556').calibers).toEqual(['556']);
    expect(parse('caliber=5.56 NATO').calibers).toEqual(['556']);
    expect(parse('caliber=300-Blackout').calibers).toEqual(['300-blackout']);
    expect(parse('ammoType=9mm').calibers).toEqual(['9mm']);
  });

  it('reads bullet types, grain and price buckets by key or label, dropping unknown values', () => {
    const state = parse(
      'bulletType=fmj,nonsense&bulletType=Soft%20Point&grain=50-100gr&grain=huge&priceRange=$100 - $200&priceRange=under-50',
    );
    expect(state.bulletTypes).toEqual(['FMJ', 'Soft Point']);
    expect(state.grains).toEqual(['50-100']);
    expect(state.prices).toEqual(['under-50', '100-200']);
  });

  it('falls back to the defaults for a bad sort or page', () => {
    expect(EMPTY_AMMO_STATE).toEqual({
      calibers: [],
      bulletTypes: [],
      grains: [],
      prices: [],
      sort: 'pricePerRound',
      page: 1,
    });
    expect(parse('sort=cheapest&page=-3')).toEqual(EMPTY_AMMO_STATE);
    expect(parse('sort=name&page=4')).toMatchObject({ sort: 'name', page: 4 });
  });

  it('writes the same URL back, leaving defaults out and foreign parameters in', () => {
    const state = parse('caliber=556&bulletType=FMJ&priceRange=50-100&sort=price&page=2');
    const params = toAmmoSearchParams(state, new URLSearchParams('utm=x&caliber=9mm'));
    expect(params.toString()).toBe(
      'utm=x&caliber=556&bulletType=FMJ&priceRange=50-100&sort=price&page=2',
    );
    expect(toAmmoSearchParams(EMPTY_AMMO_STATE).toString()).toBe('');
  });

  it("builds the API's query: comma-separated lists and 20 a page", () => {
    const state = parse('caliber=556,223&bulletType=FMJ&grain=50-100&priceRange=under-50');
    expect(toAmmoApiQuery(state)).toEqual({
      caliber: '556,223',
      bulletType: 'FMJ',
      grain: '50-100',
      priceRange: 'under-50',
      sort: 'pricePerRound',
      page: 1,
      pageSize: 20,
    });
    expect(toAmmoApiQuery(EMPTY_AMMO_STATE).caliber).toBeUndefined();
  });

  it('never sends what the API refuses, whatever the URL held', () => {
    const urls = [
      '',
      'caliber=laser,556&bulletType=plasma&grain=heavy&priceRange=free&sort=cheapest&page=0',
      `caliber=${'9'.repeat(500)}&page=99999&ammoType=12%20gauge`,
      Array.from({ length: 40 }, (_, i) => `grain=g${i}`).join('&'),
    ];
    for (const query of urls) {
      const sent = Object.fromEntries(
        Object.entries(toAmmoApiQuery(parse(query)))
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      expect(ammoListQuerySchema.safeParse(sent).success, query).toBe(true);
    }
  });

  it('goes back to page 1 on a filter change and keeps the sort when clearing', () => {
    const state = parse('caliber=556&sort=name&page=3');
    expect(withAmmoFilters(state, { grains: ['50-100'] }).page).toBe(1);
    expect(hasAmmoFilters(state)).toBe(true);
    const cleared = clearedAmmoFilters(state);
    expect(hasAmmoFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sort: 'name', page: 1 });
  });

  it('names the calibre in the breadcrumb: its label, N Calibers, or nothing', () => {
    expect(caliberCrumb({ calibers: ['556'] })).toBe('5.56 NATO');
    expect(caliberCrumb({ calibers: ['556', '9mm'] })).toBe('2 Calibers');
    expect(caliberCrumb({ calibers: [] })).toBeUndefined();
  });
});

describe('cost per round and links', () => {
  it("shows cents per round as '$0.42/rd'", () => {
    expect(formatPerRound(0.42)).toBe('$0.42/rd');
    expect(formatPerRound(0.4249)).toBe('$0.42/rd');
    expect(formatPerRound(1.5)).toBe('$1.50/rd');
    expect(formatPerRound(undefined)).toBe('');
    expect(formatPerRound(-1)).toBe('');
  });

  it('links a card to /ammo-detail/{id}', () => {
    expect(ammoHref('abc 1')).toBe('/ammo-detail/abc%201');
  });
});
