import { useMutation } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useEndBrowserSession } from './end-browser-session.ts';

/** DELETE /api/users/{id}: the account, its sessions, builds, share links and saved parts. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest<unknown>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Then the visitor lands on / signed out. The account's sessions went with it, so nothing more is
 * asked of the server: a refetch or a log-out with the dead token would answer 401 and show
 * 'Authentication failed' for no reason.
 */
export function useDeleteUser(id: string | undefined) {
  const endBrowserSession = useEndBrowserSession();
  return useMutation({
    mutationFn: () => {
      if (!id) return Promise.reject(new Error(authClientMessages.noUser));
      return deleteUser(id);
    },
    onSuccess: () => endBrowserSession('/'),
  });
}
