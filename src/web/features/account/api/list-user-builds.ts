import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { buildSummarySchema, type BuildSummary } from '../../../../shared/build/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/user-builds?userId= (spec §7, decision D20): the user's saved builds, newest first,
 * with total price and percent complete.
 */
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
 * Same key and shape as the builder feature's list (features do not import each other, ADR 018):
 * a save or delete in the builder refreshes this tab as well.
 */
export function userBuildsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user-builds', userId] as const,
    queryFn: ({ signal }) => listUserBuilds(userId, signal),
  });
}

export function useUserBuilds(userId: string | undefined) {
  return useQuery({ ...userBuildsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
