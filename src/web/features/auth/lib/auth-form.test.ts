import { describe, expect, it } from 'vitest';
import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';
import { mapServerError } from './auth-form.ts';

describe('mapServerError', () => {
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
        fieldErrors: { email: accountMessages.emailTaken, acceptedTerms: 'x', role: 'y' },
      }),
    ).toEqual({ email: accountMessages.emailTaken, acceptedTerms: 'x', general: 'y' });
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
});
