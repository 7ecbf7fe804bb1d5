import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { SavedBuild } from '../../../../shared/build/schema.ts';
import { parseAnswer } from '../../../components/listing/fetch-parsed.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/** Turns an answer into a SavedBuild; anything else throws the agreed `fallback` message. */
export function parseSavedBuild(answer: unknown, fallback: string): Promise<SavedBuild> {
  return parseAnswer(
    answer,
    () => import('../../../../shared/build/schema.ts').then((m) => m.savedBuildSchema),
    fallback,
  );
}

/** GET /api/user-builds/{id}?userId=: one of the user's builds, whole. */
export async function getUserBuild(
  userId: string,
  id: string,
  signal?: AbortSignal,
): Promise<SavedBuild> {
  const answer = await apiRequest<unknown>(`/user-builds/${encodeURIComponent(id)}`, {
    query: { userId },
    signal,
  });
  return parseSavedBuild(answer, buildMessages.fetchFailed);
}

export function userBuildQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: [...userBuildsQueryOptions(userId).queryKey, id] as const,
    queryFn: ({ signal }) => getUserBuild(userId, id, signal),
    // Loading a build into the builder always reads what the server has now.
    staleTime: 0,
  });
}

export function useUserBuild(userId: string | undefined, id: string | undefined) {
  return useQuery({
    ...userBuildQueryOptions(userId ?? '', id ?? ''),
    enabled: Boolean(userId && id),
  });
}
