import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import type { AmmoDetail, AmmoListResponse } from '../../../shared/ammo/schema.ts';
import { AMMO_FILTER_CALIBER_KEYS } from '../../../shared/ammo/calibers.ts';
import type { Db } from '../client.ts';
import { generateDemoAmmo } from './ammo/generate.ts';
import { seed } from './seed.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// The demo ammunition catalogue, seeded once per database kind (ADR 034), its offers through the
// demo merchants' feeds (ADR 084).
describeApi('demo ammunition seed', (server) => {
  beforeAll(async () => {
    await seed(server().database.db);
  });

  it('lists ammo of every calibre of the filter, ten or more of each common rifle calibre', async () => {
    for (const key of AMMO_FILTER_CALIBER_KEYS) {
      const res = await server().api(`/api/ammo?caliber=${key}&pageSize=1`);
      expect((res.body as AmmoListResponse).total, key).toBeGreaterThanOrEqual(3);
    }
    for (const key of ['556', '223', '308', '300-blackout', '65-grendel', '762x39']) {
      const res = await server().api(`/api/ammo?caliber=${key}&pageSize=1`);
      expect((res.body as AmmoListResponse).total, key).toBeGreaterThanOrEqual(10);
    }
  });

  it('has several merchants per item, differing prices and some stock-outs', async () => {
    const [stats] = await rows<{ merchants: number; out: number; soldOut: number; single: number }>(
      server().database.db,
      sql`select (select count(distinct merchant_id)::int from ammo_offers) as merchants,
                 (select count(*)::int from ammo_offers where not in_stock) as "out",
                 (select count(*)::int from ammunition where not in_stock) as "soldOut",
                 (select count(*)::int from ammunition where offer_count < 2) as single`,
    );
    expect(stats!.merchants).toBeGreaterThanOrEqual(6);
    expect(stats!.out).toBeGreaterThan(0);
    expect(stats!.soldOut).toBeGreaterThan(0);
    expect(stats!.single).toBe(0);
  });

  it('fills every price bucket and answers a real load’s detail', async () => {
    for (const range of ['under-50', '50-100', '100-200', '200-plus']) {
      const res = await server().api(`/api/ammo?priceRange=${range}&pageSize=1`);
      expect((res.body as AmmoListResponse).total, range).toBeGreaterThan(0);
    }
    const res = await server().api('/api/ammo/federal-american-eagle-556-nato-55gr-fmj-20rd');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Federal American Eagle 5.56x45 Ammo - 20 Rounds of 55 Grain FMJ Ammunition',
      brand: 'Federal',
      caliber: '556',
      grain: 55,
      bulletType: 'FMJ',
      roundCount: 20,
      platform: 'AR15',
    });
    const detail = res.body as AmmoDetail;
    expect(detail.vendor.length).toBeGreaterThanOrEqual(2);
    const prices = detail.vendor.map((v) => v.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(detail.price).toBe(prices[0]);
  });

  it('takes every offer from the demo merchants’ feeds, each its load’s, at the demo prices', async () => {
    const offers = await rows<{
      merchantId: string;
      productId: string;
      ammoId: string;
      price: string | number;
      inStock: boolean;
      shipping: string;
      buyUrl: string;
    }>(
      server().database.db,
      sql`select merchant_id as "merchantId", product_id as "productId", ammo_id as "ammoId",
                 price, in_stock as "inStock", shipping, buy_url as "buyUrl"
            from ammo_offers`,
    );
    const key = (o: { merchantId: string; productId: string }) => `${o.merchantId}|${o.productId}`;
    const stored = new Map(
      offers.map((o) => [
        key(o),
        {
          ammoId: o.ammoId,
          price: Number(o.price),
          inStock: o.inStock,
          shipping: o.shipping,
          buyUrl: o.buyUrl,
        },
      ]),
    );
    const demo = generateDemoAmmo();
    const expected = new Map(
      demo.offers.map((o) => [
        key(o),
        {
          ammoId: o.ammoId,
          price: o.price,
          inStock: o.inStock,
          shipping: o.shipping,
          buyUrl: o.buyUrl,
        },
      ]),
    );
    expect(stored).toEqual(expected);
    // no product was made from a title: every row found its load by GTIN
    const [{ n }] = (await rows<{ n: number }>(
      server().database.db,
      sql`select count(*)::int as n from ammunition`,
    )) as [{ n: number }];
    expect(n).toBe(demo.items.length);
  });

  it('is idempotent: seeding again changes no counts and writes no price history', async () => {
    const { db } = server().database;
    const count = async () =>
      (
        await rows<{ a: number; o: number; m: number; h: number }>(
          db,
          sql`select (select count(*)::int from ammunition) as a,
                     (select count(*)::int from ammo_offers) as o,
                     (select count(*)::int from catalog_merchants where is_demo) as m,
                     (select count(*)::int from price_history where ammo_id is not null) as h`,
        )
      )[0];
    const before = await count();
    expect(before!.m).toBeGreaterThanOrEqual(7);
    await seed(db);
    expect(await count()).toEqual(before);
  });
});
