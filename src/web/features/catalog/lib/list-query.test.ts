import { describe, expect, it } from 'vitest';
import { catalogListQuerySchema } from '../../../../shared/catalog/schema.ts';
import { readPrice as parsePrice, toggled } from '../../../../shared/listing/url-state.ts';
import {
  catalogListQuery,
  EMPTY_LIST_STATE,
  listLabel,
  platformForProductType,
  productHref,
  toApiQuery,
  truncateName,
  type ListState,
} from './list-query.ts';

const {
  parse: parseListState,
  toSearchParams,
  cleared: clearedFilters,
  hasFilters,
  withFilters,
  pageCount,
} = catalogListQuery;
const parse = (query: string) => parseListState(new URLSearchParams(query));
const url = (state: ListState, base?: string) =>
  toSearchParams(state, base === undefined ? undefined : new URLSearchParams(base)).toString();

describe('parseListState: the URL query → the list state', () => {
  it('reads no query as the whole catalogue by popularity, page 1', () => {
    expect(parse('')).toEqual(EMPTY_LIST_STATE);
    expect(EMPTY_LIST_STATE).toEqual({
      categories: [],
      calibers: [],
      brands: [],
      inStock: false,
      compatibleOnly: false,
      sort: 'popularity',
      page: 1,
    });
  });

  it('reads every filter, sort and page', () => {
    expect(
      parse(
        'subPart=Barrel&q=aero&category=Barrels&caliber=556&brand=Magpul&priceMin=100' +
          '&priceMax=500&inStock=true&sort=-price&page=3',
      ),
    ).toEqual({
      subPart: 'Barrel',
      q: 'aero',
      categories: ['Barrels'],
      calibers: ['556'],
      brands: ['Magpul'],
      priceMin: 100,
      priceMax: 500,
      inStock: true,
      compatibleOnly: false,
      sort: '-price',
      page: 3,
    });
  });

  it('takes lists repeated or comma-separated, in the filter order, once each', () => {
    const state = parse('category=Grips,Barrels&category=barrels&category=Hand%20Guards');
    expect(state.categories).toEqual(['Barrels', 'Hand Guards', 'Grips']);
  });

  it('spells categories, calibres and sub-parts as the shared types do', () => {
    const state = parse('category=handguards&caliber=5.56%20NATO,.300%20BLK&subPart=barrels');
    expect(state.categories).toEqual(['Hand Guards']);
    expect(state.calibers).toEqual(['556', '300-blackout']);
    expect(state.subPart).toBe('Barrel');
  });

  it('drops values the catalogue does not know instead of failing', () => {
    const state = parse(
      'category=Spaceships&caliber=.99%20Laser&subPart=Warp%20Core&sort=random&page=-2&inStock=maybe',
    );
    expect(state).toEqual(EMPTY_LIST_STATE);
  });

  it('falls back to page 1 for pages that are not whole numbers in range', () => {
    for (const page of ['0', '1.5', 'two', '', '10001', '1e3'])
      expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=10000').page).toBe(10_000);
  });

  it('ignores prices that are not prices and swaps a range typed backwards', () => {
    expect(parse('priceMin=abc&priceMax=-5')).toEqual(EMPTY_LIST_STATE);
    expect(parse('priceMin=500&priceMax=100')).toMatchObject({ priceMin: 100, priceMax: 500 });
  });

  it('keeps brands as typed, once each ignoring case, at most 20', () => {
    expect(parse('brand=Magpul,magpul,%20BCM%20').brands).toEqual(['Magpul', 'BCM']);
    const many = Array.from({ length: 30 }, (_, i) => `brand=B${i}`).join('&');
    expect(parse(many).brands).toHaveLength(20);
    expect(parse(`brand=${'x'.repeat(101)}`).brands).toEqual([]);
  });

  it('cuts a search to the 100 characters the server takes', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parse('q=%20%20').q).toBeUndefined();
  });
});

describe('parsePrice', () => {
  it('reads prices as people type them', () => {
    expect(parsePrice('150')).toBe(150);
    expect(parsePrice(' 99.99 ')).toBe(99.99);
    expect(parsePrice('$1,200')).toBe(1200);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('10.005')).toBe(10.01);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '-1', '1e5', 'Infinity', '10000001', '1.2.3', null, undefined])
      expect(parsePrice(bad)).toBeUndefined();
  });
});

describe('toSearchParams: the list state → the URL query', () => {
  it('writes nothing for the default state', () => {
    expect(url(EMPTY_LIST_STATE)).toBe('');
  });

  it('writes lists as repeated parameters and leaves defaults out', () => {
    const state = { ...EMPTY_LIST_STATE, categories: ['Barrels', 'Grips'], sort: 'price' as const };
    expect(url(state)).toBe('category=Barrels&category=Grips&sort=price');
  });

  it('round-trips every state it writes', () => {
    const state: ListState = {
      subPart: 'Complete Upper Receiver',
      q: 'bcm',
      categories: ['Upper Receivers'],
      calibers: ['556', '300-blackout'],
      brands: ['Bravo Company', 'Daniel Defense'],
      priceMin: 0,
      priceMax: 999.99,
      inStock: true,
      compatibleOnly: true,
      sort: 'compatibility',
      page: 4,
    };
    expect(parseListState(toSearchParams(state))).toEqual(state);
  });

  it('keeps parameters the list does not own and replaces the ones it does', () => {
    const state = { ...EMPTY_LIST_STATE, page: 2 };
    expect(url(state, 'utm_source=mail&page=7&category=Barrels')).toBe('utm_source=mail&page=2');
  });
});

