import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ReadRow } from './delimited.ts';
import { FeedReadError, openFeed } from './open.ts';
import type { FeedFormat, FeedReader } from './types.ts';

const fixture = (name: string) =>
  path.resolve(import.meta.dirname, '../../../../../tests/fixtures/feeds', name);

async function rowsOf(reader: FeedReader): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return rows;
}
const streamOf = (...chunks: (string | Buffer)[]) =>
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));

describe('openFeed: files', () => {
  it.each<[string, FeedFormat, number]>([
    ['google-feed.tsv', 'google-tsv', 6],
    ['google-feed.rss.xml', 'google-xml', 3],
    ['google-feed.atom.xml', 'google-xml', 2],
    ['google-feed.rss.xml.gz', 'google-xml', 3],
    ['retailer-odd-headers.csv', 'csv', 4],
    ['retailer-products.json', 'json', 3],
    ['retailer-products.jsonl', 'json', 3],
  ])('detects and reads %s', async (name, format, count) => {
    const reader = await openFeed({ path: fixture(name) });
    expect(reader.format).toBe(format);
    expect(await rowsOf(reader)).toHaveLength(count);
  });

  it('says which file it cannot open', async () => {
    const reading = openFeed({ path: fixture('no-such-feed.tsv') });
    await expect(reading).rejects.toBeInstanceOf(FeedReadError);
    await expect(reading).rejects.toThrow(/^cannot read no-such-feed\.tsv: ENOENT/);
  });

  it('takes the format from the options, then the mapping, before detection', async () => {
    const csv = await openFeed({ path: fixture('google-feed.tsv') }, { format: 'csv' });
    expect(csv.format).toBe('csv');
    const mapped = await openFeed(
      { path: fixture('google-feed.tsv') },
      { format: 'auto', mapping: { format: 'csv', columns: {} } },
    );
    expect(mapped.format).toBe('csv');
  });

  it('applies the mapping file to a CSV', async () => {
    const mapping = JSON.parse(
      readFileSync(fixture('retailer-odd-headers.mapping.json'), 'utf8'),
    ) as {
      columns: Record<string, string>;
    };
    const reader = await openFeed({ path: fixture('retailer-odd-headers.csv') }, { mapping });
    expect((await rowsOf(reader))[0]!.fields.price).toBe('$129.99');
  });
});

describe('openFeed: bytes', () => {
  const tsv = 'id\ttitle\tprice\n1\tMagpul MOE® Grip – FDE\t19.95\n';

  it('unpacks gzip by its first bytes, whatever the name', async () => {
    const reader = await openFeed({ stream: streamOf(gzipSync(tsv)), name: 'feed-download' });
    expect(reader.format).toBe('google-tsv');
    expect((await rowsOf(reader))[0]!.fields.title).toBe('Magpul MOE® Grip – FDE');
  });

  it('reads gzip data split into one-byte chunks', async () => {
    const zipped = gzipSync(tsv);
    const reader = await openFeed({
      stream: streamOf(...[...zipped].map((b) => Buffer.from([b]))),
    });
    expect((await rowsOf(reader))[0]!.fields.price).toBe('19.95');
  });

  it('says so when gzip data is damaged', async () => {
    const zipped = gzipSync(tsv.repeat(200));
    await expect(
      (async () =>
        rowsOf(
          await openFeed({ stream: streamOf(zipped.subarray(0, zipped.length / 2)), name: 'f.gz' }),
        ))(),
    ).rejects.toThrow(/^f\.gz: the gzip data is damaged/);
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const reader = await openFeed({ stream: streamOf('\uFEFF' + tsv) });
    expect(reader.knownColumns()).toEqual(['id', 'title', 'price']);
  });

  it('reads UTF-16 when its byte-order mark says so', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]);
    const reader = await openFeed({ stream: streamOf(bytes) });
    expect((await rowsOf(reader))[0]!.fields.title).toBe('Magpul MOE® Grip – FDE');
  });

  it('reads a Windows-1252 export', async () => {
    // ® is 0xAE and – is 0x96 in Windows-1252; neither is valid UTF-8 alone
    const bytes = Buffer.concat([
      Buffer.from('id\ttitle\tprice\n1\tMagpul MOE'),
      Buffer.from([0xae]),
      Buffer.from(' Grip '),
      Buffer.from([0x96]),
      Buffer.from(' FDE\t19.95\n'),
    ]);
    const reader = await openFeed({ stream: streamOf(bytes) });
    expect((await rowsOf(reader))[0]!.fields.title).toBe('Magpul MOE® Grip – FDE');
  });

  it('reads bad bytes after the first 64 KB as replacement characters, not an error', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `${i}\tPart number ${i} with a long title\t9.99\n`,
    );
    const bytes = Buffer.concat([
      Buffer.from('id\ttitle\tprice\n' + rows.join('')),
      Buffer.from('X\tBad '),
      Buffer.from([0xff, 0xc3]),
      Buffer.from(' bytes\t1\n'),
    ]);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const read = await rowsOf(await openFeed({ stream: streamOf(bytes) }));
    expect(read.at(-1)!.fields.title).toBe('Bad \uFFFD\uFFFD bytes');
  });
});

