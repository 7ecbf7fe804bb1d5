import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';

// The sign-in / sign-up screen's handling of a refused submit. Its local checks are the shared
// request schemas themselves (signupFormSchema, loginFormSchema).

export type AuthMode = 'login' | 'signup';

/** Where a message shows: under a field, or above the form ('general'). */
export type AuthField = 'general' | 'username' | 'email' | 'password' | 'acceptedTerms';
export type AuthErrors = Partial<Record<AuthField, string>>;

/** What the server's answer to a failed submit says. */
export interface ServerFailure {
  message?: string;
  /** The answer's `errors` object, e.g. `{ email: 'An account with this email already exists' }`. */
  fieldErrors?: Record<string, string>;
}

const SERVER_FIELDS: Readonly<Record<string, AuthField>> = {
  username: 'username',
  email: 'email',
  password: 'password',
  acceptedTerms: 'acceptedTerms',
};

/**
 * Field errors from an errors object are shown as given; else a message containing 'invalid
 * credentials' becomes 'Invalid email or password' on both e-mail and password; a message naming
 * email, username or password attaches to that field; otherwise it is the general error.
 * Defaults 'Login failed' / 'Signup failed'.
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
