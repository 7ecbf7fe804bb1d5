import { describe, expect, it } from 'vitest';
import { writeUpParagraphs } from './write-up.ts';

describe('writeUpParagraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(writeUpParagraphs('First line\nstill first\n\nSecond\n\n\n\nThird')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
  });

  it('treats Windows line ends and lines of spaces as blank lines', () => {
    expect(writeUpParagraphs('One\r\n\r\nTwo\n   \nThree')).toEqual(['One', 'Two', 'Three']);
  });

  it('has no paragraph for an empty or blank text', () => {
    expect(writeUpParagraphs('')).toEqual([]);
    expect(writeUpParagraphs(' \n\n \n')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(writeUpParagraphs('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });
});
