import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogMessages } from '../../../../shared/catalog/messages.ts';
import type { CatalogGroupDetail } from '../../../../shared/catalog/schema.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';

/**
 * GET /api/catalog/groups/{groupId}: the group, its variants and their offers (cheapest first).
 * An unknown group is a 404 ApiError; an answer of the wrong shape is 'Failed to load product data'.
 */
export function getCatalogGroup(
  groupId: string,
  signal?: AbortSignal,
): Promise<CatalogGroupDetail> {
  return fetchParsed(
    `/catalog/groups/${encodeURIComponent(groupId)}`,
    () => import('../../../../shared/catalog/schema.ts').then((m) => m.catalogGroupDetailSchema),
    catalogMessages.loadProductFailed,
    { signal },
  );
}

export function catalogGroupQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['catalog', 'groups', groupId] as const,
    queryFn: ({ signal }) => getCatalogGroup(groupId, signal),
  });
}

/** The product page's group; nothing is fetched without an id. */
export function useCatalogGroup(groupId: string | undefined) {
  return useQuery({ ...catalogGroupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
}
