import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './token.ts';

const USER = '0b7e2f64-1c1a-4f38-9a55-1a2b3c4d5e6f';
const OTHER = '9d1e2f64-1c1a-4f38-9a55-1a2b3c4d5e6f';
const ALERT = '4a0c8c8e-6a57-4e1f-8a3f-2b1c0d9e8f7a';

describe('unsubscribe tokens', () => {
  it('name the user, and the alert when given', () => {
    expect(verifyUnsubscribeToken('s', signUnsubscribeToken('s', { userId: USER }))).toEqual({
      userId: USER,
    });
    const one = signUnsubscribeToken('s', { userId: USER, alertId: ALERT });
    expect(verifyUnsubscribeToken('s', one)).toEqual({ userId: USER, alertId: ALERT });
  });

  it('cannot be moved to another user, forged or checked with another secret', () => {
    const token = signUnsubscribeToken('s', { userId: USER });
    const signature = token.split('.').pop();
    expect(verifyUnsubscribeToken('s', `${OTHER}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken('other', token)).toBeNull();
    expect(verifyUnsubscribeToken('s', `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken('s', 'junk')).toBeNull();
    expect(verifyUnsubscribeToken('s', `${USER}.${ALERT}.${signature}`)).toBeNull();
  });
});
