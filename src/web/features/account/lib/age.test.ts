import { describe, expect, it } from 'vitest';
import { ageOn, isUnder18, localIsoDate } from './age.ts';

// Local dates (month is 0-based in the Date constructor): the visitor's calendar day.
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12, 0, 0);

describe('ageOn', () => {
  it('counts a birthday that has come this year', () => {
    expect(ageOn('2000-03-05', on(2024, 3, 5))).toBe(24);
    expect(ageOn('2000-03-05', on(2024, 12, 31))).toBe(24);
  });

  it('does not count a birthday still to come this year', () => {
    expect(ageOn('2000-03-05', on(2024, 3, 4))).toBe(23);
    expect(ageOn('2000-12-31', on(2024, 1, 1))).toBe(23);
  });

  it('lets a 29 February birthday count from 1 March in other years', () => {
    expect(ageOn('2004-02-29', on(2022, 2, 28))).toBe(17);
    expect(ageOn('2004-02-29', on(2022, 3, 1))).toBe(18);
    expect(ageOn('2004-02-29', on(2024, 2, 29))).toBe(20);
  });

  it('gives a negative age for a future date', () => {
    expect(ageOn('2030-01-01', on(2024, 6, 1))).toBe(-6);
  });

  it('answers null for anything that is not a real date', () => {
    expect(ageOn('', on(2024, 6, 1))).toBeNull();
    expect(ageOn('2001-02-30', on(2024, 6, 1))).toBeNull();
    expect(ageOn('05/03/2000', on(2024, 6, 1))).toBeNull();
  });
});

describe('isUnder18', () => {
  it('is true up to the day before the 18th birthday and false from that day', () => {
    expect(isUnder18('2006-06-02', on(2024, 6, 1))).toBe(true);
    expect(isUnder18('2006-06-01', on(2024, 6, 1))).toBe(false);
    expect(isUnder18('1980-01-01', on(2024, 6, 1))).toBe(false);
  });

  it('is true for a recent birth date and false for an empty or broken one', () => {
    expect(isUnder18('2020-01-15', on(2024, 6, 1))).toBe(true);
    expect(isUnder18('', on(2024, 6, 1))).toBe(false);
    expect(isUnder18('not-a-date', on(2024, 6, 1))).toBe(false);
  });
});

describe('localIsoDate', () => {
  it("writes the visitor's calendar day as YYYY-MM-DD", () => {
    expect(localIsoDate(on(2024, 3, 5))).toBe('2024-03-05');
    expect(localIsoDate(on(999, 12, 31))).toBe('0999-12-31');
  });
});
