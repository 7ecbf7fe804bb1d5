import { upsertCatalog } from '../../modules/catalog/store.ts';
import type { Db } from '../client.ts';
import { generateDemoCatalog } from './catalog/generate.ts';

/**
 * The demo parts catalogue (ADR 021): 300+ groups of real AR-15 brands and product lines
 * generated from compact tables, with their variants and our own silhouettes, and the six
 * merchants (marked demo). Upserts by id, so `npm run db:seed` brings an existing database up to
 * date. The merchants' offers are not written here: they come through the feed importer
 * (offers-seeder.ts, ADR 084).
 */
export const catalogSeeder = {
  name: 'catalogue',
  run: (db: Db) => upsertCatalog(db, { ...generateDemoCatalog(), offers: [] }),
};
