import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { runStartedSchema } from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { feedsQueryOptions } from './get-feeds.ts';

/** POST /api/admin/feeds/{merchantId}/run: starts a run; answers its id once it is recorded. */
export async function runFeedNow(merchantId: string): Promise<string> {
  const answer = await apiRequest<unknown>(`/admin/feeds/${encodeURIComponent(merchantId)}/run`, {
    method: 'POST',
  });
  const parsed = runStartedSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.runId;
}

export function useRunFeedNow(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runFeedNow(merchantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey }),
  });
}
