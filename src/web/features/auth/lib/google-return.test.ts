import { describe, expect, it } from 'vitest';
import { makePublicUser } from '../../../../../tests/factories.ts';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { readGoogleReturn } from './google-return.ts';

const params = (init: Record<string, string>) => new URLSearchParams(init);

describe('readGoogleReturn', () => {
  it('reads the token and the JSON user', () => {
    const user = makePublicUser();
    const result = readGoogleReturn(params({ token: 'tok', user: JSON.stringify(user) }));
    expect(result).toEqual({ kind: 'signedIn', answer: { access_token: 'tok', user } });
  });

  it('says the data is invalid when the user is not JSON or lacks fields', () => {
    const invalid = { kind: 'failed', message: authClientMessages.googleInvalidData };
    expect(readGoogleReturn(params({ token: 'tok', user: '{oops' }))).toEqual(invalid);
    expect(readGoogleReturn(params({ token: 'tok', user: '{"_id":"x"}' }))).toEqual(invalid);
    expect(readGoogleReturn(params({ token: '', user: JSON.stringify(makePublicUser()) }))).toEqual(
      invalid,
    );
  });

  it('reports a failed Google flow and ignores an ordinary visit', () => {
    expect(readGoogleReturn(params({ error: 'google' }))).toEqual({
      kind: 'failed',
      message: authClientMessages.googleFailed,
    });
    expect(readGoogleReturn(params({ mode: 'signup' }))).toEqual({ kind: 'none' });
  });
});
