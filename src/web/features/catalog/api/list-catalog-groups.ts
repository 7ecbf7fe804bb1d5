import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogListResponseSchema,
  type CatalogListResponse,
} from '../../../../shared/catalog/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ListApiQuery } from '../lib/list-query.ts';

export const listLoadFailed = 'The products could not be loaded.';

/**
 * GET /api/catalog/groups (ADR 019): one page of the filtered, sorted list and the total. The
 * catalogue is public, so no token is sent (a stale one must not turn browsing into 'Authentication
 * failed').
 */
export async function listCatalogGroups(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<CatalogListResponse> {
  const answer = await apiRequest<unknown>('/catalog/groups', {
    query,
    signal,
    authenticated: false,
  });
  const parsed = catalogListResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(listLoadFailed);
  return parsed.data;
}

export function catalogGroupsQueryOptions(query: ListApiQuery) {
  return queryOptions({
    queryKey: ['catalog', 'groups', query] as const,
    queryFn: ({ signal }) => listCatalogGroups(query, signal),
  });
}

/**
 * The list page's data. While a new page or filter loads, the previous answer stays on screen
 * (placeholderData), so paging and filtering never flash an empty list.
 */
export function useCatalogGroups(query: ListApiQuery) {
  return useQuery({ ...catalogGroupsQueryOptions(query), placeholderData: keepPreviousData });
}
