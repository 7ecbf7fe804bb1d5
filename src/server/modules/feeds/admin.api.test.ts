import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import {
  insertCatalog,
  makeGroupInput,
  makeVariantInput,
  signUpUser,
  TEST_MERCHANTS,
  type SignedUp,
} from '../../../../tests/factories.ts';
import { waitFor } from '../../../../tests/wait.ts';
import type { CatalogGroupDetail } from '../../../shared/catalog/schema.ts';
import { feedMessages } from '../../../shared/feeds/messages.ts';
import {
  feedItemsResponseSchema,
  feedMerchantsResponseSchema,
  feedRunSchema,
  type FeedItem,
  type FeedItemsResponse,
  type FeedMerchant,
  type FeedMerchantsResponse,
  type FeedRun,
  type FeedSettings,
  type VariantSearchResponse,
} from '../../../shared/feeds/schemas.ts';
import { runFeed } from './run-feed.ts';

// The feeds back office through HTTP: admins only, settings checked field by field, the review
// queue filled by a real import of a Google TSV file, Link / Create / Ignore with what each does
// to the public catalogue and to later runs, and "Run now" against a local feed server with its
// lease (a second Run now while the first runs is refused).

const HEADER = ['id', 'title', 'link', 'price', 'availability', 'brand', 'gtin', 'image_link'];
type Row = Partial<Record<(typeof HEADER)[number], string>>;
const tsv = (rows: Row[]) =>
  [HEADER.join('\t'), ...rows.map((r) => HEADER.map((h) => r[h] ?? '').join('\t'))].join('\n') +
  '\n';

// A GTIN-12 with a valid check digit.
const GTIN = '012345678905';

const ROWS: Row[] = [
  {
    id: 'FX-16',
    title: 'Faxon 16" Gunner Barrel 5.56 NATO',
    link: 'https://acme.example/p/fx16',
    price: '1299.00',
    availability: 'in_stock',
    brand: 'Faxon Firearms',
    gtin: GTIN,
  },
  {
    id: 'ZETA-RAIL',
    title: 'Zeta Arms Featherweight 15 inch M-LOK Handguard',
    link: 'https://acme.example/p/zeta',
    price: '189.00',
    availability: 'in_stock',
    brand: 'Zeta Arms',
    image_link: 'https://acme.example/img/zeta.jpg',
  },
  {
    id: 'QX-BARREL',
    title: 'Quixote Precision 20 inch Heavy Fluted Rifle Barrel .223 Wylde',
    link: 'https://acme.example/p/qx',
    price: '349.50',
    availability: 'in_stock',
    brand: 'Quixote Precision',
  },
  {
    id: 'OV-GUARD',
    title: 'Ortega Oversized AR-15 Trigger Guard',
    link: 'https://acme.example/p/guard',
    price: '14.95',
    availability: 'out of stock',
    brand: 'Ortega',
  },
];

const SETTINGS: FeedSettings = {
  url: null,
  format: 'google-tsv',
  mapping: null,
  intervalMinutes: 60,
  fullCatalogue: false,
  enabled: true,
};

/** An answer read field by field: an error body, or a saved feed. */
interface Answer {
  message: string;
  errors: Record<string, string>;
  feed?: FeedMerchant['feed'];
}

const FETCH = { allowPrivate: true, timeoutMs: 10_000, maxBytes: 10_000_000 };

