import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/messages.ts';
import { accountMessages } from './messages.ts';
import {
  isCalendarDate,
  isGoogleMail,
  loginFormSchema,
  loginRequestSchema,
  signupFormSchema,
  signupRequestSchema,
  updateUserRequestSchema,
} from './schemas.ts';

describe('account schemas', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2000-13-01')).toBe(false);
    expect(isCalendarDate('01/02/2000')).toBe(false);
  });

  it('recognises Google-mail addresses', () => {
    expect(isGoogleMail('a@gmail.com')).toBe(true);
    expect(isGoogleMail('a@GoogleMail.com')).toBe(true);
    expect(isGoogleMail('a@gmail.company.com')).toBe(false);
  });

  it('accepts phone numbers of 7–20 digits, spaces and +-() only', () => {
    const phone = (p: string) =>
      updateUserRequestSchema.safeParse({ userProfile: { phoneNumber: p } }).success;
    expect(phone('+1 (555) 010-9999')).toBe(true);
    expect(phone('')).toBe(true);
    expect(phone('12345')).toBe(false);
    expect(phone('555-CALL-NOW')).toBe(false);
  });

  it('refuses fields a profile update may not touch', () => {
    expect(updateUserRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateUserRequestSchema.safeParse({ password: 'x' }).success).toBe(false);
  });
});

/** The first message per field, as the forms show them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the sign-up and log-in forms', () => {
  const noGoogle = { googleEnabled: false };
  const google = { googleEnabled: true };
  const signup = { username: 'ada', email: 'ada@example.com', password: 'secret-pw' };

  it('asks for every sign-up field with the product texts', () => {
    const empty = { username: '', email: '', password: '' };
    expect(messages(signupFormSchema(noGoogle).safeParse(empty))).toEqual({
      username: accountMessages.usernameTooShort,
      email: validationMessages.invalidEmail,
      password: accountMessages.passwordTooShort,
      acceptedTerms: accountMessages.termsRequired,
    });
  });

  it('refuses the usernames the server refuses', () => {
    const username = (u: string) =>
      messages(
        signupFormSchema(noGoogle).safeParse({ ...signup, username: u, acceptedTerms: true }),
      ).username;
    expect(username('a'.repeat(31))).toBe('Username must be at most 30 characters');
    expect(username('ada lovelace')).toBe(
      'Username may contain letters, numbers, dots, dashes and underscores',
    );
    expect(username('  ada  ')).toBeUndefined();
  });

  it('checks only e-mail and password when logging in, with the sign-up minimum', () => {
    expect(
      messages(loginFormSchema(noGoogle).safeParse({ email: 'a@b.co', password: '' })),
    ).toEqual({ password: accountMessages.passwordTooShort });
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(
      true,
    );
  });

  it('sends Google-mail addresses to Google only when Google sign-in is on', () => {
    const values = { email: 'pat@gmail.com', password: 'secret-pw' };
    expect(messages(loginFormSchema(google).safeParse(values)).email).toBe(
      accountMessages.googleMail,
    );
    expect(messages(signupFormSchema(google).safeParse({ ...signup, ...values })).email).toBe(
      accountMessages.googleMail,
    );
    expect(loginFormSchema(noGoogle).safeParse(values).success).toBe(true);
  });

  it('accepts a complete sign-up and sends what the sign-up request accepts', () => {
    const parsed = signupFormSchema(google).parse({
      ...signup,
      email: ' Ada@Example.com ',
      acceptedTerms: true,
    });
    expect(parsed).toEqual({ ...signup, acceptedTerms: true });
    expect(signupRequestSchema.safeParse(parsed).success).toBe(true);
  });
});
