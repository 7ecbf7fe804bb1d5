import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReadRow } from './delimited.ts';
import { FeedReadError } from './errors.ts';
import { readGoogleXml, repairAmpersands } from './google-xml.ts';
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
const xml = (...parts: string[]) => readGoogleXml(repairAmpersands(chunks(...parts)));
const file = (name: string) =>
  readGoogleXml(repairAmpersands(decode(createReadStream(path.join(fixture, name)), 'utf-8')));
const G = 'xmlns:g="http://base.google.com/ns/1.0"';

describe('readGoogleXml: RSS 2.0', () => {
  it('reads the RSS fixture', async () => {
    const reader = await file('google-feed.rss.xml');
    const rows = await rowsOf(reader);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      row: 1,
      fields: {
        id: 'BCM-BCG-M16',
        title: 'BCM M16 Bolt Carrier Group & Bolt',
        link: 'https://ridgeline-arms.example/p/bcm-m16-bcg?utm_source=google&utm_medium=cpc',
        description: '<p>Full-auto profile carrier, <b>MPI</b> bolt.</p>',
        image_link: 'https://ridgeline-arms.example/img/bcm-m16-bcg.jpg',
        availability: 'in_stock',
        price: '199.95 USD',
        brand: 'Bravo Company',
        gtin: '812967003037',
        mpn: 'BCG-M16',
        condition: 'new',
        product_type: 'Parts > Bolt Carrier Groups',
        // of two shippings, the first
        shipping: 'US::Standard:7.99 USD',
      },
    });
    // g:title wins over title; XML's own &amp; is decoded once, the feed's double encoding stays
    expect(rows[1]!.fields.title).toBe('Sellier &amp; Bellot 5.56x45mm NATO 124gr FMJ - 50 Rounds');
    expect(rows[1]!.fields.sale_price_effective_date).toBe(
      '2026-11-20T00:00-0500/2026-11-30T23:59-0500',
    );
    // an entity XML does not define stays as text; a link keeps its line break for cleaning
    expect(rows[2]!.fields.title).toBe('Magpul PMAG 30 AR/M4 GEN M3 5.56x45 &nbsp;- Black');
    expect(rows[2]!.fields.link).toBe(
      'https://ridgeline-arms.example/p/magpul-pmag-30-gen-m3\n      ',
    );
    expect(rows[2]!.fields.shipping).toBe('US:::0.00 USD');
    expect(reader.unknownColumns()).toEqual(['g:additional_image_link', 'g:color']);
    expect(reader.knownColumns()).toEqual(
      expect.arrayContaining(['sale_price', 'google_product_category']),
    );
  });

  it('reads a bare & in text and in links', async () => {
    const reader = await xml(
      `<rss ${G}><channel><item><g:id>1</g:id><title>Sellier & Bellot</title>`,
      '<link>https://x.example/p?a=1&b=2&amp;c=3</link></item></channel></rss>',
    );
    expect((await rowsOf(reader))[0]!.fields).toEqual({
      id: '1',
      title: 'Sellier & Bellot',
      link: 'https://x.example/p?a=1&b=2&c=3',
    });
  });

  it('leaves & alone inside CDATA, even split between chunks', async () => {
    const reader = await xml(
      `<rss ${G}><channel><item><g:id>1</g:id><title><![CD`,
      'ATA[Smith & Wesson &amp; co]]></title></item></channel></rss>',
    );
    expect((await rowsOf(reader))[0]!.fields.title).toBe('Smith & Wesson &amp; co');
  });

  it('reads g: elements when the feed never declared the prefix', async () => {
    const reader = await xml(
      '<rss><channel><item><g:id>7</g:id><g:price>5 USD</g:price></item></channel></rss>',
    );
    expect((await rowsOf(reader))[0]!.fields).toEqual({ id: '7', price: '5 USD' });
  });

  it('reads Google elements under another prefix bound to Google, and not g: bound elsewhere', async () => {
    const reader = await xml(
      '<rss xmlns:gm="http://base.google.com/ns/1.0" xmlns:g="urn:other"><channel><item>',
      '<g:price>1 USD</g:price><gm:price>2 USD</gm:price></item></channel></rss>',
    );
    expect((await rowsOf(reader))[0]!.fields.price).toBe('2 USD');
  });

  it('reads an empty feed as no rows', async () => {
    const reader = await xml(`<rss ${G}><channel><title>Empty</title></channel></rss>`);
    expect(await rowsOf(reader)).toEqual([]);
  });
});

