import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../../../tests/databases.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { upsertMerchants } from '../catalog/store.ts';
import { runDueFeeds } from './scheduler.ts';

// Three servers with the scheduler on share one PostgreSQL: a due feed is run by exactly one of
// them, and only asked for again (conditionally) once its interval has passed. Each "server" is
// its own connection pool with its own lease owner name, as three processes would be.

const postgres = databaseKinds().find((k) => k.name === 'postgres');
const FEED =
  'id\ttitle\tlink\tprice\tavailability\n' +
  'LC-1\tLake City 5.56x45 NATO 62gr Green Tip 500 Rounds\thttps://shop.example/lc\t329.99\tin_stock\n';

describe.runIf(postgres)('the feed scheduler on three servers [postgres]', () => {
  let created: TestDatabase;
  let one: Database;
  let two: Database;
  let three: Database;
  let feedServer: Server;
  let requests: { ifNoneMatch: string | undefined }[] = [];
  const fetch = { allowPrivate: true, timeoutMs: 10_000, maxBytes: 1_000_000 };

  beforeAll(async () => {
    created = await postgres!.create();
    one = await openDatabase(created.target);
    await one.migrate();
    two = await openDatabase(created.target);
    three = await openDatabase(created.target);
    feedServer = createServer((req, res) => {
      requests.push({ ifNoneMatch: req.headers['if-none-match'] });
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/tab-separated-values', etag: '"v1"' });
      res.end(FEED);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.tsv`;
    await upsertMerchants(one.db, [{ id: 'shop', name: 'Shop' }]);
    await one.db.execute(sql`insert into merchant_feeds (merchant_id, url, format, interval_minutes)
                             values ('shop', ${url}, 'google-tsv', 60)`);
  });
  afterAll(async () => {
    await new Promise((resolve) => feedServer.close(resolve));
    await one.close();
    await two.close();
    await three.close();
    await created.drop();
  });

  it('runs a due feed on exactly one server, then not again until it is due', async () => {
    const runs = await Promise.all([
      runDueFeeds(one.db, { fetch, images: false, owner: 'server-one' }),
      runDueFeeds(two.db, { fetch, images: false, owner: 'server-two' }),
      runDueFeeds(three.db, { fetch, images: false, owner: 'server-three' }),
    ]);
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    expect(requests).toHaveLength(1);
    const recorded: unknown = await one.db.execute(
      sql`select trigger, status from feed_runs where merchant_id = 'shop'`,
    );
    expect((recorded as { rows: unknown[] }).rows).toEqual([
      { trigger: 'schedule', status: 'succeeded' },
    ]);
    const stored: unknown = await one.db.execute(
      sql`select next_run_at > now() + interval '59 minutes' as later, lease_owner, etag
            from merchant_feeds`,
    );
    const [feed] = (stored as { rows: unknown[] }).rows;
    expect(feed).toEqual({ later: true, lease_owner: null, etag: '"v1"' });

    // Not due: neither server asks again.
    expect(await runDueFeeds(two.db, { fetch, images: false, owner: 'server-two' })).toBe(0);
    expect(requests).toHaveLength(1);

    // Due again: asked with the stored ETag, and an unchanged feed is recorded as such.
    await one.db.execute(sql`update merchant_feeds set next_run_at = now()`);
    requests = [];
    expect(await runDueFeeds(two.db, { fetch, images: false, owner: 'server-two' })).toBe(1);
    expect(requests).toEqual([{ ifNoneMatch: '"v1"' }]);
    const statuses: unknown = await one.db.execute(
      sql`select status from feed_runs order by started_at`,
    );
    expect((statuses as { rows: unknown[] }).rows).toEqual([
      { status: 'succeeded' },
      { status: 'unchanged' },
    ]);
  });
});
