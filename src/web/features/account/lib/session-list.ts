import type { SessionInfo } from '../../../../shared/accounts/schemas.ts';
import { describeUserAgent } from './user-agent.ts';

// How Account Settings shows a signed-in session. Pure: the clock and the time zone are passed in.

export interface SessionRow {
  id: string;
  /** 'Chrome on Windows'. */
  device: string;
  ip: string;
  /** 'Active now', '3 minutes ago', '2 hours ago', or a date. */
  lastActive: string;
  /** 'Mar 5, 2025, 3:04 PM'. */
  signedIn: string;
  /** ISO times for <time dateTime>. */
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** The date and time a person reads, in their own time zone unless one is given. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/**
 * How long ago a session was last used: under a minute (or a clock slightly ahead of ours) is
 * 'Active now'; then minutes, hours, and from a day on the date itself.
 */
export function formatLastActive(iso: string, now: number, timeZone?: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const ago = now - at;
  if (ago < MINUTE) return 'Active now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return formatDateTime(iso, timeZone);
}

/** The rows of the list: this device first, then the others as the server ordered them. */
export function sessionRows(sessions: readonly SessionInfo[], now: number, timeZone?: string) {
  const rows: SessionRow[] = sessions.map((s) => ({
    id: s.id,
    device: describeUserAgent(s.userAgent),
    ip: s.ip,
    lastActive: s.current ? 'Active now' : formatLastActive(s.lastSeenAt, now, timeZone),
    signedIn: formatDateTime(s.createdAt, timeZone),
    lastSeenAt: s.lastSeenAt,
    createdAt: s.createdAt,
    current: s.current,
  }));
  return [...rows.filter((r) => r.current), ...rows.filter((r) => !r.current)];
}
