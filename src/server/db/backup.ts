// Backups that restore, for both database kinds: `npm run db:backup -- <file>` and
// `npm run db:restore -- <file>` (scripts/db-backup.ts, scripts/db-restore.ts).
//
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore in one transaction,
//   so a restore that fails part-way changes nothing.
// - Embedded PGlite (DATA_DIR/db): PGlite's own dump of its data directory (a .tar.gz), taken with
//   the data-directory lock held so no server writes meanwhile. A restore builds the new data
//   directory beside the old one, checks that it opens, and only then swaps them; the old one is
//   kept.
//
// Every failure a user can cause (a wrong file, a running server, missing client tools) is a
// BackupError whose message says what to do; the commands print it without a stack trace.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { constants as zlibConstants, gunzip, gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.ts';
import { migrationsFolder, openDatabase, targetFromConfig, type Database } from './client.ts';
import { DatabaseInUseError, lockDataDir } from './data-dir-lock.ts';

/** A failure the user can act on: printed as it is, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface TableRows {
  /** schema.table */
  table: string;
  rows: number;
}

export interface BackupReport {
  action: 'backup' | 'restore';
  kind: 'pglite' | 'pg';
  /** The backup file, absolute. */
  file: string;
  bytes: number;
  ms: number;
  /** The data directory, or the database URL with its password masked. */
  database: string;
  tables: TableRows[];
  /** Migrations recorded in the database, and how many this version of Buildwright has. */
  migrations: { recorded: number; known: number };
  /** Embedded restore: where the data directory that was there before now is. */
  keptAside?: string;
  /** PostgreSQL restore: which pg_dump made the file, from which server. */
  madeBy?: string;
}

/** The environment handed to pg_dump and pg_restore (PATH, PG* variables). */
export type ChildEnv = Record<string, string | undefined>;

// ---- masking --------------------------------------------------------------------------------------

/** The URL as it may be printed: its password (and any password parameter) replaced by ***. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString();
  } catch {
    return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
  }
}

/** The password in `url`, as written and decoded: both are blanked out of any text we print. */
function secretsOf(url: string): string[] {
  try {
    const parsed = new URL(url);
    const secrets = [parsed.password, ...parsed.searchParams.getAll('password')];
    return secrets.flatMap((s) => (s ? [s, safeDecode(s)] : [])).filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function maskText(text: string, url: string): string {
  let out = text.split(url).join(maskUrl(url));
  for (const secret of secretsOf(url)) out = out.split(secret).join('***');
  return out;
}

/**
 * How pg_dump and pg_restore are given the database: the URL without its password, which goes in
 * PGPASSWORD instead, so it shows neither in the process list nor in their messages.
 */
function libpqTarget(url: string, env: ChildEnv): { conninfo: string; env: ChildEnv } {
  const parsed = new URL(url);
  const password = parsed.password
    ? safeDecode(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  parsed.searchParams.delete('password');
  return {
    conninfo: parsed.toString(),
    env: password === undefined ? env : { ...env, PGPASSWORD: password },
  };
}

// ---- small helpers --------------------------------------------------------------------------------

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** 20260131T142501Z: sorts by time and is safe in a file name everywhere. */
function timestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `base`, or `base-2`, `base-3`… when that is taken. */
function freePath(base: string): string {
  let candidate = base;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** A name beside `file` for writing it in full before it takes `file`'s place. */
function partialPath(file: string): string {
  return `${file}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * The backup file is renamed into place only once complete, so a failed or interrupted backup
 * never leaves a file that looks like a backup, nor spoils an older one of the same name. It holds
 * password hashes and e-mail addresses: only its owner may read it.
 */
async function publish(partial: string, file: string): Promise<void> {
  await chmod(partial, 0o600);
  await rename(partial, file);
}

async function checkOutputPath(file: string, dataDir?: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) throw new BackupError(`${file} is a folder: name the backup file.`);
  const folder = path.dirname(file);
  const folderInfo = await stat(folder).catch(() => undefined);
  if (!folderInfo?.isDirectory()) throw new BackupError(`The folder ${folder} does not exist.`);
  if (dataDir && !path.relative(dataDir, file).startsWith('..')) {
    throw new BackupError(
      `${file} is inside the database's own folder ${dataDir}: write the backup elsewhere.`,
    );
  }
}

/** What kind of backup a file is, from its first bytes. */
type FileKind = 'pg_dump' | 'pglite' | 'sql' | 'empty' | 'unknown';

async function readHead(file: string): Promise<Buffer> {
  const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      err.code === 'ENOENT'
        ? `Cannot read ${file}: there is no such file.`
        : `Cannot read ${file}: ${err.message}`,
    );
  });
  if (info.isDirectory()) throw new BackupError(`${file} is a folder, not a backup file.`);
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    throw new BackupError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isTar(bytes: Buffer): boolean {
  return bytes.length >= 263 && bytes.subarray(257, 262).toString('latin1') === 'ustar';
}

