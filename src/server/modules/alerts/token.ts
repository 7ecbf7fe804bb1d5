import { createHmac, timingSafeEqual } from 'node:crypto';

// ADR 090: the unsubscribe link of a price alert e-mail works without signing in, so its token
// carries who it is for and proves it: `<user id>[.<alert id>].<signature>`, the signature an
// HMAC-SHA256 of the ids under a key derived from the server's secret (never the secret itself,
// so the token cannot stand in for anything else the secret signs). It does not expire: an old
// e-mail's link must still stop the e-mails. Changing the secret voids every link.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeTarget {
  userId: string;
  /** Only this alert; all of the user's alerts when absent. */
  alertId?: string;
}

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('buildwright price-alert unsubscribe v1').digest();
}

function signatureOf(secret: string, ids: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(ids).digest();
}

export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const ids = target.alertId ? `${target.userId}.${target.alertId}` : target.userId;
  return `${ids}.${signatureOf(secret, ids).toString('base64url')}`;
}

/** The target a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  if (parts.length !== 2 && parts.length !== 3) return null;
  const signature = parts.pop()!;
  if (!parts.every((id) => UUID.test(id))) return null;
  const ids = parts.join('.');
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, ids).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, alertId] = parts as [string, string | undefined];
  return alertId ? { userId, alertId } : { userId };
}
