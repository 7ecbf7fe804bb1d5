/** The constraint a unique violation (SQLSTATE 23505) broke, from pg or PGlite, through Drizzle's wrapper. */
export function uniqueViolation(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}
