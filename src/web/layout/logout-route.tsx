import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { clearSession } from '../stores/session.ts';

/**
 * /logout: clears the session and goes to '/'. A page rather than a loader, so the
 * session ends while the location is already /logout: the signed-out redirect of /account/* never
 * sees a signed-out visitor still on an account page. Cached answers of the old user go too.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
