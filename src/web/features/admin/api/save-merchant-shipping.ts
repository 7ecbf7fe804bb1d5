import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  feedMerchantSchema,
  type FeedMerchant,
  type ShippingRuleRequest,
} from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { feedsQueryOptions } from './get-feeds.ts';

/** PUT /api/admin/merchants/{merchantId}/shipping: a merchant's shipping rule; answers its line. */
export async function saveMerchantShipping(
  merchantId: string,
  rule: ShippingRuleRequest,
): Promise<FeedMerchant> {
  const answer = await apiRequest<unknown>(
    `/admin/merchants/${encodeURIComponent(merchantId)}/shipping`,
    { method: 'PUT', body: rule },
  );
  const parsed = feedMerchantSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function useSaveMerchantShipping(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ShippingRuleRequest) => saveMerchantShipping(merchantId, rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey }),
  });
}
