import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseAmmoState, toAmmoSearchParams, type AmmoListState } from '../lib/ammo-query.ts';

/**
 * The ammo list's filters, sort and page, read from and written to the URL query (a list can be
 * shared and Back works). Writing keeps the scroll position.
 */
export function useAmmoState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseAmmoState(params), [params]);
  const setState = useCallback(
    (next: AmmoListState, options?: { replace?: boolean; sync?: boolean }) =>
      setParams(toAmmoSearchParams(next, params), {
        preventScrollReset: true,
        replace: options?.replace,
        flushSync: options?.sync ?? true,
      }),
    [params, setParams],
  );
  const hrefFor = useCallback(
    (next: AmmoListState) => `?${toAmmoSearchParams(next, params)}`,
    [params],
  );
  return { state, setState, hrefFor };
}
