import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, toSearchParams, type ListState } from '../../lib/list-query.ts';

export interface ListStateApi {
  state: ListState;
  /**
   * Writes a state into the URL: a new history entry (Back undoes it) unless `replace`. The page
   * renders it at once (a checkbox must not flick back while the navigation is pending); pass
   * `sync: false` from an effect, where React cannot flush.
   */
  setState: (next: ListState, options?: { replace?: boolean; sync?: boolean }) => void;
  /** The link of a state, relative to this page ('?category=Barrels&page=2'). */
  hrefFor: (next: ListState) => string;
}

/**
 * The list's filters, sort and page, read from and written to the URL query (issue 5: a list can
 * be shared and Back works). Writing keeps the scroll position: the page decides where to scroll.
 */
export function useListState(): ListStateApi {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const setState = useCallback(
    (next: ListState, options?: { replace?: boolean; sync?: boolean }) =>
      setParams(toSearchParams(next, params), {
        preventScrollReset: true,
        replace: options?.replace,
        flushSync: options?.sync ?? true,
      }),
    [params, setParams],
  );
  const hrefFor = useCallback((next: ListState) => `?${toSearchParams(next, params)}`, [params]);
  return { state, setState, hrefFor };
}
