import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  feedMerchantSchema,
  type FeedMerchant,
  type FeedSettings,
} from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { feedsQueryOptions } from './get-feeds.ts';

/** PUT /api/admin/feeds/{merchantId}: a merchant's feed settings; answers the merchant's line. */
export async function saveFeedSettings(
  merchantId: string,
  settings: FeedSettings,
): Promise<FeedMerchant> {
  const answer = await apiRequest<unknown>(`/admin/feeds/${encodeURIComponent(merchantId)}`, {
    method: 'PUT',
    body: settings,
  });
  const parsed = feedMerchantSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function useSaveFeedSettings(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FeedSettings) => saveFeedSettings(merchantId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey }),
  });
}
