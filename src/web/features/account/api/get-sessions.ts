import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { sessionListSchema, type SessionInfo } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/sessions: the account's active sessions, the one asking flagged `current`. */
export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  const parsed = sessionListSchema.safeParse(await apiRequest<unknown>('/sessions', { signal }));
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.sessions;
}

/** Keyed by the user: a list of one account is never shown to the next one signed in. */
export function sessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['sessions', userId] as const,
    queryFn: ({ signal }) => getSessions(signal),
    // Sessions come and go on other devices: read afresh whenever the list is shown.
    staleTime: 0,
  });
}

export function useSessions(userId: string) {
  return useQuery(sessionsQueryOptions(userId));
}
