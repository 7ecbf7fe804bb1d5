import { describe, expect, it } from 'vitest';
import { alertFailure } from './alert-failure.ts';

/** A refused request as the API client throws it: the body's message and its field messages. */
const refused = (errors: Record<string, string>, message = Object.values(errors)[0]) => ({
  body: { statusCode: 400, error: 'Bad Request', message, errors },
  fieldErrors: errors,
});

describe('a refused alert save', () => {
  it('puts a refused target price under its field, and nothing else', () => {
    expect(alertFailure(refused({ targetPrice: 'too high' }), 'Failed')).toEqual({
      targetPrice: 'too high',
    });
  });

  it('shows another field’s message above the buttons', () => {
    expect(alertFailure(refused({ targetId: 'no such build' }), 'Failed')).toEqual({
      message: 'no such build',
    });
    expect(
      alertFailure(refused({ targetPrice: 'too high', kind: 'not for a build' }), 'Failed'),
    ).toEqual({ targetPrice: 'too high', message: 'not for a build' });
  });

  it('falls back to the request’s message, then to the fallback', () => {
    expect(alertFailure(refused({}, 'Too many alerts'), 'Failed')).toEqual({
      message: 'Too many alerts',
    });
    expect(alertFailure(new Error('offline'), 'Failed')).toEqual({ message: 'Failed' });
  });
});
