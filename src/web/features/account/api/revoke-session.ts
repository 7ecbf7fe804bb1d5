import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** DELETE /api/sessions/{id}: signs one of the account's other sessions out. */
export async function revokeSession(sessionId: string): Promise<void> {
  await apiRequest<unknown>(`/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** Whatever the answer (a session may have ended meanwhile: 404), the list is read again. */
export function useRevokeSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}
