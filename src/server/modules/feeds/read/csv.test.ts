import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { acceptedNames, readCsv } from './csv.ts';
import type { ReadRow } from './delimited.ts';
import { FeedReadError } from './errors.ts';
import { readMappingFile } from './mapping.ts';
import { MAX_QUOTED_LINES } from './records.ts';
import { decode } from './source.ts';
import type { FeedReader } from './types.ts';

const fixture = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/feeds');

/** Text in the chunks given, as a stream delivers it. */
const chunks = (...parts: string[]): AsyncIterable<string> => Readable.from(parts);
async function rowsOf(reader: FeedReader): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return rows;
}
const retailerCsv = () =>
  decode(createReadStream(path.join(fixture, 'retailer-odd-headers.csv')), 'utf-8');

describe('readCsv', () => {
  it('reads a retailer CSV with odd headers through its mapping', async () => {
    const mapping = await readMappingFile(path.join(fixture, 'retailer-odd-headers.mapping.json'));
    const reader = await readCsv(retailerCsv(), { mapping });
    expect(reader.format).toBe('csv');
    expect(reader.unknownColumns()).toEqual(['Was', 'Free Ship?', 'Notes']);
    expect(reader.knownColumns()).toEqual(
      expect.arrayContaining([
        'title',
        'link',
        'price',
        'inventory',
        'gtin',
        'brand',
        'round_count',
        'condition',
      ]),
    );
    expect(reader.knownColumns()).not.toContain('id');
    const rows = await rowsOf(reader);
    expect(rows).toHaveLength(4);
    expect(rows[0]!.fields).toEqual({
      title: 'PSA 16" Mid-Length Nitride 5.56 NATO 1/7 Barrel',
      link: 'https://tristate-tactical.example/shop/psa-16-midlength-barrel?ref=feed',
      price: '$129.99',
      inventory: '14',
      gtin: '604968002214',
      brand: 'Palmetto State Armory',
      image_link: 'https://tristate-tactical.example/images/psa-barrel.jpg',
      product_type: 'Barrels',
      condition: 'new',
    });
    expect(rows[1]!.fields).toMatchObject({
      price: '$1,199.00',
      inventory: '0',
      round_count: '1000',
    });
    // a quoted note over two lines is one row, numbered once
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4]);
    expect(rows[3]!.fields.link).toBe(
      'https://tristate-tactical.example/shop/magpul-moe-grip-fde  ',
    );
    expect(rows[3]!.fields.inventory).toBeUndefined();
  });

  it('without the mapping, reads what the synonyms know and lists the rest', async () => {
    const reader = await readCsv(retailerCsv());
    expect(reader.knownColumns()).not.toContain('title');
    expect(reader.unknownColumns()).toEqual([
      'Item Description',
      'Our Price',
      'Was',
      'Qty On Hand',
      'Rounds/Box',
      'Free Ship?',
      'Notes',
    ]);
    expect(acceptedNames('title')).toContain('product_name');
  });

  it('refuses a mapping that names a column the file does not have, before any row', async () => {
    const reading = readCsv(retailerCsv(), {
      mapping: { columns: { id: ['Item #', 'Item No'], title: 'Item Description' } },
    });
    await expect(reading).rejects.toThrow(FeedReadError);
    await expect(
      readCsv(retailerCsv(), { mapping: { columns: { id: ['Item #', 'Item No'] } } }),
    ).rejects.toThrow(
      /^the mapping names a column the feed does not have \(id ← "Item #" or "Item No"\); the feed's columns are "Item Description", "Buy URL"/,
    );
  });

  it('lets mapped columns win over synonyms', async () => {
    const reader = await readCsv(chunks('sku,name,quantity,qty\nA,Box of 50,50,3\n'), {
      mapping: { columns: { round_count: 'quantity' } },
    });
    expect((await rowsOf(reader))[0]!.fields).toEqual({
      id: 'A',
      title: 'Box of 50',
      round_count: '50',
      inventory: '3',
    });
  });

  it('applies constants only where the row has no value', async () => {
    const reader = await readCsv(chunks('sku,condition\nA,\nB,used\n'), {
      mapping: { columns: {}, constants: { condition: 'new' } },
    });
    expect((await rowsOf(reader)).map((r) => r.fields.condition)).toEqual(['new', 'used']);
  });

  it('yields a row with too few cells with what it has, and one with too many with a problem', async () => {
    const reader = await readCsv(
      chunks('sku,name,price\nA,Grip\nB,Stock,49.99,extra,more\nC,Sling,30,\n'),
    );
    const rows = await rowsOf(reader);
    expect(rows[0]).toEqual({ row: 1, fields: { id: 'A', title: 'Grip' } });
    expect(rows[1]).toEqual({
      row: 2,
      fields: { id: 'B', title: 'Stock', price: '49.99' },
      problem: '5 cells where the header has 3: the last 2 not read',
    });
    expect(rows[2]!.problem).toBeUndefined();
  });

  it('reads past an unclosed quote: its row as text, the next rows as rows', async () => {
    const reader = await readCsv(
      chunks('sku,name,price\nA,"Magpul MOE grip,19.95\nB,CTR stock,59.95\nC,"Quoted, fine",5\n'),
    );
    const rows = await rowsOf(reader);
    expect(rows.map((r) => r.fields)).toEqual([
      { id: 'A', title: '"Magpul MOE grip', price: '19.95' },
      { id: 'B', title: 'CTR stock', price: '59.95' },
      { id: 'C', title: 'Quoted, fine', price: '5' },
    ]);
    expect(rows[0]!.problem).toBe('an unclosed quote in column 2, read as text');
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('reads a stray opening quote closed lines later as text, not as one huge cell', async () => {
    const reader = await readCsv(chunks('sku,name\nA,"Best grip\nB,16" barrel\nC,ok\n'));
    expect((await rowsOf(reader)).map((r) => r.fields.title)).toEqual([
      '"Best grip',
      '16" barrel',
      'ok',
    ]);
  });

  it('reads a stray quote back as text even when the line that closes it opens another', async () => {
    const reader = await readCsv(
      chunks('sku,name,note\nA,"Best grip,x\nB,16" barrel,"multi\nline"\nC,ok,y\n'),
    );
    expect((await rowsOf(reader)).map((r) => r.fields.title)).toEqual([
      '"Best grip',
      '16" barrel',
      'ok',
    ]);
  });

  it(`gives up on a quote still open after ${MAX_QUOTED_LINES} lines`, async () => {
    const lines = Array.from({ length: MAX_QUOTED_LINES + 50 }, (_, i) => `S${i},Part ${i}\n`);
    const reader = await readCsv(chunks('sku,name\nA,"never closed\n', ...lines));
    const rows = await rowsOf(reader);
    expect(rows).toHaveLength(MAX_QUOTED_LINES + 51);
    expect(rows.at(-1)!.fields).toEqual({
      id: `S${MAX_QUOTED_LINES + 49}`,
      title: `Part ${MAX_QUOTED_LINES + 49}`,
    });
  });

  it('reads semicolon and pipe files, and a delimiter the mapping names', async () => {
    const semi = await readCsv(chunks('sku;name;price\nA;Grip;1,50\n'));
    expect((await rowsOf(semi))[0]!.fields).toEqual({ id: 'A', title: 'Grip', price: '1,50' });
    const pipe = await readCsv(chunks('sku|name\nA|Grip\n'));
    expect((await rowsOf(pipe))[0]!.fields).toEqual({ id: 'A', title: 'Grip' });
    const named = await readCsv(chunks('sku,name;x\nA,B;c\n'), {
      mapping: { columns: {}, delimiter: ';' },
    });
    // split on ';' only: 'sku,name' is one column
    expect(named.unknownColumns()).toEqual(['sku,name', 'x']);
  });

  it('skips blank lines but counts them, as a spreadsheet numbers rows', async () => {
    const reader = await readCsv(chunks('\n\nsku,name\nA,Grip\n\n,\nB,Stock\n'));
    expect((await rowsOf(reader)).map((r) => [r.row, r.fields.id])).toEqual([
      [1, 'A'],
      [4, 'B'],
    ]);
  });

  it('reads a header-only file as no rows, and an empty file as no columns', async () => {
    const header = await readCsv(chunks('sku,name\n'));
    expect(await rowsOf(header)).toEqual([]);
    expect(header.knownColumns()).toEqual(['id', 'title']);
    const empty = await readCsv(chunks(''));
    expect(empty.knownColumns()).toEqual([]);
    expect(await rowsOf(empty)).toEqual([]);
  });
});
