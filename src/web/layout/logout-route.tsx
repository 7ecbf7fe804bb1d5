import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../lib/api-client.ts';
import { clearSession, getToken } from '../stores/session.ts';

// How long the sign-out waits for the server before clearing the browser's session anyway.
const LOGOUT_TIMEOUT_MS = 5000;

/** POST /auth/logout: the server ends this session, so the token stops working everywhere. */
async function endServerSession(): Promise<void> {
  if (!getToken()) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', quiet: true, timeoutMs: LOGOUT_TIMEOUT_MS });
  } catch {
    // Whatever the answer (offline, already expired), the browser forgets the session below.
  }
}

/**
 * /logout: ends the session on the server, then clears it in the browser and goes to '/'. A page
 * rather than a loader, so the session ends while the location is already /logout: the signed-out
 * redirect of /account/* never sees a signed-out visitor still on an account page. Cached answers
 * of the old user go too. Runs once even when React runs the effect twice.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endServerSession().then(() => {
      clearSession();
      // The data layer loads with the pages that read the API, not with this route (part of the
      // shell, so the address changes at once): it is loaded here to forget its answers.
      void import('../lib/query-client.ts')
        .then(({ queryClient }) => queryClient.clear())
        .finally(() => void navigate('/', { replace: true }));
    });
  }, [navigate]);
  return (
    <p role="status" className="visually-hidden">
      Signing you out...
    </p>
  );
}
