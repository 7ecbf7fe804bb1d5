import { maskEmail } from '../../lib/log-redaction.ts';

// The account e-mails: plain text, short, in the site's own voice. Each names the site, says what
// the link does and how long it works, and what to do when the reader did not ask for it. Pure
// functions: the flows pass in the site name, the links and the addresses.

export type AccountMailKind =
  | 'verify_email'
  | 'change_email'
  | 'email_change_notice'
  | 'reset_password'
  | 'reset_password_google'
  | 'login_failures';

export interface AccountMailContent {
  kind: AccountMailKind;
  subject: string;
  text: string;
}

/** Link lifetimes, as the tokens get them and the mails state them. */
export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 30 * 60_000;

export { maskEmail };

const lines = (...parts: string[]) => `${parts.join('\n')}\n`;

const signature = (siteName: string) => ['', `— The ${siteName} team`];

export function verificationMail(opts: { siteName: string; link: string }): AccountMailContent {
  const { siteName, link } = opts;
  return {
    kind: 'verify_email',
    subject: `Confirm your e-mail address for ${siteName}`,
    text: lines(
      `Welcome to ${siteName}!`,
      '',
      'Please confirm that this e-mail address is yours by opening this link:',
      '',
      link,
      '',
      'The link works once, for 24 hours. Your account works already; confirming the address',
      'keeps it yours.',
      '',
      `If you did not sign up for ${siteName}, ignore this e-mail: nothing happens unless the`,
      'link is opened.',
      ...signature(siteName),
    ),
  };
}

export function changeEmailMail(opts: {
  siteName: string;
  link: string;
  oldEmail: string;
}): AccountMailContent {
  const { siteName, link, oldEmail } = opts;
  return {
    kind: 'change_email',
    subject: `Confirm your new e-mail address for ${siteName}`,
    text: lines(
      `Someone asked to move the ${siteName} account of ${maskEmail(oldEmail)} to this address.`,
      '',
      'To make the change, open this link:',
      '',
      link,
      '',
      'The link works once, for 24 hours. The account keeps its current address until then.',
      '',
      'If this was not you, ignore this e-mail: nothing changes unless the link is opened.',
      ...signature(siteName),
    ),
  };
}

export function emailChangeNoticeMail(opts: {
  siteName: string;
  newEmail: string;
}): AccountMailContent {
  const { siteName, newEmail } = opts;
  return {
    kind: 'email_change_notice',
    subject: `Your ${siteName} e-mail address is about to change`,
    text: lines(
      `Someone signed in to your ${siteName} account asked to change its e-mail address to`,
      `${maskEmail(newEmail)}. We sent a confirmation link there; your address stays as it is`,
      'until that link is opened.',
      '',
      'If this was you, there is nothing more to do here.',
      '',
      'If it was not you, someone else may be signed in to your account: sign in, change your',
      'password (that signs out every other device) and set your e-mail address back in Account',
      'Settings. You can also reset your password from the log-in page.',
      ...signature(siteName),
    ),
  };
}

export function resetPasswordMail(opts: { siteName: string; link: string }): AccountMailContent {
  const { siteName, link } = opts;
  return {
    kind: 'reset_password',
    subject: `Reset your ${siteName} password`,
    text: lines(
      `We received a request to reset the password of your ${siteName} account.`,
      '',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once, for 30 minutes. Setting a new password signs you out on every device.',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ...signature(siteName),
    ),
  };
}

export function resetPasswordGoogleMail(opts: { siteName: string }): AccountMailContent {
  const { siteName } = opts;
  return {
    kind: 'reset_password_google',
    subject: `Signing in to ${siteName}`,
    text: lines(
      `We received a request to reset the password of your ${siteName} account.`,
      '',
      'Your account has no password: it signs in with Google. On the log-in page, choose',
      '"Continue with Google" and use this address.',
      '',
      'If you did not ask for this, ignore this e-mail: nothing has changed.',
      ...signature(siteName),
    ),
  };
}

export function loginFailuresMail(opts: {
  siteName: string;
  resetPage: string | undefined;
}): AccountMailContent {
  const { siteName, resetPage } = opts;
  return {
    kind: 'login_failures',
    subject: `Many failed log-ins on your ${siteName} account`,
    text: lines(
      `Your ${siteName} account has seen many log-in attempts with a wrong password in the last`,
      'hour. Nobody got in with them, and you can still log in as usual.',
      '',
      'If that was you, there is nothing to do.',
      '',
      'If it was not you, someone may be guessing your password. Choose a strong one that you use',
      `nowhere else: change it in Account Settings, or reset it${resetPage ? ` at ${resetPage}` : ' from the log-in page'}.`,
      ...signature(siteName),
    ),
  };
}

/**
 * The stored copy of a mail once SMTP has taken it: the token of every link is replaced, so the
 * database keeps no link that still works.
 */
export function redactLinks(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/g, '$1(removed after sending)');
}
