import { describe, expect, it } from 'vitest';
import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';
import { readLinkFailure } from './link-failure.ts';

describe('readLinkFailure', () => {
  it('says the link is no good when the server names the token', () => {
    expect(
      readLinkFailure({
        status: 400,
        message: 'token: invalid',
        fieldErrors: { token: accountMessages.linkInvalid },
      }),
    ).toEqual({ kind: 'linkInvalid', message: accountMessages.linkInvalid });
  });

  it("puts messages for the page's own fields under them", () => {
    expect(
      readLinkFailure(
        { status: 400, fieldErrors: { password: accountMessages.passwordTooShort } },
        ['password'],
      ),
    ).toEqual({ kind: 'fields', fields: { password: accountMessages.passwordTooShort } });
  });

  it('shows a refused address change as a general error that retrying does not fix', () => {
    expect(
      readLinkFailure({
        status: 409,
        message: 'Conflict',
        fieldErrors: { email: accountMessages.emailTaken },
      }),
    ).toEqual({ kind: 'general', message: accountMessages.emailTaken, retry: false });
  });

  it('lets the visitor try the same link again without an answer, when busy or on a server failure', () => {
    expect(readLinkFailure({ message: 'Network error. Please check your connection.' })).toEqual({
      kind: 'general',
      message: 'Network error. Please check your connection.',
      retry: true,
    });
    expect(readLinkFailure({ status: 429, message: 'Too many requests' })).toMatchObject({
      retry: true,
    });
    expect(readLinkFailure({ status: 503, message: ' ' })).toEqual({
      kind: 'general',
      message: authClientMessages.invalidResponse,
      retry: true,
    });
  });
});
