import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  filtersSearch,
  isFiltered,
  NO_FILTERS,
  priceOf,
  readFilters,
} from './gallery-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters', () => {
  it('reads the page, calibre, prices and the hidden switch from the address', () => {
    expect(
      read('page=3&calibre=300-blackout&minPrice=500&maxPrice=2000.50&includeHidden=true'),
    ).toEqual({
      page: 3,
      calibre: '300-blackout',
      minPrice: 500,
      maxPrice: 2000.5,
      includeHidden: true,
    });
  });

  it('falls back to no filter for anything unreadable', () => {
    expect(read('page=-2&calibre=<script>&minPrice=abc&maxPrice=-5&includeHidden=yes')).toEqual(
      NO_FILTERS,
    );
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('')).toEqual(NO_FILTERS);
  });
});

describe('priceOf', () => {
  it('accepts whole dollars and cents, nothing negative or odd', () => {
    expect(priceOf('0')).toBe(0);
    expect(priceOf(' 1250 ')).toBe(1250);
    expect(priceOf('99.9')).toBe(99.9);
    expect(priceOf('')).toBeNull();
    expect(priceOf('1e3')).toBeNull();
    expect(priceOf('-1')).toBeNull();
    expect(priceOf(undefined)).toBeNull();
  });
});

describe('filtersSearch', () => {
  it('writes only what narrows the list, and page 1 not at all', () => {
    expect(filtersSearch(NO_FILTERS)).toBe('');
    expect(filtersSearch({ ...NO_FILTERS, calibre: '556', minPrice: 0, page: 1 })).toBe(
      '?calibre=556&minPrice=0',
    );
    expect(filtersSearch({ ...NO_FILTERS, page: 2, maxPrice: 900, includeHidden: true })).toBe(
      '?page=2&maxPrice=900&includeHidden=true',
    );
  });

  it('reads back what it wrote', () => {
    const filters = { page: 4, calibre: '556', minPrice: 10, maxPrice: 20, includeHidden: false };
    expect(read(filtersSearch(filters).slice(1))).toEqual(filters);
  });
});

describe('filtersQuery', () => {
  it('asks for hidden entries only for an admin', () => {
    const filters = { ...NO_FILTERS, includeHidden: true, calibre: '556' };
    expect(filtersQuery(filters, { admin: false })).toEqual({
      page: 1,
      calibre: '556',
      minPrice: undefined,
      maxPrice: undefined,
      includeHidden: undefined,
    });
    expect(filtersQuery(filters, { admin: true }).includeHidden).toBe('true');
  });
});

describe('isFiltered', () => {
  it('counts calibre and prices, not the page or the hidden switch', () => {
    expect(isFiltered({ ...NO_FILTERS, page: 3, includeHidden: true })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, minPrice: 0 })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, calibre: '556' })).toBe(true);
  });
});
