import { readDelimited } from './delimited.ts';
import type { FeedMapping } from './mapping.ts';
import type { FeedReader } from './types.ts';

export { SYNONYMS, acceptedNames } from './columns.ts';

// A retailer's own CSV: a header row of whatever names they chose, matched to attributes by the
// synonym table (`Product Name` is the title, `UPC` the GTIN, `Qty` the stock) or by their
// mapping file, which wins. Comma, semicolon, tab or pipe, as the header shows.

export function readCsv(
  text: AsyncIterable<string>,
  options: { mapping?: FeedMapping; delimiter?: string } = {},
): Promise<FeedReader> {
  return readDelimited(text, { ...options, format: 'csv' });
}
