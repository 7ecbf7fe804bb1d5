import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseRetrySchedule } from '../../config.ts';
import { contactMail } from './mail.ts';
import { DEFAULT_RETRY_SCHEDULE_MS, retryDelayMs } from './outbox.ts';

describe('retryDelayMs', () => {
  it('follows 1 min, 5 min, 30 min, 2 h, 12 h and then keeps 12 h', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (attempt) => retryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, attempt) / 60_000,
    );
    expect(minutes).toEqual([1, 5, 30, 120, 720, 720, 720, 720]);
  });
});

describe('CONTACT_RETRY_SCHEDULE', () => {
  it('parses durations with units', () => {
    expect(parseRetrySchedule('1m,5m,30m,2h,12h')).toEqual([...DEFAULT_RETRY_SCHEDULE_MS]);
    expect(parseRetrySchedule('500ms, 1s ,1.5s')).toEqual([500, 1000, 1500]);
    expect(parseRetrySchedule('1m,soon')).toBeUndefined();
    expect(parseRetrySchedule('0s')).toBeUndefined();
  });

  it('defaults to the 1 min, 5 min, 30 min, 2 h, 12 h schedule and refuses a bad one by name', () => {
    const config = loadConfig({});
    expect(config.contact).toEqual({ to: 'contact@buildwright.example' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Buildwright <no-reply@buildwright.example>',
      retryScheduleMs: [...DEFAULT_RETRY_SCHEDULE_MS],
    });
    expect(() => loadConfig({ CONTACT_RETRY_SCHEDULE: 'later' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_RETRY_SCHEDULE: 'later' })).toThrow(/CONTACT_RETRY_SCHEDULE/);
  });

  it('accepts only smtp:// and smtps:// mail servers', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ CONTACT_TO: 'nobody' })).toThrow(/CONTACT_TO/);
  });
});

describe('contactMail', () => {
  const stored = {
    id: '7b0c7c9e-4a57-4a3c-9a55-2f0f0c1f7c11',
    title: 'Buffer weights',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Which buffer?\nThanks',
    createdAt: new Date('2026-11-23T10:00:00Z'),
  };

  it('is plain text to staff, answered to the sender, with the title in the subject', () => {
    const mail = contactMail(stored, {
      from: 'Buildwright <no-reply@buildwright.example>',
      to: 'staff@example.com',
      siteName: 'Buildwright',
    });
    expect(mail).toMatchObject({
      from: 'Buildwright <no-reply@buildwright.example>',
      to: 'staff@example.com',
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
      subject: '[Buildwright contact] Buffer weights',
      messageId: `<contact-${stored.id}@buildwright.example>`,
    });
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain('Name: Ada Lovelace\nEmail: ada@example.com\n');
    expect(mail.text).toContain('\n\nWhich buffer?\nThanks\n');
  });
});
