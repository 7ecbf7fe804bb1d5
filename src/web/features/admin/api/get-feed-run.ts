import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { feedRunSchema, type FeedRun } from '../../../../shared/feeds/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a running run is asked for its progress. */
export const RUN_POLL_MS = 1000;

/** GET /api/admin/feed-runs/{id}: one run, its rows read while it runs, its report once done. */
export async function getFeedRun(id: string, signal?: AbortSignal): Promise<FeedRun> {
  const answer = await apiRequest<unknown>(`/admin/feed-runs/${encodeURIComponent(id)}`, {
    signal,
  });
  const parsed = feedRunSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function feedRunQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'feed-run', id] as const,
    queryFn: ({ signal }) => getFeedRun(id, signal),
    // Asked again every second while the run goes on; a finished run never changes.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });
}

/** Follows a run (none: `id` undefined) until it ends. */
export function useFeedRun(id: string | undefined) {
  return useQuery({ ...feedRunQueryOptions(id ?? ''), enabled: Boolean(id) });
}
