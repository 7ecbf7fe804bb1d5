import {
  SEARCH_LIMITS,
  SEARCH_SCOPES,
  type SearchScope,
} from '../../../../shared/search/schema.ts';

// The /search page's state lives in its URL: /search?q=&in=&page=.
// Parsing is lenient — a hand-typed URL never earns an error: an unknown scope reads as All, a
// bad page as 1 (the API itself would answer 400).

export interface SearchUrlState {
  q: string;
  in: SearchScope;
  page: number;
}

export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_LIMITS.queryChars);
  const scope = params.get('in');
  const page = Number(params.get('page'));
  return {
    q,
    in: (SEARCH_SCOPES as readonly string[]).includes(scope ?? '') ? (scope as SearchScope) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_LIMITS.maxPage ? page : 1,
  };
}

/** The query string of a state; the defaults (All, page 1) are left out. */
export function searchUrl(state: SearchUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.in !== 'all') params.set('in', state.in);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '?';
}
