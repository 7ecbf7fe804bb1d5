import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { useSiteConfig } from '../../../components/google-button/api/get-site-config.ts';
import { ContinueWithGoogle } from '../../../components/google-button/continue-with-google.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogIn } from '../api/log-in.ts';
import { useSignUp } from '../api/sign-up.ts';
import {
  emptyAuthForm,
  mapServerError,
  shownErrors,
  validateAuthForm,
  type AuthErrors,
  type AuthField,
  type AuthFormValues,
  type AuthMode,
} from '../lib/auth-form.ts';
import styles from './auth-form.module.css';

export const authFormTexts = {
  login: { title: 'Log In', submit: 'Log In', pending: 'Logging in...' },
  signup: { title: 'Sign Up', submit: 'Sign Up', pending: 'Signing up...' },
  forgotPassword: 'Forgot Password?',
  // Ours (ADR 015): the spec's link only logs; the visitor still learns where to get help.
  forgotPasswordNotice: 'Password reset is not available yet. Please contact us and we will help.',
} as const;

export interface AuthFormProps {
  mode: AuthMode;
  /** A general error to show from the start (the Google return, spec §8). */
  initialError?: string;
  onToggleMode: () => void;
  onSuccess: (answer: AuthResponse, rememberMe: boolean) => void;
}

/**
 * spec §2 "Sign-in / sign-up screen". Mount a new one per mode (`key={mode}`): toggling clears
 * all fields, errors and checkboxes (spec §4).
 */
export function AuthForm({ mode, initialError, onToggleMode, onSuccess }: AuthFormProps) {
  const [values, setValues] = useState<AuthFormValues>(emptyAuthForm);
  const [showPassword, setShowPassword] = useState(false);
  const [localErrors, setLocalErrors] = useState<AuthErrors>({});
  const [serverErrors, setServerErrors] = useState<AuthErrors>(
    initialError ? { general: initialError } : {},
  );
  const googleEnabled = useSiteConfig().data?.googleEnabled ?? false;
  const logIn = useLogIn();
  const signUp = useSignUp();
  const pending = logIn.isPending || signUp.isPending;
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const agreedRef = useRef<HTMLInputElement>(null);
  const errors = shownErrors(localErrors, serverErrors);
  const texts = authFormTexts[mode];

  const set = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // Editing a field retires its message (and the general one, which may no longer apply).
    const clear = (e: AuthErrors) => ({ ...e, [key]: undefined, general: undefined });
    setLocalErrors(clear);
    setServerErrors(clear);
  };

  const focusFirstError = (found: AuthErrors) => {
    const order: [AuthField, RefObject<HTMLInputElement | null>][] = [
      ['username', usernameRef],
      ['email', emailRef],
      ['password', passwordRef],
      ['agreed', agreedRef],
    ];
    order.find(([field]) => found[field])?.[1].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateAuthForm(mode, values, { googleEnabled });
    setLocalErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      const email = values.email.trim();
      const answer =
        mode === 'login'
          ? await logIn.mutateAsync({
              email,
              password: values.password,
              rememberMe: values.rememberMe,
            })
          : await signUp.mutateAsync({
              email,
              password: values.password,
              username: values.username.trim(),
              acceptedTerms: true,
            });
      onSuccess(answer, mode === 'login' ? values.rememberMe : false);
    } catch (error) {
      const mapped = mapServerError(
        mode,
        error instanceof ApiError
          ? { message: error.message, fieldErrors: error.fieldErrors }
          : { message: error instanceof Error ? error.message : undefined },
      );
      setServerErrors(mapped);
      focusFirstError(mapped);
    }
  };

  const forgotPassword = () => {
    // spec §2: 'Forgot Password?' only logs; a reset flow is not specified.
    console.info('Forgot Password? requested');
    toast.info(authFormTexts.forgotPasswordNotice);
  };

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{texts.title}</h1>
      {errors.general ? (
        <div role="alert" className={styles.alert}>
          {errors.general}
        </div>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={texts.title}>
        {mode === 'signup' ? (
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            error={errors.username}
            announceError
            inputRef={usernameRef}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          announceError
          inputRef={emailRef}
        />
        <TextField
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
          announceError
          inputRef={passwordRef}
          trailing={
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          }
        />

        {mode === 'login' ? (
          <div className={styles.row}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={values.rememberMe}
                onChange={(e) => set('rememberMe', e.target.checked)}
              />
              Remember Me
            </label>
            <button type="button" className={styles.textButton} onClick={forgotPassword}>
              {authFormTexts.forgotPassword}
            </button>
          </div>
        ) : (
          <div className={styles.terms}>
            <label className={styles.check}>
              <input
                ref={agreedRef}
                type="checkbox"
                checked={values.agreed}
                onChange={(e) => set('agreed', e.target.checked)}
                aria-invalid={errors.agreed ? true : undefined}
                aria-describedby={errors.agreed ? 'auth-terms-error' : undefined}
              />
              <span>
                I agree to the{' '}
                <Link to="/terms" target="_blank" rel="noopener">
                  Terms of Use
                </Link>{' '}
                and{' '}
                <Link to="/privacy" target="_blank" rel="noopener">
                  Privacy Policy
                </Link>
              </span>
            </label>
            {errors.agreed ? (
              <p id="auth-terms-error" className={styles.fieldError} role="alert">
                {errors.agreed}
              </p>
            ) : null}
          </div>
        )}

        <Button type="submit" variant="login" block disabled={pending} aria-busy={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </form>

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
