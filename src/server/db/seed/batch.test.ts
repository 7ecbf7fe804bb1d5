import { describe, expect, it } from 'vitest';
import { chunk, insertInBatches } from './batch.ts';

describe('seed batching', () => {
  it('splits 2,500 rows into batches of 1,000, 1,000 and 500', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => i);
    expect(chunk(rows).map((b) => b.length)).toEqual([1000, 1000, 500]);
  });

  it('hands every row to the inserter exactly once, in order', async () => {
    const seen: number[] = [];
    const count = await insertInBatches(
      [1, 2, 3, 4, 5],
      (b) => Promise.resolve(void seen.push(...b)),
      2,
    );
    expect(count).toBe(5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a batch size below one', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
