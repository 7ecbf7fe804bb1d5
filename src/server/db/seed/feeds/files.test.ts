import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { classifyFeedItem } from '../../../../shared/catalog/classify.ts';
import { cleanGtin } from '../../../modules/feeds/clean.ts';
import { normaliseRow, type FeedOffer } from '../../../modules/feeds/normalise.ts';
import { parseMapping } from '../../../modules/feeds/read/mapping.ts';
import { openFeed } from '../../../modules/feeds/read/open.ts';
import { generateDemoAmmo } from '../ammo/generate.ts';
import { generateDemoCatalog } from '../catalog/generate.ts';
import { demoFeedFiles, type DemoFeedFile } from './files.ts';
import { DEMO_FEED_MERCHANTS } from './rows.ts';

// The demo merchants' feed files (ADR 084), read back with the importer's own readers and row
// cleaning, without a database: each row must become exactly the demo offer it stands for.

const files = demoFeedFiles();
const catalog = generateDemoCatalog();
const ammo = generateDemoAmmo();
const NOW = new Date('2026-11-25T12:00:00Z');

async function offersOf(file: DemoFeedFile): Promise<FeedOffer[]> {
  const reader = await openFeed(
    { stream: Readable.from([file.text]), name: file.name },
    {
      format: file.format,
      ...(file.mapping && { mapping: parseMapping(JSON.parse(file.mapping.text)) }),
    },
  );
  const offers: FeedOffer[] = [];
  for await (const row of reader.rows) {
    const result = normaliseRow(row, NOW);
    if (result.rejects)
      throw new Error(`${file.name} row ${row.row}: ${JSON.stringify(result.rejects)}`);
    offers.push(result.offer);
  }
  return offers;
}

const read = Promise.all(files.map(async (f) => ({ file: f, offers: await offersOf(f) })));

describe('demo merchant feeds', () => {
  it('gives every demo merchant one file, the three formats each used, a CSV with its mapping', () => {
    expect(files.map((f) => f.merchant.id)).toEqual(DEMO_FEED_MERCHANTS.map((m) => m.id));
    const merchants = new Set([
      ...catalog.offers.map((o) => o.merchantId),
      ...ammo.offers.map((o) => o.merchantId),
    ]);
    expect(new Set(files.map((f) => f.merchant.id))).toEqual(merchants);
    expect(new Set(files.map((f) => f.format))).toEqual(
      new Set(['google-tsv', 'google-xml', 'csv']),
    );
    for (const f of files) expect(Boolean(f.mapping), f.name).toBe(f.format === 'csv');
    expect(files.find((f) => f.format === 'google-tsv')!.text.split('\n')[0]).toContain('\tgtin\t');
    expect(files.find((f) => f.format === 'google-xml')!.text).toContain(
      'xmlns:g="http://base.google.com/ns/1.0"',
    );
    expect(files.find((f) => f.format === 'csv')!.text).toMatch(/^sku,product_name,url,our_price,/);
  });

  it('writes the same files every time', () => {
    expect(demoFeedFiles()).toEqual(files);
  });

  it('reads back, row by row, to the demo offers: price, stock, shipping, link and GTIN', async () => {
    const upcOfVariant = new Map(catalog.variants.map((v) => [v.id, v.upc!]));
    const upcOfAmmo = new Map(ammo.items.map((i) => [i.id, i.upc!]));
    const expected = new Map<string, object>();
    for (const o of catalog.offers)
      expected.set(`${o.merchantId}|${cleanGtin(upcOfVariant.get(o.variantId))}`, {
        price: o.price,
        inStock: o.inStock,
        shipping: o.shipping,
        link: o.buyUrl,
      });
    for (const o of ammo.offers)
      expected.set(`${o.merchantId}|${cleanGtin(upcOfAmmo.get(o.ammoId))}`, {
        price: o.price,
        inStock: o.inStock,
        shipping: o.shipping,
        link: o.buyUrl,
        productId: o.productId,
      });
    const actual = new Map<string, object>();
    for (const { file, offers } of await read) {
      const ids = offers.map((o) => o.productId);
      expect(new Set(ids).size, file.name).toBe(ids.length);
      for (const o of offers) {
        const key = `${file.merchant.id}|${o.gtin}`;
        expect(actual.has(key), key).toBe(false);
        const ammoRow = expected.get(key) && 'productId' in expected.get(key)!;
        actual.set(key, {
          price: o.price,
          inStock: o.inStock,
          shipping: o.shipping,
          link: o.link,
          ...(ammoRow && { productId: o.productId }),
        });
      }
    }
    expect(actual.size).toBe(catalog.offers.length + ammo.offers.length);
    expect(actual).toEqual(expected);
  });

  it('has rows the importer tells apart: parts as parts, ammunition by its columns or its title', async () => {
    const ammoGtins = new Set(ammo.items.map((i) => cleanGtin(i.upc)));
    let byTitle = 0;
    for (const { file, offers } of await read)
      for (const o of offers) {
        const isAmmo = ammoGtins.has(o.gtin);
        const hasColumns = Object.keys(o.ammo).length > 0;
        const kind = classifyFeedItem({
          title: o.title,
          ...(o.productType && { productType: o.productType }),
          ...(o.googleCategory && { googleCategory: o.googleCategory }),
          ...(o.brand && { brand: o.brand }),
        }).kind;
        if (isAmmo && !hasColumns) byTitle += 1;
        expect(hasColumns ? 'ammo' : kind, `${file.name}: ${o.title}`).toBe(
          isAmmo ? 'ammo' : 'part',
        );
      }
    expect(byTitle).toBeGreaterThan(0);
  });

  it('carries the dirt real feeds have: entities, price styles, words for stock, a few sales', async () => {
    const text = (format: string) =>
      files
        .filter((f) => f.format === format)
        .map((f) => f.text)
        .join('\n');
    expect(text('google-tsv')).toMatch(/&quot;/);
    expect(text('google-tsv')).toMatch(/\t\$\d{1,3}(,\d{3})*\.\d\d\t/);
    expect(text('google-tsv')).toMatch(/\tOut of Stock\t/);
    expect(text('google-xml')).toMatch(/<g:brand>[^<]*& [^<]*<\/g:brand>/);
    expect(text('google-xml')).toMatch(/<title><!\[CDATA\[[^\]]*&quot;/);
    expect(text('csv')).toMatch(/,"\$\d,\d{3}\.\d\d",/);
    const titles = (await read).flatMap(({ offers }) => offers.map((o) => o.title));
    expect(titles.filter((t) => /&(amp|quot);/.test(t))).toEqual([]);
    const sales = (await read).flatMap(({ offers }) => offers.filter((o) => o.regularPrice));
    expect(sales.length).toBeGreaterThanOrEqual(2);
    for (const o of sales) expect(o.regularPrice!).toBeGreaterThan(o.price);
  });

  it('gives every variant and load a valid GTIN that no other product has', () => {
    const upcs = [...catalog.variants.map((v) => v.upc), ...ammo.items.map((i) => i.upc)];
    expect(upcs.filter((u) => !u || !/^\d{12}$/.test(u) || !cleanGtin(u))).toEqual([]);
    expect(new Set(upcs).size).toBe(upcs.length);
  });
});
