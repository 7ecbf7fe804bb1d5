import { describe, expect, it } from 'vitest';
import { isCalendarDate, isGoogleMail, updateUserRequestSchema } from './schemas.ts';

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
