import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { timePgliteQueries, timePoolQueries, type QueryTiming } from './query-timing.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL server's address (pg only): LISTEN needs a connection of its own. */
  url?: string;
  /** How busy the connection is now (for /metrics): read from memory, no query. */
  stats(): DatabaseStats;
}

export type DatabaseStats =
  | {
      driver: 'pg';
      /** Connections open, idle ones included. */
      total: number;
      idle: number;
      /** Requests for a connection waiting for one to come free. */
      waiting: number;
    }
  | {
      driver: 'pglite';
      /** Statements and transactions running or waiting their turn (PGlite runs one at a time). */
      inFlight: number;
    };

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** undefined: in memory (tests). */
      dataDir: string | undefined;
      /** Start from this dump (`dumpDataDir()`) instead of an empty cluster: a test's template. */
      loadDataDir?: Blob;
    }
  | { kind: 'pg'; url: string; max?: number };

/** SQL migrations sit beside this module; the server build copies them next to its bundle. */
export function migrationsFolder(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export interface OpenOptions extends QueryTiming {
  /** An idle pooled connection was lost (server restart, admin command). */
  onIdleError?: (err: Error) => void;
}

/** One code path for both drivers: PGlite when no DATABASE_URL is set, a pg pool otherwise. */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<Database> {
  const folder = migrationsFolder();
  if (target.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
    // Without a listener such an error would end the process. The pool drops the broken client
    // and connects anew on the next query; queries in flight fail on their own.
    pool.on('error', (err) => options.onIdleError?.(err));
    timePoolQueries(pool, options);
    const db = drizzlePg({ client: pool, ...drizzleOptions });
    return {
      db: db as unknown as Db,
      driver: 'pg',
      url: target.url,
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      stats: () => ({
        driver: 'pg',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  let unlock = async () => {};
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  } catch (err) {
    await unlock();
    throw err;
  }
  const timing = timePgliteQueries(client, options);
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await unlock();
    },
    stats: () => ({ driver: 'pglite', inFlight: timing.inFlight() }),
  };
}

/** PGlite under DATA_DIR/db unless DATABASE_URL names a PostgreSQL server. */
export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'pg', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
