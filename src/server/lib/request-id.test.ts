import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('request ids', () => {
  it('keeps an incoming id of 1 to 64 letters, digits and . _ : -', () => {
    for (const id of ['a', 'abc-123', '1-5f84c7a4:trace_id.9', 'x'.repeat(64)])
      expect(requestIdOf(withHeader(id))).toBe(id);
  });

  it('makes a new UUID when the header is missing, empty, too long or has other characters', () => {
    for (const value of [
      undefined,
      '',
      'x'.repeat(65),
      'has space',
      'quote"d',
      'key=value',
      'line\nbreak',
      '{"forged":"json"}',
      'é',
      ['one', 'two'],
    ])
      expect(requestIdOf(withHeader(value))).toMatch(UUID);
  });

  it('makes a different id for each request', () => {
    expect(requestIdOf(withHeader(undefined))).not.toBe(requestIdOf(withHeader(undefined)));
  });
});
