import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { sharedBuildSchema, type SharedBuild } from '../../../../shared/build/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/shared-builds/{shareId}: anyone may read a shared build, so no token is
 * sent (a stale one must not turn a public page into 'Authentication failed').
 */
export async function getSharedBuild(shareId: string, signal?: AbortSignal): Promise<SharedBuild> {
  const answer = await apiRequest<unknown>(`/shared-builds/${encodeURIComponent(shareId)}`, {
    signal,
    authenticated: false,
  });
  const parsed = sharedBuildSchema.safeParse(answer);
  if (!parsed.success) throw new Error(buildMessages.fetchFailed);
  return parsed.data;
}

export function sharedBuildQueryOptions(shareId: string) {
  return queryOptions({
    queryKey: ['shared-builds', shareId] as const,
    queryFn: ({ signal }) => getSharedBuild(shareId, signal),
  });
}

export function useSharedBuild(shareId: string | undefined) {
  return useQuery({ ...sharedBuildQueryOptions(shareId ?? ''), enabled: Boolean(shareId) });
}
