import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReadRow } from './delimited.ts';
import { FeedReadError } from './errors.ts';
import { flattenRecord, isJsonLines, readJson } from './json.ts';
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
const file = (name: string) => decode(createReadStream(path.join(fixture, name)), 'utf-8');
/** A text cut into small chunks, so tokens and lines fall across chunk ends. */
const inPieces = (text: string, size = 7): AsyncIterable<string> =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      text.slice(i * size, (i + 1) * size),
    ),
  );

describe('readJson: documents', () => {
  it('reads the retailer fixture: { "products": [...] }, nested prices, inventory 0', async () => {
    const reader = await readJson(file('retailer-products.json'));
    expect(reader.format).toBe('json');
    const rows = await rowsOf(reader);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      row: 1,
      fields: {
        id: 'WIN-USA556-1000',
        title: 'Winchester USA 5.56 NATO 55gr FMJ M193 - 1000 Round Case',
        link: 'https://bluewater-ammo.example/products/win-usa556-m193-1000?utm_campaign=feed',
        price: '549.99 USD',
        sale_price: '499.99 USD',
        inventory: '0',
        availability: 'false',
        brand: 'Winchester',
        gtin: '020892212725',
        caliber: '5.56x45mm NATO',
        grain: '55',
        round_count: '1000',
        bullet_type: 'FMJ',
        casing: 'Brass',
        image_link: 'https://bluewater-ammo.example/img/win-m193.jpg',
        shipping: 'US:::0.00 USD',
      },
    });
    expect(rows[1]!.fields.shipping).toBe('US::Ground:9.95 USD');
    // numbers as written; a null and an empty array are absent; a link keeps its newline
    expect(rows[2]!.fields).toMatchObject({
      grain: '124.0',
      link: 'https://bluewater-ammo.example/products/sb-300blk-124\n',
    });
    expect(rows[2]!.fields.gtin).toBeUndefined();
    expect(rows[2]!.fields.image_link).toBeUndefined();
    expect(reader.unknownColumns()).toEqual(['rating.average', 'rating.count']);
  });

  it('reads a top-level array, cut into small chunks', async () => {
    const reader = await readJson(
      inPieces('[{"id": "A", "price": 12.90}, {"id": "B", "in_stock": true}]'),
    );
    expect((await rowsOf(reader)).map((r) => r.fields)).toEqual([
      { id: 'A', price: '12.90' },
      { id: 'B', availability: 'true' },
    ]);
  });

  it('finds the records under data.items, and under the first key whatever its name', async () => {
    const nested = await readJson(
      chunks('{"meta": {"page": 1}, "data": {"total": 1, "items": [{"sku": "A"}]}}'),
    );
    expect((await rowsOf(nested)).map((r) => r.fields)).toEqual([{ id: 'A' }]);
    const firstKey = await readJson(chunks('{"catalog": [{"sku": "B"}], "total": 1}'));
    expect((await rowsOf(firstKey)).map((r) => r.fields)).toEqual([{ id: 'B' }]);
  });

  it('passes over arrays of text and an earlier array under another key', async () => {
    const reader = await readJson(
      chunks('{"categories": ["Ammo", "Parts"], "facets": [{"x": 1}], "products": [{"sku": "C"}]}'),
    );
    expect((await rowsOf(reader)).map((r) => r.fields)).toEqual([{ id: 'C' }]);
  });

  it('reads the array the mapping names with recordsPath', async () => {
    const text =
      '{"results": [{"sku": "no"}], "feed": {"offers": [{"code": "X1", "label": "Grip"}]}}';
    const reader = await readJson(chunks(text), {
      mapping: { recordsPath: 'feed.offers', columns: { id: 'code', title: 'label' } },
    });
    expect((await rowsOf(reader)).map((r) => r.fields)).toEqual([{ id: 'X1', title: 'Grip' }]);
    await expect(
      readJson(chunks(text), { mapping: { recordsPath: 'feed.items', columns: {} } }),
    ).rejects.toThrow('no array of records at recordsPath "feed.items"');
  });

  it('reads an empty product array as no rows', async () => {
    expect(await rowsOf(await readJson(chunks('{"products": []}')))).toEqual([]);
  });

  it('refuses JSON with no records, and text that is not JSON', async () => {
    await expect(readJson(chunks('{"status": "ok"}'))).rejects.toThrow(/^no product records/);
    await expect(readJson(chunks('[1, 2, 3]'))).rejects.toThrow(/^no product records/);
    await expect(readJson(chunks('{"products": [tru'))).rejects.toThrow(/^not valid JSON/);
  });

  it('hands over the records before a break, then says after which record', async () => {
    const records = Array.from({ length: 150 }, (_, i) => `{"sku": "S${i}"}`).join(',');
    const reader = await readJson(chunks(`{"products": [${records}, {"sku": `));
    const ids: string[] = [];
    const failure = await (async () => {
      try {
        for await (const row of reader.rows) ids.push(row.fields.id!);
      } catch (error) {
        return error;
      }
    })();
    expect(ids).toHaveLength(150);
    expect(failure).toBeInstanceOf(FeedReadError);
    expect((failure as FeedReadError).message).toMatch(/^the JSON breaks off after record 150/);
  });

  it('refuses a mapping naming a column none of the first records has', async () => {
    await expect(
      readJson(chunks('[{"sku": "A", "name": "B"}]'), {
        mapping: { columns: { price: ['cost', 'our_price'] } },
      }),
    ).rejects.toThrow(
      'the mapping names a column the feed does not have (price ← "cost" or "our_price")',
    );
  });

  it('marks a record that is not an object', async () => {
    const reader = await readJson(chunks('{"products": [{"sku": "A"}, "oops", {"sku": "B"}]}'));
    const rows = await rowsOf(reader);
    expect(rows.map((r) => [r.row, r.fields.id, r.problem])).toEqual([
      [1, 'A', undefined],
      [2, undefined, 'the record is not a JSON object'],
      [3, 'B', undefined],
    ]);
  });
});

