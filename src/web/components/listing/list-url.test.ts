import { describe, expect, it } from 'vitest';
import * as kit from './list-url.ts';

// A third listing, as one would configure it: optics by magnification, brand, price and stock.
interface OpticsState {
  magnifications: string[];
  brands: string[];
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  q?: string;
  sort: 'price' | 'name';
  page: number;
}

const MAGNIFICATIONS = ['1x', '1-4x', '1-6x', '3-9x'];

const optics = kit.defineListQuery<OpticsState>({
  fields: {
    magnifications: kit.choiceListField(['zoom', 'power'], MAGNIFICATIONS, (v) =>
      MAGNIFICATIONS.find((m) => m === v.toLowerCase().replace(/\s/g, '')),
    ),
    brands: kit.openListField('brand'),
    priceMin: kit.priceField('priceMin'),
    priceMax: kit.priceField('priceMax'),
    inStock: kit.flagField('inStock'),
    q: kit.textField('q'),
    sort: kit.sortField(['price', 'name'], 'price'),
    page: kit.pageField,
  },
  pageSize: 24,
  normalise: kit.orderedPriceRange,
});

const parse = (query: string) => optics.parse(new URLSearchParams(query));

describe('a listing defined with the kit', () => {
  it('reads an empty query as no filter, the default sort, page 1', () => {
    expect(optics.empty).toEqual({
      magnifications: [],
      brands: [],
      inStock: false,
      sort: 'price',
      page: 1,
    });
    expect(optics.toSearchParams(optics.empty).toString()).toBe('');
  });

  it('reads every field, an alias too, and normalises what was typed', () => {
    expect(
      parse(
        'power=3-9X&zoom=1%20x,nope&brand=Vortex,vortex&priceMin=500&priceMax=$100&inStock=1&q=%20red%20dot&sort=name&page=2',
      ),
    ).toEqual({
      magnifications: ['1x', '3-9x'],
      brands: ['Vortex'],
      priceMin: 100,
      priceMax: 500,
      inStock: true,
      q: 'red dot',
      sort: 'name',
      page: 2,
    });
  });

  it('writes its own parameters in field order and keeps the others', () => {
    const state = parse('power=1x&sort=name&page=3');
    expect(optics.toSearchParams(state, new URLSearchParams('ref=mail&zoom=3-9x')).toString()).toBe(
      'ref=mail&zoom=1x&sort=name&page=3',
    );
  });

  it('builds the API query: lists comma-separated, defaults as the API wants them', () => {
    expect(optics.toApi(parse('zoom=1x,3-9x&inStock=true'))).toEqual({
      zoom: '1x,3-9x',
      brand: undefined,
      priceMin: undefined,
      priceMax: undefined,
      inStock: 'true',
      q: undefined,
      sort: 'price',
      page: 1,
      pageSize: 24,
    });
  });

  it('tells filters from sort and page, and clears them keeping the sort', () => {
    const state = parse('sort=name&page=4');
    expect(optics.hasFilters(state)).toBe(false);
    const filtered = optics.withFilters(state, { inStock: true });
    expect(filtered).toMatchObject({ inStock: true, sort: 'name', page: 1 });
    expect(optics.hasFilters(filtered)).toBe(true);
    expect(optics.cleared(filtered)).toEqual({ ...optics.empty, sort: 'name' });
  });

  it('counts pages of its own size, at least one', () => {
    expect([optics.pageCount(0), optics.pageCount(24), optics.pageCount(25)]).toEqual([1, 1, 2]);
  });
});
