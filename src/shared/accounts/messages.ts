import { validationMessages } from '../validation/messages.ts';

// The product's texts for sign-up, log-in and profiles: one place, imported by the server, the
// web forms and the tests.
export const accountMessages = {
  googleMail: 'Please CONTINUE WITH GOOGLE login/signup button below',
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  termsRequired: 'You must agree to the terms to sign up',
  invalidCredentials: 'Invalid credentials',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  googleMailProfile: 'Google-mail addresses sign in with Google; please use another address here',
  resetRequested:
    'If an account exists for that address, we have sent it a link to reset the password.',
  passwordReset: 'Your password has been changed. Please log in with the new password.',
  verificationSent: 'We have sent a verification link to your e-mail address.',
  tooManyLoginFailures: 'Too many failed log-in attempts. Please try again later.',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const profileMessages = {
  dateOfBirthInvalid: 'Please enter a real date of birth (YYYY-MM-DD)',
  dateOfBirthFuture: 'Date of birth must be in the past',
  phoneInvalid: 'Phone number must be 7–20 characters of digits, spaces and + - ( )',
  fullNameTooLong: 'Full name must be at most 100 characters',
  currentPasswordWrong: 'Current password is incorrect',
  notYourAccount: 'You may only access your own account.',
} as const;

// The client's fallbacks when the server gives no message (accounts and Google sign-in).
export const authClientMessages = {
  invalidEmailOrPassword: 'Invalid email or password',
  getUserFailed: 'Failed to get user',
  updateUserFailed: 'Failed to update user',
  deleteUserFailed: 'Failed to delete user',
  addSavedPartFailed: 'Failed to add saved part',
  updateRoleFailed: 'Failed to update user role',
  invalidResponse: 'Invalid response from server',
  noUser: 'No user logged in',
  googleFailed: 'Google authentication failed. Please try again.',
} as const;

// The profile setup page: one message for the first missing field, one when saving fails.
export const setupMessages = {
  firstNameRequired: validationMessages.firstNameRequired,
  lastNameRequired: validationMessages.lastNameRequired,
  dateOfBirthRequired: 'Please enter your date of birth',
  phoneNumberRequired: 'Please enter your phone number',
  saveFailed: 'Failed to save profile information. Please try again.',
} as const;
