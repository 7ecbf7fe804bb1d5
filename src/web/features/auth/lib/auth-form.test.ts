import { describe, expect, it } from 'vitest';
import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';
import { validationMessages } from '../../../../shared/validation/messages.ts';
import { emptyAuthForm, mapServerError, shownErrors, validateAuthForm } from './auth-form.ts';

const google = { googleEnabled: true };
const noGoogle = { googleEnabled: false };

describe('validateAuthForm', () => {
  it('asks for every sign-up field with the spec texts', () => {
    expect(validateAuthForm('signup', emptyAuthForm, noGoogle)).toEqual({
      email: validationMessages.invalidEmail,
      username: accountMessages.usernameTooShort,
      password: accountMessages.passwordTooShort,
      agreed: accountMessages.termsRequired,
    });
  });

  it('checks only e-mail and password when logging in', () => {
    expect(validateAuthForm('login', { ...emptyAuthForm, email: 'a@b.co' }, noGoogle)).toEqual({
      password: accountMessages.passwordTooShort,
    });
  });

  it('sends Google-mail addresses to Google only when Google sign-in is on (decision D8)', () => {
    const values = { ...emptyAuthForm, email: 'pat@gmail.com', password: 'secret-pw' };
    expect(validateAuthForm('login', values, google).email).toBe(accountMessages.googleMail);
    expect(validateAuthForm('login', values, noGoogle).email).toBeUndefined();
  });

  it('accepts a complete sign-up', () => {
    const values = {
      ...emptyAuthForm,
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret-pw',
      agreed: true,
    };
    expect(validateAuthForm('signup', values, google)).toEqual({});
  });
});

describe('mapServerError (spec §5 server message mapping)', () => {
  it("turns 'Invalid credentials' into 'Invalid email or password' on both fields", () => {
    expect(mapServerError('login', { message: 'Invalid credentials' })).toEqual({
      email: authClientMessages.invalidEmailOrPassword,
      password: authClientMessages.invalidEmailOrPassword,
    });
  });

  it('shows field errors from an errors object as given', () => {
    expect(
      mapServerError('signup', {
        message: 'email: An account with this email already exists',
        fieldErrors: { email: accountMessages.emailTaken, acceptedTerms: 'x' },
      }),
    ).toEqual({ email: accountMessages.emailTaken, agreed: 'x' });
  });

  it('attaches a message naming a field to that field, else to the general error', () => {
    expect(mapServerError('signup', { message: 'This username is already taken' })).toEqual({
      username: 'This username is already taken',
    });
    expect(mapServerError('login', { message: 'Too many failed log-in attempts.' })).toEqual({
      general: 'Too many failed log-in attempts.',
    });
  });

  it("falls back to 'Login failed' and 'Signup failed'", () => {
    expect(mapServerError('login', {})).toEqual({ general: accountMessages.loginFailed });
    expect(mapServerError('signup', { message: ' ' })).toEqual({
      general: accountMessages.signupFailed,
    });
  });

  it('prefers server errors to local ones per field', () => {
    expect(shownErrors({ email: 'local', password: 'p' }, { email: 'server' })).toEqual({
      email: 'server',
      password: 'p',
    });
  });
});
