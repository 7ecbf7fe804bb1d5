import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { formatBuildDate } from './format-date.ts';

describe('formatBuildDate', () => {
  it('shows a creation date as month, day and year', () => {
    expect(formatBuildDate('2026-11-23T12:00:00.000Z', buildMessages.noDate)).toBe('Nov 23, 2026');
  });

  it('falls back to the list’s own text when the date is missing or unreadable', () => {
    expect(formatBuildDate(undefined, buildMessages.unknownDate)).toBe('Unknown date');
    expect(formatBuildDate('', buildMessages.noDate)).toBe('No date');
    expect(formatBuildDate('not a date', buildMessages.noDate)).toBe('No date');
  });
});
