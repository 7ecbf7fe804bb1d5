import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { feedRunsResponseSchema, type FeedRun } from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Runs shown in a merchant's history. */
export const RUN_HISTORY_LIMIT = 10;

/** GET /api/admin/feed-runs?merchant=: a merchant's runs, newest first, with their reports. */
export async function getFeedRuns(merchantId: string, signal?: AbortSignal): Promise<FeedRun[]> {
  const answer = await apiRequest<unknown>('/admin/feed-runs', {
    query: { merchant: merchantId, limit: RUN_HISTORY_LIMIT },
    signal,
  });
  const parsed = feedRunsResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.items;
}

export function feedRunsQueryOptions(merchantId: string) {
  return queryOptions({
    queryKey: ['admin', 'feed-runs', merchantId] as const,
    queryFn: ({ signal }) => getFeedRuns(merchantId, signal),
    staleTime: 0,
  });
}

export function useFeedRuns(merchantId: string) {
  return useQuery(feedRunsQueryOptions(merchantId));
}
