import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { migrationsFolder, type Database } from '../../db/client.ts';

export async function checkHealth(database: Database, log: FastifyBaseLogger) {
  try {
    await database.ping();
    return { status: 'ok', database: 'ok', driver: database.driver } as const;
  } catch (err) {
    log.error({ err }, 'database health check failed');
    return { status: 'unavailable', database: 'unavailable', driver: database.driver } as const;
  }
}

/** When the newest migration this build carries was written (the migrations journal's time). */
let newestMigration: Promise<number> | undefined;

async function readNewestMigration(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether the database has every migration this build carries: the migrator records each with
 * its journal time, so the newest recorded must be at least the build's newest. A server of a
 * newer release started against an older schema (its migration not run yet) is not ready.
 */
async function migrationsApplied(database: Database): Promise<boolean> {
  newestMigration ??= readNewestMigration();
  const [newest, result] = await Promise.all([
    newestMigration,
    database.db.execute(
      sql`select coalesce(max(created_at), 0)::bigint as "last" from drizzle.__drizzle_migrations`,
    ),
  ]);
  const rows = (result as { rows: { last: string | number }[] }).rows;
  return Number(rows[0]?.last ?? 0) >= newest;
}

export interface Readiness {
  status: 'ready' | 'not-ready';
  database: 'ok' | 'unavailable';
  migrations: 'applied' | 'pending' | 'unknown';
  draining: boolean;
}

/** Ready: the database answers, has every migration of this build, and the server is not draining. */
export async function checkReadiness(
  database: Database,
  draining: boolean,
  log: FastifyBaseLogger,
): Promise<Readiness> {
  let databaseState: Readiness['database'] = 'ok';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    migrations = (await migrationsApplied(database)) ? 'applied' : 'pending';
  } catch (err) {
    log.error({ err }, 'readiness check: the database did not answer');
    databaseState = 'unavailable';
  }
  const ready = !draining && databaseState === 'ok' && migrations === 'applied';
  return { status: ready ? 'ready' : 'not-ready', database: databaseState, migrations, draining };
}
