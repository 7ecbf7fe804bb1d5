import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchMessages } from '../../shared/search/messages.ts';
import {
  searchResponseSchema,
  type SearchResponse,
  type SearchScope,
} from '../../shared/search/schema.ts';
import { apiRequest } from '../lib/api-client.ts';

// GET /api/search: the site search. Read by the header's search overlay (its 'Top Results') and by the
// /search page, so it lives here once (ADR 030).

export interface SiteSearchParams {
  q: string;
  in: SearchScope;
  page?: number;
  pageSize?: number;
}

export async function searchSite(
  params: SiteSearchParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const answer = await apiRequest<unknown>('/search', {
    query: { q: params.q, in: params.in, page: params.page, pageSize: params.pageSize },
    signal,
    // A failed search shows its own message; no session or network toast over the overlay.
    quiet: true,
  });
  const parsed = searchResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(searchMessages.failed);
  return parsed.data;
}

export function siteSearchQueryOptions(params: SiteSearchParams) {
  return queryOptions({
    queryKey: ['site-search', params] as const,
    queryFn: ({ signal }) => searchSite(params, signal),
    staleTime: 30_000,
  });
}

/**
 * The search answer for `params`; nothing is fetched while `enabled` is false (an empty or too
 * short query). The previous answer stays on screen while the next one loads.
 */
export function useSiteSearch(params: SiteSearchParams, enabled = true) {
  return useQuery({
    ...siteSearchQueryOptions(params),
    enabled: enabled && params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
