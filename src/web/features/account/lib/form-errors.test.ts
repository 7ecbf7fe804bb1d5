import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  failureMessage,
  hasErrors,
  inputErrors,
  schemaErrors,
  serverFieldErrors,
} from './form-errors.ts';

describe('inputErrors', () => {
  it("moves the server's field keys onto the inputs that show them", () => {
    expect(
      inputErrors({
        'userProfile.dateOfBirth': 'Date of birth must be in the past',
        'userProfile.fullName': 'too long',
        username: 'taken',
        role: 'This field cannot be changed here',
      }),
    ).toEqual({
      dateOfBirth: 'Date of birth must be in the past',
      firstName: 'too long',
      username: 'taken',
    });
  });
});

describe('schemaErrors', () => {
  it('keys the first message per path like the server does', () => {
    const schema = z.object({ a: z.string().min(3, 'short'), b: z.object({ c: z.number() }) });
    const errors = schemaErrors(schema, { a: 'x', b: { c: 'no' } });
    expect(errors.a).toBe('short');
    expect(Object.keys(errors).sort()).toEqual(['a', 'b.c']);
    expect(schemaErrors(schema, { a: 'xyz', b: { c: 1 } })).toEqual({});
  });
});

describe('hasErrors', () => {
  it('ignores empty entries', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined, b: '' })).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });
});

describe('failureMessage and serverFieldErrors', () => {
  const apiLike = {
    body: { statusCode: 409, error: 'Conflict', message: 'This username is already taken' },
    fieldErrors: { username: 'This username is already taken' },
  };

  it("prefers the server's message and falls back otherwise", () => {
    expect(failureMessage(apiLike, 'Failed to update user')).toBe('This username is already taken');
    expect(failureMessage(new Error('boom'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
    expect(failureMessage({ body: undefined }, 'Failed to get user')).toBe('Failed to get user');
  });

  it('reads field errors only from errors that carry them', () => {
    expect(serverFieldErrors(apiLike)).toEqual({ username: 'This username is already taken' });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
