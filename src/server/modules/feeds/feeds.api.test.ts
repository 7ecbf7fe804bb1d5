import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertCatalog,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import type { AmmoListResponse } from '../../../shared/ammo/schema.ts';
import type { CatalogGroupDetail } from '../../../shared/catalog/schema.ts';
import type { PriceHistoryResponse } from '../../../shared/prices/history.ts';
import { importFeed } from './import.ts';
import { openFeed } from './read/open.ts';
import type { FeedReport } from './report.ts';
import { runFeed } from './run-feed.ts';
import { sweepStaleOffers } from './scheduler.ts';

// Feeds into the catalogue, through the importer and read back through the public API: matching
// (GTIN, brand + part number, title, review queue), ammunition made from titles, cleaning, what a
// re-run changes (nothing), price and stock changes with their history, a whole-catalogue run
// marking what the feed dropped as gone, and stale offers losing their 'from' price.

const HEADER = [
  'id',
  'title',
  'link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'image_link',
  'shipping',
  'product_type',
];

type Row = Partial<Record<(typeof HEADER)[number], string>>;

/** A cell as a text feed writes it: quoted when it holds a line break, a tab or a quote. */
const cell = (value: string) => (/[\n\t"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const tsv = (rows: Row[]) =>
  [HEADER.join('\t'), ...rows.map((r) => HEADER.map((h) => cell(r[h] ?? '')).join('\t'))].join(
    '\n',
  ) + '\n';

// A GTIN-12 with a valid check digit: 0 12345 67890 5.
const GTIN_BARREL = '012345678905';

const BASE_ROWS: Row[] = [
  {
    id: 'FX-16',
    title: 'Faxon 16&quot; Gunner Barrel 5.56 NATO',
    link: 'https://acme.example/p/fx16?utm_source=feed\n',
    price: '$1,299.00',
    sale_price: '0.00',
    availability: 'in_stock',
    brand: 'Faxon Firearms',
    gtin: GTIN_BARREL,
    shipping: 'US:::7.99 USD',
    product_type: 'AR-15 Parts > Barrels',
  },
  {
    id: 'MAG-GRIP',
    title: 'Magpul MOE-K2 Grip Black',
    link: 'https://acme.example/p/k2',
    price: '24.95 USD',
    availability: 'out of stock',
    brand: 'Magpul',
    mpn: 'MAG522-BLK',
  },
  {
    id: 'UNKNOWN-RAIL',
    title: 'Zeta Arms Featherweight 15 inch M-LOK Handguard',
    link: 'https://acme.example/p/zeta',
    price: '189.00',
    availability: 'in_stock',
    brand: 'Zeta Arms',
    product_type: 'AR-15 Parts > Handguards',
  },
  {
    id: 'AMMO-1',
    title: 'Buy this 500 Rounds of 5.56x45 NATO 62grn Green Tip by Lake City',
    link: 'https://acme.example/p/lc',
    price: '329.99',
    availability: 'in_stock',
  },
  { id: 'NO-PRICE', title: 'Magpul MOE SL Stock', link: 'https://acme.example/p/sl' },
  {
    id: 'FTP',
    title: 'Magpul MOE SL Stock',
    link: 'ftp://acme.example/sl',
    price: '79.95',
  },
  {
    id: 'MAG-GRIP',
    title: 'Magpul MOE-K2 Grip Black (again)',
    link: 'https://acme.example/p/k2b',
    price: '20.00',
  },
];

describeApi('merchant feeds', (server) => {
  let dir: string;
  const db = () => server().database.db;

  async function importRows(
    rows: Row[],
    options: { full?: boolean; now?: Date; name?: string } = {},
  ): Promise<FeedReport> {
    const file = path.join(dir, options.name ?? 'feed.tsv');
    await writeFile(file, tsv(rows));
    const reader = await openFeed({ path: file }, { format: 'auto' });
    return importFeed(db(), reader, {
      merchant: { id: 'acme', name: 'Acme Arms' },
      source: 'feed.tsv',
      full: options.full ?? false,
      ...(options.now && { now: options.now }),
    });
  }

  async function groupOffers(groupId: string) {
    const res = await server().api<CatalogGroupDetail>(`/api/catalog/groups/${groupId}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bw-feeds-'));
    await insertCatalog(server(), {
      groups: [
        makeGroupInput({
          id: 'fx',
          type: 'ar15-barrels',
          partName: 'Gunner Barrel',
          brand: 'Faxon Firearms',
        }),
        makeGroupInput({ id: 'k2', type: 'ar15-grips', partName: 'MOE-K2 Grip', brand: 'Magpul' }),
      ],
      variants: [
        makeVariantInput('fx', { id: 'fx-16', model: '16" 5.56 NATO', upc: GTIN_BARREL }),
        makeVariantInput('k2', { id: 'k2-black', model: 'Black', upc: '', mpn: 'MAG522-BLK' }),
      ],
      offers: [makeOfferInput('fx-16', 'shop-a', { price: 1400 })],
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a Google TSV: offers matched by GTIN and part number, ammunition from its title, the rest reviewed or refused', async () => {
    const report = await importRows(BASE_ROWS);
    expect(report.rows).toBe(7);
    expect(report.offers).toEqual({ new: 3, changed: 0, unchanged: 0, gone: 0 });
    expect(report.parts).toEqual({ matched: 2, unmatched: 1, ignored: 0 });
    expect(report.ammoCreated).toBe(1);
    expect(report.historyRows).toBe(3);
    expect(report.usable).toBe(true);
    const byCode = Object.fromEntries(report.rejects.map((g) => [g.code, g]));
    expect(Object.keys(byCode).sort()).toEqual(['badLink', 'duplicateId', 'noPrice']);
    expect(byCode.duplicateId!.examples[0]).toMatchObject({ row: 7, detail: 'row 2' });
    expect(report.rejected).toBe(3);

    // The barrel: $1,299.00 (the zero sale price ignored), shipping read, link cleaned.
    const barrel = await groupOffers('fx');
    const offer = barrel.variants[0]!.vendor.find((v) => v.merchantName === 'Acme Arms');
    expect(offer).toMatchObject({
      price: 1299,
      inStock: true,
      shipping: '$7.99 shipping',
      // the price landed cost adds for this item
      shippingPrice: 7.99,
      buyLink: 'https://acme.example/p/fx16?utm_source=feed',
    });
    // The grip matched by brand and part number, sold out.
    const grip = await groupOffers('k2');
    expect(grip.variants[0]!.vendor).toEqual([
      expect.objectContaining({ merchantName: 'Acme Arms', price: 24.95, inStock: false }),
    ]);
    // The ammunition product was made from the title.
    const ammo = await server().api<AmmoListResponse>('/api/ammo?caliber=556');
    expect(ammo.body.items).toEqual([
      expect.objectContaining({
        brand: 'Lake City',
        caliber: '556',
        grain: 62,
        roundCount: 500,
        price: 329.99,
      }),
    ]);
    // The handguard nobody lists waits for review with the classifier's suggestion.
    const queued: unknown = await db().execute(
      sql`select status, suggestion from feed_items where product_id = 'UNKNOWN-RAIL'`,
    );
    const [item] = (queued as { rows: { status: string; suggestion: { type?: string } }[] }).rows;
    expect(item?.status).toBe('unmatched');
    expect(item?.suggestion.type).toBe('ar15-handguards');
  });

  it('changes nothing and writes no history when the same file runs again', async () => {
    const before = await historyCount(server());
    const report = await importRows(BASE_ROWS);
    expect(report.offers).toEqual({ new: 0, changed: 0, unchanged: 3, gone: 0 });
    expect(report.historyRows).toBe(0);
    expect(report.ammoCreated).toBe(0);
    expect(await historyCount(server())).toBe(before);
  });

  it('records a price change and a stock change, and answers the price history per merchant', async () => {
    const rows = BASE_ROWS.map((r) =>
      r.id === 'FX-16'
        ? { ...r, price: '1199.00' }
        : r.id === 'AMMO-1'
          ? { ...r, availability: 'sold out' }
          : r,
    );
    const report = await importRows(rows);
    expect(report.offers).toMatchObject({ new: 0, changed: 2, unchanged: 1 });
    expect(report.historyRows).toBe(2);

    const history = await server().api<PriceHistoryResponse>(
      '/api/catalog/variants/fx-16/price-history?days=90',
    );
    expect(history.status).toBe(200);
    const acme = history.body.series.find((s) => s.merchantId === 'acme');
    expect(acme?.points.map((p) => p.price)).toEqual([1299, 1199]);
    expect(acme?.isDemo).toBe(false);
    // shop-a's offer came from no feed: no history.
    expect(history.body.series.map((s) => s.merchantId)).toEqual(['acme']);

    const [ammoItem] = (await server().api<AmmoListResponse>('/api/ammo?caliber=556')).body.items;
    const ammoHistory = await server().api<PriceHistoryResponse>(
      `/api/ammo/${ammoItem!.id}/price-history`,
    );
    expect(ammoHistory.body.series[0]!.points.map((p) => p.inStock)).toEqual([true, false]);
  });

  it('refuses bad price-history requests with a 4xx naming the field', async () => {
    const bad = await server().api<{ errors: Record<string, string> }>(
      '/api/catalog/variants/fx-16/price-history?days=0',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('days');
    const missing = await server().api('/api/catalog/variants/no-such/price-history');
    expect(missing.status).toBe(404);
    const ammoMissing = await server().api('/api/ammo/no-such/price-history');
    expect(ammoMissing.status).toBe(404);
  });

  it('marks what a whole-catalogue feed no longer lists as gone, out of stock, and not deleted', async () => {
    const rows = BASE_ROWS.filter((r) => r.id !== 'MAG-GRIP' && r.id !== 'AMMO-1').map((r) =>
      r.id === 'FX-16' ? { ...r, price: '1199.00' } : r,
    );
    const report = await importRows(rows, { full: true });
    expect(report.offers.gone).toBe(2);
    // The grip was already sold out: no stock change, no history row; the ammunition was not.
    const gone: unknown = await db().execute(
      sql`select product_id, in_stock, gone_at is not null as gone from catalog_offers
           where merchant_id = 'acme' order by product_id`,
    );
    expect((gone as { rows: unknown[] }).rows).toEqual([
      { product_id: 'FX-16', in_stock: true, gone: false },
      { product_id: 'MAG-GRIP', in_stock: false, gone: true },
    ]);
    const grip = await groupOffers('k2');
    expect(grip.group.inStock).toBe(false);
    expect(grip.group.price).toBeUndefined();

    // A file that holds nothing usable marks nothing gone.
    const empty = await importRows([{ id: 'X', title: 'Nothing', link: 'nope' }], {
      full: true,
      name: 'broken.tsv',
    });
    expect(empty.usable).toBe(false);
    expect(empty.offers.gone).toBe(0);
  });

  it('gives a stale offer no "from" price once the sweep runs', async () => {
    const fresh = await groupOffers('fx');
    expect(fresh.group.price).toBe(1199);
    await db().execute(
      sql`update catalog_offers set checked_at = now() - interval '8 days' where merchant_id = 'acme'`,
    );
    await sweepStaleOffers(db(), undefined);
    const stale = await groupOffers('fx');
    // shop-a's 1,400 (written without a feed, seen now) is the only fresh price left.
    expect(stale.group.price).toBe(1400);
  });

  it('runs a feed once at a time: a second run while the lease is held is told it is busy', async () => {
    const file = path.join(dir, 'lease.tsv');
    await writeFile(file, tsv(BASE_ROWS.slice(0, 2)));
    const fetch = { allowPrivate: true, timeoutMs: 10_000, maxBytes: 10_000_000 };
    let second: Awaited<ReturnType<typeof runFeed>> | undefined;
    const first = await runFeed(db(), {
      merchant: { id: 'acme' },
      source: file,
      trigger: 'cli',
      fetch,
      owner: 'server-one',
      onStarted: async () => {
        second = await runFeed(db(), {
          merchant: { id: 'acme' },
          source: file,
          trigger: 'cli',
          fetch,
          owner: 'server-two',
        });
      },
    });
    expect(first.status).toBe('succeeded');
    expect(second).toEqual({ status: 'busy' });
    const runs: unknown = await db().execute(
      sql`select trigger, status, rows_read from feed_runs where merchant_id = 'acme'`,
    );
    expect((runs as { rows: unknown[] }).rows).toEqual([
      { trigger: 'cli', status: 'succeeded', rows_read: 2 },
    ]);
  });
});

async function historyCount(server: TestServer): Promise<number> {
  const result: unknown = await server.database.db.execute(
    sql`select count(*)::int as n from price_history`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}
