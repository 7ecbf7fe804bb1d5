import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FeedReadError } from './errors.ts';

// A feed's bytes as text, a chunk at a time: gzip is recognised by its first two bytes (not by
// the name) and unpacked on the way; the encoding is UTF-8 (a byte-order mark is dropped), UTF-16
// when a byte-order mark says so, and Windows-1252 when the first 64 KB are not valid UTF-8 (old
// exports from Windows shops). Bytes that are not text become U+FFFD: reading never stops on them.

/** How much of the front of a feed detection looks at. */
export const HEAD_BYTES = 64 * 1024;

/** A stream's chunks as Buffers; a failure to read becomes a FeedReadError naming the feed. */
export async function* bytesOf(stream: Readable, name: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string | Uint8Array>)
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(
      `cannot read ${name}: ${(error as Error).message}`,
      {},
      {
        cause: error,
      },
    );
  }
}

/** The first `size` bytes (fewer when the feed is shorter), and every byte again from the start. */
export async function peek(
  bytes: AsyncIterable<Buffer>,
  size = HEAD_BYTES,
): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = bytes[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen).subarray(0, size);
  async function* all(): AsyncGenerator<Buffer> {
    yield* seen.splice(0);
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return { head, all: all() };
}

export const isGzip = (head: Buffer) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/** A gzip stream's bytes unpacked (several gzip members one after another are read as one). */
export async function* gunzip(bytes: AsyncIterable<Buffer>, name: string): AsyncGenerator<Buffer> {
  const unzip = createGunzip();
  pipeline(Readable.from(bytes), unzip, () => {});
  try {
    for await (const chunk of unzip as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(
      `${name}: the gzip data is damaged (${(error as Error).message})`,
      {},
      {
        cause: error,
      },
    );
  } finally {
    unzip.destroy();
  }
}

/** The text encoding of a feed, from its first bytes. */
export function encodingOf(head: Buffer): 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // `stream` lets the head end in the middle of a character
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Bytes as text in `encoding`, byte-order mark dropped, bad bytes as U+FFFD. */
export async function* decode(
  bytes: AsyncIterable<Buffer>,
  encoding: string,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** The head as text, for detection: lenient UTF-8 (or the head's own encoding), no BOM. */
export function headText(head: Buffer): string {
  return new TextDecoder(encodingOf(head)).decode(head, { stream: true });
}

/**
 * Text split into lines (`\n`, `\r\n` or `\r`), without the line ends. Only the current line is
 * held, so memory follows the longest line, not the file.
 */
export async function* linesOf(text: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of text) {
    let buffer = pending + chunk;
    // a '\r' at the end may be the first half of '\r\n': keep it for the next chunk
    const holdCr = buffer.endsWith('\r');
    if (holdCr) buffer = buffer.slice(0, -1);
    let start = 0;
    const end = /\r\n|\n|\r/g;
    for (let match = end.exec(buffer); match; match = end.exec(buffer)) {
      yield buffer.slice(start, match.index);
      start = match.index + match[0].length;
    }
    pending = buffer.slice(start) + (holdCr ? '\r' : '');
  }
  if (pending.endsWith('\r')) pending = pending.slice(0, -1);
  if (pending !== '') yield pending;
}
