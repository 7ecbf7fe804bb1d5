import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser, UpdateUserRequest } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateSession } from '../../../stores/session.ts';
import { parseUser, storeUser, userQueryOptions } from '../../../queries/get-user.ts';

/** PATCH /api/users/{id}: username, email and userProfile fields, all optional. */
export async function updateUser(id: string, patch: UpdateUserRequest): Promise<PublicUser> {
  const answer = await apiRequest<unknown>(`/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return parseUser(answer);
}

/** Used by /setup and the profile modals. `id` undefined: 'No user logged in'. */
export function useUpdateUser(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateUserRequest) => {
      if (!id) return Promise.reject(new Error(authClientMessages.noUser));
      return updateUser(id, patch);
    },
    onSuccess: (user) => {
      // Profile or user updates merge the server's result into the stored user (the header's
      // user menu reads it from there).
      updateSession({ user });
      const { queryKey } = userQueryOptions(user._id);
      storeUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