describeApi(
  'the feeds back office',
  (server, kind) => {
    let dir: string;
    let file: string;
    let admin: SignedUp;
    let user: SignedUp;
    const db = () => server().database.db;
    const asAdmin = <T = Answer>(url: string, init: { method?: string; body?: unknown } = {}) =>
      server().api<T>(url, { ...init, token: admin.token });

    /** Imports the file as the command does (a run of the acme feed from a file). */
    async function importFile(rows: Row[] = ROWS) {
      await writeFile(file, tsv(rows));
      const result = await runFeed(db(), {
        merchant: { id: 'acme' },
        source: file,
        trigger: 'cli',
        fetch: FETCH,
      });
      if (result.status !== 'succeeded') throw new Error(`the import ${result.status}`);
      return result;
    }

    async function items(query = ''): Promise<FeedItem[]> {
      const res = await asAdmin<FeedItemsResponse>(`/api/admin/feed-items${query}`);
      expect(res.status).toBe(200);
      return feedItemsResponseSchema.parse(res.body).items;
    }

    async function itemOf(productId: string, status: string): Promise<FeedItem | undefined> {
      return (await items(`?status=${status}&merchant=acme`)).find(
        (i) => i.productId === productId,
      );
    }

    async function group(id: string): Promise<CatalogGroupDetail> {
      const res = await server().api<CatalogGroupDetail>(`/api/catalog/groups/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    }

    async function acmeOffers(productId: string) {
      const result: unknown = await db().execute(
        sql`select variant_id as "variantId", price, in_stock as "inStock",
                   gone_at is not null as gone
              from catalog_offers where merchant_id = 'acme' and product_id = ${productId}`,
      );
      return (result as { rows: { variantId: string; price: number; gone: boolean }[] }).rows;
    }

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'bw-feed-admin-'));
      file = path.join(dir, 'acme.tsv');
      admin = await signUpUser(server(), `feedadmin${kind}`, { admin: true });
      user = await signUpUser(server(), `feeduser${kind}`);
      await insertCatalog(server(), {
        merchants: [
          ...TEST_MERCHANTS,
          { id: 'acme', name: 'Acme Arms' },
          { id: 'demo-shop', name: 'Demo Shop', isDemo: true },
        ],
        groups: [
          makeGroupInput({
            id: 'fx',
            type: 'ar15-barrels',
            partName: 'Gunner Barrel',
            brand: 'Faxon Firearms',
          }),
          makeGroupInput({
            id: 'mi',
            type: 'ar15-handguards',
            partName: 'Combat Rail',
            brand: 'Midwest Industries',
          }),
        ],
        variants: [
          makeVariantInput('fx', { id: 'fx-16', model: '16" 5.56 NATO', upc: GTIN }),
          makeVariantInput('mi', { id: 'mi-15', model: '15" M-LOK', upc: '', mpn: 'MI-CRM15' }),
        ],
      });
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('answers 401 without a session and 403 to a signed-in user who is no admin, on every route', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/feeds'],
        ['PUT', '/api/admin/feeds/acme', SETTINGS],
        ['POST', '/api/admin/feeds/acme/run'],
        ['GET', '/api/admin/feed-runs'],
        ['GET', '/api/admin/feed-runs/00000000-0000-4000-8000-000000000000'],
        ['GET', '/api/admin/feed-items'],
        ['GET', '/api/admin/variants?q=faxon'],
        ['POST', '/api/admin/feed-items/acme/ZETA-RAIL/link', { variantId: 'mi-15' }],
        [
          'POST',
          '/api/admin/feed-items/acme/ZETA-RAIL/create',
          { type: 'ar15-handguards', partName: 'Rail', brand: 'Zeta Arms', model: '15"' },
        ],
        ['POST', '/api/admin/feed-items/acme/ZETA-RAIL/ignore'],
        ['POST', '/api/admin/feed-items/acme/ZETA-RAIL/unignore'],
      ];
      for (const [method, url, body] of routes) {
        const anonymous = await server().api(url, { method, body });
        expect([method, url, anonymous.status]).toEqual([method, url, 401]);
        const refused = await server().api(url, { method, body, token: user.token });
        expect([method, url, refused.status]).toEqual([method, url, 403]);
      }
      // Nothing was done: no feed row, no run.
      const runs: unknown = await db().execute(sql`select count(*)::int as n from feed_runs`);
      expect((runs as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it('saves feed settings and refuses bad ones with a 400 naming the field', async () => {
      const bad: [Partial<FeedSettings> | Record<string, unknown>, string][] = [
        [{ url: 'ftp://acme.example/feed.tsv' }, 'url'],
        [{ url: `https://acme.example/${'x'.repeat(2000)}` }, 'url'],
        [{ intervalMinutes: 5 }, 'intervalMinutes'],
        [{ intervalMinutes: 10_081 }, 'intervalMinutes'],
        [{ format: 'xlsx' }, 'format'],
        [{ mapping: { columns: { prise: 'Price' } } }, 'mapping'],
        [{ enabled: 'yes' }, 'enabled'],
      ];
      for (const [change, field] of bad) {
        const res = await asAdmin('/api/admin/feeds/acme', {
          method: 'PUT',
          body: { ...SETTINGS, ...change },
        });
        expect([field, res.status]).toEqual([field, 400]);
        expect(res.body.errors).toHaveProperty(field);
      }
      const mapping = await asAdmin('/api/admin/feeds/acme', {
        method: 'PUT',
        body: { ...SETTINGS, mapping: { columns: { prise: 'Price' } } },
      });
      expect(mapping.body.errors.mapping).toContain('columns.prise');

      const unknown = await asAdmin('/api/admin/feeds/no-such-shop', {
        method: 'PUT',
        body: SETTINGS,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(feedMessages.merchantNotFound('no-such-shop'));

      const saved = await asAdmin('/api/admin/feeds/acme', {
        method: 'PUT',
        body: {
          ...SETTINGS,
          url: 'https://acme.example/feed.tsv',
          mapping: { columns: { price: 'Cost' }, delimiter: 'tab' },
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.feed).toMatchObject({
        url: 'https://acme.example/feed.tsv',
        format: 'google-tsv',
        mapping: { columns: { price: 'Cost' }, delimiter: '\t' },
        intervalMinutes: 60,
        fullCatalogue: false,
        enabled: true,
        running: false,
      });

      const list = await asAdmin<FeedMerchantsResponse>('/api/admin/feeds');
      expect(list.status).toBe(200);
      const merchants = feedMerchantsResponseSchema.parse(list.body).items;
      expect(merchants.map((m) => m.id)).toEqual(['acme', 'demo-shop', 'shop-a', 'shop-b']);
      expect(merchants.find((m) => m.id === 'acme')?.feed?.url).toBe(
        'https://acme.example/feed.tsv',
      );
      expect(merchants.find((m) => m.id === 'demo-shop')).toMatchObject({
        isDemo: true,
        feed: null,
      });

      // Back to a feed read from files only.
      const cleared = await asAdmin('/api/admin/feeds/acme', { method: 'PUT', body: SETTINGS });
      expect(cleared.body.feed).toMatchObject({ url: null, mapping: null });
    });

    it('puts what no variant matched in the review queue, with a suggestion, after an import', async () => {
      await importFile();
      const queue = await items();
      expect(queue.map((i) => i.productId).sort()).toEqual(['OV-GUARD', 'QX-BARREL', 'ZETA-RAIL']);
      const zeta = queue.find((i) => i.productId === 'ZETA-RAIL')!;
      expect(zeta).toMatchObject({
        merchantId: 'acme',
        merchantName: 'Acme Arms',
        status: 'unmatched',
        title: 'Zeta Arms Featherweight 15 inch M-LOK Handguard',
        price: 189,
        inStock: true,
        link: 'https://acme.example/p/zeta',
        imageUrl: 'https://acme.example/img/zeta.jpg',
        variant: null,
      });
      expect(zeta.suggestion).toMatchObject({
        kind: 'part',
        type: 'ar15-handguards',
        typeLabel: 'Handguards',
        categoryLabel: 'Hand Guards',
      });
      expect(zeta.suggestion!.confidence).toBeGreaterThan(0);

      // The barrel matched by its GTIN is no review's business; it is listed as matched.
      const matched = await items('?status=matched');
      expect(matched.map((i) => [i.productId, i.variant?.id, i.matchMethod])).toEqual([
        ['FX-16', 'fx-16', 'gtin'],
      ]);
      // Filters: by merchant and by words of the title.
      expect(await items('?merchant=shop-a')).toEqual([]);
      expect((await items('?q=zeta%20m-lok')).map((i) => i.productId)).toEqual(['ZETA-RAIL']);
      const paged = await asAdmin<FeedItemsResponse>('/api/admin/feed-items?pageSize=2&page=2');
      expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.body.items).toHaveLength(1);
      const badStatus = await asAdmin('/api/admin/feed-items?status=lost');
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.errors).toHaveProperty('status');

      // The merchant's line: one listed offer, three waiting, the run's counts.
      const list = await asAdmin<FeedMerchantsResponse>('/api/admin/feeds');
      const acme = list.body.items.find((m) => m.id === 'acme')!;
      expect(acme.offers).toEqual({ listed: 1, stale: 0, gone: 0 });
      expect(acme.unmatched).toBe(3);
      expect(acme.lastRun).toMatchObject({ status: 'succeeded', trigger: 'cli', rowsRead: 4 });
      expect(acme.lastRun!.report).toMatchObject({
        parts: { matched: 1, unmatched: 3, ignored: 0 },
      });

      const runs = await asAdmin<{ items: FeedRun[] }>(
        '/api/admin/feed-runs?merchant=acme&limit=5',
      );
      expect(runs.body.items).toHaveLength(1);
      const run = await asAdmin<FeedRun>(`/api/admin/feed-runs/${runs.body.items[0]!.id}`);
      expect(feedRunSchema.parse(run.body)).toMatchObject({
        status: 'succeeded',
        source: 'acme.tsv',
      });
      const missing = await asAdmin('/api/admin/feed-runs/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect((await asAdmin('/api/admin/feed-runs/not-a-run')).status).toBe(404);
      expect((await asAdmin('/api/admin/feed-runs?limit=101')).status).toBe(400);
    });

    it('finds variants to link to by brand, name, model, UPC and part number', async () => {
      const search = async (q: string) =>
        (await asAdmin<VariantSearchResponse>(`/api/admin/variants?q=${encodeURIComponent(q)}`))
          .body.items;
      expect(await search('faxon 16')).toEqual([
        expect.objectContaining({
          variantId: 'fx-16',
          groupId: 'fx',
          groupName: 'Gunner Barrel',
          brand: 'Faxon Firearms',
          typeLabel: 'Barrels',
          model: '16" 5.56 NATO',
        }),
      ]);
      expect((await search(GTIN)).map((v) => v.variantId)).toEqual(['fx-16']);
      expect((await search('mi-crm15')).map((v) => v.variantId)).toEqual(['mi-15']);
      expect((await search('combat m-lok')).map((v) => v.variantId)).toEqual(['mi-15']);
      expect(await search('100%')).toEqual([]);
      const empty = await asAdmin('/api/admin/variants?q=');
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveProperty('q');
    });

    it('links an item: the offer is on the variant at once, with its history, and later runs keep it', async () => {
      const linked = await asAdmin<{ item: FeedItem }>(
        '/api/admin/feed-items/acme/ZETA-RAIL/link',
        {
          method: 'POST',
          body: { variantId: 'mi-15' },
        },
      );
      expect(linked.status).toBe(200);
      expect(linked.body.item).toMatchObject({
        status: 'linked',
        matchMethod: 'operator',
        variant: { id: 'mi-15', groupId: 'mi', brand: 'Midwest Industries' },
      });
      const rail = await group('mi');
      expect(rail.variants[0]!.vendor).toEqual([
        expect.objectContaining({ merchantName: 'Acme Arms', price: 189, inStock: true }),
      ]);
      expect(rail.group.price).toBe(189);
      const history: unknown = await db().execute(
        sql`select price from price_history where merchant_id = 'acme' and variant_id = 'mi-15'`,
      );
      expect((history as { rows: { price: number }[] }).rows.map((r) => Number(r.price))).toEqual([
        189,
      ]);
      expect((await items()).map((i) => i.productId)).not.toContain('ZETA-RAIL');

      // The same file again: the link holds and nothing changes.
      const again = await importFile();
      expect(again.report?.parts).toEqual({ matched: 2, unmatched: 2, ignored: 0 });
      expect(again.report?.offers).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
      expect((await itemOf('ZETA-RAIL', 'linked'))?.variant?.id).toBe('mi-15');

      // Another product of the merchant cannot be the offer for the same variant.
      const taken = await asAdmin('/api/admin/feed-items/acme/QX-BARREL/link', {
        method: 'POST',
        body: { variantId: 'mi-15' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(feedMessages.offerTaken('Acme Arms', 'ZETA-RAIL'));
      const noVariant = await asAdmin('/api/admin/feed-items/acme/QX-BARREL/link', {
        method: 'POST',
        body: { variantId: 'no-such-variant' },
      });
      expect(noVariant.status).toBe(404);
      expect(noVariant.body.message).toBe(feedMessages.variantNotFound('no-such-variant'));
      const noItem = await asAdmin('/api/admin/feed-items/acme/NOPE/link', {
        method: 'POST',
        body: { variantId: 'mi-15' },
      });
      expect(noItem.status).toBe(404);
      expect(noItem.body.message).toBe(feedMessages.itemNotFound('acme', 'NOPE'));
      const noBody = await asAdmin('/api/admin/feed-items/acme/QX-BARREL/link', {
        method: 'POST',
        body: {},
      });
      expect(noBody.status).toBe(400);
      expect(noBody.body.errors).toHaveProperty('variantId');
    });

    it('creates a product group and variant for an item, and the public catalogue shows it', async () => {
      const badType = await asAdmin('/api/admin/feed-items/acme/QX-BARREL/create', {
        method: 'POST',
        body: { type: 'ar15-spaceships', partName: 'X', brand: 'Y', model: 'Z' },
      });
      expect(badType.status).toBe(400);
      expect(badType.body.errors).toHaveProperty('type');
      const badUpc = await asAdmin('/api/admin/feed-items/acme/QX-BARREL/create', {
        method: 'POST',
        body: { type: 'ar15-barrels', partName: 'X', brand: 'Y', model: 'Z', upc: '12ab' },
      });
      expect(badUpc.body.errors).toHaveProperty('upc');

      const created = await asAdmin<{ item: FeedItem }>(
        '/api/admin/feed-items/acme/QX-BARREL/create',
        {
          method: 'POST',
          body: {
            type: 'ar15-barrels',
            partName: 'Heavy Fluted Rifle Barrel',
            brand: 'Quixote Precision',
            model: '20" .223 Wylde',
            upc: '',
            mpn: 'QX-HF20',
          },
        },
      );
      expect(created.status).toBe(200);
      const groupId = 'quixote-precision-heavy-fluted-rifle-barrel';
      expect(created.body.item).toMatchObject({ status: 'created', variant: { groupId } });
      const detail = await group(groupId);
      expect(detail.group).toMatchObject({
        partName: 'Heavy Fluted Rifle Barrel',
        brand: 'Quixote Precision',
        price: 349.5,
      });
      expect(detail.variants).toHaveLength(1);
      expect(detail.variants[0]!.vendor).toEqual([
        expect.objectContaining({ merchantName: 'Acme Arms', price: 349.5 }),
      ]);
      expect((await itemOf('QX-BARREL', 'created'))?.variant?.id).toBe(
        created.body.item.variant!.id,
      );
    });

    it('ignores an item: it leaves the queue, later runs skip it and write no offer; unignore brings it back', async () => {
      const ignored = await asAdmin<{ item: FeedItem }>(
        '/api/admin/feed-items/acme/OV-GUARD/ignore',
        {
          method: 'POST',
        },
      );
      expect(ignored.status).toBe(200);
      expect(ignored.body.item.status).toBe('ignored');
      expect(await items()).toEqual([]);

      const again = await importFile();
      expect(again.report?.parts.ignored).toBe(1);
      expect((await itemOf('OV-GUARD', 'ignored'))?.status).toBe('ignored');
      expect(await acmeOffers('OV-GUARD')).toEqual([]);

      // Ignoring a linked item marks its offer gone, never deletes it.
      await asAdmin('/api/admin/feed-items/acme/ZETA-RAIL/ignore', { method: 'POST' });
      expect(await acmeOffers('ZETA-RAIL')).toEqual([
        expect.objectContaining({ variantId: 'mi-15', inStock: false, gone: true }),
      ]);
      expect((await group('mi')).group.price).toBeUndefined();

      const back = await asAdmin<{ item: FeedItem }>(
        '/api/admin/feed-items/acme/OV-GUARD/unignore',
        {
          method: 'POST',
        },
      );
      expect(back.body.item.status).toBe('unmatched');
      expect((await items()).map((i) => i.productId)).toEqual(['OV-GUARD']);
      const twice = await asAdmin('/api/admin/feed-items/acme/OV-GUARD/unignore', {
        method: 'POST',
      });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe(feedMessages.notIgnored);
    });

    it('runs a feed now: 202 at once, its progress and report by id, and a second Run now while it runs is a 409', async () => {
      const noUrl = await asAdmin('/api/admin/feeds/shop-a/run', { method: 'POST' });
      expect(noUrl.status).toBe(400);
      expect(noUrl.body.errors).toHaveProperty('url');
      const unknown = await asAdmin('/api/admin/feeds/no-such-shop/run', { method: 'POST' });
      expect(unknown.status).toBe(404);

      // A feed server that sends the header and a row, then holds the rest until released.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const body = tsv(ROWS.slice(0, 2));
      const feedServer: Server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/tab-separated-values' });
        res.write(body.slice(0, 80));
        void released.then(() => res.end(body.slice(80)));
      });
      await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = feedServer.address() as AddressInfo;
        const saved = await asAdmin('/api/admin/feeds/acme', {
          method: 'PUT',
          body: { ...SETTINGS, url: `http://127.0.0.1:${port}/acme.tsv` },
        });
        expect(saved.status).toBe(200);

        const started = await asAdmin<{ runId: string }>('/api/admin/feeds/acme/run', {
          method: 'POST',
        });
        expect(started.status).toBe(202);
        const { runId } = started.body;
        const running = await asAdmin<FeedRun>(`/api/admin/feed-runs/${runId}`);
        expect(running.body).toMatchObject({ status: 'running', trigger: 'admin', report: null });
        const listed = await asAdmin<FeedMerchantsResponse>('/api/admin/feeds');
        expect(listed.body.items.find((m) => m.id === 'acme')?.feed?.running).toBe(true);

        const second = await asAdmin('/api/admin/feeds/acme/run', { method: 'POST' });
        expect(second.status).toBe(409);
        expect(second.body.message).toBe(feedMessages.running('Acme Arms'));

        release();
        const finished = await waitFor(async () => {
          const res = await asAdmin<FeedRun>(`/api/admin/feed-runs/${runId}`);
          return res.body.status === 'running' ? undefined : res.body;
        }, 20_000);
        expect(finished).toMatchObject({
          status: 'succeeded',
          rowsRead: 2,
          source: `http://127.0.0.1:${port}/acme.tsv`,
          report: { rows: 2, parts: { matched: 1 } },
        });
        expect(finished.finishedAt).not.toBeNull();
      } finally {
        release();
        await new Promise((resolve) => feedServer.close(resolve));
      }
    });
  },
  { env: { FEEDS_ALLOW_PRIVATE: 'true' } },
);
