import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './full-name.ts';

describe('splitFullName', () => {
  it('splits at the first space and keeps the rest as the last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Ada King Lovelace')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
  });

  it('trims the stored value and tolerates a single word or nothing', () => {
    expect(splitFullName('  Grace   Hopper ')).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(splitFullName('Plato')).toEqual({ firstName: 'Plato', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('joinFullName', () => {
  it('joins trimmed first and last names with one space', () => {
    expect(joinFullName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(joinFullName('Ada', 'King Lovelace')).toBe('Ada King Lovelace');
  });

  it('leaves no stray space when one part is empty', () => {
    expect(joinFullName('Plato', '  ')).toBe('Plato');
    expect(joinFullName('', '')).toBe('');
  });

  it('round-trips through splitFullName', () => {
    const { firstName, lastName } = splitFullName('Ada King Lovelace');
    expect(joinFullName(firstName, lastName)).toBe('Ada King Lovelace');
  });
});
