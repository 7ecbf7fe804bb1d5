import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';
import { isGoogleMail, PASSWORD_MIN, USERNAME_MIN } from '../../../../shared/accounts/schemas.ts';
import { isValidEmail } from '../../../../shared/validation/fields.ts';
import { validationMessages } from '../../../../shared/validation/messages.ts';

// spec site-accounts-blog §2 "Sign-in / sign-up screen", §3 "Auth form submission", §5.

export type AuthMode = 'login' | 'signup';

export interface AuthFormValues {
  username: string;
  email: string;
  password: string;
  rememberMe: boolean;
  agreed: boolean;
}

export type AuthField = 'general' | 'username' | 'email' | 'password' | 'agreed';
export type AuthErrors = Partial<Record<AuthField, string>>;

export const emptyAuthForm: AuthFormValues = {
  username: '',
  email: '',
  password: '',
  rememberMe: false,
  agreed: false,
};

/** The spec's local checks; any error blocks submit (§5). */
export function validateAuthForm(
  mode: AuthMode,
  values: AuthFormValues,
  { googleEnabled }: { googleEnabled: boolean },
): AuthErrors {
  const errors: AuthErrors = {};
  const email = values.email.trim();
  // decision D8: Google-mail addresses are sent to Google only when Google sign-in is configured.
  if (googleEnabled && isGoogleMail(email)) errors.email = accountMessages.googleMail;
  else if (!isValidEmail(email)) errors.email = validationMessages.invalidEmail;
  if (mode === 'signup' && values.username.trim().length < USERNAME_MIN) {
    errors.username = accountMessages.usernameTooShort;
  }
  if (values.password.length < PASSWORD_MIN) errors.password = accountMessages.passwordTooShort;
  if (mode === 'signup' && !values.agreed) errors.agreed = accountMessages.termsRequired;
  return errors;
}

/** What the server's answer to a failed submit shows, by field. */
export interface ServerFailure {
  message?: string;
  /** The answer's `errors` object, e.g. `{ email: 'An account with this email already exists' }`. */
  fieldErrors?: Record<string, string>;
}

const SERVER_FIELDS: Record<string, AuthField> = {
  username: 'username',
  email: 'email',
  password: 'password',
  acceptedTerms: 'agreed',
};

/**
 * spec §5 "Server message mapping": field errors from an errors object are shown as given; else a
 * message containing 'invalid credentials' becomes 'Invalid email or password' on both e-mail and
 * password; a message naming email, username or password attaches to that field; otherwise it is
 * the general error. Defaults 'Login failed' / 'Signup failed'.
 */
export function mapServerError(mode: AuthMode, failure: ServerFailure): AuthErrors {
  const errors: AuthErrors = {};
  for (const [key, message] of Object.entries(failure.fieldErrors ?? {})) {
    const field = SERVER_FIELDS[key];
    if (field && !errors[field]) errors[field] = message;
    else if (!field) errors.general ??= message;
  }
  if (Object.keys(errors).length > 0) return errors;

  const message = failure.message?.trim();
  const fallback = mode === 'login' ? accountMessages.loginFailed : accountMessages.signupFailed;
  if (!message) return { general: fallback };
  const lower = message.toLowerCase();
  if (lower.includes('invalid credentials')) {
    return {
      email: authClientMessages.invalidEmailOrPassword,
      password: authClientMessages.invalidEmailOrPassword,
    };
  }
  for (const field of ['email', 'username', 'password'] as const) {
    if (lower.includes(field)) return { [field]: message };
  }
  return { general: message };
}

/** spec §4: server errors per field are shown in preference to local ones. */
export function shownErrors(local: AuthErrors, server: AuthErrors): AuthErrors {
  return { ...local, ...server };
}