/** A feed of `count` rows made as it is read, with a count of the rows made so far. */
function generated(format: 'tsv' | 'xml' | 'json' | 'jsonl', count: number) {
  const made = { rows: 0, closed: false };
  const description = 'Chrome-lined 4150 CMV barrel, M4 feed ramps, mid-length gas. '.repeat(9);
  function row(i: number): string {
    const link = `https://ridgeline-arms.example/p/part-${i}?utm_source=feed`;
    if (format === 'tsv')
      return `P${i}\tAR-15 16" Barrel ${i}\t${description}\t${link}\t${(i % 500) + 10}.99 USD\tin stock\n`;
    if (format === 'xml')
      return `<item><g:id>P${i}</g:id><title>Barrel ${i}</title><description>${description}</description><link>${link}</link></item>\n`;
    const record = JSON.stringify({ sku: `P${i}`, name: `Barrel ${i}`, description, url: link });
    return format === 'jsonl' ? `${record}\n` : `${i ? ',' : ''}${record}\n`;
  }
  function* text() {
    try {
      if (format === 'tsv') yield 'id\ttitle\tdescription\tlink\tprice\tavailability\n';
      if (format === 'xml') yield '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>\n';
      if (format === 'json') yield '{"products": [\n';
      for (let i = 0; i < count; i++) {
        made.rows += 1;
        yield row(i);
      }
      if (format === 'xml') yield '</channel></rss>\n';
      if (format === 'json') yield ']}\n';
    } finally {
      made.closed = true;
    }
  }
  return { stream: Readable.from(text(), { objectMode: false }), made };
}

/** Lets every stream stage run as far as it would on its own. */
async function idle(turns = 200) {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('openFeed: size', () => {
  it('reads a 200,000-row TSV stream (over 100 MB) with the heap growing less than 100 MB', async () => {
    const { stream, made } = generated('tsv', 200_000);
    const reader = await openFeed({ stream, name: 'big.tsv' });
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    let chars = 0;
    for await (const row of reader.rows) {
      rows += 1;
      chars += row.fields.description!.length;
      if (rows % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const growth = (peak - before) / 1024 / 1024;
    console.info(`200,000 TSV rows: heap grew at most ${growth.toFixed(1)} MB`);
    expect(rows).toBe(200_000);
    expect(made.rows).toBe(200_000);
    expect(chars).toBeGreaterThan(100 * 1024 * 1024);
    expect(growth).toBeLessThan(100);
  }, 120_000);

  it.each(['tsv', 'xml', 'json', 'jsonl'] as const)(
    'reads no further ahead of a slow consumer than a few chunks (%s), and stops the source when the consumer stops',
    async (format) => {
      const { stream, made } = generated(format, 100_000);
      const reader = await openFeed({ stream, name: `feed.${format}` });
      const iterator = reader.rows[Symbol.asyncIterator]();
      for (let i = 0; i < 150; i++) await iterator.next();
      await idle();
      // 150 rows asked for; a JSON reader reads 100 ahead; the rest is a chunk or two
      expect(made.rows).toBeLessThan(1_000);
      await iterator.return?.();
      await idle(20);
      expect(made.closed).toBe(true);
      expect(made.rows).toBeLessThan(1_000);
    },
    30_000,
  );
});
