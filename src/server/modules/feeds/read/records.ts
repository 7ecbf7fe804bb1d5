// Delimited text (CSV, TSV) split into records, a line at a time. Quoting is RFC 4180's: a cell
// that starts with `"` may hold delimiters, `""` and line breaks. What real files get wrong is
// read, not refused: a quote inside an unquoted cell (`16" barrel`) is text; text after a closing
// quote keeps the quotes as text; and a quote that never closes (within 1,000 lines or 1 MB, or
// before the end of the file) is read as text, its line read again as one record and the lines
// after it as their own records, so one stray quote never swallows the rest of the file.
//
// We split records ourselves rather than with csv-parse: csv-parse keeps everything after an
// unclosed quote in one cell (the rest of the file, in memory) and then drops it, and its record
// size limit stops the parse without a word.

export interface TextRecord {
  cells: string[];
  /** The file line the record starts on (1 = first line). */
  line: number;
  /** What could not be read cleanly (an unclosed quote read as text). */
  problem?: string;
}

/** How long a quoted cell may run on before its opening quote is taken for a stray one. */
export const MAX_QUOTED_LINES = 1000;
export const MAX_QUOTED_CHARS = 1024 * 1024;

interface Scan {
  cells: string[];
  field: string;
  /** Inside a quoted cell at the end of the line: the record goes on on the next line. */
  open: boolean;
  /** The cell (index) whose quote is open. */
  openCell: number;
  /** The cell open at the start of the line closed with text after its closing quote. */
  strayClose: boolean;
}

const fresh = (): Scan => ({ cells: [], field: '', open: false, openCell: -1, strayClose: false });

/**
 * Reads one line into a record: a fresh one, or the one whose quoted cell is open. A quote at the
 * start of a cell from `literalFrom` on is text.
 */
function scanLine(line: string, delimiter: string, scan: Scan, literalFrom = Infinity): Scan {
  const { cells } = scan;
  let { field, open, openCell, strayClose } = scan;
  let i = 0;
  // only the cell that was open when the line began can close astray (see recordsOf)
  let continuing = open;
  strayClose = false;
  let atCellStart = !open;
  if (open) field += '\n';
  for (;;) {
    if (open) {
      const quote = line.indexOf('"', i);
      if (quote < 0) {
        field += line.slice(i);
        return { cells, field, open: true, openCell, strayClose };
      }
      field += line.slice(i, quote);
      if (line[quote + 1] === '"') {
        field += '"';
        i = quote + 2;
        continue;
      }
      open = false;
      i = quote + 1;
      // spaces between the closing quote and the delimiter are not part of the cell
      let after = i;
      while (line[after] === ' ') after++;
      if (after === line.length || line.startsWith(delimiter, after)) i = after;
      else {
        strayClose = continuing;
        field = `"${field}"`;
      }
      continuing = false;
    } else if (atCellStart && cells.length < literalFrom) {
      let first = i;
      while (line[first] === ' ' && delimiter !== ' ') first++;
      if (line[first] === '"') {
        open = true;
        openCell = cells.length;
        atCellStart = false;
        i = first + 1;
        continue;
      }
    }
    atCellStart = false;
    const next = line.indexOf(delimiter, i);
    if (next < 0) {
      cells.push(field + line.slice(i));
      return { cells, field: '', open: false, openCell, strayClose };
    }
    cells.push(field + line.slice(i, next));
    field = '';
    i = next + delimiter.length;
    atCellStart = true;
  }
}

/**
 * The records of delimited text, in order. A blank line is a record with one empty cell (the
 * caller skips it but counts it, so row numbers match what a spreadsheet shows). `delimiter` is
 * asked at each record: the caller settles it from the header line.
 */
export async function* recordsOf(
  lines: AsyncIterable<string>,
  delimiter: () => string,
): AsyncGenerator<TextRecord> {
  const source = lines[Symbol.asyncIterator]();
  const putBack: { text: string; line: number }[] = [];
  let lineNo = 0;
  const next = async () => {
    const back = putBack.shift();
    if (back) return back;
    const read = await source.next();
    return read.done ? undefined : { text: read.value, line: ++lineNo };
  };

  const readRecord = async (first: { text: string; line: number }): Promise<TextRecord> => {
    const d = delimiter();
    let scan = scanLine(first.text, d, fresh());
    // the cell whose quote the first line leaves open (later lines may open others)
    const openCell = scan.openCell;
    const used = [first];
    let size = first.text.length;
    // a quote closed lines later with text after it was a stray quote all along
    while (scan.open && !scan.strayClose) {
      const more =
        used.length <= MAX_QUOTED_LINES && size <= MAX_QUOTED_CHARS ? await next() : undefined;
      if (!more) break;
      used.push(more);
      size += more.text.length;
      scan = scanLine(more.text, d, scan);
    }
    if (!scan.open && !scan.strayClose) return { cells: scan.cells, line: first.line };
    // the quote opened on the first line never closed: it is text, and the lines after it are
    // records of their own
    putBack.unshift(...used.slice(1));
    return {
      cells: scanLine(first.text, d, fresh(), openCell).cells,
      line: first.line,
      problem: `an unclosed quote in column ${openCell + 1}, read as text`,
    };
  };

  try {
    for (let first = await next(); first; first = await next()) yield await readRecord(first);
  } finally {
    await source.return?.();
  }
}
