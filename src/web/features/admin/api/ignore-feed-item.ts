import { useMutation } from '@tanstack/react-query';
import type { FeedItem } from '../../../../shared/feeds/schemas.ts';
import { postItemAction, useAfterItemAction, type FeedItemKey } from './feed-item-action.ts';

/** POST …/ignore (later runs skip the item) or …/unignore (back in the review queue). */
export function setFeedItemIgnored(key: FeedItemKey, ignored: boolean): Promise<FeedItem> {
  return postItemAction(key, ignored ? 'ignore' : 'unignore');
}

export function useSetFeedItemIgnored(key: FeedItemKey) {
  const after = useAfterItemAction();
  return useMutation({
    mutationFn: (ignored: boolean) => setFeedItemIgnored(key, ignored),
    onSuccess: after,
  });
}
