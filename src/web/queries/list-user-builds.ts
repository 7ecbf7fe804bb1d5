import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildMessages } from '../../shared/build/messages.ts';
import type { BuildSummary } from '../../shared/build/schema.ts';
import { fetchParsed } from '../components/listing/fetch-parsed.ts';

/** GET /api/user-builds?userId=: the user's builds, newest first. */
export async function listUserBuilds(
  userId: string,
  signal?: AbortSignal,
): Promise<BuildSummary[]> {
  return fetchParsed(
    '/user-builds',
    () => import('../../shared/build/schema.ts').then((m) => m.buildSummaryListSchema),
    buildMessages.fetchAllFailed,
    { query: { userId }, signal },
  );
}

/**
 * ['user-builds', userId] is the root of every build query of that user: invalidating it also
 * refreshes the single builds below it. The builder and the account area's Completed Builds tab
 * read this one list (ADR 030), so a save in the builder refreshes that tab too.
 */
export function userBuildsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user-builds', userId] as const,
    queryFn: ({ signal }) => listUserBuilds(userId, signal),
  });
}

/** The signed-in user's builds; nothing is fetched without a user (`userId` undefined). */
export function useUserBuilds(userId: string | undefined) {
  return useQuery({ ...userBuildsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
