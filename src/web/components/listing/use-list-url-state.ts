import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery, ListStateBase } from './list-url.ts';

export interface SetStateOptions {
  /** Replace the history entry instead of adding one (Back would not undo it). */
  replace?: boolean;
  /**
   * Render the new state at once (default), so a checkbox does not flick back while the
   * navigation is pending; pass false from an effect, where React cannot flush.
   */
  sync?: boolean;
}

export interface ListUrlState<S extends ListStateBase> {
  state: S;
  /** Writes a state into the URL: a new history entry (Back undoes it) unless `replace`. */
  setState: (next: S, options?: SetStateOptions) => void;
  /** The link of a state, relative to this page ('?category=Barrels&page=2'). */
  hrefFor: (next: S) => string;
  /** A changed filter, back on page 1. */
  setFilters: (patch: Partial<S>) => void;
  /** Another sort, back on page 1. */
  setSort: (sort: S['sort']) => void;
  /** Every filter off, the sort kept, page 1. */
  clearAll: () => void;
}

/**
 * A listing's filters, sort and page, read from and written to the URL query through the
 * listing's `ListQuery`. Writing keeps the scroll position: the page decides where to scroll.
 */
export function useListUrlState<S extends ListStateBase>(query: ListQuery<S>): ListUrlState<S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => query.parse(params), [query, params]);
  const setState = useCallback(
    (next: S, options?: SetStateOptions) =>
      setParams(query.toSearchParams(next, params), {
        preventScrollReset: true,
        replace: options?.replace,
        flushSync: options?.sync ?? true,
      }),
    [query, params, setParams],
  );
  const hrefFor = useCallback(
    (next: S) => `?${query.toSearchParams(next, params).toString()}`,
    [query, params],
  );
  const setFilters = useCallback(
    (patch: Partial<S>) => setState(query.withFilters(state, patch)),
    [query, state, setState],
  );
  const setSort = useCallback(
    (sort: S['sort']) => setState({ ...state, sort, page: 1 }),
    [state, setState],
  );
  const clearAll = useCallback(() => setState(query.cleared(state)), [query, state, setState]);
  return { state, setState, hrefFor, setFilters, setSort, clearAll };
}
