import { upsertCatalog } from '../../modules/catalog/store.ts';
import type { Db } from '../client.ts';
import { generateDemoCatalog } from './catalog/generate.ts';

/**
 * The demo parts catalogue (ADR 021): 300+ groups of real AR-15 brands and product lines
 * generated from compact tables, with variants, six merchants' offers and our own silhouettes.
 * Upserts by id, so `npm run db:seed` brings an existing database up to date.
 */
export const catalogSeeder = {
  name: 'catalogue',
  run: (db: Db) => upsertCatalog(db, generateDemoCatalog()),
};
