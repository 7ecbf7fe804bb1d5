import { useMutation } from '@tanstack/react-query';
import type { FeedItem } from '../../../../shared/feeds/schemas.ts';
import { postItemAction, useAfterItemAction, type FeedItemKey } from './feed-item-action.ts';

/** POST /api/admin/feed-items/{merchantId}/{productId}/link: the item's offer goes on the variant. */
export function linkFeedItem(key: FeedItemKey, variantId: string): Promise<FeedItem> {
  return postItemAction(key, 'link', { variantId });
}

export function useLinkFeedItem(key: FeedItemKey) {
  const after = useAfterItemAction();
  return useMutation({
    mutationFn: (variantId: string) => linkFeedItem(key, variantId),
    onSuccess: after,
  });
}
