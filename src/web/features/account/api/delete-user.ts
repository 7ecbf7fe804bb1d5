import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userQueryOptions } from '../../../queries/get-user.ts';

/** DELETE /api/users/{id}: the account, its builds, share links and saved parts. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest<unknown>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * The caller then goes to /logout, which clears the session and goes to /. The user query is cancelled, not invalidated: a refetch
 * with the dead token would answer 401 and show 'Authentication failed' for no reason.
 */
export function useDeleteUser(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!id) return Promise.reject(new Error(authClientMessages.noUser));
      return deleteUser(id);
    },
    onSuccess: async () => {
      if (id) await queryClient.cancelQueries({ queryKey: userQueryOptions(id).queryKey });
    },
  });
}