describe('toApiQuery: the list state → GET /api/catalog/groups', () => {
  it('sends lists comma-separated, 20 a page, on the platform', () => {
    const state = withFilters(EMPTY_LIST_STATE, {
      categories: ['Barrels', 'Hand Guards'],
      calibers: ['556'],
      inStock: true,
    });
    expect(toApiQuery(state, 'AR15')).toEqual({
      platform: 'AR15',
      subPart: undefined,
      q: undefined,
      category: 'Barrels,Hand Guards',
      caliber: '556',
      brand: undefined,
      priceMin: undefined,
      priceMax: undefined,
      inStock: 'true',
      sort: 'popularity',
      page: 1,
      pageSize: 20,
    });
  });

  it('never sends what the server refuses, whatever the URL held', () => {
    const urls = [
      '',
      'category=Spaceships,Barrels&caliber=laser&brand=,,&priceMin=9&priceMax=1&page=0',
      `q=${'z'.repeat(500)}&sort=-price&page=99999&inStock=1&subPart=Grip`,
      'priceMin=10000000&priceMax=1e9&caliber=.223%20Wylde',
      Array.from({ length: 40 }, (_, i) => `brand=Brand ${i}`).join('&'),
    ];
    for (const query of urls) {
      const api = toApiQuery(parse(query), 'AR15');
      const sent = Object.fromEntries(
        Object.entries(api)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      expect(catalogListQuerySchema.safeParse(sent).success, query).toBe(true);
    }
  });
});

describe("toApiQuery with the visitor's build", () => {
  const compat = '{"v":1,"p":[]}';

  it('sends the build whenever there is one, and the filter and sort that need it', () => {
    const state = parse('compatibleOnly=true&sort=compatibility');
    expect(state).toMatchObject({ compatibleOnly: true, sort: 'compatibility' });
    expect(toApiQuery(state, 'AR15', compat)).toMatchObject({
      compat,
      compatibleOnly: 'true',
      sort: 'compatibility',
    });
    expect(toApiQuery(EMPTY_LIST_STATE, 'AR15', compat)).toMatchObject({
      compat,
      compatibleOnly: undefined,
      sort: 'popularity',
    });
  });

  it('falls back to the whole list by popularity without a build', () => {
    const api = toApiQuery(parse('compatibleOnly=1&sort=compatibility'), 'AR15');
    expect(api).toMatchObject({ compat: undefined, compatibleOnly: undefined, sort: 'popularity' });
  });

  it("counts 'Compatible with my build' as a filter that 'Clear all' removes", () => {
    const state = parse('compatibleOnly=true');
    expect(hasFilters(state)).toBe(true);
    expect(clearedFilters(state).compatibleOnly).toBe(false);
    expect(url(state)).toBe('compatibleOnly=true');
  });
});

describe('filter changes', () => {
  it('go back to page 1 and keep the sort', () => {
    const state = { ...EMPTY_LIST_STATE, page: 5, sort: 'name' as const };
    expect(withFilters(state, { brands: ['Magpul'] })).toMatchObject({
      page: 1,
      sort: 'name',
      brands: ['Magpul'],
    });
  });

  it('toggle a value in and out of a list', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });

  it("'Clear all' removes every filter, the sub-part too, and keeps the sort", () => {
    const state = parse('subPart=Barrel&category=Barrels&inStock=true&sort=price&page=3');
    expect(hasFilters(state)).toBe(true);
    const cleared = clearedFilters(state);
    expect(cleared).toEqual({ ...EMPTY_LIST_STATE, sort: 'price' });
    expect(hasFilters(cleared)).toBe(false);
  });

  it('count a price bound or stock as a filter, but not sort or page', () => {
    expect(hasFilters(parse('sort=price&page=2'))).toBe(false);
    expect(hasFilters(parse('priceMax=50'))).toBe(true);
    expect(hasFilters(parse('inStock=true'))).toBe(true);
  });
});

describe('listLabel: the title is the filter label', () => {
  it("is 'All Products' with no category", () => {
    expect(listLabel(EMPTY_LIST_STATE)).toBe('All Products');
  });

  it("is the category's name for one and 'N Categories' for more", () => {
    expect(listLabel(parse('category=Barrels'))).toBe('Barrels');
    expect(listLabel(parse('category=Barrels,Grips,Stocks'))).toBe('3 Categories');
  });

  it("names the builder's sub-part when no category is chosen", () => {
    expect(listLabel(parse('subPart=Gas%20Block'))).toBe('Gas Block');
    expect(listLabel(parse('subPart=Gas%20Block&category=Barrels'))).toBe('Barrels');
  });
});

describe('cards and pages', () => {
  it('cuts a part name at 35 characters plus "..."', () => {
    const long = 'Ballistic Advantage Modern Series Government Profile Barrel';
    expect(truncateName(long)).toBe('Ballistic Advantage Modern Series G...');
    expect(truncateName('x'.repeat(35))).toBe('x'.repeat(35));
  });

  it("links Add to the detail page, carrying the builder's sub-part", () => {
    const group = { mainCategory: 'barrels', _id: 'faxon-gunner' };
    expect(productHref(group)).toBe('/product/barrels/faxon-gunner');
    expect(productHref(group, 'Gas Block')).toBe(
      '/product/barrels/faxon-gunner?subPart=Gas%20Block',
    );
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(339)).toBe(17);
  });

  it('lists the AR-15 catalogue for every product type but AR10', () => {
    for (const type of [undefined, 'AR', 'AR15', 'ar-15', 'Rifles'])
      expect(platformForProductType(type)).toBe('AR15');
    expect(platformForProductType('AR10')).toBe('AR10');
    expect(platformForProductType('ar-10')).toBe('AR10');
  });
});
