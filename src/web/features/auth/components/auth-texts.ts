export const authFormTexts = {
  login: { title: 'Log In', submit: 'Log In', pending: 'Logging in...' },
  signup: { title: 'Sign Up', submit: 'Sign Up', pending: 'Signing up...' },
  forgotPassword: 'Forgot Password?',
  // Ours (ADR 015): a reset flow is not built; the visitor still learns where to get help.
  forgotPasswordNotice: 'Password reset is not available yet. Please contact us and we will help.',
} as const;
