// npm run cluster — the production layout on one machine: N copies of the built server behind
// nginx, on one PostgreSQL database and one Redis.
//
//   npm run cluster -- --instances 3 --port 8080
//
// In order: nginx is installed if missing (Debian's package, as root); Redis must answer PING
// (REDIS_URL, else redis://127.0.0.1:6379); the database is DATABASE_URL, else
// buildwright_cluster on postgres://postgres@127.0.0.1:5432 (created when missing); dist/ is
// built when missing or older than its sources; the migrations and the demo seed run once; the
// copies start side by side, each on a free port with SEED_ON_START=false, a JWT_SECRET shared for
// the run (unless set), TRUST_PROXY=true and PUBLIC_URL set to nginx's address; nginx runs from a
// temporary directory in front of them. Every copy's log line starts with its number.
//
// Ctrl-C or SIGTERM stops the copies (SIGTERM, and waits for them), then nginx (SIGQUIT), removes
// the temporary directory and exits. SIGHUP to this process restarts the copies one at a time,
// each once the one before is ready again; `npm run cluster -- --restart` sends it and waits for
// the end (npm itself would die of a SIGHUP, so it must reach this process, not npm).
//
// Options: --instances N (3, from 1 to 16), --port P (CLUSTER_PORT, else 8080), --restart.
// Other variables (LOG_LEVEL, RATE_LIMIT_MAX, SMTP_URL, DATA_DIR…) reach the copies unchanged;
// DATA_DIR defaults to data/cluster, shared by the copies (product images and photos live there).
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  ROOT,
  checkDatabase,
  describeExit,
  ensureBuilt,
  ensureDatabase,
  ensureNginx as installNginx,
  pingRedis,
  portIsFree,
  prefixedLog,
  redactUrl,
  startCluster,
  type Cluster,
} from './lib/cluster.ts';

const USAGE = `Usage: npm run cluster -- [--instances N] [--port P] [--restart]

  --instances N  copies of the server behind nginx (3; from 1 to 16)
  --port P       nginx's port on 127.0.0.1 (CLUSTER_PORT, else 8080)
  --restart      rolling restart of the cluster already running on that port, then exit`;

const say = (text: string) => console.log(`[cluster] ${text}`);
const fail = (text: string): never => {
  console.error(`[cluster] ${text}`);
  process.exit(1);
};
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** What `--restart` reads: written into the cluster's temporary directory. */
interface State {
  pid: number;
  url: string;
  nginxPid: number;
  servers: { instance: number; pid: number; port: number }[];
  /** Rolling restarts finished (or given up); `lastError` says why the last one stopped. */
  restarts: number;
  restarting: boolean;
  lastError?: string;
}

function options(): { instances: number; port: number; restart: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        instances: { type: 'string' },
        port: { type: 'string' },
        restart: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
    throw err; // unreachable: fail() exits
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const instances = Number(values.instances ?? 3);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    fail(`--instances must be a whole number from 1 to 16 (got ${values.instances})`);
  }
  const portText = values.port ?? process.env.CLUSTER_PORT ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`--port (or CLUSTER_PORT) must be a port number (got ${portText})`);
  }
  return { instances, port, restart: values.restart ?? false };
}

function table(rows: readonly { instance: number | string; pid: number; port: number }[]): string {
  const lines = [['instance', 'pid', 'port'], ...rows.map((r) => [r.instance, r.pid, r.port])];
  return lines.map((cells) => '  ' + cells.map((c) => String(c).padEnd(10)).join('')).join('\n');
}

// ---------------------------------------------------------------------------------------------
// --restart: asks a running cluster for a rolling restart and waits for it.

async function findState(port: number): Promise<{ file: string; state: State } | undefined> {
  const prefix = `bw-cluster-${port}-`;
  for (const entry of await readdir(os.tmpdir())) {
    if (!entry.startsWith(prefix)) continue;
    const file = path.join(os.tmpdir(), entry, 'cluster.json');
    try {
      const state = JSON.parse(await readFile(file, 'utf8')) as State;
      process.kill(state.pid, 0); // throws when that process is gone
      return { file, state };
    } catch {
      // not a running cluster's
    }
  }
  return undefined;
}

