import { describe, expect, it } from 'vitest';
import { twoDecimals, wholeNumber } from './numbers.ts';

const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlTwo = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('number formats', () => {
  it('write what Intl writes for en-US', () => {
    const values = [
      0, 1, 9.99, 12.5, 999.995, 1000, 1234.5, 0.125, 0.005, 1.005, 99_999.999, 1e7, 10_000,
      123_456_789.12, -1, -1234.5, -0.004,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push(Math.round(seed % 10_000_000) / 100, seed % 100_000);
    }
    for (const value of values) {
      expect(twoDecimals(value), String(value)).toBe(
        intlTwo.format(value).replace(/^-0\.00$/, '0.00'),
      );
      expect(wholeNumber(Math.round(value)), String(value)).toBe(
        intlWhole.format(Math.round(value)).replace(/^-0$/, '0'),
      );
    }
  });

  it('never writes a minus before zero', () => {
    expect(twoDecimals(-0)).toBe('0.00');
    expect(twoDecimals(-0.001)).toBe('0.00');
  });
});
