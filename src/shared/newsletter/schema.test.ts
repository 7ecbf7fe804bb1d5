import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/messages.ts';
import { newsletterBoxSchema, newsletterModalSchema, newsletterRequestSchema } from './schema.ts';

const firstMessages = (issues: { path: PropertyKey[]; message: string }[] = []) => {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('newsletter schemas', () => {
  it('lets the modal require both names, which the API leaves optional', () => {
    const emailOnly = { EMAIL: 'pat@example.com', FNAME: ' ', LNAME: '' };
    expect(firstMessages(newsletterModalSchema.safeParse(emailOnly).error?.issues)).toEqual({
      FNAME: validationMessages.firstNameRequired,
      LNAME: validationMessages.lastNameRequired,
    });
    expect(newsletterRequestSchema.safeParse(emailOnly).success).toBe(true);
  });

  it('refuses in the modal the names the API refuses', () => {
    const long = 'x'.repeat(101);
    const body = { EMAIL: 'pat@example.com', FNAME: long, LNAME: 'Lee' };
    const modal = newsletterModalSchema.safeParse(body);
    const api = newsletterRequestSchema.safeParse(body);
    expect(firstMessages(modal.error?.issues)).toEqual(firstMessages(api.error?.issues));
    expect(firstMessages(api.error?.issues).FNAME).toBe('Must be at most 100 characters');
  });

  it('gives the modal a request body, honeypot included', () => {
    const parsed = newsletterModalSchema.parse({
      EMAIL: ' Pat@Example.com ',
      FNAME: ' Pat ',
      LNAME: 'Lee',
      website: '',
    });
    expect(parsed).toEqual({ EMAIL: 'pat@example.com', FNAME: 'Pat', LNAME: 'Lee', website: '' });
    expect(newsletterRequestSchema.safeParse(parsed).success).toBe(true);
  });

  it('checks only the e-mail in the box', () => {
    expect(newsletterBoxSchema.safeParse({ EMAIL: 'nope' }).error?.issues[0]?.message).toBe(
      validationMessages.invalidEmail,
    );
    expect(newsletterBoxSchema.parse({ EMAIL: 'a@b.co' })).toEqual({ EMAIL: 'a@b.co' });
  });
});
