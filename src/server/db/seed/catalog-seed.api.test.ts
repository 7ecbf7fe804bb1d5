import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListResponse,
} from '../../../shared/catalog/schema.ts';
import { subPartForName } from '../../../shared/build/mapping.ts';
import { BUILD_GROUPS } from '../../../shared/build/parts.ts';
import { catalogGroups, catalogMerchants, catalogOffers, catalogVariants } from '../schema.ts';
import type { Db } from '../client.ts';
import { generateDemoCatalog } from './catalog/generate.ts';
import { DEMO_FEED_MERCHANTS } from './feeds/rows.ts';
import { seed } from './seed.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// The full demo catalogue, seeded once per database kind (ADR 021), its offers through the demo
// merchants' feeds (ADR 084).
describeApi('demo catalogue seed', (server) => {
  beforeAll(async () => {
    await seed(server().database.db);
  });

  it('has at least 300 groups, 1–12 variants each, and every non-ammo sub-part covered', async () => {
    const { db } = server().database;
    const groups = await db
      .select({
        id: catalogGroups.id,
        subPart: catalogGroups.subPart,
        n: catalogGroups.variantCount,
      })
      .from(catalogGroups);
    expect(groups.length).toBeGreaterThanOrEqual(300);
    for (const g of groups) {
      expect(g.n, g.id).toBeGreaterThanOrEqual(1);
      expect(g.n, g.id).toBeLessThanOrEqual(12);
    }
    const covered = new Set(groups.map((g) => g.subPart));
    const wanted = BUILD_GROUPS.filter((g) => g.name !== 'Ammunition').flatMap((g) => g.subParts);
    expect(wanted.filter((s) => !covered.has(s))).toEqual([]);
  });

  it('has at least four merchants with differing prices, some out of stock', async () => {
    const { db } = server().database;
    expect((await db.select().from(catalogMerchants)).length).toBeGreaterThanOrEqual(4);
    const [stats] = await rows<{ out: number; spread: number; soldOutGroups: number }>(
      db,
      sql`
        select (select count(*)::int from ${catalogOffers} where not in_stock) as "out",
               (select count(*)::int from (
                  select variant_id from ${catalogOffers}
                   group by variant_id having count(distinct price) > 1) s) as "spread",
               (select count(*)::int from ${catalogGroups} where not in_stock) as "soldOutGroups"`,
    );
    expect(stats!.out).toBeGreaterThan(0);
    expect(stats!.spread).toBeGreaterThan(100);
    expect(stats!.soldOutGroups).toBeGreaterThan(0);
  });

  it('gives composites included parts the builder maps, and every group a from price', async () => {
    const { db } = server().database;
    const variants = await db
      .select({ id: catalogVariants.id, included: catalogVariants.includedParts })
      .from(catalogVariants);
    const composites = variants.filter((v) => v.included.length > 0);
    expect(composites.length).toBeGreaterThan(50);
    const unmapped = composites.flatMap((v) =>
      v.included.filter((p) => !subPartForName(p)).map((p) => `${v.id}: ${p}`),
    );
    expect(unmapped).toEqual([]);
    const list = (await server().api('/api/catalog/groups?pageSize=100&sort=-price'))
      .body as CatalogListResponse;
    expect(list.total).toBeGreaterThanOrEqual(300);
    expect(list.items.every((g) => typeof g.price === 'number')).toBe(true);
  });

  it('answers the detail of a real product line with its variants’ specs', async () => {
    const res = await server().api(
      '/api/catalog/groups/ballistic-advantage-modern-series-government-profile-barrel',
    );
    expect(res.status).toBe(200);
    const detail = res.body as CatalogGroupDetail;
    expect(detail.group.brand).toBe('Ballistic Advantage');
    expect(detail.variants.length).toBe(10);
    expect(detail.variants[0]).toMatchObject({
      caliber: '5.56 NATO',
      barrelLength: '10.3"',
      twistRate: '1:7',
      threading: '1/2x28',
    });
    const image = await server().api(detail.group.images[0] ?? '(no image)');
    expect(image.status).toBe(200);
  });

  it('deep pages (from the order snapshot) continue the first pages exactly', async () => {
    const groups = (await server().api('/api/group-data')).body as CatalogGroup[];
    const all = groups.map((g) => g._id);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 100); page++) {
      const res = await server().api(`/api/catalog/groups?sort=name&pageSize=100&page=${page}`);
      const body = res.body as CatalogListResponse;
      expect(body.total).toBe(all.length);
      pages.push(...body.items.map((g) => g._id));
    }
    expect(pages).toEqual(all);
    const popular = await server().api('/api/catalog/groups?pageSize=20&page=11');
    expect((popular.body as CatalogListResponse).items).toHaveLength(20);
  });

  it('takes every offer from the demo merchants’ feeds, matched by GTIN, at the demo prices', async () => {
    const { db } = server().database;
    const offers = await rows<{
      variantId: string;
      merchantId: string;
      productId: string | null;
      price: string | number;
      inStock: boolean;
      shipping: string;
      buyUrl: string;
      method: string | null;
    }>(
      db,
      sql`select o.variant_id as "variantId", o.merchant_id as "merchantId",
                 o.product_id as "productId", o.price, o.in_stock as "inStock", o.shipping,
                 o.buy_url as "buyUrl", i.match_method as method
            from ${catalogOffers} o
            left join feed_items i
                   on i.merchant_id = o.merchant_id and i.product_id = o.product_id`,
    );
    expect(offers.filter((o) => !o.productId || o.method !== 'gtin')).toEqual([]);
    const key = (o: { variantId: string; merchantId: string }) => `${o.variantId}|${o.merchantId}`;
    const stored = new Map(
      offers.map((o) => [
        key(o),
        { price: Number(o.price), inStock: o.inStock, shipping: o.shipping, buyUrl: o.buyUrl },
      ]),
    );
    const demo = new Map(
      generateDemoCatalog().offers.map((o) => [
        key(o),
        { price: o.price, inStock: o.inStock, shipping: o.shipping, buyUrl: o.buyUrl },
      ]),
    );
    expect(stored).toEqual(demo);
  });

  it('records one succeeded seed run per demo merchant, no row rejected, merchants marked demo', async () => {
    const { db } = server().database;
    const runs = await rows<{ merchantId: string; status: string; rejected: number; n: number }>(
      db,
      sql`select merchant_id as "merchantId", status, (report->>'rejected')::int as rejected,
                 count(*) over (partition by merchant_id)::int as n
            from feed_runs where trigger = 'seed' order by merchant_id`,
    );
    expect(runs).toEqual(
      DEMO_FEED_MERCHANTS.map((m) => ({
        merchantId: m.id,
        status: 'succeeded',
        rejected: 0,
        n: 1,
      })).sort((a, b) => a.merchantId.localeCompare(b.merchantId)),
    );
    const merchants = await db
      .select({ id: catalogMerchants.id, isDemo: catalogMerchants.isDemo })
      .from(catalogMerchants);
    expect(merchants.filter((m) => !m.isDemo)).toEqual([]);
  });

  it('is idempotent: seeding again changes no counts and writes no price history', async () => {
    const { db } = server().database;
    const count = async () =>
      (
        await rows<{ g: number; v: number; o: number; h: number; gone: number }>(
          db,
          sql`select (select count(*)::int from ${catalogGroups}) as g,
                     (select count(*)::int from ${catalogVariants}) as v,
                     (select count(*)::int from ${catalogOffers}) as o,
                     (select count(*)::int from price_history) as h,
                     (select count(*)::int from ${catalogOffers} where gone_at is not null) as gone`,
        )
      )[0];
    const before = await count();
    expect(before!.h).toBeGreaterThan(0);
    await seed(db);
    expect(await count()).toEqual(before);
    const [last] = await rows<{ unchanged: number; changed: number; history: number }>(
      db,
      sql`select sum((report->'offers'->>'unchanged')::int)::int as unchanged,
                 sum((report->'offers'->>'changed')::int + (report->'offers'->>'new')::int)::int
                   as changed,
                 sum((report->>'historyRows')::int)::int as history
            from (select distinct on (merchant_id) report from feed_runs
                   where trigger = 'seed' order by merchant_id, started_at desc) r`,
    );
    expect(last).toMatchObject({ changed: 0, history: 0 });
    expect(last!.unchanged).toBeGreaterThan(3000);
  });
});
