// A stored session lives at most 12 hours from creation and ends after 10 minutes without
// activity; last-active is saved every 60 seconds.
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SESSION_INACTIVITY_MS = 10 * 60 * 1000;
export const SESSION_REFRESH_MS = 60 * 1000;

export interface SessionTimes {
  createdAt: number;
  lastActive: number;
}

/** Whether a session with these times must be cleared at `now` (both limits are "more than"). */
export function sessionExpired({ createdAt, lastActive }: SessionTimes, now: number): boolean {
  if (!Number.isFinite(createdAt) || !Number.isFinite(lastActive)) return true;
  return now - createdAt > SESSION_MAX_AGE_MS || now - lastActive > SESSION_INACTIVITY_MS;
}

/**
 * A path the app may return to after sign-in (a visitor sent to /auth?next=<path> from a page that
 * needs an account comes back there): same-site paths only. Control characters are refused too:
 * browsers drop tabs and line breaks from an address, so '/<tab>/evil.example' would become the
 * other site's '//evil.example'.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!next || !/^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(next)) return undefined;
  // Never loop back into the sign-in screen itself.
  return /^\/auth(\/|\?|$)/.test(next) ? undefined : next;
}
