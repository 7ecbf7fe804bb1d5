import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { useSiteConfig } from '../../../components/google-button/api/get-site-config.ts';
import { ContinueWithGoogle } from '../../../components/google-button/continue-with-google.tsx';
import type { AuthMode } from '../lib/auth-form.ts';
import { authFormTexts } from './auth-texts.ts';
import { LogInForm } from './log-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import styles from './auth-form.module.css';

export interface AuthFormProps {
  mode: AuthMode;
  /** A general error to show from the start (a failed Google return). */
  initialError?: string;
  onToggleMode: () => void;
  onSuccess: (answer: AuthResponse, rememberMe: boolean) => void;
}

/**
 * The sign-in / sign-up card. Mount a new one per mode (`key={mode}`): toggling clears all
 * fields, errors and checkboxes.
 */
export function AuthForm({ mode, initialError, onToggleMode, onSuccess }: AuthFormProps) {
  const googleEnabled = useSiteConfig().data?.googleEnabled ?? false;
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{authFormTexts[mode].title}</h1>
      {mode === 'login' ? (
        <LogInForm
          googleEnabled={googleEnabled}
          initialError={initialError}
          onSuccess={onSuccess}
        />
      ) : (
        <SignUpForm
          googleEnabled={googleEnabled}
          initialError={initialError}
          onSuccess={(answer) => onSuccess(answer, false)}
        />
      )}

      {googleEnabled ? (
        <>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          <ContinueWithGoogle />
        </>
      ) : null}

      <p className={styles.switch}>
        {mode === 'login' ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button type="button" className={styles.textButton} onClick={onToggleMode}>
          {mode === 'login' ? 'Sign Up' : 'Log In'}
        </button>
      </p>
    </div>
  );
}