/** The first entry's name in a tar, without a leading '/' or './'. */
function firstTarName(bytes: Buffer): string {
  return bytes
    .subarray(0, 100)
    .toString('utf8')
    .replace(/\0.*$/s, '')
    .replace(/^\.?\//, '');
}

function sniff(head: Buffer): FileKind {
  if (head.length === 0) return 'empty';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  let tar: Buffer | undefined;
  if (head[0] === 0x1f && head[1] === 0x8b) {
    try {
      // Only the start of the file: enough for the tar's first header.
      tar = gunzipSync(head, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
    } catch {
      return 'unknown';
    }
  } else if (isTar(head)) {
    tar = head;
  }
  if (tar) {
    if (!isTar(tar)) return 'unknown';
    // pg_dump's own tar format starts with its table of contents; pg_restore reads it too.
    return firstTarName(tar) === 'toc.dat' ? 'pg_dump' : 'pglite';
  }
  const text = head.subarray(0, 200).toString('utf8');
  if (/^(--|SET |CREATE |\\connect)/m.test(text)) return 'sql';
  return 'unknown';
}

function wrongKind(file: string, kind: FileKind, wanted: 'pg' | 'pglite'): BackupError {
  if (kind === 'empty') return new BackupError(`${file} is empty: it is not a backup.`);
  if (kind === 'pg_dump' && wanted === 'pglite') {
    return new BackupError(
      `${file} is a backup of a PostgreSQL database (made by pg_dump), but DATABASE_URL is not ` +
        'set, so this would restore the embedded database. Set DATABASE_URL to the PostgreSQL ' +
        'database to restore it there.',
    );
  }
  if (kind === 'pglite' && wanted === 'pg') {
    return new BackupError(
      `${file} is a backup of the embedded database (made without DATABASE_URL): unset ` +
        'DATABASE_URL to restore it into DATA_DIR/db.',
    );
  }
  if (kind === 'sql' && wanted === 'pg') {
    return new BackupError(
      `${file} is a plain SQL dump, not the archive npm run db:backup writes: run it with psql ` +
        'into an empty database instead.',
    );
  }
  return new BackupError(
    `${file} is not a Buildwright backup: npm run db:backup writes a pg_dump archive for ` +
      'PostgreSQL and a .tar.gz of the data directory for the embedded database.',
  );
}

// ---- what a database holds ------------------------------------------------------------------------

type Query = (text: string) => Promise<Record<string, unknown>[]>;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every table (from the catalog: whatever migrations made) and its exact row count. */
async function countTables(query: Query): Promise<TableRows[]> {
  const tables = await query(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const out: TableRows[] = [];
  for (const t of tables) {
    const schema = String(t.schema);
    const name = String(t.name);
    const [row] = await query(
      `select count(*)::text as rows from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    out.push({ table: `${schema}.${name}`, rows: Number(row?.rows ?? 0) });
  }
  return out;
}

/** The migrations this version of Buildwright has (its SQL files' journal). */
async function knownMigrations(): Promise<number> {
  try {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries?: unknown[] };
    return journal.entries?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Migrations recorded in the database; undefined when it has no migrations table at all. */
async function recordedMigrations(query: Query): Promise<number | undefined> {
  const [present] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return undefined;
  const [row] = await query('select count(*)::text as n from drizzle.__drizzle_migrations');
  return Number(row?.n ?? 0);
}

async function migrationsOf(query: Query): Promise<BackupReport['migrations']> {
  return { recorded: (await recordedMigrations(query)) ?? 0, known: await knownMigrations() };
}

// ---- embedded PGlite ------------------------------------------------------------------------------

/** The PGlite client under an open embedded database (drizzle keeps it as `$client`). */
function pgliteClient(database: Database): PGlite {
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.dumpDataDir !== 'function') {
    throw new Error('the embedded database did not expose its PGlite client');
  }
  return client;
}

function pgliteQuery(client: PGlite): Query {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

function hasCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function backupPglite(dataDir: string, file: string): Promise<BackupReport> {
  await checkOutputPath(file, dataDir);
  if (!hasCluster(dataDir)) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} to back up. Check DATA_DIR; for a PostgreSQL ` +
        'database, set DATABASE_URL.',
    );
  }
  const started = performance.now();
  // openDatabase takes the data directory's lock (a running server holds it: DatabaseInUseError),
  // so nothing writes while the files are copied.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const partial = partialPath(file);
  try {
    const client = pgliteClient(database);
    const query = pgliteQuery(client);
    const tables = await countTables(query);
    const migrations = await migrationsOf(query);
    // Everything written so far goes to the data files, so the copy needs no recovery to open.
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(partial, bytes, { mode: 0o600 });
    await publish(partial, file);
    return {
      action: 'backup',
      kind: 'pglite',
      file,
      bytes: bytes.length,
      ms: performance.now() - started,
      database: dataDir,
      tables,
      migrations,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await database.close();
  }
}

/** Reads a tar's entries' headers: the data directory's PostgreSQL version, when it has one. */
function pgVersionInTar(tar: Buffer): string | undefined {
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return undefined;
    const field = (from: number, to: number) =>
      header.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
    const prefix = field(345, 500);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = parseInt(field(124, 136).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return undefined;
    if (name.replace(/^\.?\//, '') === 'PG_VERSION') {
      return tar
        .subarray(offset + 512, offset + 512 + size)
        .toString('utf8')
        .trim();
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** The whole backup as an uncompressed tar of a data directory, checked to be one. */
async function readPgliteBackup(file: string): Promise<{ tar: Buffer; pgVersion: string }> {
  const bytes = await readFile(file);
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = await promisify(gunzip)(bytes);
    } catch (err) {
      throw new BackupError(
        `${file} is damaged (it does not decompress: ${(err as Error).message}). Is it complete?`,
      );
    }
  }
  const pgVersion = pgVersionInTar(tar);
  if (!pgVersion) {
    throw new BackupError(
      `${file} is an archive, but not of a database's data directory (it has no PG_VERSION): ` +
        'it is not a backup npm run db:backup made.',
    );
  }
  return { tar, pgVersion };
}

/** A data directory that holds nothing but (perhaps) a lock: nothing to keep. */
async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir);
  return entries.every((e) => e === '.lock');
}

async function restorePglite(dataDir: string, file: string): Promise<BackupReport> {
  const kind = sniff(await readHead(file));
  if (kind !== 'pglite') throw wrongKind(file, kind, 'pglite');
  const started = performance.now();
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const stamp = timestamp();
  const staging = freePath(`${dataDir}.restoring-${stamp}`);

  // The existing directory stays locked until it is moved aside: a server starting meanwhile
  // refuses instead of opening a database that is about to be replaced.
  const existing = existsSync(dataDir);
  const unlockExisting = existing ? await lockDataDir(dataDir) : async () => {};
  let swapped = false;
  try {
    const { tar, pgVersion } = await readPgliteBackup(file);
    // Built beside the live directory and checked before anything is replaced: a backup that
    // does not open leaves the database that was there as it was.
    let restored: Database;
    try {
      restored = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        // A view of the same bytes (Node's buffers are never shared memory here): no copy.
        loadDataDir: new Blob([
          new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.length),
        ]),
      });
    } catch (err) {
      throw new BackupError(
        `${file} does not open as an embedded database (its files are PostgreSQL ${pgVersion}'s): ` +
          `${(err as Error).message}. Nothing was changed.`,
      );
    }
    let tables: TableRows[];
    let migrations: BackupReport['migrations'];
    try {
      const query = pgliteQuery(pgliteClient(restored));
      const recorded = await recordedMigrations(query);
      if (recorded === undefined || recorded === 0) {
        throw new BackupError(
          `${file} holds a database, but not a Buildwright one (no migrations are recorded in ` +
            'it). Nothing was changed.',
        );
      }
      tables = await countTables(query);
      migrations = { recorded, known: await knownMigrations() };
    } finally {
      await restored.close();
    }

    let keptAside: string | undefined;
    if (existing) {
      if (await isEmptyDir(dataDir)) {
        await rm(dataDir, { recursive: true, force: true });
      } else {
        keptAside = freePath(`${dataDir}.before-restore-${stamp}`);
        await rename(dataDir, keptAside);
        // Our lock moved with it; the kept copy must open later without a stale lock.
        await rm(path.join(keptAside, '.lock'), { force: true });
      }
    }
    swapped = true;
    try {
      await rename(staging, dataDir);
    } catch (err) {
      throw new BackupError(
        `The restored database is complete in ${staging} but could not take the place of ` +
          `${dataDir} (${(err as Error).message}): did a server start during the restore? Stop ` +
          `it, then move ${staging} to ${dataDir}.` +
          (keptAside ? ` The previous database is in ${keptAside}.` : ''),
      );
    }
    return {
      action: 'restore',
      kind: 'pglite',
      file,
      bytes: (await stat(file)).size,
      ms: performance.now() - started,
      database: dataDir,
      tables,
      migrations,
      keptAside,
    };
  } catch (err) {
    if (!swapped) await rm(staging, { recursive: true, force: true });
    throw err;
  } finally {
    // Once swapped, the lock went with the old directory; removing `dataDir/.lock` now could take
    // away the lock of a server that has just started on the restored one.
    if (!swapped) await unlockExisting();
  }
}

// ---- PostgreSQL -----------------------------------------------------------------------------------

interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

function missingTool(tool: string): BackupError {
  return new BackupError(
    `${tool} was not found. It comes with the PostgreSQL client tools: on Debian or Ubuntu ` +
      'install the postgresql-client package (apt-get install postgresql-client), elsewhere ' +
      "your system's PostgreSQL client package. Its major version must be at least the " +
      "server's (for a newer server, use the PostgreSQL project's own packages).",
  );
}

function runTool(tool: string, args: string[], env: ChildEnv): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? missingTool(tool) : err),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The major version of pg_dump or pg_restore ("pg_dump (PostgreSQL) 15.20 …" → 15). */
async function toolMajor(tool: string, env: ChildEnv): Promise<number | undefined> {
  const { stdout } = await runTool(tool, ['--version'], env);
  const match = /\)\s*(\d+)/.exec(stdout) ?? /(\d+)/.exec(stdout);
  return match ? Number(match[1]) : undefined;
}

