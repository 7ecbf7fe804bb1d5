import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { SharedBuild } from '../../../../shared/build/schema.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';

/**
 * GET /api/shared-builds/{shareId}: anyone may read a shared build, so no token is
 * sent (a stale one must not turn a public page into 'Authentication failed').
 */
export async function getSharedBuild(shareId: string, signal?: AbortSignal): Promise<SharedBuild> {
  return fetchParsed(
    `/shared-builds/${encodeURIComponent(shareId)}`,
    () => import('../../../../shared/build/schema.ts').then((m) => m.sharedBuildSchema),
    buildMessages.fetchFailed,
    { signal, authenticated: false },
  );
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
