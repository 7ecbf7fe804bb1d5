import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  changePasswordResponseSchema,
  type AuthResponse,
  type ChangePasswordRequest,
} from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateSession } from '../../../stores/session.ts';
import { userQueryOptions } from '../../../queries/get-user.ts';

/**
 * PATCH /api/users/{id}/password. The answer carries a fresh token: the change makes every older
 * token of this user invalid, including the one that sent it.
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
      // Store the new token before anything refetches: the old one now answers 401, and a 401
      // ends the session.
      updateSession({ token: access_token, user });
      const { queryKey } = userQueryOptions(user._id);
      queryClient.setQueryData(queryKey, user);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