async function connect(url: string): Promise<{ client: pg.Client; query: Query }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(
      maskText(`Cannot connect to ${url}: ${(err as Error).message}`, url) +
        '. Is DATABASE_URL right, and does the database exist?',
    );
  }
  // A connection lost later surfaces as a failed query; without a listener it would end the process.
  client.on('error', () => {});
  return {
    client,
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
  };
}

async function serverMajor(query: Query): Promise<number> {
  const [row] = await query(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(row?.v ?? 0) / 10000);
}

function toolOutput(result: ToolResult, url: string): string {
  const text = maskText(`${result.stderr}${result.stdout}`.trim(), url);
  return text ? `\n${text}` : '';
}

async function backupPostgres(url: string, file: string, env: ChildEnv): Promise<BackupReport> {
  await checkOutputPath(file);
  const dumpMajor = await toolMajor('pg_dump', env);
  const started = performance.now();
  const { client, query } = await connect(url);
  const partial = partialPath(file);
  try {
    const server = await serverMajor(query);
    if (dumpMajor !== undefined && dumpMajor < server) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot back up a PostgreSQL ${server} server: install the ` +
          `PostgreSQL ${server} client tools (postgresql-client-${server}) or newer.`,
      );
    }
    // pg_dump reads the snapshot this transaction exports, so the row counts printed below are
    // those of the file, however busy the database is.
    await query('begin isolation level repeatable read, read only');
    const [row] = await query('select pg_export_snapshot() as snapshot');
    const target = libpqTarget(url, env);
    const [dumped, counted, migrations] = await Promise.allSettled([
      runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-password',
          `--snapshot=${String(row?.snapshot)}`,
          `--file=${partial}`,
          target.conninfo,
        ],
        target.env,
      ),
      countTables(query),
      migrationsOf(query),
    ]);
    if (dumped.status === 'rejected') throw dumped.reason;
    if (dumped.value.code !== 0) {
      throw new BackupError(
        `pg_dump could not back up ${maskUrl(url)} (exit status ${dumped.value.code}):` +
          toolOutput(dumped.value, url),
      );
    }
    if (counted.status === 'rejected') throw counted.reason;
    if (migrations.status === 'rejected') throw migrations.reason;
    await query('commit');
    await publish(partial, file);
    return {
      action: 'backup',
      kind: 'pg',
      file,
      bytes: (await stat(file)).size,
      ms: performance.now() - started,
      database: maskUrl(url),
      tables: counted.value,
      migrations: migrations.value,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

interface ArchiveContents {
  /** "relation schema.name" and "routine schema.name(args)" of what the archive creates. */
  objects: Set<string>;
  dumpedBy: string | undefined;
  dumpedFrom: string | undefined;
}

/** Reads `pg_restore --list`: the archive's header and the objects it creates. */
function parseArchiveList(list: string): ArchiveContents {
  const objects = new Set<string>();
  const kinds: Record<string, 'relation' | 'routine'> = {
    TABLE: 'relation',
    VIEW: 'relation',
    'MATERIALIZED VIEW': 'relation',
    'FOREIGN TABLE': 'relation',
    SEQUENCE: 'relation',
    FUNCTION: 'routine',
    PROCEDURE: 'routine',
  };
  const entry =
    /^\d+; \d+ \d+ (MATERIALIZED VIEW|FOREIGN TABLE|TABLE|VIEW|SEQUENCE|FUNCTION|PROCEDURE) (?!DATA |SET |OWNED BY )(\S+) (.+) \S+$/;
  for (const line of list.split('\n')) {
    const m = entry.exec(line.trim());
    if (m) objects.add(`${kinds[m[1]!]} ${m[2]}.${m[3]}`);
  }
  const header = (label: string) =>
    new RegExp(`^;\\s*${label}:\\s*(.+)$`, 'm').exec(list)?.[1]?.trim();
  return {
    objects,
    dumpedBy: header('Dumped by pg_dump version'),
    dumpedFrom: header('Dumped from database version'),
  };
}

/**
 * Tables, views, sequences and functions in the database (outside the system schemas and
 * extensions), named as `pg_restore --list` names them.
 */
async function databaseObjects(query: Query): Promise<string[]> {
  const rows = await query(
    `select 'relation ' || n.nspname || '.' || c.relname as object
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_class'::regclass and d.objid = c.oid
                           and d.deptype = 'e')
     union all
     select 'routine ' || n.nspname || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')'
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prokind in ('f', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                           and d.deptype = 'e')
     order by 1`,
  );
  return rows.map((r) => String(r.object));
}

/**
 * --clean drops and recreates what the archive holds; anything else in the database would stay,
 * beside restored tables and a migration record that no longer describe it (e.g. the tables of a
 * newer version's migrations, which the next start would then fail to create).
 */
async function refuseObjectsNotInArchive(url: string, archive: ArchiveContents): Promise<void> {
  const { client, query } = await connect(url);
  try {
    const extra = (await databaseObjects(query)).filter((o) => !archive.objects.has(o));
    if (extra.length > 0) {
      const shown = extra.slice(0, 10).join(', ') + (extra.length > 10 ? ', …' : '');
      throw new BackupError(
        `${maskUrl(url)} holds ${extra.length} object(s) that are not in the backup (${shown}): ` +
          "restoring over them would leave a mix of both, such as a newer version's tables " +
          'beside an older migration record. Restore into an empty database instead: drop and ' +
          'create it (dropdb, createdb), then run this again. Nothing was changed.',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

function majorOf(version: string | undefined): number | undefined {
  const m = /^(\d+)/.exec(version ?? '');
  return m ? Number(m[1]) : undefined;
}

async function restorePostgres(url: string, file: string, env: ChildEnv): Promise<BackupReport> {
  const kind = sniff(await readHead(file));
  if (kind !== 'pg_dump') throw wrongKind(file, kind, 'pg');
  const restoreMajor = await toolMajor('pg_restore', env);
  const listed = await runTool('pg_restore', ['--list', file], env);
  if (listed.code !== 0 && /unsupported version/i.test(listed.stderr)) {
    throw new BackupError(
      `${file} was made by a newer pg_dump than this pg_restore ${restoreMajor ?? ''} can read: ` +
        "install the PostgreSQL client tools of at least the backed-up server's version " +
        '(postgresql-client-<version>).',
    );
  }
  if (listed.code !== 0) {
    throw new BackupError(
      `${file} cannot be read as a pg_dump archive (is it complete?):${toolOutput(listed, url)}`,
    );
  }
  const archive = parseArchiveList(listed.stdout);
  const archiveMajor = majorOf(archive.dumpedBy);
  if (archiveMajor !== undefined && restoreMajor !== undefined && archiveMajor > restoreMajor) {
    throw new BackupError(
      `${file} was made by pg_dump ${archive.dumpedBy}; pg_restore ${restoreMajor} cannot read ` +
        `it. Install the PostgreSQL ${archiveMajor} client tools (postgresql-client-${archiveMajor}) or newer.`,
    );
  }

  const started = performance.now();
  await refuseObjectsNotInArchive(url, archive);

  const target = libpqTarget(url, env);
  const restored = await runTool(
    'pg_restore',
    [
      // Drops what the archive holds before creating it, so an empty database and one holding
      // the same tables (with any data) both end up exactly as backed up.
      '--clean',
      '--if-exists',
      // Objects belong to DATABASE_URL's user, whoever owned them on the server backed up; grants
      // to roles this server may not have are left out for the same reason.
      '--no-owner',
      '--no-privileges',
      // One transaction: a restore that fails part-way is rolled back and changes nothing.
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${target.conninfo}`,
      file,
    ],
    target.env,
  );
  if (restored.code !== 0) {
    throw new BackupError(
      `pg_restore could not restore ${file} into ${maskUrl(url)}; nothing was changed (the restore ` +
        `runs as one transaction):${toolOutput(restored, url)}`,
    );
  }

  const { client, query } = await connect(url);
  try {
    return {
      action: 'restore',
      kind: 'pg',
      file,
      bytes: (await stat(file)).size,
      ms: performance.now() - started,
      database: maskUrl(url),
      tables: await countTables(query),
      migrations: await migrationsOf(query),
      madeBy: archive.dumpedBy
        ? `pg_dump ${archive.dumpedBy}` +
          (archive.dumpedFrom ? ` from PostgreSQL ${archive.dumpedFrom}` : '')
        : undefined,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

// ---- the commands ---------------------------------------------------------------------------------

export function formatReport(report: BackupReport): string {
  const seconds = (report.ms / 1000).toFixed(1);
  const size = formatBytes(report.bytes);
  const where =
    report.kind === 'pglite'
      ? `the embedded database in ${report.database}`
      : `the PostgreSQL database ${report.database}`;
  const lines =
    report.action === 'backup'
      ? [`Backed up ${where} to ${report.file} (${size}) in ${seconds} s.`]
      : [`Restored ${report.file} (${size}) into ${where} in ${seconds} s.`];
  if (report.madeBy) lines.push(`The backup was made by ${report.madeBy}.`);
  if (report.keptAside) {
    lines.push(
      `The database that was there is kept in ${report.keptAside}; delete it once the restored ` +
        'one is right.',
    );
  }
  const { recorded, known } = report.migrations;
  // known is 0 when this copy's migration files cannot be read: then there is nothing to compare.
  if (report.action === 'restore' && known > 0 && recorded < known) {
    lines.push(
      `${recorded} of this version's ${known} migrations are recorded: the server applies the ` +
        'other ones when it starts.',
    );
  } else if (report.action === 'restore' && known > 0 && recorded > known) {
    lines.push(
      `${recorded} migrations are recorded, more than this version's ${known}: the backup comes ` +
        'from a newer version of Buildwright.',
    );
  } else {
    lines.push(`${recorded} migrations recorded.`);
  }
  const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
  lines.push(`${report.tables.length} tables, ${total} rows:`);
  const width = Math.max(...report.tables.map((t) => t.table.length), 0);
  const digits = Math.max(...report.tables.map((t) => String(t.rows).length), 0);
  for (const t of report.tables) {
    lines.push(`  ${t.table.padEnd(width)}  ${String(t.rows).padStart(digits)}`);
  }
  return lines.join('\n');
}

const USAGE = {
  backup:
    'Usage: npm run db:backup -- <file>\n' +
    "  Backs up DATABASE_URL's PostgreSQL database (a pg_dump archive) or, when DATABASE_URL is\n" +
    '  unset, the embedded database in DATA_DIR/db (a .tar.gz of its data directory).',
  restore:
    'Usage: npm run db:restore -- <file>\n' +
    "  Restores a backup made by npm run db:backup into DATABASE_URL's PostgreSQL database or,\n" +
    '  when DATABASE_URL is unset, the embedded database in DATA_DIR/db (the one there is kept).',
};

/**
 * Runs `npm run db:backup` or `npm run db:restore` with the command line's arguments and the
 * environment; prints what happened and returns the exit status (0 done, 1 not).
 */
export async function runBackupCommand(
  action: 'backup' | 'restore',
  argv: readonly string[],
  env: ChildEnv,
): Promise<number> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    ({
      positionals,
      values: { help },
    } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE[action]}`);
    return 1;
  }
  if (help) {
    console.log(USAGE[action]);
    return 0;
  }
  if (positionals.length !== 1 || !positionals[0]) {
    console.error(
      `${positionals.length === 0 ? 'Name the backup file.' : 'Name one backup file.'}\n${USAGE[action]}`,
    );
    return 1;
  }
  // npm runs scripts from the project's folder; a relative file name means the user's own folder.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), positionals[0]);
  try {
    const target = targetFromConfig(loadConfig(env));
    let report: BackupReport;
    if (target.kind === 'pg') {
      report =
        action === 'backup'
          ? await backupPostgres(target.url, file, env)
          : await restorePostgres(target.url, file, env);
    } else {
      if (!target.dataDir) throw new BackupError('The embedded database has no data directory.');
      report =
        action === 'backup'
          ? await backupPglite(target.dataDir, file)
          : await restorePglite(target.dataDir, file);
    }
    console.log(formatReport(report));
    return 0;
  } catch (err) {
    const known =
      err instanceof BackupError || err instanceof DatabaseInUseError || err instanceof ConfigError;
    const message = known
      ? err.message
      : `${action === 'backup' ? 'Backup' : 'Restore'} failed: ${(err as Error).message}`;
    const url = env.DATABASE_URL;
    console.error(url ? maskText(message, url) : message);
    return 1;
  }
}
