import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../shared/accounts/messages.ts';
import type { PublicUser } from '../../shared/accounts/schemas.ts';
import { parseAnswer } from '../components/listing/fetch-parsed.ts';
import { apiRequest } from '../lib/api-client.ts';

/** An answer without a usable user is 'Invalid response from server'. */
export function parseUser(answer: unknown): Promise<PublicUser> {
  return parseAnswer(
    answer,
    () => import('../../shared/accounts/schemas.ts').then((m) => m.publicUserSchema),
    authClientMessages.invalidResponse,
  );
}

/**
 * GET /api/users/{id}: the signed-in user as the server has it now, with the saved parts.
 * Shared (ADR 030): the account pages and the 'Save to Parts List' button read this one query.
 */
export async function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return parseUser(await apiRequest<unknown>(`/users/${encodeURIComponent(id)}`, { signal }));
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id] as const,
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/**
 * The signed-in user (the account header, the saved state of 'Save to Parts List'). No
 * placeholder from the stored session: the page shows 'Loading...' until the server answers. Without a session (`id` undefined) nothing is fetched.
 */
export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * Stores the user a write answered as the cached user. A read of the user that started before the
 * write would bring the old user back when it lands, so it is cancelled: the write's answer is the
 * newer one.
 */
export function storeUser(queryClient: QueryClient, user: PublicUser): void {
  const { queryKey } = userQueryOptions(user._id);
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, user);
}
