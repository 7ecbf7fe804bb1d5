import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import { ammoSeeder } from './ammo-seeder.ts';
import { blogSeeder } from './blog-seeder.ts';
import { catalogSeeder } from './catalog-seeder.ts';
import { refreshDemoMerchants, type DemoFeedResult } from './feeds/import-demo.ts';
import { offersSeeder } from './offers-seeder.ts';

/**
 * A seeder loads one area's demo content. It must be idempotent (upserts or ON CONFLICT DO
 * NOTHING keyed on natural keys) so `npm run db:seed` can run again safely, and must insert in
 * batches (see batch.ts). The demo offers come last: their feeds match the catalogues' products.
 */
export interface Seeder {
  name: string;
  /** `now`: when the seed happens (the demo offers are checked at that time). */
  run(db: Db, now: Date): Promise<{ rows: number }>;
}

export const seeders: Seeder[] = [catalogSeeder, ammoSeeder, offersSeeder, blogSeeder];

const SEEDED_KEY = 'demo_seeded_at';

export interface SeedReport {
  seeded: boolean;
  results: { name: string; rows: number }[];
}

/** Runs every seeder inside one transaction (all or nothing), then records when it happened. */
export async function seed(db: Db, now: Date = new Date()): Promise<SeedReport> {
  const results: SeedReport['results'] = [];
  await db.transaction(async (tx) => {
    for (const seeder of seeders) {
      const { rows } = await seeder.run(tx, now);
      results.push({ name: seeder.name, rows });
    }
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: now.toISOString(), updatedAt: now },
      });
  });
  return { seeded: true, results };
}

async function isSeeded(db: Db): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return marker.length > 0;
}

/** Start-up seeds only a database that has never been seeded. */
export async function seedIfEmpty(db: Db): Promise<SeedReport> {
  if (await isSeeded(db)) return { seeded: false, results: [] };
  return seed(db);
}

/**
 * Start-up keeps a seeded demo's prices: offers a feed has not seen for OFFER_STALE_DAYS give no
 * 'from' price, so the demo merchants' feeds are imported again when their offers were last
 * checked more than a day ago (unchanged rows only have that time moved). Nothing happens to a
 * database that was never seeded, or whose demo offers are fresh.
 */
export async function refreshDemoOffers(db: Db, now: Date = new Date()): Promise<DemoFeedResult[]> {
  if (!(await isSeeded(db))) return [];
  return refreshDemoMerchants(db, now);
}
