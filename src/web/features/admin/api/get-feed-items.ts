import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  feedItemsResponseSchema,
  type FeedItemStatusName,
  type FeedItemsResponse,
} from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Products per page of the review queue. */
export const REVIEW_PAGE_SIZE = 20;

export interface FeedItemsFilter {
  status: FeedItemStatusName;
  merchant: string;
  q: string;
  page: number;
}

/** GET /api/admin/feed-items: one page of a status's products, newest seen first. */
export async function getFeedItems(
  filter: FeedItemsFilter,
  signal?: AbortSignal,
): Promise<FeedItemsResponse> {
  const answer = await apiRequest<unknown>('/admin/feed-items', {
    query: { ...filter, pageSize: REVIEW_PAGE_SIZE },
    signal,
  });
  const parsed = feedItemsResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

/** The key every page and filter of the queue shares (an action refreshes them all). */
export const FEED_ITEMS_KEY = ['admin', 'feed-items'] as const;

export function feedItemsQueryOptions(filter: FeedItemsFilter) {
  return queryOptions({
    queryKey: [...FEED_ITEMS_KEY, filter] as const,
    queryFn: ({ signal }) => getFeedItems(filter, signal),
    staleTime: 0,
  });
}

/** The previous page stays shown while the next one loads. */
export function useFeedItems(filter: FeedItemsFilter) {
  return useQuery({ ...feedItemsQueryOptions(filter), placeholderData: keepPreviousData });
}
