import { describe, expect, it } from 'vitest';
import {
  SESSION_INACTIVITY_MS,
  SESSION_MAX_AGE_MS,
  safeNextPath,
  sessionExpired,
} from './session-rules.ts';

describe('session expiry', () => {
  const start = 1_700_000_000_000;

  it('keeps a session that is younger than 12 hours and active in the last 10 minutes', () => {
    expect(
      sessionExpired({ createdAt: start, lastActive: start }, start + SESSION_INACTIVITY_MS),
    ).toBe(false);
  });

  it('ends a session after more than 10 minutes without activity', () => {
    expect(
      sessionExpired({ createdAt: start, lastActive: start }, start + SESSION_INACTIVITY_MS + 1),
    ).toBe(true);
  });

  it('ends an active session more than 12 hours after it was created', () => {
    const now = start + SESSION_MAX_AGE_MS + 1;
    expect(sessionExpired({ createdAt: start, lastActive: now - 1000 }, now)).toBe(true);
  });

  it('treats missing times as expired', () => {
    expect(sessionExpired({ createdAt: Number.NaN, lastActive: start }, start)).toBe(true);
  });
});

describe('safeNextPath', () => {
  it('returns same-site paths with their query', () => {
    expect(safeNextPath('/account/profileinformation?x=1')).toBe('/account/profileinformation?x=1');
  });

  it('refuses other sites, protocol-relative URLs and the sign-in screen itself', () => {
    expect(safeNextPath('https://evil.example/')).toBeUndefined();
    expect(safeNextPath('//evil.example/')).toBeUndefined();
    expect(safeNextPath('/\\evil.example/')).toBeUndefined();
    expect(safeNextPath('/auth?mode=signup')).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });

  it('returns the Builder', () => {
    expect(safeNextPath('/builder')).toBe('/builder');
  });

  it('refuses schemes, relative paths and the empty string', () => {
    expect(safeNextPath('javascript:alert(1)')).toBeUndefined();
    expect(safeNextPath('http:/evil.example')).toBeUndefined();
    expect(safeNextPath('builder')).toBeUndefined();
    expect(safeNextPath('')).toBeUndefined();
  });

  it('refuses addresses a browser turns into another site', () => {
    // Browsers drop tabs and line breaks, and read '\\' as '/'.
    expect(safeNextPath('/\t/evil.example')).toBeUndefined();
    expect(safeNextPath('/\n/evil.example')).toBeUndefined();
    expect(safeNextPath('/\r/evil.example')).toBeUndefined();
    expect(safeNextPath('\\\\evil.example')).toBeUndefined();
    expect(safeNextPath('/\u0000/evil.example')).toBeUndefined();
  });
});
