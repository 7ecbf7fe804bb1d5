import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../src/server/db/client.ts';
import { testEnv } from './env.ts';

const TEST_DATABASE_URL = testEnv.databaseUrl;

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

/**
 * The migrated templates the API tests' globalSetup made (tests/global-setup/test-databases.ts),
 * or '' when a file runs without it: then each database starts empty and is migrated as before.
 */
function template(key: 'pgliteTemplate' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return ''; // not under a vitest project that provides it
  }
}

let pgliteDump: Promise<Blob> | undefined;

/** A fresh in-memory PGlite database: nothing to clean up beyond closing it. */
const pgliteKind: DatabaseKind = {
  name: 'pglite',
  create: async () => {
    const file = template('pgliteTemplate');
    if (file) pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
    const loadDataDir = file ? await pgliteDump : undefined;
    return { target: { kind: 'pglite', dataDir: undefined, loadDataDir }, drop: async () => {} };
  },
};

/** A fresh database on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards. */
function postgresKind(adminUrl: string): DatabaseKind {
  return {
    name: 'postgres',
    create: async () => {
      const name = `bw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const from = template('postgresTemplate');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"${from ? ` template "${from}"` : ''}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        target: { kind: 'pg', url: url.toString(), max: 5 },
        drop: async () => {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`drop database if exists "${name}" with (force)`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well whenever TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return TEST_DATABASE_URL ? [pgliteKind, postgresKind(TEST_DATABASE_URL)] : [pgliteKind];
}
