import { upsertAmmo } from '../../modules/ammo/store.ts';
import type { Db } from '../client.ts';
import { generateDemoAmmo } from './ammo/generate.ts';

/**
 * The demo ammunition catalogue (ADR 034): ~250 listings of real makers' loads across
 * every calibre of the caliber filter, generated from compact tables, each sold by two to five of seven
 * merchants. Upserts by id (offers by merchant + product id), so `npm run db:seed` brings an
 * existing database up to date.
 */
export const ammoSeeder = {
  name: 'ammunition',
  run: (db: Db) => upsertAmmo(db, generateDemoAmmo()),
};
