import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../shared/accounts/schemas.ts';
import { formatDateTime, formatLastActive, sessionRows } from './session-list.ts';

const NOW = Date.parse('2025-03-05T15:30:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

const session = (overrides: Partial<SessionInfo>): SessionInfo => ({
  id: 's1',
  createdAt: '2025-03-05T09:04:00Z',
  lastSeenAt: ago(0),
  expiresAt: '2025-03-05T21:04:00Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ip: '203.0.113.7',
  current: false,
  ...overrides,
});

describe('formatLastActive', () => {
  it('says "Active now" within the last minute and for a clock a little ahead', () => {
    expect(formatLastActive(ago(0), NOW)).toBe('Active now');
    expect(formatLastActive(ago(59_999), NOW)).toBe('Active now');
    expect(formatLastActive(ago(-5_000), NOW)).toBe('Active now');
  });

  it('counts whole minutes, then whole hours', () => {
    expect(formatLastActive(ago(MIN), NOW)).toBe('1 minute ago');
    expect(formatLastActive(ago(9 * MIN + 59_000), NOW)).toBe('9 minutes ago');
    expect(formatLastActive(ago(60 * MIN), NOW)).toBe('1 hour ago');
    expect(formatLastActive(ago(23 * 60 * MIN), NOW)).toBe('23 hours ago');
  });

  it('gives the date from a day on', () => {
    expect(formatLastActive(ago(25 * 60 * MIN), NOW, 'UTC')).toBe('Mar 4, 2025, 2:30 PM');
  });

  it('shows anything that is not a time as it came', () => {
    expect(formatLastActive('soon', NOW)).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('sessionRows', () => {
  it('puts this device first and describes each session in plain words', () => {
    const rows = sessionRows(
      [
        session({ id: 'other', lastSeenAt: ago(3 * MIN) }),
        session({
          id: 'mine',
          current: true,
          lastSeenAt: ago(4 * MIN),
          userAgent:
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        }),
      ],
      NOW,
      'UTC',
    );
    expect(rows.map((r) => r.id)).toEqual(['mine', 'other']);
    expect(rows[0]).toMatchObject({
      device: 'Chrome on Windows',
      // the request that read the list is this device's activity
      lastActive: 'Active now',
      signedIn: 'Mar 5, 2025, 9:04 AM',
      current: true,
    });
    expect(rows[1]).toMatchObject({
      device: 'Firefox on Linux',
      ip: '203.0.113.7',
      lastActive: '3 minutes ago',
      current: false,
    });
  });

  it('gives no rows for no sessions', () => {
    expect(sessionRows([], NOW)).toEqual([]);
  });
});
