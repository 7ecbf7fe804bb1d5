import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ammoListResponseSchema, type AmmoListResponse } from '../../../../shared/ammo/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AmmoApiQuery } from '../lib/ammo-query.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';

/**
 * GET /api/ammo (issue 6, ADR 032): one page of the filtered, sorted ammunition and the total.
 * Public, so no token is sent (a stale one must not turn browsing into 'Authentication failed').
 */
export async function listAmmo(
  query: AmmoApiQuery,
  signal?: AbortSignal,
): Promise<AmmoListResponse> {
  const answer = await apiRequest<unknown>('/ammo', { query, signal, authenticated: false });
  const parsed = ammoListResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(ammoTexts.listFailed);
  return parsed.data;
}

export function ammoListQueryOptions(query: AmmoApiQuery) {
  return queryOptions({
    queryKey: ['ammo', 'list', query] as const,
    queryFn: ({ signal }) => listAmmo(query, signal),
  });
}

/** The list page's data; the previous page stays on screen while the next one loads. */
export function useAmmoList(query: AmmoApiQuery) {
  return useQuery({ ...ammoListQueryOptions(query), placeholderData: keepPreviousData });
}
