import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../../tests/databases.ts';
import { testEnv } from '../../../tests/env.ts';
import {
  makeAmmoInput,
  makeAmmoOfferInput,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
  TEST_MERCHANTS,
} from '../../../tests/factories.ts';
import { runScript, type ScriptResult } from '../../../tests/run-script.ts';
import { upsertAmmo } from '../modules/ammo/store.ts';
import { upsertCatalog } from '../modules/catalog/store.ts';
import { formatBytes, runBackupCommand } from './backup.ts';
import { openDatabase, type Db } from './client.ts';
import {
  accountTokens,
  appMeta,
  blogPosts,
  builds,
  contactMessages,
  feedItems,
  feedRuns,
  galleryEntries,
  galleryPhotos,
  jobLeases,
  mailOutbox,
  mediaImages,
  merchantFeeds,
  newsletterSubscribers,
  priceAlerts,
  priceHistory,
  sessions,
  users,
} from './schema.ts';

// `npm run db:backup` and `npm run db:restore` as an operator runs them, for both database kinds:
// a database with rows in every table is backed up, wiped, restored, and must then hold every row
// of every table (the tables read from the database's catalog, so a table added later is covered)
// with the same content, compared by a checksum per table.
//
// What makes this slow is starting Node: each command run through its script loads the server's
// modules in a new process (seconds of CPU on a busy machine), and each embedded database opened
// costs seconds more. So the data is a few rows per table rather than the demo seed, the databases
// start from the migrated templates, and runs that do not depend on each other overlap. Every
// backup and restore that must work goes through the scripts, and so does the refusal of a
// database another process holds. The other refusals call the scripts' one function,
// runBackupCommand, in this process: the same messages and exit status, without a new Node.

/** A password that must never appear in anything the commands print. */
const PASSWORD = 'never-printed-7Qx';
/** One command: opening the embedded database and copying it take seconds on a busy machine. */
const SCRIPT_MS = 240_000;
/** Text that is easy to spoil on the way through a backup. */
const AWKWARD = `Zoë O'Brien "the \\ builder"\nsecond line\ttab 🎯 \\N`;

