import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../../shared/accounts/session-rules.ts';
import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { startSession } from '../../../stores/session.ts';
import { AuthForm, authFormTexts } from '../components/auth-form.tsx';
import { readGoogleReturn } from '../lib/google-return.ts';
import styles from './auth-page.module.css';

/**
 * /auth (spec §2 "Sign-in / sign-up screen"; decision D3): log-in by default, `?mode=signup` for
 * sign-up, `?next=` where to return. It also receives the Google return (`?token=&user=` or
 * `?error=google`, spec §4).
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
    // spec §2: success goes to '/' (or back where decision D3 sent the visitor from). Replace, so
    // the token of a Google return leaves the address bar and the history.
    void navigate(next ?? '/', { replace: true });
  };

  useEffect(() => {
    // spec §4: Google sign-in stores the session with remember-me on (decision D11).
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
