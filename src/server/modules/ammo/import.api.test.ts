import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { databaseKinds } from '../../../../tests/databases.ts';
import { runScript } from '../../../../tests/run-script.ts';
import { readFixture as readSharedData } from '../../../../tests/fixtures.ts';
import { ammoImportMessages as m } from '../../../shared/ammo/messages.ts';
import type { AmmoDetail, AmmoListResponse } from '../../../shared/ammo/schema.ts';
import { importAmmoListings } from './import.ts';
import { readListingsFile, type ListingRecord } from './listing-file.ts';

// npm run ammo:import (ADR 033) against the test databases: a small CSV fixture imported
// twice (imported, then updated), a JSON file of changes, the real scraped titles, and the command
// itself.

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures',
);
const CSV = path.join(fixtures, 'ammo-listings.csv');
const UPDATE = path.join(fixtures, 'ammo-listings-update.json');

const FIRST_RUN_REJECTED = [
  { row: 5, reasons: [m.priceMissing, m.roundCountMissing] },
  {
    row: 6,
    reasons: [m.buyLinkInvalid('ftp://lucky-gunner.example/lg-3'), m.caliberUnknown('22 Hornet')],
  },
  { row: 7, reasons: [m.duplicateInFile(1)] },
  { row: 9, reasons: [m.brandMissing, m.roundCountMissing] },
];

const AE_556 = 'federal-american-eagle-556x45-ammo-20-rounds-of-55-grain-fmj-ammunition';

describeApi('ammo import', (server) => {
  it('imports a CSV file: new listings imported, bad rows rejected with every reason', async () => {
    const records = await readListingsFile(CSV);
    const progress: number[] = [];
    const report = await importAmmoListings(server().database.db, records, {
      batchSize: 4,
      onProgress: (done) => progress.push(done),
    });
    expect(report).toEqual({ total: 9, imported: 5, updated: 0, rejected: FIRST_RUN_REJECTED });
    expect(progress).toEqual([4, 8, 9]);

    // Two merchants' listings of one title are one item with two offers.
    const list = await server().api<AmmoListResponse>('/api/ammo?caliber=556');
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: AE_556,
        brand: 'Federal',
        caliber: '556',
        grain: 55,
        bulletType: 'FMJ',
        roundCount: 20,
        price: 9.99,
        pricePerRound: 0.4995,
        inStock: true,
        offerCount: 2,
      }),
    ]);
    const wolf = (await server().api<AmmoListResponse>('/api/ammo?caliber=7.62x39')).body.items[0];
    expect(wolf).toMatchObject({
      brand: 'Wolf',
      roundCount: 1000,
      casing: 'Steel',
      price: 329,
      inStock: false,
      platform: 'AR15',
    });
    const [hornady] = (await server().api<AmmoListResponse>('/api/ammo?caliber=300-blackout')).body
      .items;
    expect(hornady).toMatchObject({ brand: 'Hornady', grain: 110, roundCount: 20, price: 31.49 });
    expect(hornady).not.toHaveProperty('bulletType'); // V-MAX is none of the nine bullet types
    const detail = await server().api<AmmoDetail>(`/api/ammo/${hornady!.id}`);
    expect(detail.body.vendor).toEqual([
      expect.objectContaining({
        merchantName: 'Range Day Ammo',
        buyLink: 'https://range-day.example/rd-9',
        shipping: 'Free shipping',
      }),
    ]);
  });

  it('imports the same file again: every listing updated, the same rows rejected', async () => {
    const report = await importAmmoListings(server().database.db, await readListingsFile(CSV));
    expect(report).toEqual({ total: 9, imported: 0, updated: 5, rejected: FIRST_RUN_REJECTED });
    expect((await server().api<AmmoListResponse>('/api/ammo')).body.total).toBe(4);
  });

  it('applies a JSON file of changes: prices and stock updated, UPCs join items', async () => {
    const report = await importAmmoListings(server().database.db, await readListingsFile(UPDATE));
    expect(report).toEqual({
      total: 4,
      imported: 2,
      updated: 1,
      rejected: [{ row: 4, reasons: [m.priceInvalid('-3'), m.roundCountInvalid('0')] }],
    });
    const ae = await server().api<AmmoDetail>(`/api/ammo/${AE_556}`);
    expect(ae.body).toMatchObject({ price: 8.99, inStock: true });
    expect(ae.body.vendor).toEqual([
      expect.objectContaining({ merchantName: 'Lucky Gunner', price: 8.99, inStock: false }),
      expect.objectContaining({ merchantName: 'SGAmmo', price: 10.49, inStock: true }),
    ]);
    // Brownells' listing carries MidwayUSA's UPC: the same box, so one item with both offers.
    const speer = await server().api<AmmoListResponse>('/api/ammo?caliber=9mm');
    expect(speer.body.total).toBe(1);
    expect(speer.body.items[0]).toMatchObject({
      brand: 'Speer',
      upc: '076683536180',
      grain: 124,
      bulletType: 'JHP',
      roundCount: 50,
      price: 30.99,
      offerCount: 2,
    });
    const slug = await server().api<AmmoListResponse>('/api/ammo?caliber=12%20ga');
    expect(slug.body.items[0]).toMatchObject({
      brand: 'Aguila',
      roundCount: 25,
      platform: 'Shotgun',
    });
    expect(slug.body.items[0]).not.toHaveProperty('grain');
  });

  it('handles every row of the real scraped titles: imports what it can, reports the rest', async () => {
    const data = JSON.parse(readSharedData('ammo-titles/ammunitions.json')) as {
      values: { uuid: string; value: string }[];
    };
    const records: ListingRecord[] = data.values.map((v, i) => ({
      merchant: 'Ammo Feed',
      productId: v.uuid,
      title: v.value,
      price: String(10 + (i % 90)),
      buyLink: `https://ammo-feed.example/p/${v.uuid}`,
    }));
    const report = await importAmmoListings(server().database.db, records);
    expect(report.total).toBe(records.length);
    expect(report.imported + report.updated + report.rejected.length).toBe(records.length);
    // Rows are refused only for what a title can lack: a count (cut-off titles), a maker, a calibre.
    const allowed = new Set<string>([m.roundCountMissing, m.brandMissing, m.caliberMissing]);
    expect(report.rejected.flatMap((r) => r.reasons).filter((r) => !allowed.has(r))).toEqual([]);
    expect(report.imported).toBeGreaterThan(380);
  });
});

describe('npm run ammo:import (the command)', () => {
  for (const kind of databaseKinds()) {
    it(`imports a file into ${kind.name === 'postgres' ? 'DATABASE_URL' : 'the embedded database'} and prints the report [${kind.name}]`, async () => {
      const created = await kind.create();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'bw-ammo-import-'));
      const env: Record<string, string> =
        created.target.kind === 'pg' ? { DATABASE_URL: created.target.url } : { DATA_DIR: dataDir };
      try {
        const first = await runScript('ammo-import.ts', [CSV], env);
        expect(first.stderr).toBe('');
        expect(first.code).toBe(0);
        expect(first.stdout).toContain('9 rows: 5 imported, 0 updated, 4 rejected');
        expect(first.stdout).toContain(`row 7: ${m.duplicateInFile(1)}`);
        const second = await runScript('ammo-import.ts', [CSV], env);
        expect(second.stdout).toContain('9 rows: 0 imported, 5 updated, 4 rejected');
        const missing = await runScript('ammo-import.ts', [path.join(fixtures, 'nope.csv')], env);
        expect(missing.code).toBe(1);
        expect(missing.stderr).toContain('Cannot read');
      } finally {
        await created.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  }
});
