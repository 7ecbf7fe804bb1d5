import { useMutation } from '@tanstack/react-query';
import type { CreateFromFeedItemRequest, FeedItem } from '../../../../shared/feeds/schemas.ts';
import { postItemAction, useAfterItemAction, type FeedItemKey } from './feed-item-action.ts';

/** POST …/create: a new product group and variant for the item, linked to it. */
export function createFromFeedItem(
  key: FeedItemKey,
  body: CreateFromFeedItemRequest,
): Promise<FeedItem> {
  return postItemAction(key, 'create', body);
}

export function useCreateFromFeedItem(key: FeedItemKey) {
  const after = useAfterItemAction();
  return useMutation({
    mutationFn: (body: CreateFromFeedItemRequest) => createFromFeedItem(key, body),
    onSuccess: after,
  });
}
