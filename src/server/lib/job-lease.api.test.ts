import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../../tests/databases.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { claimJob, finishJob, releaseJob } from './job-lease.ts';

// Three server copies (three connection pools, as three processes would have) race for one job.

for (const kind of databaseKinds()) {
  describe(`a scheduled job's lease across three copies [${kind.name}]`, () => {
    let created: TestDatabase;
    const copies: Database[] = [];

    beforeAll(async () => {
      created = await kind.create();
      const first = await openDatabase(created.target);
      await first.migrate();
      copies.push(first);
      // PGlite is one process's database: its "copies" share the one handle.
      for (let i = 1; i < 3; i++)
        copies.push(kind.name === 'postgres' ? await openDatabase(created.target) : first);
    });
    afterAll(async () => {
      for (const copy of new Set(copies)) await copy.close();
      await created.drop();
    });

    it('lets exactly one copy run a due job, then nobody until it is due again', async () => {
      const claims = await Promise.all(
        copies.map((copy, i) => claimJob(copy.db, 'sweep', `copy-${i}`, 60_000)),
      );
      const winners = claims.flatMap((c, i) => (c ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(claims[winners[0]!]).toEqual({ lastRunAt: null });
      const winner = `copy-${winners[0]}`;

      const ranAt = new Date();
      await finishJob(copies[0]!.db, 'sweep', winner, {
        ranAt,
        nextRunAt: new Date(ranAt.getTime() + 60_000),
      });
      const again = await Promise.all(
        copies.map((copy, i) => claimJob(copy.db, 'sweep', `copy-${i}`, 60_000)),
      );
      expect(again.every((c) => c === undefined)).toBe(true);

      // Due: the next run learns when the last one ran.
      await copies[0]!.db.execute(
        sql`update job_leases set next_run_at = now() where name = 'sweep'`,
      );
      const next = await claimJob(copies[2]!.db, 'sweep', 'copy-2', 60_000);
      expect(next?.lastRunAt?.toISOString()).toBe(ranAt.toISOString());
    });

    it('lets another copy take over a job whose holder died once its lease ran out', async () => {
      expect(await claimJob(copies[0]!.db, 'media', 'dead-copy', 60_000)).toBeDefined();
      expect(await claimJob(copies[1]!.db, 'media', 'copy-1', 60_000)).toBeUndefined();
      await copies[0]!.db.execute(
        sql`update job_leases set lease_until = now() - interval '1 second' where name = 'media'`,
      );
      expect(await claimJob(copies[1]!.db, 'media', 'copy-1', 60_000)).toBeDefined();
      // The dead copy's late finish changes nothing: it no longer holds the job.
      await finishJob(copies[0]!.db, 'media', 'dead-copy', {
        ranAt: new Date(),
        nextRunAt: new Date(Date.now() + 3_600_000),
      });
      const row: unknown = await copies[0]!.db.execute(
        sql`select owner, last_run_at from job_leases where name = 'media'`,
      );
      expect((row as { rows: unknown[] }).rows).toEqual([{ owner: 'copy-1', last_run_at: null }]);
    });

    it('makes a failed run due again at once', async () => {
      expect(await claimJob(copies[0]!.db, 'alerts', 'copy-0', 60_000)).toBeDefined();
      await releaseJob(copies[0]!.db, 'alerts', 'copy-0');
      expect(await claimJob(copies[1]!.db, 'alerts', 'copy-1', 60_000)).toEqual({
        lastRunAt: null,
      });
    });
  });
}
