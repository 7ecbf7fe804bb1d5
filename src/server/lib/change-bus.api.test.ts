import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../tests/api-server.ts';
import { databaseKinds, type TestDatabase } from '../../../tests/databases.ts';
import { testEnv } from '../../../tests/env.ts';
import {
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
  TEST_MERCHANTS,
} from '../../../tests/factories.ts';
import { waitFor } from '../../../tests/wait.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { CHANGE_CHANNEL_APPLICATION } from './change-bus.ts';
import { deleteGroups, upsertCatalog } from '../modules/catalog/store.ts';

// Three server copies on one PostgreSQL database, each with its own connections and caches, as
// three processes would have. A write through one copy must reach the others' caches within 5 s
// (well under the caches' own lifetimes, which would otherwise hide a missing message for 30 s).

const INVALIDATION_LIMIT_MS = 5_000;
const postgres = databaseKinds().find((k) => k.name === 'postgres');

interface Copy {
  app: App;
  database: Database;
  base: string;
}

async function getJson(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: await res.json() };
}

function describeCopies(
  transport: 'PostgreSQL LISTEN/NOTIFY' | 'Redis pub/sub',
  redisUrl?: string,
) {
  describe.skipIf(!postgres || (transport === 'Redis pub/sub' && !redisUrl))(
    `caches across three server copies (${transport})`,
    () => {
      const copies: Copy[] = [];
      let created: TestDatabase;
      let dbName = '';

      beforeAll(async () => {
        created = await postgres!.create();
        const url = (created.target as { url: string }).url;
        dbName = new URL(url).pathname.slice(1);
        for (let i = 0; i < 3; i++) {
          const database = await openDatabase({ kind: 'pg', url, max: 3 });
          if (i === 0) await database.migrate();
          const config = loadConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            JWT_SECRET: TEST_JWT_SECRET,
            // With Redis, rate limits are counted there, shared with whatever else uses it.
            RATE_LIMIT_MAX: '1000000',
            ...(redisUrl && { REDIS_URL: redisUrl }),
          });
          const app = await buildApp({ config, database });
          const base = await app.listen({ host: '127.0.0.1', port: 0 });
          copies.push({ app, database, base });
        }
        const group = makeGroupInput({ id: 'bus-barrel', partName: 'Bus Barrel' });
        const variant = makeVariantInput('bus-barrel', {
          id: 'bus-barrel-16',
          caliber: '5.56 NATO',
        });
        const other = makeGroupInput({ id: 'bus-rail', type: 'ar15-handguards', brand: 'Magpul' });
        const otherVariant = makeVariantInput('bus-rail', { id: 'bus-rail-13', model: 'Rail 13' });
        await upsertCatalog(copies[0]!.database.db, {
          merchants: TEST_MERCHANTS,
          groups: [group, other],
          variants: [
            { ...variant, position: 0 },
            { ...otherVariant, position: 0 },
          ],
          offers: [makeOfferInput('bus-barrel-16', 'shop-a', { price: 150 })],
        });
      });

      afterAll(async () => {
        for (const { app, database } of copies) {
          await app.close();
          await database.close();
        }
        await created.drop();
      });

      it('a catalogue write on one copy clears the others’ cached lists, details and brands', async () => {
        const [writer, ...readers] = copies as [Copy, Copy, Copy];
        // Every reader caches the group's details, the list's total and the brand list.
        for (const { base } of readers) {
          expect((await getJson(base, '/api/catalog/groups/bus-barrel')).status).toBe(200);
          expect(await getJson(base, '/api/catalog/groups')).toMatchObject({ body: { total: 2 } });
          const brands = await getJson(base, '/api/catalog/brands');
          expect(JSON.stringify(brands.body)).toContain('Ballistic Advantage');
        }
        const started = Date.now();
        await deleteGroups(writer.database.db, ['bus-barrel']);
        for (const { base } of readers) {
          await waitFor(async () => {
            const detail = await getJson(base, '/api/catalog/groups/bus-barrel');
            const list = await getJson(base, '/api/catalog/groups');
            const brands = await getJson(base, '/api/catalog/brands');
            return detail.status === 404 &&
              (list.body as { total: number }).total === 1 &&
              !JSON.stringify(brands.body).includes('Ballistic Advantage')
              ? true
              : undefined;
          }, INVALIDATION_LIMIT_MS);
        }
        expect(Date.now() - started).toBeLessThan(INVALIDATION_LIMIT_MS);
      });

      it('a new blog post on one copy shows in the others’ cached blog lists', async () => {
        const [writer, ...readers] = copies as [Copy, Copy, Copy];
        for (const { base } of readers) {
          expect(await getJson(base, '/api/blog')).toMatchObject({ status: 200 });
        }
        // An admin writes the post through the writer copy's API.
        const signup = await fetch(`${writer.base}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'bus-editor@example.com',
            password: 'secret-pw',
            username: 'buseditor',
            acceptedTerms: true,
          }),
        });
        const { access_token: token, user } = (await signup.json()) as {
          access_token: string;
          user: { _id: string };
        };
        await writer.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
        const created = await fetch(`${writer.base}/api/blog`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: 'Told to every copy' }),
        });
        expect(created.status).toBe(201);
        for (const { base } of readers) {
          await waitFor(async () => {
            const list = await getJson(base, '/api/blog');
            return JSON.stringify(list.body).includes('Told to every copy') ? true : undefined;
          }, INVALIDATION_LIMIT_MS);
        }
      });

      it.skipIf(transport !== 'PostgreSQL LISTEN/NOTIFY')(
        'a copy whose channel dropped clears its caches when it listens again',
        async () => {
          const reader = copies[1]!;
          const model = async () =>
            JSON.stringify((await getJson(reader.base, '/api/catalog/groups/bus-rail')).body);
          expect(await model()).toContain('Rail 13');
          // Its listening connection is cut, and the data changes with no message at all.
          const admin = new pg.Client({ connectionString: testEnv.databaseUrl! });
          await admin.connect();
          try {
            const cut = await admin.query(
              `select pg_terminate_backend(pid) from pg_stat_activity
                where datname = $1 and application_name = $2`,
              [dbName, CHANGE_CHANNEL_APPLICATION],
            );
            expect(cut.rowCount).toBe(3);
          } finally {
            await admin.end();
          }
          await reader.database.db.execute(
            sql`update catalog_variants set model = 'Rail 13 (renamed)' where id = 'bus-rail-13'`,
          );
          await waitFor(
            async () => ((await model()).includes('Rail 13 (renamed)') ? true : undefined),
            INVALIDATION_LIMIT_MS,
          );
        },
      );
    },
  );
}

describeCopies('PostgreSQL LISTEN/NOTIFY');
describeCopies('Redis pub/sub', testEnv.redisUrl);
