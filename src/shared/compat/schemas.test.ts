import { describe, expect, it } from 'vitest';
import { checkSpecValue, KEY_VALUE_RULES, SPEC_KEYS } from './keys.ts';
import { compatSpecsSchema } from './schemas.ts';

// Values of every kind, valid for some key and not for others.
const SAMPLES: unknown[] = [
  'AR-15',
  'AR-10',
  'DPMS',
  ' 556 ',
  '',
  '   ',
  'x'.repeat(41),
  'x'.repeat(61),
  '1/2x28',
  '9/16x24 LH',
  'mid-length',
  '.154',
  0.75,
  0.7,
  0.224,
  16,
  60,
  60.5,
  0,
  -1,
  1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  [],
  {},
  '16',
];

describe('checkSpecValue', () => {
  it('accepts and rejects exactly what the API schema does, key by key', () => {
    for (const key of SPEC_KEYS) {
      const rule = KEY_VALUE_RULES[key];
      const own = rule.kind === 'oneOf' ? [...rule.values] : [];
      for (const value of [...SAMPLES, ...own]) {
        const parsed = compatSpecsSchema.shape[key].safeParse(value);
        const expected = parsed.success ? parsed.data : undefined;
        expect(checkSpecValue(key, value), `${key} = ${JSON.stringify(value)}`).toEqual(expected);
      }
    }
  });

  it('trims text and keeps numbers within their limits', () => {
    expect(checkSpecValue('caliber', ' 556 ')).toBe('556');
    expect(checkSpecValue('barrelLengthIn', 16)).toBe(16);
    expect(checkSpecValue('barrelLengthIn', 61)).toBeUndefined();
    expect(checkSpecValue('gasJournal', 0.7)).toBeUndefined();
  });
});
