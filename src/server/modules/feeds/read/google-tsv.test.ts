import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReadRow } from './delimited.ts';
import { readGoogleTsv } from './google-tsv.ts';
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

describe('readGoogleTsv', () => {
  it('reads the Google text feed fixture', async () => {
    const file = createReadStream(path.join(fixture, 'google-feed.tsv'));
    const reader = await readGoogleTsv(decode(file, 'utf-8'));
    expect(reader.format).toBe('google-tsv');
    expect(reader.unknownColumns()).toEqual(['color', 'custom_label_0']);
    expect(reader.knownColumns()).toContain('shipping');
    const rows = await rowsOf(reader);
    expect(rows.map((r) => r.fields.id)).toEqual([
      'BCM-BCG-M16',
      'AERO-M4E1-UPPER',
      'MAG-PMAG30-G3',
      'SB-556-124',
      'FED-AE223',
      'GEIS-SSA-E',
    ]);
    expect(rows[1]).toEqual({
      row: 2,
      fields: {
        id: 'AERO-M4E1-UPPER',
        title: 'Aero Precision M4E1 Stripped Upper Receiver - FDE',
        description: 'Threaded assembly upper, Cerakote FDE.',
        link: 'https://ridgeline-arms.example/p/aero-m4e1-upper-fde?utm_source=google&utm_medium=shopping',
        image_link: 'https://ridgeline-arms.example/img/aero-m4e1-fde.jpg',
        availability: 'in_stock',
        price: '139.99 USD',
        sale_price: '119.99 USD',
        sale_price_effective_date: '2026-11-20T00:00-0500/2026-11-30T23:59-0500',
        brand: 'Aero Precision',
        mpn: 'APAR620101C',
        condition: 'new',
        google_product_category: 'Hardware > Firearm Parts',
        product_type: 'Parts > Upper Receivers',
        shipping: 'US::Ground:7.99 USD',
      },
    });
    // a quoted description over two lines is one row; entities are left for cleaning
    expect(rows[2]!.fields.description).toBe(
      '30-round polymer magazine; "GEN M3" with\nimpact-resistant floorplate.',
    );
    expect(rows[3]!.fields.title).toBe('Sellier &amp; Bellot 5.56x45mm NATO 124gr FMJ - 50 Rounds');
    expect(rows[5]!.fields.shipping).toBeUndefined();
  });

  it('matches headers with g:, quotes, spaces, a BOM and any case', async () => {
    const reader = await readGoogleTsv(
      chunks(
        '\uFEFF"g:id"\t Title \tG:PRICE\tImage Link\n',
        'A1\tPMAG\t15.95 USD\thttps://x.example/a.jpg\n',
      ),
    );
    expect(reader.knownColumns()).toEqual(['id', 'title', 'price', 'image_link']);
    expect((await rowsOf(reader))[0]!.fields).toEqual({
      id: 'A1',
      title: 'PMAG',
      price: '15.95 USD',
      image_link: 'https://x.example/a.jpg',
    });
  });

  it('reads a comma-delimited Google feed', async () => {
    const reader = await readGoogleTsv(
      chunks('id,title,price,shipping(price)\n1,"BCM, Mod 4",52.95 USD,5.00 USD\n'),
    );
    expect((await rowsOf(reader))[0]!.fields).toEqual({
      id: '1',
      title: 'BCM, Mod 4',
      price: '52.95 USD',
      shipping: ':::5.00 USD',
    });
  });

  it('keeps inch marks in unquoted cells', async () => {
    const reader = await readGoogleTsv(
      chunks('id\ttitle\n1\tBallistic Advantage 16" Barrel\n2\t"Modern" Series 14.5" Barrel\n'),
    );
    expect((await rowsOf(reader)).map((r) => r.fields.title)).toEqual([
      'Ballistic Advantage 16" Barrel',
      '"Modern" Series 14.5" Barrel',
    ]);
  });

  it('lists an unknown column once, even when the header repeats it', async () => {
    const reader = await readGoogleTsv(chunks('id\tcolor\tsize\tcolor\n1\tblack\t30\tred\n'));
    expect(reader.unknownColumns()).toEqual(['color', 'size']);
  });

  it('takes the first shipping column a row fills', async () => {
    const reader = await readGoogleTsv(
      chunks(
        'id\tshipping\tshipping(country:price)\n1\t\tUS:4.99 USD\n2\tUS:CA:Air:9 USD\tUS:4.99 USD\n',
      ),
    );
    expect((await rowsOf(reader)).map((r) => r.fields.shipping)).toEqual([
      'US:::4.99 USD',
      'US:CA:Air:9 USD',
    ]);
  });

  it('reads a header split across chunks and CRLF line ends', async () => {
    const reader = await readGoogleTsv(chunks('id\tti', 'tle\r', '\n1\tA\r\n2\tB', '\r\n'));
    expect((await rowsOf(reader)).map((r) => [r.row, r.fields.title])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
  });
});
