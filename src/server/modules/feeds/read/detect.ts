import { isGoogleName } from './columns.ts';
import { headText } from './source.ts';
import type { FeedFormat } from './types.ts';

// Which reader a feed needs, from its first bytes: XML is a Google RSS or Atom feed, JSON (or
// JSON Lines) is read as JSON, and a delimited text whose header has three or more of Google's
// attribute names is a Google text feed (tab- or comma-delimited); any other delimited text is a
// CSV. The file's extension only decides when the bytes say nothing (an empty file).

/** The delimiters a text feed may use, in the order a tie is settled. */
export const DELIMITERS = ['\t', ',', ';', '|'] as const;

/** The delimiter a header line uses: the one it has most of outside quotes (comma when none). */
export function detectDelimiter(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > most) {
      best = delimiter;
      most = count;
    }
  }
  return best;
}

/** The header's cells, split on the delimiter (quotes around a name taken off later). */
export function headerCells(line: string, delimiter: string): string[] {
  return line.split(delimiter);
}

const BY_EXTENSION: Record<string, FeedFormat> = {
  xml: 'google-xml',
  rss: 'google-xml',
  atom: 'google-xml',
  json: 'json',
  jsonl: 'json',
  ndjson: 'json',
  tsv: 'google-tsv',
  txt: 'google-tsv',
  csv: 'csv',
};

/** A file name's extension as a format, `.gz` looked through (`feed.xml.gz` is XML). */
export function formatFromName(name: string | undefined): FeedFormat | undefined {
  const match = /\.([a-z0-9]+)(?:\.gz)?$/i.exec(name?.split(/[?#]/)[0] ?? '');
  return match ? BY_EXTENSION[match[1]!.toLowerCase()] : undefined;
}

/** The format of a feed from its first bytes (at most 64 KB, already unpacked from gzip). */
export function detectFormat(head: Buffer, name?: string): FeedFormat {
  const text = headText(head).replace(/^\uFEFF/, '');
  const start = text.search(/\S/);
  if (start < 0) return formatFromName(name) ?? 'csv';
  const first = text[start];
  if (first === '<') return 'google-xml';
  if (first === '[' || first === '{') return 'json';
  const header = text.slice(start).split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = detectDelimiter(header);
  const google = headerCells(header, delimiter).filter(isGoogleName).length;
  if (google >= 3) return 'google-tsv';
  return 'csv';
}
