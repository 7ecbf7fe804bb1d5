import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../../shared/accounts/session-rules.ts';
import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { startSession } from '../../../stores/session.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { authFormTexts } from '../components/auth-texts.ts';
import { GoogleExchange } from '../components/google-exchange.tsx';
import { readGoogleReturn } from '../lib/google-return.ts';
import styles from './auth-page.module.css';

/**
 * /auth: log-in by default, `?mode=signup` for sign-up, `?next=` where to return (a page that
 * needs an account sends the visitor here). It also receives the Google return: `?google=1` (a
 * one-time code waits in an http-only cookie) or `?error=google`. Nothing else in the address
 * signs anyone in.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const next = safeNextPath(params.get('next'));
  const googleReturn = useMemo(() => readGoogleReturn(params), [params]);
  useDocumentTitle(authFormTexts[mode].title);

  const finish = (answer: AuthResponse, rememberMe: boolean) => {
    startSession(answer, rememberMe);
    // Success goes to '/' (or back to the page that sent the visitor here). Replace, so /auth
    // (and a Google return's `google=1`) leaves the history.
    void navigate(next ?? '/', { replace: true });
  };

  // A token or user in the address is never used; it does not stay there either.
  const stray = params.has('token') || params.has('user');
  useEffect(() => {
    if (!stray) return;
    const clean = new URLSearchParams(params);
    clean.delete('token');
    clean.delete('user');
    setParams(clean, { replace: true });
  }, [stray, params, setParams]);

  const toggleMode = () => {
    const nextParams = new URLSearchParams();
    if (mode === 'login') nextParams.set('mode', 'signup');
    if (next) nextParams.set('next', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <div className={styles.page}>
      {googleReturn.kind === 'exchange' ? (
        <div className={styles.status}>
          <GoogleExchange
            // Google sign-in stores the session with remember-me on.
            onSignedIn={(answer) => finish(answer, true)}
            // No code, or an expired or used one: the screen says Google sign-in failed.
            onFailed={() => setParams({ error: 'google' }, { replace: true })}
          />
        </div>
      ) : (
        <AuthForm
          key={mode}
          mode={mode}
          initialError={googleReturn.kind === 'failed' ? googleReturn.message : undefined}
          onToggleMode={toggleMode}
          onSuccess={finish}
        />
      )}
    </div>
  );
}
