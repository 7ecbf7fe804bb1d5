import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  feedItemAnswerSchema,
  type FeedItem,
  type FeedItemsResponse,
} from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { FEED_ITEMS_KEY } from './get-feed-items.ts';
import { feedsQueryOptions } from './get-feeds.ts';

// What the review actions share: the request to an item's action, and the refresh after it (the
// item leaves the page it was on at once, then every page and the feeds' counts are read again).

export interface FeedItemKey {
  merchantId: string;
  productId: string;
}

export async function postItemAction(
  key: FeedItemKey,
  action: 'link' | 'create' | 'ignore' | 'unignore',
  body?: unknown,
): Promise<FeedItem> {
  const answer = await apiRequest<unknown>(
    `/admin/feed-items/${encodeURIComponent(key.merchantId)}/${encodeURIComponent(key.productId)}/${action}`,
    { method: 'POST', ...(body !== undefined && { body }) },
  );
  const parsed = feedItemAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.item;
}

export function afterItemAction(queryClient: QueryClient, item: FeedItem): void {
  queryClient.setQueriesData<FeedItemsResponse>({ queryKey: FEED_ITEMS_KEY }, (page) =>
    page
      ? {
          ...page,
          items: page.items.filter(
            (i) => !(i.merchantId === item.merchantId && i.productId === item.productId),
          ),
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: FEED_ITEMS_KEY });
  void queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey });
}

export function useAfterItemAction() {
  const queryClient = useQueryClient();
  return (item: FeedItem) => afterItemAction(queryClient, item);
}
