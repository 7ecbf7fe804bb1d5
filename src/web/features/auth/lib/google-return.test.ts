import { describe, expect, it } from 'vitest';
import { makePublicUser } from '../../../../../tests/factories.ts';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { readGoogleReturn } from './google-return.ts';

const params = (init: Record<string, string>) => new URLSearchParams(init);

describe('readGoogleReturn', () => {
  it('asks for the code exchange when the server sent the visitor back with google=1', () => {
    expect(readGoogleReturn(params({ google: '1' }))).toEqual({ kind: 'exchange' });
  });

  it('ignores a token and a user in the address: a crafted link signs no one in', () => {
    const user = JSON.stringify(makePublicUser());
    expect(readGoogleReturn(params({ token: 'tok', user }))).toEqual({ kind: 'none' });
    expect(readGoogleReturn(params({ token: 'tok', user: '{oops' }))).toEqual({ kind: 'none' });
  });

  it('reports a failed Google flow and ignores an ordinary visit', () => {
    expect(readGoogleReturn(params({ error: 'google', google: '1' }))).toEqual({
      kind: 'failed',
      message: authClientMessages.googleFailed,
    });
    expect(readGoogleReturn(params({ mode: 'signup' }))).toEqual({ kind: 'none' });
    expect(readGoogleReturn(params({ google: 'yes' }))).toEqual({ kind: 'none' });
  });
});
