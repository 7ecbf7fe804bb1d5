import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import { ammoSeeder } from './ammo-seeder.ts';
import { blogSeeder } from './blog-seeder.ts';
import { catalogSeeder } from './catalog-seeder.ts';

/**
 * A seeder loads one area's demo content. It must be idempotent (upserts or ON CONFLICT DO
 * NOTHING keyed on natural keys) so `npm run db:seed` can run again safely, and must insert in
 * batches (see batch.ts). Later areas (catalogue, ammunition, blog) register theirs here.
 */
export interface Seeder {
  name: string;
  run(db: Db): Promise<{ rows: number }>;
}

export const seeders: Seeder[] = [catalogSeeder, ammoSeeder, blogSeeder];

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
      const { rows } = await seeder.run(tx);
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

/** Start-up seeds only a database that has never been seeded. */
export async function seedIfEmpty(db: Db): Promise<SeedReport> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker.length > 0) return { seeded: false, results: [] };
  return seed(db);
}
