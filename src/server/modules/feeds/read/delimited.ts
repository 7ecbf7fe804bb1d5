import {
  ColumnMatcher,
  columnName,
  missingMappedMessage,
  shippingText,
  type ColumnMatch,
} from './columns.ts';
import { detectDelimiter } from './detect.ts';
import { FeedReadError } from './errors.ts';
import type { FeedMapping } from './mapping.ts';
import { recordsOf } from './records.ts';
import { linesOf } from './source.ts';
import type { FeedAttribute, FeedFormat, FeedReader, FeedRow } from './types.ts';

// A delimited text feed (a Google text feed or a retailer's CSV) as rows: the first non-blank
// line is the header, its delimiter (tab, comma, semicolon or pipe) is the one it has most of
// unless the mapping names one. Each header cell is matched to an attribute once; a row then
// takes, for each attribute, the first non-empty cell among its columns, best match first. A
// row with fewer cells than the header has what it has; extra non-empty cells are reported
// with the row.

/** A row as readers yield it: a FeedRow, and what in it could not be read cleanly. */
export interface ReadRow extends FeedRow {
  /** Why the row may be incomplete (an unclosed quote, more cells than the header). */
  problem?: string;
}

export interface DelimitedOptions {
  format: Extract<FeedFormat, 'google-tsv' | 'csv'>;
  mapping?: FeedMapping;
  delimiter?: string;
}

interface Column extends ColumnMatch {
  index: number;
}

/** The header's columns by attribute (best first), and the names no attribute is read from. */
function planColumns(header: string[], mapping: FeedMapping | undefined) {
  const matcher = new ColumnMatcher(mapping);
  const byAttribute = new Map<FeedAttribute, Column[]>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const matches = matcher.match(cell);
    const name = columnName(cell);
    if (matches.length === 0 && name !== '' && !unknown.includes(name)) unknown.push(name);
    for (const match of matches) {
      const list = byAttribute.get(match.attribute) ?? [];
      list.push({ ...match, index });
      byAttribute.set(match.attribute, list);
    }
  });
  for (const list of byAttribute.values())
    list.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { byAttribute, unknown };
}

/**
 * Reads a delimited feed. Resolves once the header is read (so the columns are known); a
 * mapping naming a column the header does not have is a FeedReadError then.
 */
export async function readDelimited(
  text: AsyncIterable<string>,
  options: DelimitedOptions,
): Promise<FeedReader> {
  let delimiter = options.delimiter ?? options.mapping?.delimiter;
  // the delimiter is the header line's, settled before the line is split
  async function* settled(lines: AsyncIterable<string>): AsyncGenerator<string> {
    for await (const line of lines) {
      if (!delimiter && line.trim() !== '') delimiter = detectDelimiter(line);
      yield line;
    }
  }
  const records = recordsOf(settled(linesOf(text)), () => delimiter ?? ',');
  const iterator = records[Symbol.asyncIterator]();

  // the header: the first line that is not blank
  let header: string[] | undefined;
  let headerLine = 0;
  let pending = await iterator.next();
  while (!pending.done && !header) {
    if (pending.value.cells.some((cell) => cell.trim() !== '')) {
      header = pending.value.cells;
      headerLine = pending.value.line;
    }
    pending = await iterator.next();
  }
  header ??= [];
  const { byAttribute, unknown } = planColumns(header, options.mapping);
  const missing = ColumnMatcher.missingMapped(options.mapping, header);
  if (missing.length) {
    await iterator.return?.(undefined);
    throw new FeedReadError(missingMappedMessage(missing, header.map(columnName)), {
      line: headerLine || 1,
      rowsRead: 0,
    });
  }
  const constants = Object.entries(options.mapping?.constants ?? {}) as [FeedAttribute, string][];
  const known = [...byAttribute.keys()];
  for (const [attribute] of constants) if (!known.includes(attribute)) known.push(attribute);
  const width = header.length;

  async function* rows(): AsyncGenerator<ReadRow> {
    let row = 0;
    try {
      for (; !pending.done; pending = await iterator.next()) {
        const record = pending.value;
        row += 1;
        const { cells } = record;
        if (!cells.some((cell) => cell.trim() !== '')) continue;
        const fields: ReadRow['fields'] = {};
        for (const [attribute, columns] of byAttribute) {
          for (const column of columns) {
            const cell = cells[column.index];
            if (cell === undefined || cell.trim() === '') continue;
            fields[attribute] = column.shippingParts
              ? shippingText(column.shippingParts, cell)
              : cell;
            break;
          }
        }
        for (const [attribute, value] of constants) fields[attribute] ??= value;
        const result: ReadRow = { row, fields };
        const extra = cells.slice(width).filter((cell) => cell.trim() !== '').length;
        const problems = [
          record.problem,
          extra
            ? `${cells.length} cells where the header has ${width}: the last ${cells.length - width} not read`
            : undefined,
        ].filter(Boolean);
        if (problems.length) result.problem = problems.join('; ');
        yield result;
      }
    } finally {
      await iterator.return?.(undefined);
    }
  }

  return {
    format: options.format,
    unknownColumns: () => [...unknown],
    knownColumns: () => [...known],
    rows: rows(),
  };
}
