import { upsertAmmo } from '../../modules/ammo/store.ts';
import type { Db } from '../client.ts';
import { generateDemoAmmo } from './ammo/generate.ts';

/**
 * The demo ammunition catalogue (ADR 034): ~220 listings of real makers' loads across every
 * calibre of the caliber filter, generated from compact tables, and the seven merchants that sell
 * them (marked demo). Upserts by id, so `npm run db:seed` brings an existing database up to date.
 * The offers come through the feed importer (offers-seeder.ts, ADR 084).
 */
export const ammoSeeder = {
  name: 'ammunition',
  run: (db: Db) => upsertAmmo(db, { ...generateDemoAmmo(), offers: [] }),
};
