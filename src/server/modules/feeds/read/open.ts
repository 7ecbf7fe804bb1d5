import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { readCsv } from './csv.ts';
import { detectFormat } from './detect.ts';
import { readGoogleTsv } from './google-tsv.ts';
import { readGoogleXml, repairAmpersands } from './google-xml.ts';
import { readJson } from './json.ts';
import type { FeedMapping } from './mapping.ts';
import { bytesOf, decode, encodingOf, gunzip, isGzip, peek } from './source.ts';
import type { FeedFormat, FeedReader } from './types.ts';

export { FeedReadError } from './errors.ts';

// Opens a merchant's feed, a file or a stream (an HTTP download), and hands back its reader:
// gzip unpacked when the first bytes say so, the text decoded, the format detected from the
// first 64 KB unless given (or the mapping file names it). Nothing is read ahead beyond what the
// reader needs: rows come as the bytes arrive, and a consumer that waits between rows holds the
// reading back, so a feed of any size is read in bounded memory.

export type FeedSource = { path: string } | { stream: Readable; name?: string };

export interface OpenFeedOptions {
  format?: FeedFormat | 'auto';
  mapping?: FeedMapping;
}

/**
 * The feed's reader, once its start is read: the header of a text feed, the root of an XML
 * feed, the first records of a JSON feed. A FeedReadError when it cannot be read as a feed.
 */
export async function openFeed(
  source: FeedSource,
  options: OpenFeedOptions = {},
): Promise<FeedReader> {
  const name = 'path' in source ? source.path : (source.name ?? 'the feed');
  const stream = 'path' in source ? createReadStream(source.path) : source.stream;
  const bytes = bytesOf(stream, 'path' in source ? path.basename(source.path) : name);
  let { head, all } = await peek(bytes);
  if (isGzip(head)) ({ head, all } = await peek(gunzip(all, name)));
  const format =
    options.format && options.format !== 'auto'
      ? options.format
      : (options.mapping?.format ?? detectFormat(head, name));
  const text = decode(all, encodingOf(head));
  const { mapping } = options;
  try {
    switch (format) {
      case 'google-xml':
        return await readGoogleXml(repairAmpersands(text));
      case 'json':
        return await readJson(text, { ...(mapping && { mapping }) });
      case 'google-tsv':
        return await readGoogleTsv(text, { ...(mapping && { mapping }) });
      case 'csv':
        return await readCsv(text, { ...(mapping && { mapping }) });
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
}
