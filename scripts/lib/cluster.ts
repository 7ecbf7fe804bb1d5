// A local cluster: N copies of the built server (dist/server/main.js) on one PostgreSQL and Redis,
// behind an nginx started from a temporary directory (nothing under /etc/nginx changes). Used by
// `npm run cluster` (scripts/cluster.ts), and meant for benchmarks and integration tests that need
// several copies, a rolling restart under load and a clean teardown.
//
// Everything started here is stopped by Cluster.stop(); withCluster() calls it whatever the
// callback does; a failed start stops what it had started; and should the calling process end
// without stopping (an uncaught error), an exit hook kills the children and removes the temporary
// directories, so nothing is left behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tests/free-port.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
export const NGINX_BINARY = '/usr/sbin/nginx';
/** The database `npm run cluster` uses when DATABASE_URL is unset. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/buildwright_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** How a process ended. */
export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Receives every output line of a child: `source` is the instance number or 'nginx'. */
export type LogSink = (source: string, line: string, stream: 'stdout' | 'stderr') => void;

/** Prints each line with its source in front: `[2] {"level":30,…}`. */
export const prefixedLog: LogSink = (source, line, stream) => {
  (stream === 'stderr' ? process.stderr : process.stdout).write(`[${source}] ${line}\n`);
};

export const silentLog: LogSink = () => {};

export function describeExit({ code, signal }: ExitStatus): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Leftovers: what an ending process must not leave behind.

const liveServers = new Set<ChildProcess>();
const liveNginx = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Only synchronous work is possible here: no waiting for a graceful stop. nginx gets SIGTERM,
  // not SIGKILL, so that its master takes its workers down with it.
  process.once('exit', () => {
    for (const child of liveServers) child.kill('SIGKILL');
    for (const child of liveNginx) child.kill('SIGTERM');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
}

function track(child: ChildProcess, set: Set<ChildProcess>): Promise<ExitStatus> {
  installExitHook();
  set.add(child);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      set.delete(child);
      resolve({ code, signal });
    });
  });
}

