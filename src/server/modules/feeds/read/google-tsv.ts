import { readDelimited } from './delimited.ts';
import type { FeedMapping } from './mapping.ts';
import type { FeedReader } from './types.ts';

// A Google Merchant Center text feed: a header of Google's attribute names (any case, spaces or
// underscores, with or without `g:`), tab-delimited as Google asks or comma-delimited as many
// shops export it. `shipping(country:region:service:price)` and shorter forms such as
// `shipping(price)` are read as shipping, as one `country:region:service:price` text. Columns
// Google does not name are matched like a CSV's (a shop's `sku` or `quantity`).

export function readGoogleTsv(
  text: AsyncIterable<string>,
  options: { mapping?: FeedMapping; delimiter?: string } = {},
): Promise<FeedReader> {
  return readDelimited(text, { ...options, format: 'google-tsv' });
}
