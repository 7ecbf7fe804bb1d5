import { describe, expect, it } from 'vitest';
import {
  collapseDescription,
  DESCRIPTION_LIMIT,
  variantDescription,
} from './detail-description.ts';

describe('the product description (collapses past 250 characters)', () => {
  it('shows a description of exactly 250 characters whole, without a toggle', () => {
    const text = 'a'.repeat(DESCRIPTION_LIMIT);
    expect(collapseDescription(text)).toEqual({ short: text, collapsible: false });
  });

  it('collapses one of 251 characters', () => {
    const text = 'a'.repeat(DESCRIPTION_LIMIT + 1);
    const { short, collapsible } = collapseDescription(text);
    expect(collapsible).toBe(true);
    expect(short).toBe(`${'a'.repeat(DESCRIPTION_LIMIT)}...`);
  });

  it('cuts after the last whole word within the limit, without trailing punctuation', () => {
    const words = 'The barrel is nitrided, button rifled and free floated. '.repeat(6);
    const { short } = collapseDescription(words);
    expect(short.endsWith('...')).toBe(true);
    const kept = short.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toMatch(/[\s.,]/); // the next character ends a word
    expect(kept).not.toMatch(/[\s.,]$/);
  });

  it('ignores surrounding whitespace when measuring', () => {
    expect(collapseDescription(`  ${'b'.repeat(250)}\n`).collapsible).toBe(false);
  });

  it("adds the chosen variant's notes after the product line's description", () => {
    expect(variantDescription('A free-float rail.', 'Includes: barrel nut.')).toBe(
      'A free-float rail.\n\nIncludes: barrel nut.',
    );
    expect(variantDescription('A free-float rail. ', undefined)).toBe('A free-float rail.');
    expect(variantDescription('', ' Only notes ')).toBe('Only notes');
  });
});
