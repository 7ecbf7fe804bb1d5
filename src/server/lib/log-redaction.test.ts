import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorText, maskEmail, redactUrl, scrubText, serializeError } from './log-redaction.ts';

const HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=';
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMiLCJzaWQiOiI0NTYifQ.c2lnbmF0dXJlc2lnbmF0dXJl';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('scrubText', () => {
  it('masks addresses and removes password hashes, signed tokens and URL secrets', () => {
    const out = scrubText(
      `user bob.smith@corp.example hash ${HASH} bearer ${JWT} link https://x.example/reset-password?token=abc123&next=%2F`,
    );
    expect(out).toBe(
      'user b***@corp.example hash scrypt$[redacted] bearer [redacted] link https://x.example/reset-password?token=[redacted]&next=%2F',
    );
  });
});

describe('serializeError', () => {
  it('keeps the failed SQL and the driver code, never the bound values', () => {
    const cause = Object.assign(new Error('new row for bob@corp.example refused'), {
      code: 'P0001',
      detail: 'Failing row contains (bob@corp.example, secret-pw)',
      routine: 'exec_stmt_raise',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['bob@corp.example', HASH],
      cause,
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain('bob@corp.example');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('secret-pw');
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
    );
    expect(out.stack).toContain('params: [redacted]');
    expect(out.params).toBe('[redacted]');
    expect(out.cause).toMatchObject({
      code: 'P0001',
      message: 'new row for b***@corp.example refused',
      routine: 'exec_stmt_raise',
      detail: '[redacted]',
    });
  });

  it('prints an error and its cause as console text, redacted the same way', () => {
    const err = new DrizzleQueryError(
      'update "users" set "password_hash" = $1',
      [HASH],
      new Error('relation "users" does not exist'),
    );
    const text = errorText(err);
    expect(text).toContain(
      'Failed query: update "users" set "password_hash" = $1\nparams: [redacted]',
    );
    expect(text).toContain('caused by: Error: relation "users" does not exist');
    expect(text).not.toContain(HASH);
  });

  it('keeps what is not an Error as a scrubbed value', () => {
    expect(serializeError({ email: 'a@b.example', password: 'x' })).toMatchObject({
      value: { email: 'a***@b.example', password: '[redacted]' },
    });
  });
});

describe('redactUrl', () => {
  it('removes one-time link tokens and OAuth codes from request URLs', () => {
    expect(redactUrl('/verify-email?token=abc.def')).toBe('/verify-email?token=[redacted]');
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1&iss=https%3A%2F%2Fid')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
  });

  it('masks addresses in query values, encoded or not, and keeps other parameters as sent', () => {
    expect(redactUrl('/api/search?q=alice%40example.com&page=2')).toBe(
      `/api/search?q=${encodeURIComponent('a***@example.com')}&page=2`,
    );
    expect(redactUrl('/api/catalog/groups?brand=Magpul&q=%E2%9C%93')).toBe(
      '/api/catalog/groups?brand=Magpul&q=%E2%9C%93',
    );
    expect(redactUrl('/api/x?bad=%E0%A4%A')).toBe('/api/x?bad=%E0%A4%A');
  });
});
