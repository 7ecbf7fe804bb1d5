import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  kindWords,
  mailTextParts,
  pageParam,
  sameOriginHref,
  statusWords,
} from './mail-text.ts';

const ORIGIN = 'https://buildwright.example';

describe('mailTextParts', () => {
  it('makes a link of an address on this site and keeps the text around it', () => {
    const text = `Hello,\n\nopen ${ORIGIN}/verify-email?token=abc_DEF-123 to verify.\n`;
    expect(mailTextParts(text, ORIGIN)).toEqual([
      { kind: 'text', text: 'Hello,\n\nopen ' },
      {
        kind: 'link',
        text: `${ORIGIN}/verify-email?token=abc_DEF-123`,
        href: `${ORIGIN}/verify-email?token=abc_DEF-123`,
      },
      { kind: 'text', text: ' to verify.\n' },
    ]);
  });

  it('leaves sentence punctuation after an address outside the link', () => {
    const parts = mailTextParts(`Go to (${ORIGIN}/reset-password?token=x).`, ORIGIN);
    expect(parts).toEqual([
      { kind: 'text', text: 'Go to (' },
      {
        kind: 'link',
        text: `${ORIGIN}/reset-password?token=x`,
        href: `${ORIGIN}/reset-password?token=x`,
      },
      { kind: 'text', text: ').' },
    ]);
  });

  it('keeps addresses of other sites, other ports and other schemes as plain text', () => {
    const text = [
      'https://evil.example/verify-email?token=abc',
      'http://buildwright.example/verify-email',
      'https://buildwright.example:8443/x',
      'https://buildwright.example.evil.example/x',
      'javascript:alert(1)',
      `https://user:pw@buildwright.example/x`,
    ].join(' ');
    expect(mailTextParts(text, ORIGIN)).toEqual([{ kind: 'text', text }]);
  });

  it('never turns markup into anything but text', () => {
    const text = '<a href="https://buildwright.example/x">click</a><script>alert(1)</script>';
    const parts = mailTextParts(text, ORIGIN);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'https://buildwright.example/x',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('gives several links and nothing for an empty text', () => {
    const parts = mailTextParts(`${ORIGIN}/a\n${ORIGIN}/b`, ORIGIN);
    expect(parts.map((p) => p.kind)).toEqual(['link', 'text', 'link']);
    expect(mailTextParts('', ORIGIN)).toEqual([]);
  });
});

describe('sameOriginHref', () => {
  it('answers the normalised address for this site only', () => {
    expect(sameOriginHref('https://BUILDWRIGHT.example/a b', ORIGIN)).toBe(
      'https://buildwright.example/a%20b',
    );
    expect(sameOriginHref('not a url', ORIGIN)).toBeUndefined();
    expect(sameOriginHref('ftp://buildwright.example/x', ORIGIN)).toBeUndefined();
  });
});

describe('words of the mailbox', () => {
  it('names the kinds of mail in plain words, unknown ones readable', () => {
    expect(kindWords('verify_email')).toBe('E-mail verification');
    expect(kindWords('reset_password')).toBe('Password reset');
    expect(kindWords('some_new_kind')).toBe('some new kind');
  });

  it('says what became of a mail', () => {
    expect(statusWords('pending', 'local')).toBe('Kept here');
    expect(statusWords('pending', 'smtp')).toBe('Waiting to send');
    expect(statusWords('sent', 'smtp')).toBe('Sent');
    expect(statusWords('failed', 'smtp')).toBe('Failed');
  });

  it('reads the page number from the address, page 1 for anything odd', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('100000')).toBe(100000);
    expect(pageParam('100001')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });

  it('formats a time, leaving anything else as it came', () => {
    expect(formatDateTime('2025-03-05T15:04:00Z', 'UTC')).toBe('Mar 5, 2025, 3:04 PM');
    expect(formatDateTime('later')).toBe('later');
  });
});