type TableContents = Record<string, { rows: number; md5: string }>;
interface Contents {
  tables: TableContents;
  sequences: Record<string, string | null>;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table's row count and a checksum of its rows, and every sequence's position. */
async function contentsOf(db: Db): Promise<Contents> {
  const names = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p')
           and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg\\_%'
         order by 1, 2`,
  );
  const tables: TableContents = {};
  for (const { schema, name } of names) {
    const table = sql.raw(`${ident(schema)}.${ident(name)}`);
    const [row] = await rowsOf<{ rows: number; md5: string }>(
      db,
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
            from ${table} t`,
    );
    tables[`${schema}.${name}`] = row!;
  }
  const sequences: Contents['sequences'] = {};
  const seqs = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as value
          from pg_sequences order by 1`,
  );
  for (const s of seqs) sequences[s.name] = s.value;
  return { tables, sequences };
}

/**
 * A few rows in every table, written through the stores where the site has one (so derived
 * columns are filled as in real use), with text that is easy to spoil: quotes, backslashes, new
 * lines, tabs, accents, emoji, and NULLs in nullable columns.
 */
async function fillEveryTable(db: Db): Promise<void> {
  const later = new Date(Date.now() + 86_400_000);
  const group = makeGroupInput({ partName: AWKWARD, description: AWKWARD });
  const variant = makeVariantInput(group.id, { notes: AWKWARD, caliber: '5.56 NATO' });
  await upsertCatalog(db, {
    merchants: TEST_MERCHANTS,
    groups: [group],
    variants: [variant],
    offers: [
      makeOfferInput(variant.id, 'shop-a', { price: 149.99, retailPrice: 179.99 }),
      makeOfferInput(variant.id, 'shop-b', { price: 140, inStock: false }),
    ],
  });
  const ammo = makeAmmoInput({ name: AWKWARD });
  await upsertAmmo(db, {
    merchants: TEST_MERCHANTS,
    items: [ammo],
    offers: [makeAmmoOfferInput(ammo.id, 'shop-a', { price: 9.99 })],
  });
  await db.insert(merchantFeeds).values({
    merchantId: 'shop-a',
    url: 'https://shop-a.example/feed.tsv',
    mapping: { title: 'name', note: AWKWARD },
  });
  await db.insert(feedRuns).values([
    { merchantId: 'shop-a', trigger: 'cli', source: 'feed.tsv', report: { note: AWKWARD } },
    { merchantId: 'shop-b', trigger: 'seed', source: 'demo', status: 'failed', error: AWKWARD },
  ]);
  await db.insert(feedItems).values({
    merchantId: 'shop-a',
    productId: 'p-1',
    status: 'unmatched',
    title: AWKWARD,
    link: 'https://shop-a.example/p/1',
    price: 12.5,
    inStock: true,
    shipping: 'Free shipping',
    candidates: [{ id: variant.id, score: 0.5 }],
  });
  await db.insert(priceHistory).values([
    { merchantId: 'shop-a', variantId: variant.id, price: 149.99, inStock: true },
    { merchantId: 'shop-a', ammoId: ammo.id, price: 9.99, inStock: false },
  ]);
  await db.insert(appMeta).values({ key: 'backup-test', value: AWKWARD });
  await db.insert(jobLeases).values({ name: 'backup-test', owner: null });

  const [alice, bob] = await db
    .insert(users)
    .values([
      {
        username: 'alice',
        email: 'alice@example.com',
        passwordHash: 'scrypt$not-a-real-hash',
        fullName: AWKWARD,
        savedPartList: [{ id: 'upper-1', note: AWKWARD }],
        emailVerifiedAt: new Date('2026-01-02T03:04:05.678Z'),
      },
      { username: 'Bob', email: 'bob@example.com', passwordHash: null, pendingEmail: null },
    ])
    .returning({ id: users.id });
  await db.insert(blogPosts).values({
    slug: 'backup-test',
    title: AWKWARD,
    date: '2026-01-02',
    content: [],
    tags: ['quotes "and" \\ backslashes', 'emoji 🎯'],
    authorId: alice!.id,
    search: sql`to_tsvector('english', ${AWKWARD})`,
  });
  await db.insert(sessions).values([
    { userId: alice!.id, expiresAt: later, userAgent: 'Mozilla/5.0 (X11)', ip: '203.0.113.7' },
    { userId: bob!.id, expiresAt: later },
  ]);
  await db.insert(accountTokens).values({
    userId: alice!.id,
    purpose: 'verify_email',
    tokenHash: randomBytes(32).toString('hex'),
    email: 'alice@example.com',
    expiresAt: later,
  });
  await db.insert(mailOutbox).values({
    kind: 'verify_email',
    to: 'alice@example.com',
    subject: 'Bitte bestätigen',
    text: AWKWARD,
    userId: alice!.id,
    headers: { 'List-Unsubscribe': '<https://buildwright.example/u>' },
  });
  const [build] = await db
    .insert(builds)
    .values({ userId: alice!.id, name: AWKWARD, parts: [], shareId: 'share-1' })
    .returning({ id: builds.id });
  await db.insert(newsletterSubscribers).values([
    { email: 'reader@example.com', firstName: 'Ånnä', lastName: null },
    { email: 'other@example.com', source: 'footer' },
  ]);
  await db.insert(contactMessages).values({
    title: 'Question',
    name: 'Carol',
    email: 'carol@example.com',
    message: AWKWARD,
    ip: null,
  });
  await db.insert(mediaImages).values({
    id: randomBytes(32).toString('hex'),
    sourceUrl: 'https://images.example/p/1.jpg',
    status: 'ready',
    width: 800,
    height: 600,
  });
  await db.insert(priceAlerts).values({
    userId: alice!.id,
    targetKind: 'build',
    targetId: build!.id,
    kind: 'price',
    targetPrice: 1234.5,
  });
  const [entry] = await db
    .insert(galleryEntries)
    .values({
      userId: alice!.id,
      buildId: build!.id,
      title: 'My rifle',
      writeUp: AWKWARD,
      buildName: 'Rifle',
      parts: [],
      totalPrice: 1234.56,
      partCount: 0,
      calibre: '556',
    })
    .returning({ id: galleryEntries.id });
  await db.insert(galleryPhotos).values({
    id: randomBytes(32).toString('hex'),
    userId: alice!.id,
    entryId: entry!.id,
    width: 1600,
    height: 1200,
  });
}

/** What changes in a database after its backup, as a running server would change it. */
async function changeAfterBackup(db: Db): Promise<void> {
  await db.delete(builds);
  await db.update(users).set({ fullName: 'changed' });
  await db.insert(newsletterSubscribers).values({ email: 'late@example.com' });
  // A sequence moves too.
  await db.execute(
    sql`insert into price_history (merchant_id, ammo_id, price, in_stock)
        select merchant_id, ammo_id, 1, true from price_history where ammo_id is not null`,
  );
}

function totalRows(contents: Contents): number {
  return Object.values(contents.tables).reduce((sum, t) => sum + t.rows, 0);
}

/** The summary line both commands print. */
function summary(contents: Contents): string {
  return `${Object.keys(contents.tables).length} tables, ${totalRows(contents)} rows:`;
}

/**
 * Every table holds rows, so the comparison covers real content in each. A table added later
 * fails here until fillEveryTable gives it rows.
 */
function expectEveryTableFilled(contents: Contents): void {
  const empty = Object.entries(contents.tables)
    .filter(([, t]) => t.rows === 0)
    .map(([name]) => name);
  expect(empty, 'tables fillEveryTable leaves empty').toEqual([]);
  expect(contents.tables['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);
  expect(Object.values(contents.sequences).filter((v) => v !== null)).not.toEqual([]);
}

/** Nothing a command prints is a stack trace or the database password. */
function expectPlainMessages(result: ScriptResult): void {
  const printed = result.stdout + result.stderr;
  expect(printed).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(printed).not.toContain(PASSWORD);
}

/** `npm run db:backup` or `db:restore` in a process of its own, as an operator runs it. */
async function run(script: string, file: string, env: Record<string, string>) {
  const result = await runScript(script, [file], env, SCRIPT_MS);
  expectPlainMessages(result);
  return result;
}

/** The environment run-script.ts gives a script: this process's, without the database settings. */
const inherited: Record<string, string | undefined> = {
  // eslint-disable-next-line no-restricted-properties -- what a script inherits (PATH to pg_restore)
  ...process.env,
  DATABASE_URL: undefined,
  DATA_DIR: undefined,
};

/**
 * The same command in this process: runBackupCommand, all its script does, with the environment
 * the script would have and what it prints on the console taken as the script's output. Only for
 * refusals (a database this process holds is not refused), one at a time: they share the console.
 */
async function runHere(
  action: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  let stdout = '';
  let stderr = '';
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    stdout += `${format(...a)}\n`;
  });
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    stderr += `${format(...a)}\n`;
  });
  let code: number;
  try {
    code = await runBackupCommand(action, args, { ...inherited, ...env });
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  const result = { code, stdout, stderr };
  expectPlainMessages(result);
  return result;
}

/** The migrated template as an embedded backup: an uncompressed data directory tar. */
async function writeEmptyEmbeddedBackup(file: string): Promise<void> {
  const template = (await pgliteKind.create()).target;
  if (template.kind !== 'pglite' || !template.loadDataDir) throw new Error('no template');
  await writeFile(file, Buffer.from(await template.loadDataDir.arrayBuffer()));
}

/**
 * Waits for every one of `steps`, then fails with the first failure if any failed: nothing is
 * left running (a command, an open database) when a test ends and cleans up.
 */
async function together<T extends readonly unknown[]>(steps: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(steps);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

const pgliteKind = databaseKinds().find((k) => k.name === 'pglite')!;
const postgresKind = databaseKinds().find((k) => k.name === 'postgres');

describe('npm run db:backup and db:restore [pglite]', () => {
  it('backs up, wipes, restores and finds every row; refuses while a server runs; keeps the old data', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-backup-'));
    const dataDir = path.join(dir, 'data');
    const dbDir = path.join(dataDir, 'db');
    const env = { DATA_DIR: dataDir };
    const backups = path.join(dir, 'backups');
    const file = path.join(backups, 'buildwright-db.tar.gz');
    // A second installation, holding a copy of the database that changes after the backup.
    const changedDataDir = path.join(dir, 'changed');
    const changedDbDir = path.join(changedDataDir, 'db');
    const changedEnv = { DATA_DIR: changedDataDir };
    const emptyBackup = path.join(dir, 'empty-db.tar');
    /** The contents of the embedded database in `folder`, opened (and changed) and closed again. */
    const contentsAt = async (folder: string, change?: (db: Db) => Promise<void>) => {
      const database = await openDatabase({ kind: 'pglite', dataDir: folder });
      try {
        await change?.(database.db);
        return await contentsOf(database.db);
      } finally {
        await database.close();
      }
    };
    try {
      // Start from the migrated template, as the server's first start would from scratch.
      const template = (await pgliteKind.create()).target;
      const [database] = await Promise.all([
        openDatabase({
          kind: 'pglite',
          dataDir: dbDir,
          loadDataDir: template.kind === 'pglite' ? template.loadDataDir : undefined,
        }),
        mkdir(backups),
        writeEmptyEmbeddedBackup(emptyBackup),
      ]);
      // This process has the database open, as a running server would: no backup is taken, and
      // a restore (of a file that would restore) changes nothing. Both run while it is filled.
      const refusedWhileOpen = Promise.all([
        runScript('db-backup.ts', [file], env, SCRIPT_MS),
        runScript('db-restore.ts', [emptyBackup], env, SCRIPT_MS),
      ]);
      let before: Contents;
      let busy: ScriptResult;
      let busyRestore: ScriptResult;
      try {
        await fillEveryTable(database.db);
        before = await contentsOf(database.db);
        expectEveryTableFilled(before);
      } finally {
        // Closed only once both have given up, whatever happened meanwhile.
        [busy, busyRestore] = await refusedWhileOpen;
        await database.close();
      }
      for (const refused of [busy, busyRestore]) {
        expectPlainMessages(refused);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`in use by another process (pid ${process.pid})`);
      }
      expect(await readdir(backups)).toEqual([]);
      expect(await readdir(dataDir)).toEqual(['db']);

      // The backup; meanwhile a copy of the database changes, as a server would change it later.
      await cp(dbDir, changedDbDir, { recursive: true });
      const [backup, changed] = await together([
        run('db-backup.ts', file, env),
        contentsAt(changedDbDir, changeAfterBackup),
      ]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const size = (await stat(file)).size;
      expect(backup.stdout).toContain(`to ${file} (${formatBytes(size)})`);
      expect(backup.stdout).toContain(summary(before));
      expect(backup.stdout).toMatch(/public\.catalog_offers +2\n/);
      // Written whole, then renamed: nothing else is left beside it. Only its owner may read it.
      expect(await readdir(backups)).toEqual(['buildwright-db.tar.gz']);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(changed).not.toEqual(before);

      await rm(dbDir, { recursive: true });
      await together([
        // Wiped (the data directory is gone), then restored: every row is back.
        (async () => {
          const restored = await run('db-restore.ts', file, env);
          expect(restored.code).toBe(0);
          expect(restored.stdout).toContain(`Restored ${file} (${formatBytes(size)})`);
          expect(restored.stdout).toContain(
            `${before.tables['drizzle.__drizzle_migrations']!.rows} migrations recorded.`,
          );
          expect(restored.stdout).toContain(summary(before));
          expect(restored.stdout).not.toContain('kept in');
          expect(await readdir(dataDir)).toEqual(['db']);
          expect(await contentsAt(dbDir)).toEqual(before);
        })(),
        // Restored over the copy that has changed since: the backup's rows come back, and the
        // changed database is kept aside, where the restore says.
        (async () => {
          const over = await run('db-restore.ts', file, changedEnv);
          expect(over.code).toBe(0);
          expect(over.stdout).toContain(summary(before));
          const entries = await readdir(changedDataDir);
          const aside = entries.filter((f) => f.startsWith('db.before-restore-'));
          expect(aside).toHaveLength(1);
          expect(entries.sort()).toEqual(['db', ...aside].sort());
          const kept = path.join(changedDataDir, aside[0]!);
          expect(over.stdout).toContain(`kept in ${kept}`);
          expect(await contentsAt(changedDbDir)).toEqual(before);
          expect(await contentsAt(kept)).toEqual(changed);
        })(),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 900_000);
});

describe.runIf(Boolean(postgresKind))('npm run db:backup and db:restore [postgres]', () => {
  it('backs up, wipes, restores and finds every row; a failed restore changes nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-backup-pg-'));
    const file = path.join(dir, 'buildwright.dump');
    const databases: { drop(): Promise<void> }[] = [];
    /** A database made from the migrated template and filled; its URL with a password. */
    const filledDatabase = async () => {
      const created = await postgresKind!.create();
      databases.push(created);
      if (created.target.kind !== 'pg') throw new Error('not a PostgreSQL database');
      const database = await openDatabase({ ...created.target, max: 1 });
      try {
        await fillEveryTable(database.db);
        // Most of the file is table data, so a copy cut in half ends inside the data rather
        // than in the archive's table of contents: random text barely compresses.
        await database.db.execute(
          sql`insert into contact_messages (title, name, email, message)
              select 'bulk', 'Bulk', 'bulk@example.com', string_agg(md5(random()::text), '')
                from generate_series(1, 20000)`,
        );
      } finally {
        await database.close();
      }
      const { url } = created.target;
      // The test server trusts local connections, so any password works, and none may show.
      const withPassword = new URL(url);
      withPassword.password = PASSWORD;
      return { url, withPassword, env: { DATABASE_URL: withPassword.toString() } };
    };
    const contents = async (url: string) => {
      const database = await openDatabase({ kind: 'pg', url, max: 1 });
      try {
        return await contentsOf(database.db);
      } finally {
        await database.close();
      }
    };
    const change = async (url: string, statements: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statements);
      } finally {
        await client.end();
      }
    };
    try {
      // The backed-up database, one holding other data to restore over, and one for the
      // restores that must fail: each restore below has its own, so they run at the same time.
      const [main, other, refusing] = await together([
        filledDatabase(),
        filledDatabase(),
        filledDatabase(),
      ]);
      const before = await contents(main.url);
      expectEveryTableFilled(before);

      const backup = await run('db-backup.ts', file, main.env);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`${main.withPassword.username}:***@`);
      expect(backup.stdout).toContain(`to ${file} (${formatBytes((await stat(file)).size)})`);
      expect(backup.stdout).toContain(summary(before));
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');
      expect(await readdir(dir)).toEqual(['buildwright.dump']);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      await together([
        // Wiped (dropped and created again, empty), then restored: every row is back.
        (async () => {
          const name = new URL(main.url).pathname.slice(1);
          const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
          await admin.connect();
          try {
            await admin.query(`drop database "${name}" with (force)`);
            await admin.query(`create database "${name}"`);
          } finally {
            await admin.end();
          }
          expect((await contents(main.url)).tables).toEqual({});
          const restored = await run('db-restore.ts', file, main.env);
          expect(restored.code).toBe(0);
          expect(restored.stdout).toContain(summary(before));
          expect(await contents(main.url)).toEqual(before);
        })(),
        // Restored over a database that holds other data: the backup's rows, no more, no fewer.
        (async () => {
          await change(
            other.url,
            `delete from catalog_offers where merchant_id = 'shop-a';
             update users set full_name = 'changed';
             insert into newsletter_subscribers (email) values ('late@example.com');`,
          );
          expect(await contents(other.url)).not.toEqual(before);
          const over = await run('db-restore.ts', file, other.env);
          expect(over.code).toBe(0);
          expect(await contents(other.url)).toEqual(before);
        })(),
        (async () => {
          // A backup cut short (a copy that ran out of disk) fails part-way through the data
          // and leaves the database exactly as it was.
          await change(
            refusing.url,
            `delete from builds; update catalog_variants set notes = notes || ' (changed)';`,
          );
          const current = await contents(refusing.url);
          const cut = path.join(dir, 'cut.dump');
          const bytes = await readFile(file);
          await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
          const failed = await runHere('restore', [cut], refusing.env);
          expect(failed.code).toBe(1);
          expect(failed.stderr).toContain('nothing was changed');
          expect(await contents(refusing.url)).toEqual(current);

          // A table the backup does not have (a newer version's, or an operator's own) would
          // be left beside the restored ones: the restore refuses and says which.
          await change(
            refusing.url,
            `create table operator_notes (note text); insert into operator_notes values ('x');`,
          );
          const withExtra = await contents(refusing.url);
          const refused = await runHere('restore', [file], refusing.env);
          expect(refused.code).toBe(1);
          expect(refused.stderr).toContain('public.operator_notes');
          expect(refused.stderr).toContain('Nothing was changed.');
          expect(await contents(refusing.url)).toEqual(withExtra);
        })(),
      ]);
    } finally {
      await Promise.all(databases.map((d) => d.drop()));
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe('npm run db:backup and db:restore refuse what they cannot use', () => {
  it('explains a missing file, a wrong kind of file and missing PostgreSQL tools, exit status 1', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-backup-bad-'));
    const dataDir = path.join(dir, 'data');
    const embedded = { DATA_DIR: dataDir };
    try {
      const usage = await runHere('backup', [], embedded);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('Name the backup file.');
      expect(usage.stderr).toContain('Usage: npm run db:backup -- <file>');

      const nothing = await runHere('backup', [path.join(dir, 'b.tar.gz')], embedded);
      expect(nothing.code).toBe(1);
      expect(nothing.stderr).toContain(`There is no embedded database in ${dataDir}`);
      expect(existsSync(dataDir)).toBe(false);

      const missing = await runHere('restore', [path.join(dir, 'nope.tar.gz')], embedded);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('there is no such file');

      const text = path.join(dir, 'notes.txt');
      await writeFile(text, 'just some notes\n');
      const notBackup = await runHere('restore', [text], embedded);
      expect(notBackup.code).toBe(1);
      expect(notBackup.stderr).toContain('is not a Buildwright backup');

      // The two kinds of backup are told apart, and each restore says where the other belongs.
      const pgDump = path.join(dir, 'buildwright.dump');
      await writeFile(pgDump, Buffer.concat([Buffer.from('PGDMP'), randomBytes(2000)]));
      const pgIntoEmbedded = await runHere('restore', [pgDump], embedded);
      expect(pgIntoEmbedded.code).toBe(1);
      expect(pgIntoEmbedded.stderr).toContain('is a backup of a PostgreSQL database');
      expect(existsSync(dataDir)).toBe(false);

      const embeddedBackup = path.join(dir, 'buildwright-db.tar');
      await writeEmptyEmbeddedBackup(embeddedBackup);
      // No PostgreSQL client tools on the PATH, and a server that is not there: each command
      // stops at the first thing it cannot do, and says what to install.
      const noTools = path.join(dir, 'empty-bin');
      await mkdir(noTools);
      const postgres = {
        DATABASE_URL: `postgres://bw:${PASSWORD}@127.0.0.1:9/bw`,
        PATH: noTools,
      };
      const embeddedIntoPg = await runHere('restore', [embeddedBackup], postgres);
      expect(embeddedIntoPg.code).toBe(1);
      expect(embeddedIntoPg.stderr).toContain('is a backup of the embedded database');

      const noDump = await runHere('backup', [path.join(dir, 'x.dump')], postgres);
      expect(noDump.code).toBe(1);
      expect(noDump.stderr).toContain('pg_dump was not found');
      expect(noDump.stderr).toContain('postgresql-client');
      const noRestore = await runHere('restore', [pgDump], postgres);
      expect(noRestore.code).toBe(1);
      expect(noRestore.stderr).toContain('pg_restore was not found');
      expect(noRestore.stderr).toContain('postgresql-client');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
