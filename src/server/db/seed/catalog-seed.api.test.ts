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
import { seed } from './seed.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// The full demo catalogue, seeded once per database kind (ADR 021).
describeApi('demo catalogue seed', (server) => {
  beforeAll(async () => {
    await seed(server().database.db, new Date('2026-11-23T00:00:00Z'));
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
    for (let page = 1; page <= 4; page++) {
      const res = await server().api(`/api/catalog/groups?sort=name&pageSize=100&page=${page}`);
      const body = res.body as CatalogListResponse;
      expect(body.total).toBe(all.length);
      pages.push(...body.items.map((g) => g._id));
    }
    expect(pages).toEqual(all);
    const popular = await server().api('/api/catalog/groups?pageSize=20&page=11');
    expect((popular.body as CatalogListResponse).items).toHaveLength(20);
  });

  it('is idempotent: seeding again changes no counts', async () => {
    const { db } = server().database;
    const count = async () =>
      (
        await rows<{ g: number; v: number; o: number }>(
          db,
          sql`select (select count(*)::int from ${catalogGroups}) as g,
                     (select count(*)::int from ${catalogVariants}) as v,
                     (select count(*)::int from ${catalogOffers}) as o`,
        )
      )[0];
    const before = await count();
    await seed(db, new Date('2026-11-24T00:00:00Z'));
    expect(await count()).toEqual(before);
  });
});
