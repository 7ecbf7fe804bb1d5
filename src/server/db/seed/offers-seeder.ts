import type { Db } from '../client.ts';
import { importDemoOffers } from './feeds/import-demo.ts';

/**
 * The demo merchants' offers, parts and ammunition (ADR 084): never written directly, but written
 * as each merchant's feed file and imported through the feed importer, after the catalogues whose
 * products they match by GTIN. Idempotent: the same files again change nothing but the time each
 * offer was last checked, and write no price history.
 */
export const offersSeeder = {
  name: 'offers',
  async run(db: Db, now: Date) {
    const results = await importDemoOffers(db, { now, strict: true });
    return { rows: results.reduce((sum, r) => sum + (r.report?.rows ?? 0), 0) };
  },
};
