import { describe, expect, it, vi } from 'vitest';
import { failureMessage, fieldProps, serverFieldErrors, showFieldErrors } from './form-helpers.ts';

const apiLike = {
  body: { statusCode: 409, error: 'Conflict', message: 'This username is already taken' },
  fieldErrors: { username: 'This username is already taken', odd: 3 },
};

describe('serverFieldErrors and failureMessage', () => {
  it('reads the field messages of a failed request, and nothing from other errors', () => {
    expect(serverFieldErrors(apiLike)).toEqual({ username: 'This username is already taken' });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it("prefers the server's message and falls back otherwise", () => {
    expect(failureMessage(apiLike, 'Failed to update user')).toBe('This username is already taken');
    expect(failureMessage(new Error('boom'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
    expect(failureMessage({ body: undefined }, 'Failed to get user')).toBe('Failed to get user');
  });
});

describe('showFieldErrors', () => {
  it('sets the messages in field order and focuses only the first', () => {
    const setError = vi.fn();
    const shown = showFieldErrors<{ a: string; b: string; c: string }>(
      setError,
      { c: 'third', a: 'first' },
      ['a', 'b', 'c'],
      { focus: true },
    );
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['a', { type: 'server', message: 'first' }, { shouldFocus: true }],
      ['c', { type: 'server', message: 'third' }, { shouldFocus: false }],
    ]);
  });

  it('says when there was nothing to show', () => {
    const setError = vi.fn();
    expect(showFieldErrors<{ a: string }>(setError, {}, ['a'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldProps', () => {
  it('hands the ref to TextField as inputRef', () => {
    const ref = vi.fn();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    expect(fieldProps({ name: 'email', ref, onChange, onBlur })).toEqual({
      name: 'email',
      onChange,
      onBlur,
      inputRef: ref,
    });
  });
});