/** A new temporary directory, removed by the exit hook unless removeTempDir() came first. */
export async function makeTempDir(prefix: string): Promise<string> {
  installExitHook();
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export async function removeTempDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Passes each line a child writes to `log`. */
function pipeLines(child: ChildProcess, source: string, log: LogSink, keep?: string[]): void {
  for (const stream of ['stdout', 'stderr'] as const) {
    const readable = child[stream];
    if (!readable) continue;
    readline.createInterface({ input: readable, crlfDelay: Infinity }).on('line', (line) => {
      if (keep) {
        keep.push(line);
        if (keep.length > 30) keep.shift();
      }
      log(source, line, stream);
    });
  }
}

/**
 * Sends `signal`, then SIGKILL (to the child's whole process group: nginx's workers too) when it
 * has not ended after `timeoutMs`. Resolves with how it ended.
 */
async function endChild(
  child: ChildProcess,
  exited: Promise<ExitStatus>,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<ExitStatus> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const first = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (first !== 'late') return first;
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  return exited;
}

// ---------------------------------------------------------------------------------------------
// Checks before a start.

/** True when nothing listens on host:port (a port nginx could take). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Why dist/ must be built again (missing, or older than its sources), else undefined. */
export async function staleBuild(): Promise<string | undefined> {
  // The browser tests' check, reused so both agree on what "older than the sources" means. It
  // reads paths relative to the working directory.
  if (path.resolve(process.cwd()) !== ROOT) {
    throw new Error(`run this from the repository root (${ROOT})`);
  }
  const { staleBuildReason } = await import('../../e2e/support/global-setup.ts');
  return staleBuildReason();
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; signal?: AbortSignal } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: options.env ?? process.env,
      signal: options.signal,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `npm run build` when dist/ is missing or stale; resolves with the reason, or undefined. */
export async function ensureBuilt(
  options: { signal?: AbortSignal; say?: (text: string) => void } = {},
): Promise<string | undefined> {
  const reason = await staleBuild();
  if (!reason) return undefined;
  options.say?.(`Building the site first (${reason}): npm run build`);
  // NODE_ENV=production: a test run's NODE_ENV=test would make Vite bundle React's development
  // build, and the cluster is meant to serve what production serves.
  const code = await run('npm', ['run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
    signal: options.signal,
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  return reason;
}

/** Answers PING, or throws a message that says what is wrong. */
export async function pingRedis(url: string, timeoutMs = 3000): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED…) says more than the rejection ("Connection is closed").
  let socketError: unknown;
  redis.on('error', (err) => {
    socketError = err;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    const cause = errorMessage(socketError ?? err);
    throw new Error(`Redis at ${redactUrl(url)} does not answer PING (${cause})`);
  } finally {
    redis.disconnect();
  }
}

/** The URL with its password replaced, fit to print. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function errorMessage(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return errorMessage(err.errors[0]);
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** Connects to the database `url` names and runs `select 1`, or throws saying what is wrong. */
export async function checkDatabase(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`PostgreSQL at ${redactUrl(url)} does not answer (${errorMessage(err)})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes sure the database `url` names exists: connects to the server's `postgres` database and
 * creates it when missing. Resolves true when it was created.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const pg = (await import('pg')).default;
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`${redactUrl(url)} names no database`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL at ${redactUrl(admin.toString())} does not answer (${errorMessage(err)})`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * What one server start does to the database before it listens, done once for the whole cluster
 * so that the copies never race: the migrations (as `npm run db:migrate`), then, when
 * SEED_ON_START is on in `env`, the demo content if this database was never seeded and the demo
 * offers' refresh, and the SEED_ADMIN_EMAIL account. The copies then start with
 * SEED_ON_START=false and find the migrations applied. `env` is also checked as the server would
 * check it, so a bad variable stops the start once rather than in every copy.
 */
export async function prepareDatabase(
  env: Record<string, string | undefined>,
): Promise<{ seeded: boolean; shutdownMs: number }> {
  const { loadConfig } = await import('../../src/server/config.ts');
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const config = loadConfig(env);
  if (!config.databaseUrl) throw new Error('a cluster needs DATABASE_URL (PostgreSQL)');
  const database = await openDatabase({ kind: 'pg', url: config.databaseUrl, max: 2 });
  try {
    await database.migrate();
    let seeded = false;
    if (config.seedOnStart) {
      const { setOfferStaleMs } = await import('../../src/server/lib/store-sql.ts');
      const { refreshDemoOffers, seedIfEmpty } = await import('../../src/server/db/seed/seed.ts');
      setOfferStaleMs(config.feeds.staleMs);
      seeded = (await seedIfEmpty(database.db)).seeded;
      await refreshDemoOffers(database.db);
    }
    if (config.seedAdmin) {
      const { ensureSeedAdmin } = await import('../../src/server/db/seed/admin.ts');
      await ensureSeedAdmin(database.db, config.seedAdmin);
    }
    // The longest a copy may take to stop: its drain delay, then its shutdown timeout.
    const shutdownMs = config.shutdown.drainDelayMs + config.shutdown.timeoutMs;
    return { seeded, shutdownMs };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One server.

export interface ServerOptions {
  /** Its number in logs and tables (1, 2, …). */
  instance: number;
  /** Its port; a free one when unset (and another if that one is taken by the time it binds). */
  port?: number;
  /** Its environment beyond process.env, NODE_ENV=production and HOST=127.0.0.1. */
  env?: Record<string, string>;
  log?: LogSink;
  /** How long it may take to answer ready (60 s). */
  readyTimeoutMs?: number;
  /**
   * How long stop() waits before SIGKILL (30 s): longer than the server's drain delay and
   * shutdown timeout together (SHUTDOWN_DRAIN_DELAY, 5 s in production, then SHUTDOWN_TIMEOUT, 10 s).
   */
  stopTimeoutMs?: number;
  /** Ends the wait for it (and it, with SIGTERM). */
  signal?: AbortSignal;
  /** Called when it ends without stop() having been asked: a crash, a kill from outside. */
  onUnexpectedExit?: (server: ServerProcess, status: ExitStatus) => void;
}

export interface ServerProcess {
  readonly instance: number;
  readonly port: number;
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves when it has ended, however. */
  readonly exited: Promise<ExitStatus>;
  /** The route that answered 200: /api/ready, or /api/health on a server without /api/ready. */
  readonly readyPath: string;
  /** stop() was asked: its exit is expected. */
  readonly stopping: boolean;
  /**
   * SIGTERM, then waits for it to drain (it answers /api/ready with 503 and goes on serving for
   * its drain delay), finish its requests and exit; SIGKILL after `timeoutMs` (stopTimeoutMs).
   */
  stop(timeoutMs?: number): Promise<ExitStatus>;
}

/**
 * Polls `${url}/api/ready` until it answers 200. A server without that route answers 404: then
 * /api/health, which answers 200 once the server and its database answer. Resolves with the path
 * that answered; throws when `child` ends first, on `signal`, or after `timeoutMs`.
 */
export async function waitForReady(
  url: string,
  options: {
    timeoutMs?: number;
    child?: ChildProcess;
    signal?: AbortSignal;
    readyPath?: string;
  } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let readyPath = options.readyPath ?? '/api/ready';
  for (;;) {
    options.signal?.throwIfAborted();
    const child = options.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `it exited (${describeExit({ code: child.exitCode, signal: child.signalCode })})`,
      );
    }
    try {
      const res = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return readyPath;
      if (res.status === 404 && readyPath === '/api/ready') {
        readyPath = '/api/health';
        continue;
      }
    } catch {
      // not listening yet, or too slow to answer: try again
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${url}${readyPath} did not answer 200 within ${(options.timeoutMs ?? 60_000) / 1000} s`,
      );
    }
    await sleep(200);
  }
}

/** Starts `node dist/server/main.js` and resolves once it is ready (see waitForReady). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const log = options.log ?? prefixedLog;
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const lastLines: string[] = [];
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        ...options.env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C in a terminal reaches only the caller, which then stops
      // the copies in order, instead of every process at once.
      detached: true,
    });
    const exited = track(child, liveServers);
    pipeLines(child, String(options.instance), log, lastLines);
    const spawned = await new Promise<Error | undefined>((resolve) => {
      child.once('spawn', () => resolve(undefined));
      child.once('error', resolve);
    });
    if (spawned) throw new Error(`could not start ${SERVER_ENTRY}: ${spawned.message}`);

    let stopping = false;
    const url = `http://127.0.0.1:${port}`;
    const stop = (timeoutMs = options.stopTimeoutMs ?? 30_000) => {
      stopping = true;
      return endChild(child, exited, 'SIGTERM', timeoutMs);
    };
    let readyPath: string;
    try {
      readyPath = await waitForReady(url, {
        child,
        timeoutMs: options.readyTimeoutMs,
        signal: options.signal,
      });
    } catch (err) {
      await stop();
      options.signal?.throwIfAborted();
      // Another program took the free port between the check and the bind: try another one.
      const taken = lastLines.some((l) => l.includes('EADDRINUSE'));
      if (taken && options.port === undefined && attempt < 3) continue;
      const tail = lastLines.slice(-10).join('\n  ');
      throw new Error(
        `server ${options.instance} (port ${port}) did not become ready: ${errorMessage(err)}` +
          (tail ? `\n  last output:\n  ${tail}` : ''),
      );
    }
    const server: ServerProcess = {
      instance: options.instance,
      port,
      pid: child.pid!,
      url,
      child,
      exited,
      readyPath,
      get stopping() {
        return stopping;
      },
      stop,
    };
    void exited.then((status) => {
      if (!stopping) options.onUnexpectedExit?.(server, status);
    });
    return server;
  }
}

// ---------------------------------------------------------------------------------------------
// nginx.

export interface Upstream {
  host: string;
  port: number;
}

export interface NginxConfigOptions {
  /** The prefix directory: config, pid, logs and temporary files all go inside it. */
  dir: string;
  /** Where nginx listens. */
  port: number;
  host?: string;
  upstreams: Upstream[];
  /** Failed tries within failTimeoutS that take a copy out of rotation (2). */
  maxFails?: number;
  /** How long a failing copy stays out before nginx tries it again, in seconds (5). */
  failTimeoutS?: number;
  /**
   * How long nginx keeps an idle connection to a copy, in seconds (4): less than the copies'
   * drain delay (SHUTDOWN_DRAIN_DELAY, 5 s in production).
   */
  keepaliveTimeoutS?: number;
  /** nginx worker processes (1: enough to proxy for a few local copies). */
  workers?: number;
}

/** The nginx.conf of a local cluster. */
export function nginxConfig(options: NginxConfigOptions): string {
  const { dir } = options;
  const maxFails = options.maxFails ?? 2;
  const failTimeout = options.failTimeoutS ?? 5;
  const servers = options.upstreams
    .map(
      (u) => `    server ${u.host}:${u.port} max_fails=${maxFails} fail_timeout=${failTimeout}s;`,
    )
    .join('\n');
  const inDir = (name: string) => path.join(dir, name);
  return `# A local Buildwright cluster, written by scripts/lib/cluster.ts. Everything nginx writes
# stays in ${dir}.
worker_processes ${options.workers ?? 1};
pid ${inDir('nginx.pid')};
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  # Which copy answered each request: the upstream field.
  log_format cluster '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                     'upstream=$upstream_addr upstream_status=$upstream_status '
                     'time=$request_time';
  access_log ${inDir('access.log')} cluster;
  client_body_temp_path ${inDir('client_body_temp')};
  proxy_temp_path ${inDir('proxy_temp')};
  fastcgi_temp_path ${inDir('fastcgi_temp')};
  uwsgi_temp_path ${inDir('uwsgi_temp')};
  scgi_temp_path ${inDir('scgi_temp')};
  server_tokens off;

  upstream buildwright {
    # Passive health checks: a copy that fails max_fails times within fail_timeout (refused or
    # timed-out connections, and the 502/503/504 answers named in proxy_next_upstream) gets no
    # requests for fail_timeout; then one request tries it again.
${servers}
    # Idle connections kept open to the copies, so that a request skips the TCP handshake.
    keepalive 32;
    # Shorter than a copy's drain delay (and so than its own keep-alive timeout, 72 s): a
    # draining copy answers every request with "Connection: close", and nginx closes the
    # connections that stay idle meanwhile itself. When the copy then closes, no connection is
    # left for nginx to send a request down just as the copy closes it (a reset that nginx
    # cannot retry for a POST).
    keepalive_timeout ${options.keepaliveTimeoutS ?? 4}s;
  }

  server {
    listen ${options.host ?? '127.0.0.1'}:${options.port};

    # The server's own default body limit. A copy refuses a larger body with 413 at once and
    # closes the connection while nginx is still sending it, which nginx reports as a 502 and
    # counts as a failure of that copy: bodies nginx refuses itself never reach a copy.
    client_max_body_size 1m;

    # Keep-alive to the upstream needs HTTP/1.1 and no "Connection: close" passed on.
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The servers run with TRUST_PROXY=true and take the client address from the first entry of
    # X-Forwarded-For: set it, never append to what the client sent, or a client could pick its
    # own address (and its own rate-limit counters).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;

    # A refused or timed-out connection, or a 502/503/504 (a copy stopping or starting), sends
    # the request to the next copy. nginx does this only for idempotent requests: a POST, PATCH
    # or LOCK that has reached a copy is never sent again (it might have been carried out
    # already), unless non_idempotent is added here. Keep it so.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    proxy_connect_timeout 2s;
    proxy_send_timeout 60s;
    proxy_read_timeout 60s;

    # Local cluster only: shows which copy answered.
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://buildwright;
    }

    # Gallery photos are the one larger body: up to 10 MB each.
    location = /api/gallery/photos {
      client_max_body_size 11m;
      proxy_pass http://buildwright;
    }
  }
}
`;
}

/** Writes `dir`/nginx.conf; resolves with its path. */
export async function writeNginxConfig(options: NginxConfigOptions): Promise<string> {
  const file = path.join(options.dir, 'nginx.conf');
  await writeFile(file, nginxConfig(options));
  return file;
}

export interface NginxProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  readonly configFile: string;
  /** Its access log: one line per request, with the copy that answered (upstream=…). */
  readonly accessLog: string;
  readonly exited: Promise<ExitStatus>;
  readonly stopping: boolean;
  /** Rewrites the config with these upstreams and has nginx load it (SIGHUP: a graceful reload). */
  reload(upstreams: Upstream[]): Promise<void>;
  /** SIGQUIT (finish the requests in flight, then exit); SIGKILL after `timeoutMs` (10 s). */
  stop(timeoutMs?: number): Promise<ExitStatus>;
}

/** Nothing to check: the binary is there. Otherwise a message saying what to install. */
export function nginxInstalled(): boolean {
  return existsSync(NGINX_BINARY);
}

/**
 * Installs Debian's nginx when it is missing: `apt-get install -y nginx` as root, and when that
 * fails, `apt-get update` and once more. Resolves 'present' when nginx was already there,
 * 'installed' when this installed it; throws a message saying what to run when it cannot (not
 * root, or apt-get failed). apt-get's output is shown.
 */
export async function ensureNginx(
  options: { say?: (text: string) => void } = {},
): Promise<'present' | 'installed'> {
  if (nginxInstalled()) return 'present';
  // Debian 12 has both; nginx-light is only a transitional package that pulls nginx in.
  const known = (name: string) =>
    spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0;
  const pkg = known('nginx') || !known('nginx-light') ? 'nginx' : 'nginx-light';
  const command = `apt-get install -y ${pkg}`;
  options.say?.(
    `nginx is not installed (${NGINX_BINARY} is missing): installing it with ${command}`,
  );
  if (process.getuid?.() !== 0) {
    throw new Error(`installing nginx needs root: run  sudo ${command}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', pkg], { env }).catch(() => 1);
  let code = await install();
  if (code !== 0) {
    options.say?.(
      'apt-get install failed: reading the package lists (apt-get update) and trying again',
    );
    const updated = await run('apt-get', ['update'], { env }).catch(() => 1);
    if (updated === 0) code = await install();
  }
  if (code !== 0 || !nginxInstalled()) {
    throw new Error(
      `could not install nginx: run  apt-get update && ${command}  and look at its errors`,
    );
  }
  return 'installed';
}

function nginxArgs(configFile: string, dir: string): string[] {
  // -e stderr: the messages nginx writes before it has read the config (a syntax error, say)
  // would otherwise go to /var/log/nginx/error.log.
  return ['-e', 'stderr', '-p', dir, '-c', configFile];
}

/** Checks a config with `nginx -t`; throws with nginx's own message when it is wrong. */
async function testNginxConfig(configFile: string, dir: string): Promise<void> {
  const output: string[] = [];
  const child = spawn(NGINX_BINARY, ['-t', '-q', ...nginxArgs(configFile, dir)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child, 'nginx -t', silentLog, output);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`nginx refuses ${configFile}:\n  ${output.join('\n  ')}`);
}

/**
 * Writes the config into options.dir and runs `nginx -p <dir> -c <dir>/nginx.conf -g 'daemon
 * off;'` in the foreground; resolves once it accepts connections.
 */
export async function startNginx(
  options: NginxConfigOptions & {
    log?: LogSink;
    timeoutMs?: number;
    onUnexpectedExit?: (status: ExitStatus) => void;
  },
): Promise<NginxProcess> {
  if (!nginxInstalled()) {
    throw new Error(`nginx is not installed (${NGINX_BINARY}): apt-get install -y nginx`);
  }
  const { dir } = options;
  const host = options.host ?? '127.0.0.1';
  if (process.getuid?.() === 0) {
    // Run by root, nginx's workers run as an unprivileged user: they must be able to reach the
    // temporary files inside (the directory holds no secret).
    await chmod(dir, 0o755);
  }
  let configFile = await writeNginxConfig(options);
  await testNginxConfig(configFile, dir);
  const lastLines: string[] = [];
  const child = spawn(NGINX_BINARY, [...nginxArgs(configFile, dir), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // see startServer: Ctrl-C must not stop nginx before the copies
  });
  const exited = track(child, liveNginx);
  pipeLines(child, 'nginx', options.log ?? prefixedLog, lastLines);
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  let stopping = false;
  const stop = (timeoutMs = 10_000) => {
    stopping = true;
    return endChild(child, exited, 'SIGQUIT', timeoutMs);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(await accepts(host, options.port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop(2000);
      throw new Error(`nginx did not start:\n  ${lastLines.join('\n  ')}`);
    }
    await sleep(100);
  }
  void exited.then((status) => {
    if (!stopping) options.onUnexpectedExit?.(status);
  });
  return {
    pid: child.pid!,
    child,
    get configFile() {
      return configFile;
    },
    accessLog: path.join(dir, 'access.log'),
    exited,
    get stopping() {
      return stopping;
    },
    async reload(upstreams) {
      configFile = await writeNginxConfig({ ...options, upstreams });
      await testNginxConfig(configFile, dir);
      child.kill('SIGHUP');
      // nginx gives no sign when its new workers have taken over; they start within moments.
      await sleep(500);
    },
    stop,
  };
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// The cluster.

export interface ClusterOptions {
  /** Copies of the server (1–16). */
  instances: number;
  /** PostgreSQL database shared by the copies; it must exist (see ensureDatabase). */
  databaseUrl: string;
  /** Redis shared by the copies for the rate-limit counters; unset: each copy counts alone. */
  redisUrl?: string;
  /** nginx's port on 127.0.0.1; a free one when unset. */
  port?: number;
  /** Signs the copies' tokens; one for the run when unset. */
  jwtSecret?: string;
  /**
   * DATA_DIR of every copy: they must share it (product images and gallery photos live in
   * DATA_DIR/media). Unset: a folder inside the temporary directory, removed at stop.
   */
  dataDir?: string;
  /**
   * More environment for every copy (RATE_LIMIT_MAX for a load test, say). SEED_ON_START here
   * (default true) decides whether the database is seeded once before the copies start; the
   * copies themselves always run with SEED_ON_START=false.
   */
  env?: Record<string, string>;
  /** Output lines of the copies and nginx (prefixedLog). */
  log?: LogSink;
  /** Progress of the start, with timings, in a sentence each. */
  say?: (text: string) => void;
  /** How long a copy may take to become ready (60 s). */
  readyTimeoutMs?: number;
  /** nginx: failed tries that take a copy out of rotation (2), and for how long (5 s). */
  maxFails?: number;
  failTimeoutS?: number;
  /** nginx: idle connections to a copy closed after this long (4 s; below the drain delay). */
  keepaliveTimeoutS?: number;
  /** Stops a start in progress (Ctrl-C during the start): what was started is stopped. */
  signal?: AbortSignal;
  /** A copy ended without being asked (its replacement comes only from restart()). */
  onServerExit?: (server: ServerProcess, status: ExitStatus) => void;
  /** nginx ended without being asked: nothing answers on the cluster's URL any more. */
  onNginxExit?: (status: ExitStatus) => void;
}

export interface Cluster {
  /** nginx's address: http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** The temporary directory: nginx.conf, its pid, logs and temporary files. */
  readonly dir: string;
  readonly dataDir: string;
  /** The copies, in instance order (index 0 is instance 1). */
  readonly servers: readonly ServerProcess[];
  readonly nginx: NginxProcess;
  /** What the copies run with, PORT aside. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * Stops copy `index` (0-based) and starts it again on the same port (another one, and nginx
   * reloaded, if that port was taken meanwhile); resolves once the new copy is ready. Works on a
   * copy that died.
   */
  restart(index: number): Promise<ServerProcess>;
  /**
   * Restarts the copies one at a time, each once the one before is ready again and, with more
   * than one copy, `settleMs` later (nginx's fail_timeout by default: the time it may keep
   * sending nothing to a copy that was down). Refused while another is running.
   */
  rollingRestart(options?: {
    settleMs?: number;
    onRestarted?: (server: ServerProcess) => void;
  }): Promise<void>;
  /**
   * SIGTERM to every copy, waits for them, SIGQUIT to nginx, waits, removes the temporary
   * directory. Safe to call twice; a rolling restart in progress is cut short.
   */
  stop(): Promise<void>;
}

/**
 * Starts a cluster: migrations and seed once, then the copies side by side, then nginx in front.
 * nginx must be installed and dist/ built (see nginxInstalled, ensureBuilt). On any failure,
 * what was started is stopped before the error is thrown.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const instances = options.instances;
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    throw new Error(`instances must be a whole number from 1 to 16 (got ${instances})`);
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: npm run build`);
  }
  if (!nginxInstalled()) {
    throw new Error(`nginx is not installed (${NGINX_BINARY}): apt-get install -y nginx`);
  }
  const log = options.log ?? prefixedLog;
  const port = options.port ?? (await freePort());
  if (!(await portIsFree(port))) throw new Error(`port ${port} on 127.0.0.1 is taken`);
  const url = `http://127.0.0.1:${port}`;
  const dir = await makeTempDir(`bw-cluster-${port}-`);
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });

  const wanted: Record<string, string> = {
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    JWT_SECRET: options.jwtSecret ?? randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
  };
  const env: Record<string, string> = { ...wanted, SEED_ON_START: 'false' };

  const servers: ServerProcess[] = [];
  let nginx: NginxProcess | undefined;
  const aborter = new AbortController();
  const onAbort = () => aborter.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let restarting: Promise<unknown> | undefined;
  let stopped: Promise<void> | undefined;

  const stop = () =>
    (stopped ??= (async () => {
      aborter.abort(new Error('the cluster is stopping'));
      options.signal?.removeEventListener('abort', onAbort);
      await restarting?.catch(() => undefined);
      await Promise.all(servers.map((s) => s.stop()));
      await nginx?.stop();
      await removeTempDir(dir);
    })());

  let stopTimeoutMs: number | undefined;
  const serverOptions = (instance: number, serverPort?: number): ServerOptions => ({
    instance,
    port: serverPort,
    env,
    log,
    readyTimeoutMs: options.readyTimeoutMs,
    stopTimeoutMs,
    signal: aborter.signal,
    onUnexpectedExit: options.onServerExit,
  });

  const say = options.say ?? (() => {});
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  try {
    let began = performance.now();
    const { seeded, shutdownMs } = await prepareDatabase({ ...process.env, ...wanted });
    stopTimeoutMs = shutdownMs + 5_000;
    say(
      `migrations applied${seeded ? ', demo content seeded' : ''}, once for all copies, in ` +
        seconds(began),
    );
    aborter.signal.throwIfAborted();
    began = performance.now();
    const started = await Promise.allSettled(
      Array.from({ length: instances }, (_, i) => startServer(serverOptions(i + 1))),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    say(
      `${instances} ${instances === 1 ? 'copy' : 'copies'} ready (${servers[0]!.readyPath}` +
        ` answered 200) in ${seconds(began)}`,
    );
    nginx = await startNginx({
      dir,
      port,
      upstreams: servers.map((s) => ({ host: '127.0.0.1', port: s.port })),
      maxFails: options.maxFails,
      failTimeoutS: options.failTimeoutS,
      keepaliveTimeoutS: options.keepaliveTimeoutS,
      log,
      onUnexpectedExit: options.onNginxExit,
    });
    await waitForReady(url, { readyPath: servers[0]!.readyPath, signal: aborter.signal });
  } catch (err) {
    await stop();
    throw err;
  }

  const restart = async (index: number): Promise<ServerProcess> => {
    const old = servers[index];
    if (!old) throw new Error(`no copy ${index}`);
    let began = performance.now();
    const status = await old.stop();
    say(`instance ${old.instance} stopped (${describeExit(status)}) in ${seconds(began)}`);
    aborter.signal.throwIfAborted();
    began = performance.now();
    let replacement: ServerProcess;
    if (await portIsFree(old.port)) {
      replacement = await startServer(serverOptions(old.instance, old.port));
    } else {
      replacement = await startServer(serverOptions(old.instance));
    }
    servers[index] = replacement;
    say(
      `instance ${old.instance} started again (pid ${replacement.pid}, port ${replacement.port}),` +
        ` ready in ${seconds(began)}`,
    );
    if (replacement.port !== old.port) {
      await nginx.reload(servers.map((s) => ({ host: '127.0.0.1', port: s.port })));
    }
    return replacement;
  };

  const cluster: Cluster = {
    url,
    port,
    dir,
    dataDir,
    servers,
    nginx,
    env,
    restart: (index) => {
      if (restarting) return Promise.reject(new Error('a restart is already running'));
      const done = restart(index);
      restarting = done;
      return done.finally(() => {
        restarting = undefined;
      });
    },
    rollingRestart: (rollOptions = {}) => {
      if (restarting) return Promise.reject(new Error('a restart is already running'));
      const settleMs = rollOptions.settleMs ?? (options.failTimeoutS ?? 5) * 1000;
      const done = (async () => {
        for (let i = 0; i < servers.length; i += 1) {
          const server = await restart(i);
          rollOptions.onRestarted?.(server);
          if (servers.length > 1 && i < servers.length - 1) {
            await delay(settleMs, undefined, { signal: aborter.signal });
          }
        }
      })();
      restarting = done;
      return done.finally(() => {
        restarting = undefined;
      });
    },
    stop,
  };
  return cluster;
}

/** Starts a cluster, runs `use` with it and stops it whatever `use` does. */
export async function withCluster<T>(
  options: ClusterOptions,
  use: (cluster: Cluster) => Promise<T>,
): Promise<T> {
  const cluster = await startCluster(options);
  try {
    return await use(cluster);
  } finally {
    await cluster.stop();
  }
}
