import { describe, expect, it } from 'vitest';
import {
  describeAlertKind,
  formatAlertDate,
  formatAlertPrice,
  parseTarget,
  suggestedTarget,
} from './alert-format.ts';

describe('alert prices', () => {
  it('shows dollars and cents, a per-round price with /rd and a third decimal under a dollar', () => {
    expect(formatAlertPrice(129.5, 'variant')).toBe('$129.50');
    expect(formatAlertPrice(1899, 'build')).toBe('$1899.00');
    expect(formatAlertPrice(0.349, 'ammo')).toBe('$0.349/rd');
    expect(formatAlertPrice(1.2, 'ammo')).toBe('$1.20/rd');
  });

  it('describes each kind', () => {
    expect(describeAlertKind('price', 100, 'variant')).toBe('Price below $100.00');
    expect(describeAlertKind('price', 0.3, 'ammo')).toBe('Price below $0.300/rd');
    expect(describeAlertKind('drop', null, 'variant')).toBe('Any price drop');
    expect(describeAlertKind('stock', null, 'ammo')).toBe('Back in stock');
  });

  it('suggests a target a little under the current price', () => {
    expect(suggestedTarget(100, 'variant')).toBe('95.00');
    expect(suggestedTarget(129.99, 'variant')).toBe('123.49');
    expect(suggestedTarget(0.35, 'ammo')).toBe('0.332');
    // A build's total: whole dollars.
    expect(suggestedTarget(1899.99, 'build')).toBe('1804');
    expect(suggestedTarget(undefined, 'variant')).toBe('');
    expect(suggestedTarget(0, 'variant')).toBe('');
  });

  it('reads a typed target, refusing what is not a number of at least 0', () => {
    expect(parseTarget('95')).toBe(95);
    expect(parseTarget(' $12.5 ')).toBe(12.5);
    expect(parseTarget('0')).toBe(0);
    expect(parseTarget('')).toBeUndefined();
    expect(parseTarget('-1')).toBeUndefined();
    expect(parseTarget('abc')).toBeUndefined();
    expect(parseTarget('1e3')).toBeUndefined();
  });

  it('formats the trigger date in UTC', () => {
    expect(formatAlertDate('2026-11-27T23:30:00Z')).toBe('Nov 27, 2026');
    expect(formatAlertDate(null)).toBeUndefined();
    expect(formatAlertDate('nope')).toBeUndefined();
  });
});
