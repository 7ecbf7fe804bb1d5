import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  changePasswordResponseSchema,
  type AuthResponse,
  type ChangePasswordRequest,
} from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateSession } from '../../../stores/session.ts';
import { storeUser, userQueryOptions } from '../../../queries/get-user.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/**
 * PATCH /api/users/{id}/password. The session that asked stays signed in (the answer carries its
 * token); every other session of the account is signed out.
 */
export async function changePassword(
  id: string,
  body: ChangePasswordRequest,
): Promise<AuthResponse> {
  const answer = await apiRequest<unknown>(`/users/${encodeURIComponent(id)}/password`, {
    method: 'PATCH',
    body,
  });
  const parsed = changePasswordResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function useChangePassword(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => {
      if (!id) return Promise.reject(new Error(authClientMessages.noUser));
      return changePassword(id, body);
    },
    onSuccess: ({ access_token, user }) => {
      // Store the token the server answered before anything refetches, should it differ from
      // the one that asked.
      updateSession({ token: access_token, user });
      const { queryKey } = userQueryOptions(user._id);
      storeUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey });
      // The other sessions are gone: the list shows this device alone.
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(user._id).queryKey });
    },
  });
}
