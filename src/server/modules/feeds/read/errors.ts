// The one error a feed reader throws: the file cannot be read as a feed at all (not a feed, not
// text, XML broken before any item), or it broke off after some rows (the rows before it were
// handed over). It says where: the line, or the row (item, record) the reader had reached.

export class FeedReadError extends Error {
  /** The line of the file (1 = first) where reading stopped, when the reader knows it. */
  readonly line: number | undefined;
  /** How many rows had been handed over before the error (0 = none). */
  readonly rowsRead: number | undefined;

  constructor(
    message: string,
    where: { line?: number; rowsRead?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FeedReadError';
    this.line = where.line;
    this.rowsRead = where.rowsRead;
  }
}