describe('readJson: JSON Lines', () => {
  it('reads the JSON Lines fixture, blank lines skipped', async () => {
    const reader = await readJson(file('retailer-products.jsonl'));
    const rows = await rowsOf(reader);
    expect(rows.map((r) => [r.row, r.fields.id, r.fields.inventory])).toEqual([
      [1, 'DD-MK18-RIS', '4'],
      [2, 'BCM-KMR-A13', '0'],
      [3, 'RADIAN-RAPTOR', '-1'],
    ]);
    expect(rows[2]!.fields.price).toBe('89.95 USD');
    expect(reader.unknownColumns()).toEqual(['ships_from']);
  });

  it('yields a line that is not JSON as a row with its problem', async () => {
    const reader = await readJson(inPieces('{"sku": "A"}\n{"sku": \n{"sku": "C"}\n', 5));
    const rows = await rowsOf(reader);
    expect(rows.map((r) => r.fields.id)).toEqual(['A', undefined, 'C']);
    expect(rows[1]!.problem).toMatch(/^the line is not JSON/);
  });

  it('tells JSON Lines from a document', () => {
    expect(isJsonLines('{"a":1}\n{"a":2}', false)).toBe(true);
    expect(isJsonLines('{"sku":"A","title":"B"}\n', true)).toBe(true);
    expect(isJsonLines('{"products":[{"a":1}]}\n', true)).toBe(false);
    expect(isJsonLines('{\n  "products": []\n}', true)).toBe(false);
    expect(isJsonLines('[{"a":1}]', true)).toBe(false);
    expect(isJsonLines('{"status":"ok"}', true)).toBe(false);
  });
});

describe('flattenRecord', () => {
  const never = () => false;
  it('flattens one level: money objects, parent.child names, first array elements', () => {
    expect(
      flattenRecord(
        {
          price: { amount: '12.99', currency: 'USD' },
          cost: { amountMicros: '4990000', currencyCode: 'USD' },
          pricing: { regular: '20', sale: { value: '15', currency: 'USD' } },
          tags: ['a', 'b'],
          stock: { quantity: '3', deep: { no: 'x' } },
          gone: null,
        },
        never,
      ),
    ).toEqual([
      ['price', '12.99 USD'],
      ['cost', '4.99 USD'],
      ['pricing.regular', '20'],
      ['pricing.sale', '15 USD'],
      ['tags', 'a'],
      ['stock.quantity', '3'],
    ]);
  });
});
