// node --import tsx scripts/check-pglite-worker.ts — checks PGlite in a worker thread
// (src/server/db/pglite-proxy.ts) against PGlite in this thread: the same answers from the API on
// the same seeded data, transactions that commit, roll back (by throwing and by tx.rollback()) and
// nest, statements that wait while a transaction is open, PostgreSQL errors with their fields, and
// a dump that loads again. Prints one line per check; exit 1 when any fails.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { openPgliteInWorker } from '../src/server/db/pglite-proxy.ts';
import { users } from '../src/server/db/schema.ts';
import { seed } from '../src/server/db/seed/seed.ts';
import { uniqueViolation } from '../src/server/lib/db-errors.ts';
import { rowsOf } from '../src/server/lib/store-sql.ts';

const failures: string[] = [];
async function check(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await run();
    console.log(`ok    ${name} (${(performance.now() - started).toFixed(0)} ms)`);
  } catch (err) {
    failures.push(name);
    console.log(`FAIL  ${name}\n      ${(err as Error).stack ?? String(err)}`);
  }
}

const NOW = new Date('2025-06-01T12:00:00Z');

/** GET answers of the API over `database`, by path: status and body. */
async function answers(database: Database, paths: string[]): Promise<Map<string, string>> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: String(1_000_000_000),
  });
  const app = await buildApp({ config, database });
  try {
    const out = new Map<string, string>();
    for (const url of paths) {
      const res = await app.inject({ method: 'GET', url });
      // A post page's three related posts include a random sample (by design): left out.
      const body = /^\/api\/blog\/[^?]/.test(url)
        ? JSON.stringify({ ...res.json<object>(), related: undefined })
        : res.body;
      out.set(url, `${res.statusCode} ${body}`);
    }
    return out;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  // One seeded database, dumped, so both sides answer from exactly the same rows.
  let dump: Blob;
  {
    const inThread = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await inThread.migrate();
    await seed(inThread.db, NOW);
    const client = (
      inThread.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }
    ).$client;
    dump = await client.dumpDataDir('gzip');
    await inThread.close();
  }

  const worker = await openPgliteInWorker({ kind: 'pglite', dataDir: undefined });
  try {
    await check('migrate and seed in the worker (one long transaction)', async () => {
      await worker.migrate();
      await seed(worker.db, NOW);
      const [row] = await rowsOf<{ n: number }>(
        worker.db,
        sql`select count(*)::int as n from catalog_groups`,
      );
      assert.ok((row?.n ?? 0) > 0, 'no catalogue groups after seeding');
    });

    await check('same API answers as PGlite in this thread (same dump)', async () => {
      const inline = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dump });
      const fromDump = await openPgliteInWorker({
        kind: 'pglite',
        dataDir: undefined,
        loadDataDir: dump,
      });
      try {
        const probe = await answers(inline, [
          '/api/catalog/groups?pageSize=5',
          '/api/ammo',
          '/api/blog',
        ]);
        const groups = JSON.parse(probe.get('/api/catalog/groups?pageSize=5')!.slice(4)) as {
          items: { _id: string }[];
        };
        const ammo = JSON.parse(probe.get('/api/ammo')!.slice(4)) as { items: { id: string }[] };
        const posts = JSON.parse(probe.get('/api/blog')!.slice(4)) as { id: string }[];
        const paths = [
          '/api/health',
          '/api/catalog/groups',
          '/api/catalog/groups?category=Barrels&sort=price',
          '/api/catalog/groups?q=aero&sort=-price',
          ...groups.items.map((g) => `/api/catalog/groups/${g._id}`),
          '/api/ammo',
          '/api/ammo?sort=price&page=2',
          ...ammo.items.slice(0, 5).map((a) => `/api/ammo/${a.id}`),
          '/api/blog',
          '/api/blog?page=2&pageSize=5',
          ...posts.slice(0, 5).map((p) => `/api/blog/${p.id}`),
          '/api/search?q=barrel',
          '/api/search?q=9mm&in=products',
          '/api/search?q=build',
        ];
        const expected = await answers(inline, paths);
        const actual = await answers(fromDump, paths);
        for (const p of paths) {
          assert.ok(expected.get(p)!.startsWith('200 '), `${p}: ${expected.get(p)!.slice(0, 80)}`);
          assert.equal(actual.get(p), expected.get(p), p);
        }
      } finally {
        await inline.close();
        await fromDump.close();
      }
    });

    const db = worker.db;
    const count = async (like: string) => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where username like ${like}`,
      );
      return row!.n;
    };
    const newUser = (name: string) => ({ username: name, email: `${name}@example.com` });

    await check('a transaction that throws is rolled back', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.insert(users).values(newUser('wk-throw'));
          assert.equal(
            (await tx.select().from(users).where(eq(users.username, 'wk-throw'))).length,
            1,
          );
          throw new Error('boom');
        }),
        /boom/,
      );
      assert.equal(await count('wk-throw'), 0);
    });

    await check("drizzle's tx.rollback() rolls back", async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.insert(users).values(newUser('wk-rollback'));
          tx.rollback();
        }),
        /Rollback/,
      );
      assert.equal(await count('wk-rollback'), 0);
    });

    await check('a committed transaction with a rolled-back savepoint', async () => {
      await db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('wk-outer'));
        await assert.rejects(
          tx.transaction(async (inner) => {
            await inner.insert(users).values(newUser('wk-inner'));
            throw new Error('inner');
          }),
          /inner/,
        );
      });
      assert.equal(await count('wk-outer'), 1);
      assert.equal(await count('wk-inner'), 0);
    });

    await check('statements outside wait while a transaction is open', async () => {
      const order: string[] = [];
      let outside: Promise<number> | undefined;
      await db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('wk-wait-1'));
        // Asked while the transaction is open: it must see the transaction's end, not its middle.
        outside = count('wk-wait-%').then((n) => {
          order.push('outside');
          return n;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.insert(users).values(newUser('wk-wait-2'));
        order.push('commit');
      });
      assert.equal(await outside, 2);
      assert.deepEqual(order, ['commit', 'outside']);
    });

    await check(
      'concurrent statements and transactions: the same answers as in this thread',
      async () => {
        // Statements and transactions run one at a time in the order they reach PGlite, so the
        // counts each statement sees must match PGlite's own in this thread, call for call.
        const burst = async (on: Database['db']) => {
          const n = async () =>
            (
              await rowsOf<{ n: number }>(
                on,
                sql`select count(*)::int as n from users where username like 'wk-many-%'`,
              )
            )[0]!.n;
          return Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              i % 4 === 0
                ? on.transaction(async (tx) => {
                    await tx.insert(users).values(newUser(`wk-many-${i}`));
                    if (i % 8 === 0) await tx.insert(users).values(newUser(`wk-many-${i}-b`));
                    return -1;
                  })
                : n(),
            ),
          );
        };
        const inline = await openDatabase({ kind: 'pglite', dataDir: undefined });
        try {
          await inline.migrate();
          const expected = await burst(inline.db);
          const actual = await burst(db);
          assert.deepEqual(actual, expected);
          assert.equal(await count('wk-many-%'), 15);
        } finally {
          await inline.close();
        }
      },
    );

    await check('a unique violation keeps its code and constraint through drizzle', async () => {
      const err = await db
        .insert(users)
        .values(newUser('wk-outer'))
        .then(
          () => undefined,
          (e: unknown) => e as Error,
        );
      assert.ok(err, 'the duplicate insert succeeded');
      assert.ok(uniqueViolation(err), `no constraint in ${err?.message}`);
    });

    await check('a failed statement inside a transaction, then rollback', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.insert(users).values(newUser('wk-failed'));
          await tx.execute(sql`select * from no_such_table`);
        }),
        /no_such_table/,
      );
      assert.equal(await count('wk-failed'), 0);
      assert.equal(await count('wk-outer'), 1, 'the database still answers');
    });

    await check('timestamps stay strings for drizzle and come back as Dates', async () => {
      const [user] = await db.select().from(users).where(eq(users.username, 'wk-outer'));
      assert.ok(user!.createdAt instanceof Date, 'createdAt is not a Date');
      assert.ok(!Number.isNaN(user!.createdAt.getTime()));
    });

    await check('dumpDataDir through the worker loads again', async () => {
      const dumped = await worker.client.dumpDataDir('gzip');
      const again = await openPgliteInWorker({
        kind: 'pglite',
        dataDir: undefined,
        loadDataDir: dumped,
      });
      try {
        const [row] = await rowsOf<{ n: number }>(
          again.db,
          sql`select count(*)::int as n from users where username = 'wk-outer'`,
        );
        assert.equal(row!.n, 1);
      } finally {
        await again.close();
      }
    });
  } finally {
    await worker.close();
  }
  console.log(failures.length ? `\n${failures.length} failed` : '\nall passed');
  process.exitCode = failures.length ? 1 : 0;
}

await main();
