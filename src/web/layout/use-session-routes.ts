import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { SESSION_REFRESH_MS } from '../../shared/accounts/session-rules.ts';
import { sendSessionHeartbeat } from '../lib/api-client.ts';
import { noteActivity, refreshSession, useSession } from '../stores/session.ts';

// The events that count as activity (API calls count too, in the API client).
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Checks the stored session on load and every 60 s (clearing it silently when
 * it is older than 12 hours or idle for 10 minutes), notes activity in between, and tells the
 * server about activity it has not seen since the last request.
 */
export function useSessionKeeper(): void {
  useEffect(() => {
    refreshSession();
    // Reading and scrolling make no API calls: the heartbeat (GET /api/auth/session) lets the
    // server's idle limit count them too.
    const timer = window.setInterval(() => {
      if (refreshSession()) void sendSessionHeartbeat();
    }, SESSION_REFRESH_MS);
    const onActivity = () => noteActivity();
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
    };
  }, []);
}

// Never sent to /setup: /setup itself and /auth*; /logout, which is ending the session anyway;
// and the pages of e-mailed links (verify the address, forgot and reset the password).
const SETUP_EXEMPT = /^\/(setup$|auth|logout$|verify-email$|forgot-password$|reset-password$)/;

/** Pages that need a session: /account/* and /setup. */
function needsSession(pathname: string): boolean {
  return pathname === '/setup' || pathname === '/account' || pathname.startsWith('/account/');
}

/**
 * Where the session sends the visitor:
 * - signed out on /account/* or /setup → /auth?next=<path>;
 * - a first-time user, signed in without a full name → /setup, except on /setup, /auth*
 *   and /logout.
 * Waits while a navigation is under way (e.g. /logout clearing the session on its way to /).
 */
export function useSessionRedirects(): void {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const idle = navigation.state === 'idle';
  const needsSetup = Boolean(session && !session.user.userProfile?.fullName?.trim());

  useEffect(() => {
    if (!idle) return;
    if (!session && needsSession(pathname)) {
      void navigate(`/auth?next=${encodeURIComponent(pathname + search)}`, { replace: true });
    } else if (needsSetup && !SETUP_EXEMPT.test(pathname)) {
      void navigate('/setup', { replace: true });
    }
  }, [idle, session, needsSetup, pathname, search, navigate]);
}
