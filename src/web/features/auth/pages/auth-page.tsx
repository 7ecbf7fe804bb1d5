import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../../shared/accounts/session-rules.ts';
import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { startSession } from '../../../stores/session.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { authFormTexts } from '../components/auth-texts.ts';
import { readGoogleReturn } from '../lib/google-return.ts';
import styles from './auth-page.module.css';

/**
 * /auth: log-in by default, `?mode=signup` for sign-up, `?next=` where to return (a page that
 * needs an account sends the visitor here). It also receives the Google return (`?token=&user=`
 * or `?error=google`).
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
    // Success goes to '/' (or back to the page that sent the visitor here). Replace, so the token
    // of a Google return leaves the address bar and the history.
    void navigate(next ?? '/', { replace: true });
  };

  useEffect(() => {
    // Google sign-in stores the session with remember-me on.
    if (googleReturn.kind === 'signedIn') finish(googleReturn.answer, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return
  }, [googleReturn]);

  const toggleMode = () => {
    const nextParams = new URLSearchParams();
    if (mode === 'login') nextParams.set('mode', 'signup');
    if (next) nextParams.set('next', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <div className={styles.page}>
      {googleReturn.kind === 'signedIn' ? (
        <p className={styles.status} role="status">
          Signing you in...
        </p>
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
