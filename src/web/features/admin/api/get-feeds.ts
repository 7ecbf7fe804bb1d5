import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  feedMerchantsResponseSchema,
  type FeedMerchantsResponse,
} from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/feeds: every merchant with its feed, offer counts and last run. Admins only. */
export async function getFeeds(signal?: AbortSignal): Promise<FeedMerchantsResponse> {
  const answer = await apiRequest<unknown>('/admin/feeds', { signal });
  const parsed = feedMerchantsResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function feedsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'feeds'] as const,
    queryFn: ({ signal }) => getFeeds(signal),
    // Runs change the figures at any time: read afresh on each visit.
    staleTime: 0,
  });
}

export function useFeeds() {
  return useQuery(feedsQueryOptions());
}
