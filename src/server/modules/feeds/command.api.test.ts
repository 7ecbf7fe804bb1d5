import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { databaseKinds, type DatabaseKind } from '../../../../tests/databases.ts';
import { fixturePath, readFixture } from '../../../../tests/fixtures.ts';
import { runScript } from '../../../../tests/run-script.ts';
import { importFeed } from './import.ts';
import { openFeed } from './read/open.ts';
import type { FeedReport } from './report.ts';

// `npm run feed:import` (and its older name `ammo:import`) as an operator runs it: the report it
// prints, its exit status, the JSON report, the column names it accepts when a required one is
// missing; and the real scraped ammunition titles through the importer.

describe('npm run feed:import (the command)', () => {
  /** A database of `kind` for the command (DATABASE_URL or DATA_DIR), removed by `drop`. */
  const prepare = async (kind: DatabaseKind) => {
    const created = await kind.create();
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-feed-cmd-'));
    const env: Record<string, string> =
      created.target.kind === 'pg' ? { DATABASE_URL: created.target.url } : { DATA_DIR: dir };
    const drop = async () => {
      await created.drop();
      await rm(dir, { recursive: true, force: true });
    };
    return { env, dir, drop };
  };
  const csv = fixturePath('ammo-listings.csv');

  for (const kind of databaseKinds()) {
    it(`imports and re-imports as an operator sees it [${kind.name}]`, async () => {
      const { env, drop } = await prepare(kind);
      try {
        // The older ammunition file: each row names its merchant; the old command name works.
        const first = await runScript('feed-import.ts', [csv], env, 120_000);
        expect(first.code).toBe(0);
        expect(first.stdout).toContain('9 rows: 5 new offers, 0 changed, 0 unchanged; 4 rejected');
        expect(first.stdout).toContain('row 7 [LG-1]');
        const again = await runScript('feed-import.ts', [csv, '--format', 'csv'], env, 120_000);
        expect(again.stdout).toContain('9 rows: 0 new offers, 0 changed, 5 unchanged; 4 rejected');
        expect(again.stdout).toContain('Price history rows: 0.');
      } finally {
        await drop();
      }
    }, 300_000);
  }

  // What the command refuses and the mapping file do not depend on the kind of database: one
  // kind (PostgreSQL when there is one: each start of the embedded one costs seconds).
  const kind = databaseKinds().at(-1)!;
  it(`refuses what it cannot use, and imports with a mapping file [${kind.name}]`, async () => {
    const { env, dir, drop } = await prepare(kind);
    try {
      // A retailer file without the columns the importer needs: nothing usable, exit 1, and
      // the names it would accept.
      const bad = path.join(dir, 'retailer.csv');
      await writeFile(bad, 'Product,Cost,Where\nMagpul MOE Grip,19.99,https://x.example/a\n');
      const refused = await runScript(
        'feed-import.ts',
        ['--merchant', 'tri-state', '--report', 'json', bad],
        env,
        120_000,
      );
      expect(refused.code).toBe(1);
      const report = JSON.parse(refused.stdout) as FeedReport;
      expect(report.usable).toBe(false);
      expect(report.missingColumns.map((m) => m.attribute)).toEqual(['title', 'price', 'link']);
      expect(report.missingColumns[0]!.accepted).toContain('product_name');
      expect(report.unknownColumns).toEqual(['Product', 'Cost', 'Where']);

      // With its mapping file, the same kind of file imports.
      const mapped = await runScript(
        'feed-import.ts',
        [
          '--merchant',
          'tri-state',
          '--name',
          'Tri-State Tactical',
          '--mapping',
          fixturePath('feeds/retailer-odd-headers.mapping.json'),
          fixturePath('feeds/retailer-odd-headers.csv'),
        ],
        env,
        120_000,
      );
      expect(mapped.code).toBe(0);
      expect(mapped.stdout).toContain('Tri-State Tactical');

      const missing = await runScript('feed-import.ts', [path.join(dir, 'nope.csv')], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Cannot import');
      const usage = await runScript('feed-import.ts', ['--merchant', 'Bad Slug', csv], env);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--merchant is a slug');
    } finally {
      await drop();
    }
  }, 300_000);
});

describeApi('real scraped ammunition titles through the importer', (server) => {
  it('imports nearly every title and refuses the rest only for what a title can lack', async () => {
    const data = JSON.parse(readFixture('ammo-titles/ammunitions.json')) as {
      values: { uuid: string; value: string }[];
    };
    const lines = data.values.map(
      (v, i) => `${v.uuid}\t${v.value}\thttps://ammo-feed.example/p/${v.uuid}\t${10 + (i % 90)}.00`,
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-feed-titles-'));
    try {
      const file = path.join(dir, 'ammo.tsv');
      await writeFile(file, ['id\ttitle\tlink\tprice', ...lines].join('\n'));
      const reader = await openFeed({ path: file });
      const report = await importFeed(server().database.db, reader, {
        merchant: { id: 'ammo-feed' },
        source: 'ammo.tsv',
      });
      expect(report.rows).toBe(data.values.length);
      const allowed = new Set(['ammoNoRounds', 'ammoNoBrand', 'ammoNoCaliber', 'notListed']);
      expect(report.rejects.filter((g) => !allowed.has(g.code))).toEqual([]);
      expect(report.offers.new).toBeGreaterThan(380);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
