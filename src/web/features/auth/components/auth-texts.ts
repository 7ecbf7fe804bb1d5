import { accountMessages } from '../../../../shared/accounts/messages.ts';
export const authFormTexts = {
  login: { title: 'Log In', submit: 'Log In', pending: 'Logging in...' },
  signup: { title: 'Sign Up', submit: 'Sign Up', pending: 'Signing up...' },
  forgotPassword: 'Forgot Password?',
  signingIn: 'Signing you in...',
  /** After sign-up: the account works at once; the address is proved by the link. */
  verificationSentTo: (email: string) => `We have sent a verification link to ${email}.`,
} as const;

// The pages of e-mailed links and the reset request (ours; the server's texts come from
// src/shared/accounts/messages.ts).
export const verifyEmailTexts = {
  title: 'Verify E-mail',
  checking: 'Checking your link...',
  verified: 'Your e-mail address is verified',
  emailChanged: (email: string) => `Your account now uses ${email}`,
  tryAgain: 'Try again',
  toAccount: 'Go to Account Settings',
  toLogIn: 'Log In',
  toHome: 'Continue to the site',
} as const;

export const forgotPasswordTexts = {
  title: 'Forgot Password',
  intro:
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  submit: 'Send Reset Link',
  pending: 'Sending...',
  backToLogIn: 'Back to Log In',
} as const;

export const resetPasswordTexts = {
  title: 'Reset Password',
  intro: 'Choose a new password for your account. Every device signed in to it will be signed out.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Set New Password',
  pending: 'Saving...',
  passwordsDoNotMatch: accountMessages.passwordsDoNotMatch,
  requestNewLink: 'Request a new link',
  toLogIn: 'Log In',
} as const;
