import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { variantSearchResponseSchema, type VariantHit } from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/variants?q=: up to 20 catalogue variants to link a product to. */
export async function searchVariants(q: string, signal?: AbortSignal): Promise<VariantHit[]> {
  const answer = await apiRequest<unknown>('/admin/variants', { query: { q }, signal });
  const parsed = variantSearchResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.items;
}

export function variantSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'variant-search', q] as const,
    queryFn: ({ signal }) => searchVariants(q, signal),
    staleTime: 30_000,
  });
}

/** Searches once `q` has something in it; earlier results stay while the next arrive. */
export function useVariantSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...variantSearchQueryOptions(term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}
