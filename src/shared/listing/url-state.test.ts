import { describe, expect, it } from 'vitest';
import {
  canonicalValues,
  listValues,
  pageCount,
  readFlag,
  readPage,
  readPrice,
  readSort,
  toggled,
} from './url-state.ts';

describe('list URL state', () => {
  it('reads every value of a repeated, comma-separated parameter', () => {
    expect(listValues(new URLSearchParams('a=1,2&a=%203&b=4&a='), 'a')).toEqual(['1', '2', '3']);
  });

  it('keeps known values only, in the list’s own order', () => {
    const lower = (v: string) =>
      ['x', 'y', 'z'].includes(v.toLowerCase()) ? v.toLowerCase() : undefined;
    expect(canonicalValues(['Z', 'nope', 'x', 'X'], ['x', 'y', 'z'], lower)).toEqual(['x', 'z']);
  });

  it('falls back to page 1 for anything but a page number in range', () => {
    expect(readPage('3')).toBe(3);
    for (const raw of [null, '', '0', '-1', '1.5', 'two', '10001']) expect(readPage(raw)).toBe(1);
  });

  it('falls back to the default sort for an unknown one', () => {
    expect(readSort('price', ['price', 'name'], 'name')).toBe('price');
    expect(readSort('cheap', ['price', 'name'], 'name')).toBe('name');
  });

  it('reads flags and typed prices', () => {
    expect([readFlag('true'), readFlag('1'), readFlag('yes'), readFlag(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(readPrice('$1,200')).toBe(1200);
    expect(readPrice('99.999')).toBe(100);
    expect(readPrice('-5')).toBeUndefined();
    expect(readPrice('20000000')).toBeUndefined();
  });

  it('counts pages, at least one', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });

  it('toggles a value in a list', () => {
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });
});
