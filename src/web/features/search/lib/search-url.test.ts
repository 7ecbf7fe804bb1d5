import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchUrl } from './search-url.ts';

describe('the /search URL', () => {
  it('reads the query, scope and page', () => {
    expect(readSearchUrl(new URLSearchParams('q=%20barrel%20&in=blogs&page=2'))).toEqual({
      q: 'barrel',
      in: 'blogs',
      page: 2,
    });
  });

  it('reads an unknown scope as All and a bad page as 1', () => {
    expect(readSearchUrl(new URLSearchParams('in=everything&page=-3'))).toEqual({
      q: '',
      in: 'all',
      page: 1,
    });
    expect(readSearchUrl(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('leaves the defaults out of the link', () => {
    expect(searchUrl({ q: 'gas tube', in: 'all', page: 1 })).toBe('?q=gas+tube');
    expect(searchUrl({ q: 'gas', in: 'products', page: 3 })).toBe('?q=gas&in=products&page=3');
  });
});