describe('readGoogleXml: Atom', () => {
  it('reads the Atom fixture', async () => {
    const reader = await file('google-feed.atom.xml');
    const rows = await rowsOf(reader);
    expect(rows[0]!.fields).toEqual({
      id: 'GEIS-SSA-E',
      title: 'Geissele SSA-E Two Stage Trigger',
      // the page, not the enclosure
      link: 'https://cascade-outfitters.example/products/geissele-ssa-e',
      description: 'Lightning-fast second stage, 2.5 lb total pull.',
      image_link: 'https://cascade-outfitters.example/img/ssa-e.jpg',
      price: '240.00 USD',
      availability: 'in stock',
      brand: 'Geissele',
      mpn: '05-160',
      condition: 'new',
    });
    expect(rows[1]!.fields).toMatchObject({
      title: 'Federal American Eagle .223 Rem 55gr FMJ <b>20rd</b> Box',
      link: 'https://cascade-outfitters.example/products/federal-ae223',
      description: 'Boxer-primed, reloadable brass.',
      shipping: 'US:CA:Ground:12.00 USD',
    });
    expect(reader.unknownColumns()).toEqual(['updated']);
  });
});

describe('readGoogleXml: broken files', () => {
  it('refuses an HTML page', async () => {
    await expect(xml('<!DOCTYPE html><html><body><p>Sign in</p></body></html>')).rejects.toThrow(
      'an HTML page, not an RSS or Atom feed',
    );
  });

  it('refuses XML that breaks before any item, with the line', async () => {
    const reading = xml(
      '<rss>\n<channel>\n<title>x</titl>\n<item><title>a</title></item></channel></rss>',
    );
    await expect(reading).rejects.toThrow(
      /^not a well-formed XML feed \(line 3, column \d+\): unexpected close tag/,
    );
    await expect(reading).rejects.toMatchObject({ line: 3, rowsRead: 0 });
  });

  it('hands over the items before a break, then says after which item it broke', async () => {
    const reader = await xml(
      `<rss ${G}><channel><item><g:id>1</g:id></item>\n<item><g:id>2</g:id></item>\n<item><g:id>3</g:`,
    );
    const seen: string[] = [];
    let failure: unknown;
    try {
      for await (const row of reader.rows) seen.push(row.fields.id!);
    } catch (error) {
      failure = error;
    }
    expect(seen).toEqual(['1', '2']);
    expect(failure).toBeInstanceOf(FeedReadError);
    expect((failure as FeedReadError).message).toMatch(/^the XML breaks off after item 2 \(line 3/);
    expect((failure as FeedReadError).rowsRead).toBe(2);
  });

  it('refuses an XML document with no items that is not a feed', async () => {
    await expect(xml('<products><product><id>1</id></product></products>')).rejects.toThrow(
      'no <item> or <entry> elements: not an RSS or Atom product feed (its root is <products>)',
    );
  });

  it('reads on past control characters and undefined entities', async () => {
    const reader = await xml(
      `<rss ${G}><channel><item><title>PMAG\u000b 30 &reg;</title></item></channel></rss>`,
    );
    expect((await rowsOf(reader))[0]!.fields.title).toBe('PMAG\u000b 30 &reg;');
  });
});

describe('repairAmpersands', () => {
  it('escapes only ampersands that start no entity, across chunk ends', async () => {
    const out: string[] = [];
    const long = 'x'.repeat(100);
    for await (const text of repairAmpersands(
      chunks(`${long}A & B &amp; C &#38; D &`, 'nbsp; E &x'),
    ))
      out.push(text);
    expect(out.join('')).toBe(`${long}A &amp; B &amp; C &#38; D &nbsp; E &amp;x`);
  });
});
