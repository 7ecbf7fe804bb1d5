import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { buildMessages } from '../../shared/build/messages.ts';
import { buildSummarySchema, type BuildSummary } from '../../shared/build/schema.ts';
import { apiRequest } from '../lib/api-client.ts';

/** GET /api/user-builds?userId=: the user's builds, newest first. */
export async function listUserBuilds(
  userId: string,
  signal?: AbortSignal,
): Promise<BuildSummary[]> {
  const answer = await apiRequest<unknown>('/user-builds', { query: { userId }, signal });
  const parsed = z.array(buildSummarySchema).safeParse(answer);
  if (!parsed.success) throw new Error(buildMessages.fetchAllFailed);
  return parsed.data;
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
