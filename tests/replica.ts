import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { waitFor } from './wait.ts';

// For tests and benchmarks: a streaming replica of the machine's PostgreSQL, made with
// PostgreSQL's own tools. pg_basebackup copies the primary into a temporary folder (with -R, so
// the copy starts as a standby that streams from it), the copy's server starts on a free port
// with its socket in that folder, and stop() ends it and removes the folder. The primary must
// accept replication connections from 127.0.0.1: when it does not, the line that allows them
// (trust, loopback only, as the machine's other connections) is added to its pg_hba.conf and the
// configuration reloaded.

const run = promisify(execFile);

export interface Replica {
  /** postgres://…@127.0.0.1:<port>/<database> of the replica, for `database`. */
  urlFor(database: string): string;
  port: number;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** How far the replica's replay is behind the primary's current write position, in bytes. */
  lagBytes(): Promise<number>;
  stop(): Promise<void>;
}

const HBA_LINE = 'host replication all 127.0.0.1/32 trust # buildwright tests: streaming replica';

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The primary's server programs (pg_basebackup, postgres, pg_ctl) of its own major version. */
async function binDir(primaryUrl: string): Promise<string> {
  const [row] = await query<{ v: string }>(
    primaryUrl,
    "select current_setting('server_version_num') as v",
  );
  return `/usr/lib/postgresql/${Math.floor(Number(row!.v) / 10000)}/bin`;
}

/** Runs a PostgreSQL program as the postgres user (the server refuses to run as root). */
function asPostgres(program: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return root
    ? run('runuser', ['-u', 'postgres', '--', program, ...args], { maxBuffer: 1 << 24 })
    : run(program, args, { maxBuffer: 1 << 24 });
}

async function allowReplication(primaryUrl: string): Promise<void> {
  const rules = await query<{ database: string[]; address: string | null; type: string }>(
    primaryUrl,
    'select type, database, address from pg_hba_file_rules',
  );
  const allowed = rules.some(
    (r) => r.type === 'host' && r.database.includes('replication') && r.address === '127.0.0.1',
  );
  if (allowed) return;
  const [file] = await query<{ hba_file: string }>(primaryUrl, 'show hba_file');
  const { appendFile } = await import('node:fs/promises');
  await appendFile(file!.hba_file, `\n${HBA_LINE}\n`);
  await query(primaryUrl, 'select pg_reload_conf()');
}

/**
 * Starts a replica of the server `primaryUrl` names (a superuser's URL, e.g.
 * postgres://postgres@127.0.0.1:5432/test). Throws with the reason when it cannot.
 */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const bin = await binDir(primaryUrl);
  await allowReplication(primaryUrl);
  const primary = new URL(primaryUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'bw-replica-'));
  const data = path.join(dir, 'data');
  const root = process.getuid?.() === 0;
  if (root) {
    const { uid, gid } = await import('node:fs').then((fs) => fs.statSync('/var/lib/postgresql'));
    await chown(dir, uid, gid);
  }
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started)
      await asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(
        () => undefined,
      );
    started = false;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres(path.join(bin, 'pg_basebackup'), [
      '-h', primary.hostname, '-p', primary.port || '5432', '-U', decodeURIComponent(primary.username || 'postgres'),
      '-D', data, '-X', 'stream', '-R', '-c', 'fast',
    ]); // prettier-ignore
    // Debian keeps the configuration outside the data folder, so the copy has none of its own.
    const own = async (file: string, text: string) => {
      await writeFile(path.join(data, file), text);
      if (root) {
        const { uid, gid } = await import('node:fs').then((fs) => fs.statSync(data));
        await chown(path.join(data, file), uid, gid);
      }
    };
    await own('postgresql.conf', 'hot_standby = on\n');
    await own('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    await asPostgres(path.join(bin, 'pg_ctl'), [
      '-D', data, '-w', '-t', '120', '-l', path.join(dir, 'server.log'),
      '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
      'start',
    ]); // prettier-ignore
    started = true;
  } catch (err) {
    await stop();
    throw err;
  }
  const urlFor = (database: string) => {
    const url = new URL(primaryUrl);
    url.port = String(port);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const [recovering] = await query<{ r: boolean }>(
    urlFor('postgres'),
    'select pg_is_in_recovery() as r',
  );
  if (!recovering?.r) {
    await stop();
    throw new Error('the copy did not start as a standby');
  }
  const lsn = async (url: string, fn: string) =>
    (await query<{ lsn: string }>(url, `select ${fn}()::text as lsn`))[0]!.lsn;
  const diff = async (a: string, b: string) =>
    Number(
      (
        await query<{ d: string }>(primaryUrl, `select pg_wal_lsn_diff('${a}', '${b}')::text as d`)
      )[0]!.d,
    );
  return {
    port,
    urlFor,
    async lagBytes() {
      const written = await lsn(primaryUrl, 'pg_current_wal_lsn');
      const replayed = await lsn(urlFor('postgres'), 'pg_last_wal_replay_lsn');
      return Math.max(0, await diff(written, replayed));
    },
    async caughtUp(timeoutMs = 30_000) {
      const target = await lsn(primaryUrl, 'pg_current_wal_lsn');
      await waitFor(async () => {
        const replayed = await lsn(urlFor('postgres'), 'pg_last_wal_replay_lsn');
        return (await diff(target, replayed)) <= 0 ? true : undefined;
      }, timeoutMs);
    },
    stop,
  };
}
