import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { testEnv } from '../env.ts';

// Vitest globalSetup of the API tests (ADR 071): every test file used to start an empty database
// and run all migrations in it. Setting up an empty embedded cluster (initdb) is the slow part, so
// the migrated database is made once and each test file starts from a copy:
// - PGlite: a dump of a migrated in-memory cluster (`dumpDataDir()`), cached under
//   node_modules/.cache by the hash of the migrations and the PGlite version; each file opens it
//   with `loadDataDir`.
// - PostgreSQL (TEST_DATABASE_URL): a database `bw_template_<hash>` made once; each file runs
//   `CREATE DATABASE … TEMPLATE` it. An advisory lock keeps two runs from building it at once, it
//   is built under a temporary name and renamed when complete, and templates of other migration
//   hashes are dropped.
// Each test still runs `migrate()`, which finds nothing left to do.

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite cluster dump ('' when there is none). */
    pgliteTemplate: string;
    /** Name of the migrated template database on TEST_DATABASE_URL ('' when there is none). */
    postgresTemplate: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files under `dir`, relative, sorted, so the hash does not depend on the directory order. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
        : [prefix + e.name],
    )
    .sort();
}

/** Changes when a migration is added or edited, or when PGlite (its dump format) changes. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const file of filesUnder(folder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  }
  const pglite = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const dir = path.join(root, 'node_modules/.cache/buildwright-tests');
  const file = path.join(dir, `pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a run starting at the same time never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** Any 64-bit number, the same for every run: the advisory lock guarding the templates. */
const TEMPLATE_LOCK = 7_120_071;

async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `bw_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'bw\\_template\\_%'",
    );
    for (const { datname } of rows) {
      if (datname !== name) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    if (!rows.some((r) => r.datname === name)) {
      const building = `${name}_building`;
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'pg', url: url.toString(), max: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const hash = migrationsHash();
  project.provide('pgliteTemplate', await pgliteTemplate(hash));
  project.provide(
    'postgresTemplate',
    testEnv.databaseUrl ? await postgresTemplate(testEnv.databaseUrl, hash) : '',
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`test databases: migrated templates ready (${hash}, ${seconds} s)`);
}