async function requestRestart(port: number): Promise<void> {
  const found = await findState(port);
  if (!found) fail(`no cluster runs on port ${port} (start one with npm run cluster)`);
  const { file, state } = found!;
  if (state.restarting) fail(`the cluster (pid ${state.pid}) is already restarting its copies`);
  say(`rolling restart of ${state.url} (cluster pid ${state.pid}, ${state.servers.length} copies)`);
  const started = performance.now();
  process.kill(state.pid, 'SIGHUP');
  const deadline = Date.now() + state.servers.length * 90_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    let now: State;
    try {
      process.kill(state.pid, 0);
      now = JSON.parse(await readFile(file, 'utf8')) as State;
    } catch {
      fail('the cluster stopped during the restart');
      return;
    }
    if (now.restarts > state.restarts && !now.restarting) {
      if (now.lastError) fail(`the rolling restart stopped: ${now.lastError}`);
      say(`done in ${seconds(started)}:\n${table(now.servers)}`);
      return;
    }
    if (Date.now() > deadline) fail('the restart did not finish in time: see the cluster output');
  }
}

// ---------------------------------------------------------------------------------------------
// Before the start.

async function ensureNginx(): Promise<void> {
  let outcome: 'present' | 'installed';
  try {
    outcome = await installNginx({ say });
  } catch (err) {
    fail(`${(err as Error).message}, then npm run cluster again`);
    return;
  }
  if (outcome === 'installed' && existsSync('/run/systemd/system')) {
    say(
      "Debian's package also starts the system nginx service (port 80 and /etc/nginx): the " +
        'cluster does not use it; systemctl disable --now nginx turns it off',
    );
  }
}

async function ensureRedis(): Promise<string> {
  const url = process.env.REDIS_URL?.trim() || DEFAULT_REDIS_URL;
  try {
    await pingRedis(url);
  } catch (err) {
    fail(
      `${(err as Error).message}. The copies share their rate-limit counters there: start Redis ` +
        '(service redis-server start) or set REDIS_URL.',
    );
  }
  return url;
}

async function ensurePostgres(): Promise<string> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) {
    try {
      await checkDatabase(given);
    } catch (err) {
      fail(`${(err as Error).message}. Check DATABASE_URL, or unset it to use the local server.`);
    }
    say(`database: DATABASE_URL (${redactUrl(given)})`);
    return given;
  }
  try {
    const created = await ensureDatabase(DEFAULT_DATABASE_URL);
    say(
      `database: DATABASE_URL is unset, so ${DEFAULT_DATABASE_URL} ` +
        `(${created ? 'created now' : 'kept from an earlier run'})`,
    );
  } catch (err) {
    fail(`${(err as Error).message}. Start PostgreSQL or set DATABASE_URL.`);
  }
  return DEFAULT_DATABASE_URL;
}

// ---------------------------------------------------------------------------------------------
// The cluster.

