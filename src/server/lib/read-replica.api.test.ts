import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFetch, TEST_JWT_SECRET, type TestServer } from '../../../tests/api-server.ts';
import { databaseKinds, type TestDatabase } from '../../../tests/databases.ts';
import { testEnv } from '../../../tests/env.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeAmmoOfferInput,
  signUpUser,
  smallCatalog,
} from '../../../tests/factories.ts';
import { startReplica, type Replica } from '../../../tests/replica.ts';
import { waitFor } from '../../../tests/wait.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { LIST_CACHE_TTL_MS } from '../modules/blog/service.ts';
import { READ_PRIMARY_COOKIE } from './read-replica.ts';

// A server whose public reads go to a real streaming replica of the machine's PostgreSQL. The
// replica's replay is paused while the test writes, so what a request sees tells where it read:
// the primary has the write, the replica does not yet.

const postgres = databaseKinds().find((k) => k.name === 'postgres');

/** Well under the caches' own lifetime: a cache that only expired would not pass. */
const CATCH_UP_LIMIT_MS = 10_000;

async function onReplica(replica: Replica, database: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: replica.urlFor(database) });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(postgres)('public reads from a read replica [postgres]', () => {
  let created: TestDatabase;
  let replica: Replica;
  let primary: Database;
  let readDatabase: Database;
  let app: App;
  let server: TestServer;
  let name: string;
  let adminToken: string;
  let postId: string;

  beforeAll(async () => {
    created = await postgres!.create();
    if (created.target.kind !== 'pg') throw new Error('expected a PostgreSQL database');
    name = new URL(created.target.url).pathname.slice(1);
    replica = await startReplica(testEnv.databaseUrl!);
    primary = await openDatabase(created.target);
    await primary.migrate();
    await replica.caughtUp();
    readDatabase = await openDatabase({ kind: 'pg', url: replica.urlFor(name), max: 5 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      READ_YOUR_WRITES_WINDOW: '30s',
    });
    app = await buildApp({ config, database: primary, readDatabase });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    server = { baseUrl, app, database: primary, config, api: jsonFetch(baseUrl) };
    adminToken = (await signUpUser(server, 'replica-editor', { admin: true })).token;
    await insertCatalog(server, smallCatalog());
    await insertAmmo(server, {
      items: [makeAmmoInput({ id: 'replica-ammo' })],
      offers: [makeAmmoOfferInput('replica-ammo', 'shop-a')],
    });
    const post = await server.api('/api/blog', {
      method: 'POST',
      token: adminToken,
      body: { title: 'Choosing a buffer', content: [], category: 'Education' },
    });
    expect(post.status).toBe(201);
    postId = (post.body as { id: string }).id;
    await replica.caughtUp();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await readDatabase?.close().catch(() => undefined);
    await primary?.close();
    await replica?.stop();
    await created?.drop();
  }, 60_000);

  const titles = async (cookie?: string) => {
    const res = await server.api<{ title: string }[]>('/api/blog?pageSize=100', {
      headers: cookie ? { cookie } : {},
    });
    expect(res.status).toBe(200);
    return res.body.map((p) => p.title);
  };

  it('answers every public page from the replica without writing to it', async () => {
    for (const path of [
      '/api/group-data',
      '/api/catalog/groups?pageSize=5',
      '/api/catalog/brands',
      '/api/catalog/groups/alpha',
      '/api/ar15-barrels/group/alpha',
      '/api/catalog/variants/alpha-556/price-history',
      '/api/ammo?pageSize=5',
      '/api/ammo/replica-ammo',
      '/api/ammo/replica-ammo/price-history',
      '/api/blog',
      `/api/blog/${postId}`,
      '/api/search?q=barrel',
    ]) {
      const res = await server.api(path);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });

  it('reads the replica, except for the client that wrote, and clears its caches once it has replayed', async () => {
    expect(await titles()).not.toContain('Lapping the upper');
    await onReplica(replica, name, 'select pg_wal_replay_pause()');
    try {
      const created = await server.api('/api/blog', {
        method: 'POST',
        token: adminToken,
        body: { title: 'Lapping the upper', content: [], category: 'Education' },
      });
      expect(created.status).toBe(201);
      const setCookie = created.headers
        .getSetCookie()
        .find((c) => c.startsWith(READ_PRIMARY_COOKIE));
      expect(setCookie).toMatch(/Max-Age=30; Path=\/api; HttpOnly; SameSite=Lax/);
      const cookie = setCookie!.split(';')[0]!;

      // The writer reads its own write from the primary; everyone else reads the replica, which
      // has not replayed it (and caches that answer).
      expect(await titles(cookie)).toContain('Lapping the upper');
      expect(await titles()).not.toContain('Lapping the upper');
      expect(await titles()).not.toContain('Lapping the upper');
      // A cookie whose time is up reads the replica again.
      expect(await titles(`${READ_PRIMARY_COOKIE}=${Date.now() - 1}`)).not.toContain(
        'Lapping the upper',
      );
    } finally {
      await onReplica(replica, name, 'select pg_wal_replay_resume()');
    }
    expect(CATCH_UP_LIMIT_MS).toBeLessThan(LIST_CACHE_TTL_MS);
    const started = Date.now();
    // The replica-read list shows the post once the replica has replayed it.
    await waitFor(
      async () => ((await titles()).includes('Lapping the upper') ? true : undefined),
      CATCH_UP_LIMIT_MS,
    );
    expect(Date.now() - started).toBeLessThan(CATCH_UP_LIMIT_MS);
  });

  it('sends public reads to the primary while the replica does not answer', async () => {
    await replica.stop();
    // The catalogue answers again, from the primary.
    await waitFor(
      async () =>
        (await server.api('/api/catalog/groups?pageSize=5')).status === 200 ? true : undefined,
      20_000,
    );
    expect((await server.api('/api/blog')).status).toBe(200);
  });
});
