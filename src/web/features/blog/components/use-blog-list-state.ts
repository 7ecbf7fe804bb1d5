import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../../shared/blog/post-rules.ts';

/** The `/blog` list's state, kept in the URL query (`?title=&category=&page=`; ADR 042). */
export interface BlogListState {
  title: string;
  category: BlogCategory | '';
  page: number;
}

export function parseBlogListState(params: URLSearchParams): BlogListState {
  const category = params.get('category') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    title: (params.get('title') ?? '').slice(0, 200),
    // An unknown category (an old or hand-made link) is dropped rather than sent (the API
    // answers 400 to it).
    category: (BLOG_CATEGORIES as readonly string[]).includes(category)
      ? (category as BlogCategory)
      : '',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of a state; defaults (no title, all categories, page 1) are left out. */
export function blogListSearch(state: BlogListState, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('title', state.title.trim());
  set('category', state.category);
  set('page', state.page > 1 ? String(state.page) : '');
  return params;
}

export function useBlogListState() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseBlogListState(params), [params]);
  const setState = useCallback(
    (next: BlogListState, options?: { replace?: boolean }) =>
      setParams((current) => blogListSearch(next, current), {
        preventScrollReset: true,
        replace: options?.replace,
      }),
    [setParams],
  );
  const hrefFor = useCallback(
    (next: BlogListState) => {
      const qs = blogListSearch(next, params).toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [params, pathname],
  );
  return { state, setState, hrefFor };
}