async function main(): Promise<void> {
  process.chdir(ROOT); // the build check and npm scripts work from the repository root
  const opts = options();
  if (opts.restart) return requestRestart(opts.port);

  // A signal during the start stops what has started so far.
  const starting = new AbortController();
  let cluster: Cluster | undefined;
  /** The build or the start under way: a stop waits for it to end (it cleans up after itself). */
  let phase: Promise<unknown> | undefined;
  let stopping: Promise<void> | undefined;
  let signals = 0;
  const shutdown = (code: number, why: string) => {
    signals += 1;
    if (signals === 2) say('still stopping: the copies finish their requests (again to kill them)');
    if (signals >= 3) process.exit(1); // the exit hook kills what is left and removes the folder
    if (stopping) return;
    say(why);
    starting.abort(new Error(why));
    stopping = (async () => {
      const began = performance.now();
      await phase?.catch(() => undefined);
      if (cluster) {
        await cluster.stop();
        say(`stopped in ${seconds(began)}; ${cluster.dir} removed`);
      } else {
        say('stopped before the cluster was ready; nothing is left running');
      }
      process.exit(code);
    })();
  };
  process.on('SIGINT', () => shutdown(0, 'SIGINT: stopping the copies, then nginx'));
  process.on('SIGTERM', () => shutdown(0, 'SIGTERM: stopping the copies, then nginx'));
  // Until the cluster runs, a SIGHUP has nothing to restart: it stops the start instead.
  process.on('SIGHUP', () => {
    if (!cluster) shutdown(1, 'SIGHUP before the cluster was ready: stopping');
  });

  if (!(await portIsFree(opts.port))) {
    fail(
      `port ${opts.port} on 127.0.0.1 is taken (another program listens there): ` +
        'choose another with --port P or CLUSTER_PORT=P',
    );
  }
  await ensureNginx();
  const redisUrl = await ensureRedis();
  const databaseUrl = await ensurePostgres();

  const buildStart = performance.now();
  let rebuilt: string | undefined;
  try {
    rebuilt = await (phase = ensureBuilt({ signal: starting.signal, say }));
  } catch (err) {
    if (starting.signal.aborted) return; // shutdown() is under way and exits
    fail((err as Error).message);
  }
  say(rebuilt ? `built in ${seconds(buildStart)}` : 'dist/ is up to date with the sources');
  if (starting.signal.aborted) return;

  const jwtSecret = process.env.JWT_SECRET?.trim() || undefined;
  if (!jwtSecret) say('JWT_SECRET is unset: one made for this run (sessions end with it)');
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || 'data/cluster');

  let stateFile = '';
  let restarts = 0;
  let restarting = false;
  let lastError: string | undefined;
  // Writes queue up one behind the other: two at once would rename the same file twice.
  let writing = Promise.resolve();
  const writeState = () => {
    writing = writing.then(async () => {
      if (!cluster || !stateFile) return;
      const state: State = {
        pid: process.pid,
        url: cluster.url,
        nginxPid: cluster.nginx.pid,
        servers: cluster.servers.map((s) => ({ instance: s.instance, pid: s.pid, port: s.port })),
        restarts,
        restarting,
        lastError,
      };
      // Written aside and renamed: `--restart` never reads half a file.
      try {
        await writeFile(`${stateFile}.new`, JSON.stringify(state));
        await rename(`${stateFile}.new`, stateFile);
      } catch (err) {
        // Only `--restart` reads it; the folder may be going away with a stop.
        if (!stopping) say(`could not write ${stateFile}: ${(err as Error).message}`);
      }
    });
    return writing;
  };

  const startStart = performance.now();
  try {
    cluster = await (phase = startCluster({
      instances: opts.instances,
      port: opts.port,
      databaseUrl,
      redisUrl,
      jwtSecret,
      dataDir,
      log: prefixedLog,
      signal: starting.signal,
      say,
      onServerExit: (server, status) => {
        const alive = cluster?.servers.filter((s) => s.child.exitCode === null && !s.stopping);
        say(
          `instance ${server.instance} (pid ${server.pid}, port ${server.port}) exited ` +
            `unexpectedly (${describeExit(status)}); nginx sends its requests to the other ` +
            `copies. kill -HUP ${process.pid} restarts the copies, this one included.`,
        );
        if (alive && alive.length === 0 && !restarting) {
          shutdown(1, 'no copy is left running: stopping');
        }
      },
      onNginxExit: (status) => shutdown(1, `nginx exited unexpectedly (${describeExit(status)})`),
    }));
  } catch (err) {
    if (starting.signal.aborted) return; // shutdown() is under way and exits
    fail(`the cluster did not start: ${(err as Error).message}`);
  }
  const started = cluster!;
  stateFile = path.join(started.dir, 'cluster.json');
  await writeState();

  say(
    `${opts.instances} ${opts.instances === 1 ? 'copy' : 'copies'} and nginx ready in ` +
      `${seconds(startStart)}\n\n` +
      `  ${started.url}   (nginx pid ${started.nginx.pid}, ${started.nginx.configFile})\n\n` +
      `${table(started.servers)}\n\n` +
      `  database ${redactUrl(databaseUrl)}, Redis ${redactUrl(redisUrl)}, DATA_DIR ${dataDir}\n` +
      `  which copy answered each request: ${started.nginx.accessLog} (upstream=…), or the ` +
      `X-Upstream header\n` +
      `  Ctrl-C stops everything; kill -HUP ${process.pid} (or npm run cluster -- --restart` +
      `${opts.port === 8080 ? '' : ` --port ${opts.port}`}) restarts the copies one at a time\n`,
  );

  process.on('SIGHUP', () => {
    if (stopping) return;
    if (restarting) {
      say('a rolling restart is already running');
      return;
    }
    restarting = true;
    const began = performance.now();
    say('SIGHUP: restarting the copies one at a time');
    void writeState()
      .then(() =>
        started.rollingRestart({
          onRestarted: () => void writeState(),
        }),
      )
      .then(
        () => {
          lastError = undefined;
          say(`rolling restart done in ${seconds(began)}:\n${table(started.servers)}`);
        },
        (err: Error) => {
          lastError = err.message;
          if (!stopping) say(`rolling restart stopped: ${err.message}`);
        },
      )
      .finally(() => {
        restarts += 1;
        restarting = false;
        void writeState();
      });
  });
}

main().catch((err: unknown) => {
  console.error('[cluster]', err);
  process.exit(1);
});
