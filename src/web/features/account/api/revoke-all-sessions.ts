import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionTexts } from '../messages.ts';
import { useEndBrowserSession } from './end-browser-session.ts';

/** DELETE /api/sessions: "Sign out everywhere", this browser's session included. */
export async function revokeAllSessions(): Promise<void> {
  await apiRequest<unknown>('/sessions', { method: 'DELETE' });
}

/** On success the token in this browser is already dead: the visitor lands on the log-in page. */
export function useRevokeAllSessions() {
  const endBrowserSession = useEndBrowserSession();
  return useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: async () => {
      await endBrowserSession('/auth');
      toast.success(sessionTexts.everywhereDone);
    },
  });
}
