import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputErrors, schemaErrors } from './form-errors.ts';

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
