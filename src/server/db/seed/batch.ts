/** Splits rows into batches (PGlite is slow row by row: ~1,000 rows per statement is the sweet spot). */
export function chunk<T>(rows: readonly T[], size = 1000): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError('batch size must be a positive integer');
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

/** Runs `insert` once per batch, in order, and returns how many rows were handed over. */
export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = 1000,
): Promise<number> {
  for (const batch of chunk(rows, size)) await insert(batch);
  return rows.length;
}
