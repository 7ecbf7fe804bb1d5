import { describe, expect, it } from 'vitest';
import {
  changeEmailMail,
  emailChangeNoticeMail,
  loginFailuresMail,
  maskEmail,
  redactLinks,
  resetPasswordGoogleMail,
  resetPasswordMail,
  verificationMail,
} from './mails.ts';

const siteName = 'Buildwright';
const link = 'https://buildwright.example/verify-email?token=abc_DEF-123';

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('redactLinks', () => {
  it("replaces every link's token and keeps the rest of the text", () => {
    const text = `Open ${link}\nor https://b.example/reset-password?x=1&token=zzz#top now`;
    const redacted = redactLinks(text);
    expect(redacted).not.toContain('abc_DEF-123');
    expect(redacted).not.toContain('zzz');
    expect(redacted).toBe(
      'Open https://buildwright.example/verify-email?token=(removed after sending)\n' +
        'or https://b.example/reset-password?x=1&token=(removed after sending)#top now',
    );
  });
});

describe('account mails', () => {
  it('name the site, the link, its lifetime and what to do if it was not you', () => {
    const verify = verificationMail({ siteName, link });
    expect(verify.subject).toContain(siteName);
    expect(verify.text).toContain(`\n${link}\n`);
    expect(verify.text).toMatch(/24 hours/);
    expect(verify.text).toMatch(/If you did not sign up/);

    const reset = resetPasswordMail({ siteName, link });
    expect(reset.text).toContain(link);
    expect(reset.text).toMatch(/30 minutes/);
    expect(reset.text).toMatch(/signs you out on every device/);
    expect(reset.text).toMatch(/If you did not ask for this/);
  });

  it('tell the old address which new address was asked for, masked, and what to do', () => {
    const notice = emailChangeNoticeMail({ siteName, newEmail: 'mallory@evil.example' });
    expect(notice.text).toContain('m***@evil.example');
    expect(notice.text).not.toContain('mallory@');
    expect(notice.text).toMatch(/If it was not you/);
    expect(notice.text).not.toMatch(/token=/);

    const change = changeEmailMail({ siteName, link, oldEmail: 'ada@example.com' });
    expect(change.text).toContain('a***@example.com');
    expect(change.text).toContain(link);
  });

  it('carry no link where none is needed', () => {
    expect(resetPasswordGoogleMail({ siteName }).text).toMatch(/Continue with Google/);
    expect(resetPasswordGoogleMail({ siteName }).text).not.toMatch(/https?:/);
    const notice = loginFailuresMail({ siteName, resetPage: 'https://b.example/forgot-password' });
    expect(notice.text).toContain('https://b.example/forgot-password');
    expect(notice.text).not.toMatch(/token=/);
  });
});
