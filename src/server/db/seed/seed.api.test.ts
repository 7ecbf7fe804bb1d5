import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import type { CatalogListResponse } from '../../../shared/catalog/schema.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import { refreshDemoOffers, seed, seedIfEmpty } from './seed.ts';

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows[0]!;
}

const DAY = 86_400_000;
/**
 * Seeding the whole demo and then running every demo merchant's feed takes about 15 s on an idle
 * embedded database and more than 30 s (vitest's default) on a busy 2-core machine.
 */
const SEED_AND_REFRESH_MS = 120_000;

const offerCounts = (db: Db) =>
  one<{ offers: number; fresh: number; history: number; runs: number }>(
    db,
    sql`select (select count(*)::int from catalog_offers) + (select count(*)::int from ammo_offers)
                 as offers,
               (select count(*)::int from catalog_offers where checked_at > now() - interval '1 hour')
                 + (select count(*)::int from ammo_offers where checked_at > now() - interval '1 hour')
                 as fresh,
               (select count(*)::int from price_history) as history,
               (select count(*)::int from feed_runs) as runs`,
  );

describeApi('demo seed', (server) => {
  it('refreshes nothing in a database that was never seeded', async () => {
    expect(await refreshDemoOffers(server().database.db)).toEqual([]);
  });

  it(
    'seeds an empty database once, and start-up leaves a seeded one alone',
    async () => {
      const { db } = server().database;
      const first = await seedIfEmpty(db);
      expect(first.seeded).toBe(true);
      const marker = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
      expect(marker).toHaveLength(1);

      const second = await seedIfEmpty(db);
      expect(second.seeded).toBe(false);
    },
    // A whole demo seed: past 20 s on PGlite under CI's load.
    SEED_AND_REFRESH_MS,
  );

  it('leaves a freshly seeded demo alone at start-up', async () => {
    const { db } = server().database;
    const before = await offerCounts(db);
    expect(await refreshDemoOffers(db)).toEqual([]);
    expect(await offerCounts(db)).toEqual(before);
  });

  it(
    'can be run again by npm run db:seed without error (idempotent)',
    async () => {
      // The database is already seeded (above): seeding it again must work.
      const { db } = server().database;
      await seed(db, new Date('2026-01-02T00:00:00Z'));
      const marker = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
      expect(marker).toHaveLength(1);
      expect(marker[0]?.value).toBe('2026-01-02T00:00:00.000Z');
    },
    // A whole demo seed over an existing one: past 20 s on PGlite under CI's load.
    SEED_AND_REFRESH_MS,
  );

  it(
    'gives a demo seeded eight days ago its prices back at start-up, with no price history',
    async () => {
      const { db } = server().database;
      await seed(db, new Date(Date.now() - 8 * DAY));
      // a database seeded before demo merchants were marked: known by their .example website
      await db.execute(sql`update catalog_merchants set is_demo = false where id = 'brownells'`);
      const priced = async () =>
        (
          (await server().api('/api/catalog/groups?pageSize=100')).body as CatalogListResponse
        ).items.filter((g) => typeof g.price === 'number').length;
      expect(await priced()).toBe(0);
      const before = await offerCounts(db);

      const results = await refreshDemoOffers(db);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 'succeeded'));
      expect(results.length).toBeGreaterThanOrEqual(10);
      expect(results.every((r) => r.report?.rejected === 0 && r.report.offers.changed === 0)).toBe(
        true,
      );
      const after = await offerCounts(db);
      expect(after).toEqual({
        offers: before.offers,
        fresh: before.offers,
        history: before.history,
        runs: before.runs + results.length,
      });
      expect(await priced()).toBe(100);
      const brownells = await one<{ isDemo: boolean }>(
        db,
        sql`select is_demo as "isDemo" from catalog_merchants where id = 'brownells'`,
      );
      expect(brownells.isDemo).toBe(true);
    },
    SEED_AND_REFRESH_MS,
  );
});
