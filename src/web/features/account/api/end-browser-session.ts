import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../stores/session.ts';

/**
 * For when the server has already ended this browser's session (the account was deleted, or
 * 'Sign out everywhere'): goes to `to`, then clears the stored session and the cached answers of
 * the account. Nothing is sent: a log-out request with the dead token would only meet a 401, and
 * so would any refetch, so running queries are cancelled. Clearing only once `to` is shown keeps
 * the signed-out redirect of /account/* from ever seeing a signed-out visitor on an account page.
 */
export function useEndBrowserSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      void queryClient.cancelQueries();
      try {
        await navigate(to, { replace: true });
      } finally {
        clearSession();
        queryClient.clear();
      }
    },
    [queryClient, navigate],
  );
}
