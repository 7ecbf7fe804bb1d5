// npm run bench:cluster — the production layout under load: copies of the built server behind
// nginx on one PostgreSQL and Redis (scripts/lib/cluster.ts), measured on a mixed read workload
// of the demo site. Not a test: it prints tables, a Markdown summary at the end, and exits 1 when
// a request fails (in any phase: an answer other than 2xx or 3xx, or none), a copy's memory grows
// more than 10 % during the soak, a copy or nginx exits unexpectedly, the replica does not catch
// up, or a phase cannot run.
//
// Phases, in order (each can be left out with --skip):
//   load     for each --instances count, a fresh cluster; a warm-up, then --duration seconds at
//            --connections connections through nginx: requests per second, p50 and p99, and the
//            CPU time per request of the copies, nginx, and the PostgreSQL backends serving the
//            cluster's database (from /proc before and after), so that the throughput more cores
//            would give can be estimated: req/s ≈ cores ÷ CPU seconds per request.
//   restart  a rolling restart of the largest cluster (at least 2 copies) under the same load:
//            every request must get a 2xx or 3xx answer.
//   soak     the same cluster, restarted copies, at a moderate fixed rate (--soak-rate, default
//            half the throughput measured for that size, else 100 req/s) for --soak-minutes;
//            each copy's resident memory is read every 10 s; growth above 10 % is flagged, from
//            the median of the first three readings after a warm-up (30 s, 60 s for soaks over
//            2 minutes) to the median of the last three.
//   replica  a streaming replica of the cluster's PostgreSQL server (tests/replica.ts) while
//            npm run feed:import takes a 100,000-row feed (bench:feeds' file and catalogue): the
//            replica's replay lag in bytes and its replay delay every 500 ms, and the time it
//            takes to catch up once the import has ended. The import goes into a throw-away copy
//            of the cluster's database on the same server (the replica streams the whole server,
//            so the lag is the same), which is dropped afterwards: the demo data stays as it was.
//
// Options: --instances=1,2,3  --duration=20 (seconds per load step)  --connections=20
// --soak-minutes=10  --soak-rate=N (requests per second)  --feed-rows=100000
// --skip=load,restart,soak,replica
//
// The database is DATABASE_URL, else buildwright_cluster on the machine's PostgreSQL (made when
// missing); Redis is REDIS_URL, else the machine's (without one, each copy counts its own rate
// limits). The copies run with RATE_LIMIT_MAX raised, so the load is not throttled, and with
// LOG_LEVEL=warn unless LOG_LEVEL is set (a log line per request would load this process, which
// reads the copies' output). nginx and PostgreSQL must be installed: without them it says so and
// exits 1. Ctrl-C stops the load, the cluster, nginx and the replica, drops the throw-away
// database and removes the temporary files; a second Ctrl-C ends at once (the children are still
// killed and the files removed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startReplica, type Replica } from '../tests/replica.ts';
import { prepare, writeFeed } from './bench-feeds.ts';
import {
  childrenOf,
  cpuBetween,
  cpuOf,
  machineCpu,
  markdownTable,
  mb,
  percentile,
  requestSequence,
  rssBytes,
  runLoad,
  textTable,
  type LoadResult,
  type RequestSpec,
  type WorkloadEntry,
} from './lib/bench-load.ts';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  NGINX_BINARY,
  ROOT,
  checkDatabase,
  describeExit,
  ensureBuilt,
  ensureDatabase,
  makeTempDir,
  nginxInstalled,
  pingRedis,
  prefixedLog,
  prepareDatabase,
  redactUrl,
  removeTempDir,
  startCluster,
  type Cluster,
  type LogSink,
} from './lib/cluster.ts';

const PHASES = ['load', 'restart', 'soak', 'replica'] as const;
type Phase = (typeof PHASES)[number];

/** Unthrottled load, not measured, before each measured step (caches, JIT, pools). */
const WARM_UP_S = 5;
/** Load before and after the rolling restart itself. */
const RESTART_MARGIN_S = 3;
const RSS_EVERY_S = 10;
const RSS_GROWTH_LIMIT = 0.1;
/** Readings whose median is the soak's start (and end) memory: 30 s of them. */
const RSS_WINDOW = 3;
const LAG_EVERY_MS = 500;
const CATCH_UP_TIMEOUT_MS = 300_000;
/** Server and nginx output lines shown; the rest are only counted. */
const LOG_LINES_SHOWN = 40;

const USAGE = `Usage: npm run bench:cluster -- [options]

  --instances=1,2,3    cluster sizes of the load phase, each measured on a fresh cluster
  --duration=20        seconds measured per load step (after a ${WARM_UP_S} s warm-up)
  --connections=20     concurrent connections of the load generator
  --soak-minutes=10    length of the soak (fractions allowed)
  --soak-rate=N        the soak's requests per second (default: half the throughput the load
                       phase measured for that cluster size; 100 when it did not run)
  --feed-rows=100000   rows of the feed imported during the replica phase (a multiple of 10)
  --skip=PHASES        leave out some of: ${PHASES.join(', ')} (comma-separated)`;

const say = (text: string) => console.log(`[bench:cluster] ${text}`);
const seconds = (since: number) => (performance.now() - since) / 1000;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

class UsageError extends Error {}

interface Options {
  instances: number[];
  durationS: number;
  connections: number;
  soakMinutes: number;
  soakRate: number | undefined;
  feedRows: number;
  skip: Set<Phase>;
}

function parseOptions(): Options {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        instances: { type: 'string', default: '1,2,3' },
        duration: { type: 'string', default: '20' },
        connections: { type: 'string', default: '20' },
        'soak-minutes': { type: 'string', default: '10' },
        'soak-rate': { type: 'string' },
        'feed-rows': { type: 'string', default: '100000' },
        skip: { type: 'string', default: '' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: string, text: string, min: number, max = Infinity) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got ${text})`);
    return n;
  };
  const instances = [
    ...new Set(values.instances.split(',').map((t) => count('instances', t.trim(), 1, 16))),
  ].sort((a, b) => a - b);
  const soakMinutes = Number(values['soak-minutes']);
  if (!Number.isFinite(soakMinutes) || soakMinutes <= 0)
    throw new UsageError(`--soak-minutes must be a number above 0 (got ${values['soak-minutes']})`);
  const feedRows = count('feed-rows', values['feed-rows'], 10);
  if (feedRows % 10 !== 0) throw new UsageError('--feed-rows must be a multiple of 10');
  const skip = new Set<Phase>();
  for (const name of values.skip.split(',').map((s) => s.trim())) {
    if (!name) continue;
    if (!(PHASES as readonly string[]).includes(name))
      throw new UsageError(`--skip takes ${PHASES.join(', ')} (got ${name})`);
    skip.add(name as Phase);
  }
  return {
    instances,
    durationS: count('duration', values.duration, 1),
    connections: count('connections', values.connections, 1, 1000),
    soakMinutes,
    soakRate:
      values['soak-rate'] === undefined ? undefined : count('soak-rate', values['soak-rate'], 1),
    feedRows,
    skip,
  };
}

// ---------------------------------------------------------------------------------------------
// What must be undone: run in reverse order at the end, after Ctrl-C too. What a synchronous exit
// hook can still do (a crash, a second Ctrl-C) is done there as well: the cluster harness kills
// its copies and nginx and removes its folders itself; this script stops the replica's server and
// drops the throw-away database.

const cleanups: { name: string; run: () => Promise<void> }[] = [];
/** A replica's data folder and pg_ctl, while it runs. */
let replicaServer: { data: string; pgCtl: string } | undefined;
/** The throw-away database, while it exists. */
let scratchDatabase: { adminUrl: string; name: string } | undefined;

function onCleanup(name: string, run: () => Promise<void>): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  // Undone early (a phase ends): no longer run at the end.
  return async () => {
    const at = cleanups.indexOf(entry);
    if (at >= 0) cleanups.splice(at, 1);
    await run();
  };
}

async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    const { name, run } = cleanups.pop()!;
    try {
      await run();
    } catch (err) {
      say(`could not ${name}: ${(err as Error).message}`);
    }
  }
}

/** Runs a PostgreSQL program as the postgres user when this runs as root (as tests/replica.ts). */
function asPostgresSync(program: string, args: string[]) {
  return process.getuid?.() === 0
    ? spawnSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'ignore' })
    : spawnSync(program, args, { stdio: 'ignore' });
}

process.once('exit', () => {
  if (replicaServer) {
    try {
      asPostgresSync(replicaServer.pgCtl, ['-D', replicaServer.data, '-m', 'immediate', 'stop']);
      rmSync(path.dirname(replicaServer.data), { recursive: true, force: true });
    } catch {
      // the drop below must still be tried
    }
  }
  if (scratchDatabase) {
    spawnSync(
      'psql',
      [
        scratchDatabase.adminUrl,
        '-qc',
        `drop database if exists "${scratchDatabase.name}" with (force)`,
      ],
      { stdio: 'ignore' },
    );
  }
});

// ---------------------------------------------------------------------------------------------
// Databases.

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  // An idle monitoring connection that fails (its server stopped) must not crash the run.
  client.on('error', () => undefined);
  return client;
}

/** "16/B374D848" → bytes. */
function lsnBytes(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

// ---------------------------------------------------------------------------------------------
// The workload: what visitors of the demo site ask for, by weight.

const enc = encodeURIComponent;
const LIST = 'sort=popularity&page=1&pageSize=20';
const SEARCH_WORDS = [
  'aero', 'bcg', 'barrel', 'handguard', 'trigger', 'grendel', '9mm', 'federal', 'magpul',
  'optic', 'buffer', 'gas block', 'muzzle brake', '300 blackout', 'hornady', 'lower receiver',
  'charging handle', 'compatibility', 'free float', '5.56',
]; // prettier-ignore

async function buildWorkload(db: pg.Client): Promise<WorkloadEntry[]> {
  const groups = (
    await db.query<{ id: string; main: string }>(
      'select id, main_category as main from catalog_groups order by id',
    )
  ).rows;
  const categories = (
    await db.query<{ category: string }>(
      `select category from catalog_groups where platform = 'AR15'
        group by category order by count(*) desc limit 12`,
    )
  ).rows.map((r) => r.category);
  const ar15Pages = Math.ceil(
    Number(
      (await db.query<{ n: string }>(`select count(*) n from catalog_groups where platform='AR15'`))
        .rows[0]!.n,
    ) / 20,
  );
  const ammo = (await db.query<{ id: string }>('select id from ammunition order by id')).rows;
  const calibers = (
    await db.query<{ caliber: string }>(
      'select caliber from ammunition group by caliber order by count(*) desc limit 8',
    )
  ).rows.map((r) => r.caliber);
  const posts = (
    await db.query<{ slug: string }>('select slug from blog_posts order by date desc, id')
  ).rows.map((r) => r.slug);
  if (!groups.length || !ammo.length || !posts.length)
    throw new Error('the cluster database has no demo content (SEED_ON_START=false?)');

  const listPages = Array.from(
    { length: Math.min(5, ar15Pages) },
    (_, i) => `/api/catalog/groups?platform=AR15&sort=popularity&page=${i + 1}&pageSize=20`,
  );
  return [
    {
      name: 'catalogue list (API: pages, categories, sorts, AR10)',
      weight: 16,
      kind: 'json',
      paths: [
        ...listPages,
        ...categories.map((c) => `/api/catalog/groups?platform=AR15&category=${enc(c)}&${LIST}`),
        '/api/catalog/groups?platform=AR15&sort=price&page=1&pageSize=20',
        '/api/catalog/groups?platform=AR15&sort=-price&page=1&pageSize=20',
        `/api/catalog/groups?platform=AR10&${LIST}`,
      ],
    },
    {
      name: 'catalogue brands (API)',
      weight: 2,
      kind: 'json',
      paths: ['/api/catalog/brands?platform=AR15', '/api/catalog/brands?platform=AR10'],
    },
    {
      name: `product detail (API, ${groups.length} products)`,
      weight: 20,
      kind: 'json',
      paths: groups.map((g) => `/api/catalog/groups/${enc(g.id)}`),
    },
    {
      name: 'product page (HTML)',
      weight: 6,
      kind: 'html',
      // Another order than the API's, so that a page and its API call are not always together.
      paths: groups.map((g) => `/product/${enc(g.main)}/${enc(g.id)}`).reverse(),
    },
    {
      name: 'catalogue list page (HTML)',
      weight: 4,
      kind: 'html',
      paths: ['/products', '/products', '/products', '/products/AR10'],
    },
    {
      name: 'ammo list (API: pages, calibres, sorts)',
      weight: 10,
      kind: 'json',
      paths: [
        '/api/ammo?sort=pricePerRound&page=1&pageSize=20',
        '/api/ammo?sort=pricePerRound&page=2&pageSize=20',
        '/api/ammo?sort=price&page=1&pageSize=20',
        ...calibers.map((c) => `/api/ammo?caliber=${enc(c)}&sort=pricePerRound&page=1&pageSize=20`),
      ],
    },
    {
      name: `ammo detail (API, ${ammo.length} items)`,
      weight: 6,
      kind: 'json',
      paths: ammo.map((a) => `/api/ammo/${enc(a.id)}`),
    },
    {
      name: 'ammo pages (HTML: list, detail)',
      weight: 4,
      kind: 'html',
      paths: ammo.flatMap((a, i) => (i % 2 ? [`/ammo-detail/${enc(a.id)}`] : ['/ammo'])),
    },
    {
      name: 'blog list (API)',
      weight: 5,
      kind: 'json',
      paths: ['/api/blog?page=1&pageSize=8', '/api/blog?page=1&pageSize=4', '/api/blog?page=2&pageSize=8'],
    },
    {
      name: `blog post (API, ${posts.length} posts)`,
      weight: 5,
      kind: 'json',
      paths: posts.map((s) => `/api/blog/${enc(s)}`),
    },
    {
      name: 'blog pages (HTML: list, post)',
      weight: 5,
      kind: 'html',
      paths: posts.flatMap((s, i) => (i % 3 === 0 ? ['/blog', `/blog/${enc(s)}`] : [`/blog/${enc(s)}`])),
    },
    {
      name: 'search overlay (API, 5 suggestions)',
      weight: 10,
      kind: 'json',
      paths: SEARCH_WORDS.map((q) => `/api/search?q=${enc(q)}&in=all&pageSize=5`),
    },
    {
      name: 'search results page (API)',
      weight: 3,
      kind: 'json',
      paths: SEARCH_WORDS.map((q) => `/api/search?q=${enc(q)}&in=all&page=1`),
    },
  ]; // prettier-ignore
}

function describeWorkload(entries: readonly WorkloadEntry[]): string {
  const total = entries.reduce((s, e) => s + e.weight, 0);
  return textTable(
    ['share', 'requests', 'addresses'],
    entries.map((e) => [
      `${((e.weight / total) * 100).toFixed(0)} %`,
      e.name,
      String(new Set(e.paths).size),
    ]),
    0,
  );
}

/** Asks once for every address of the workload: each must answer 200 (a typo fails here). */
async function checkWorkload(base: string, entries: readonly WorkloadEntry[]): Promise<void> {
  const specs = new Map<string, RequestSpec['kind']>();
  for (const e of entries) for (const p of e.paths) specs.set(p, e.kind);
  const queue = [...specs];
  const bad: string[] = [];
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const [p, kind] = next;
      const res = await fetch(`${base}${p}`, {
        headers: { accept: kind === 'html' ? 'text/html' : 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) bad.push(`${res.status} ${p}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  if (bad.length)
    throw new Error(
      `${bad.length} of the workload's ${specs.size} addresses do not answer 200:\n  ` +
        bad.slice(0, 10).join('\n  '),
    );
}

// ---------------------------------------------------------------------------------------------
// CPU readings around a run.

interface CpuReading {
  node: Map<number, number>;
  nginx: Map<number, number>;
  postgres: Map<number, number>;
  machine: { busyS: number; totalS: number };
  self: NodeJS.CpuUsage;
}

interface CpuPerRequest {
  /** Milliseconds of CPU per answered request. */
  nodeMs: number;
  nginxMs: number;
  postgresMs: number;
  totalMs: number;
  /** The load generator (this process), for comparison: not part of the total. */
  loadGenMs: number;
  /** Share of the whole machine's CPU that was busy, all cores together. */
  machineBusy: number;
  /** CPU seconds per copy over the run (how evenly nginx spread the load). */
  perCopyS: number[];
}

async function backendPids(monitor: pg.Client): Promise<number[]> {
  const rows = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.rows.map((r) => r.pid);
}

async function readCpu(cluster: Cluster, monitor: pg.Client): Promise<CpuReading> {
  const nginxPids = [cluster.nginx.pid, ...childrenOf(cluster.nginx.pid)];
  return {
    node: cpuOf(cluster.servers.map((s) => s.pid)),
    nginx: cpuOf(nginxPids),
    postgres: cpuOf(await backendPids(monitor)),
    machine: machineCpu(),
    self: process.cpuUsage(),
  };
}

function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuPerRequest {
  const per = (s: number) => (requests ? (s * 1000) / requests : NaN);
  const node = cpuBetween(before.node, after.node);
  const nginx = cpuBetween(before.nginx, after.nginx);
  const postgres = cpuBetween(before.postgres, after.postgres);
  const self = process.cpuUsage(before.self);
  const busy = after.machine.busyS - before.machine.busyS;
  const total = after.machine.totalS - before.machine.totalS;
  return {
    nodeMs: per(node),
    nginxMs: per(nginx),
    postgresMs: per(postgres),
    totalMs: per(node + nginx + postgres),
    loadGenMs: per((self.user + self.system) / 1e6),
    machineBusy: total > 0 ? busy / total : NaN,
    perCopyS: [...after.node].map(([pid, cpu]) => cpu - (before.node.get(pid) ?? 0)),
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

interface LoadRow {
  instances: number;
  result: LoadResult;
  cpu: CpuPerRequest;
  tookS: number;
}

interface RestartRow {
  instances: number;
  result: LoadResult;
  restartS: number;
  tookS: number;
}

interface SoakCopy {
  instance: number;
  pid: number;
  startBytes: number;
  endBytes: number;
  maxBytes: number;
  growth: number;
  /** Its pid changed during the soak (it died and was replaced): its figures mean nothing. */
  replaced: boolean;
}

interface SoakRow {
  instances: number;
  rate: number;
  minutes: number;
  warmUpS: number;
  result: LoadResult;
  copies: SoakCopy[];
  totalGrowth: number;
  tookS: number;
}

interface ReplicaRow {
  rows: number;
  database: string;
  importS: number;
  report: { offers: { new: number }; rejected: number };
  walBytes: number;
  samples: number;
  maxLag: number;
  p95Lag: number;
  maxDelayS: number;
  p95DelayS: number;
  catchUpS: number | undefined;
  prepareS: number;
  replicaStartS: number;
  tookS: number;
}

interface Context {
  opts: Options;
  signal: AbortSignal;
  databaseUrl: string;
  redisUrl: string | undefined;
  log: LogSink;
  unexpected: string[];
}

async function startBenchCluster(ctx: Context, instances: number): Promise<Cluster> {
  const began = performance.now();
  say(`starting ${instances} ${instances === 1 ? 'copy' : 'copies'} behind nginx`);
  const cluster = await startCluster({
    instances,
    databaseUrl: ctx.databaseUrl,
    redisUrl: ctx.redisUrl,
    env: {
      // The per-address limit would throttle the load generator (every request comes from
      // 127.0.0.1); everything else runs as in production.
      RATE_LIMIT_MAX: String(1_000_000_000),
      ...(process.env.LOG_LEVEL ? {} : { LOG_LEVEL: 'warn' }),
    },
    log: ctx.log,
    say: (text) => say(`  ${text}`),
    signal: ctx.signal,
    onServerExit: (server, status) => {
      const text = `copy ${server.instance} (pid ${server.pid}) exited unexpectedly (${describeExit(status)})`;
      ctx.unexpected.push(text);
      say(text);
    },
    onNginxExit: (status) => {
      const text = `nginx exited unexpectedly (${describeExit(status)})`;
      ctx.unexpected.push(text);
      say(text);
    },
  });
  const stopCluster = cluster.stop.bind(cluster);
  const stop = onCleanup('stop the cluster', stopCluster);
  say(`  ${cluster.url} ready in ${fixed(seconds(began))} s`);
  // stop() is safe to call twice: the returned function also takes it off the clean-up list.
  return Object.assign(cluster, { stop });
}

async function loadStep(
  ctx: Context,
  cluster: Cluster,
  monitor: pg.Client,
  sequence: readonly RequestSpec[],
): Promise<Omit<LoadRow, 'tookS'>> {
  const { opts, signal } = ctx;
  const instances = cluster.servers.length;
  await runLoad({
    url: cluster.url,
    sequence,
    connections: opts.connections,
    durationS: WARM_UP_S,
    signal,
  });
  signal.throwIfAborted();
  const before = await readCpu(cluster, monitor);
  const result = await runLoad({
    url: cluster.url,
    sequence,
    connections: opts.connections,
    durationS: opts.durationS,
    signal,
  });
  const after = await readCpu(cluster, monitor);
  signal.throwIfAborted();
  const cpu = cpuPerRequest(before, after, result.requests);
  say(
    `  ${instances} ${instances === 1 ? 'copy' : 'copies'}: ${whole(result.rps)} req/s, ` +
      `p50 ${fixed(result.p50)} ms, p99 ${fixed(result.p99)} ms, ${whole(result.requests)} requests, ` +
      `${result.failed} failed; CPU per request ${fixed(cpu.totalMs, 2)} ms ` +
      `(node ${fixed(cpu.nodeMs, 2)}, nginx ${fixed(cpu.nginxMs, 2)}, PostgreSQL ${fixed(cpu.postgresMs, 2)}; ` +
      `load generator ${fixed(cpu.loadGenMs, 2)}), machine ${fixed(cpu.machineBusy * 100, 0)} % busy; ` +
      `CPU s per copy ${cpu.perCopyS.map((s) => fixed(s)).join(' / ')}`,
  );
  return { instances, result, cpu };
}

async function restartPhase(
  ctx: Context,
  cluster: Cluster,
  sequence: readonly RequestSpec[],
): Promise<RestartRow> {
  const began = performance.now();
  const { opts, signal } = ctx;
  say(
    `rolling restart of ${cluster.servers.length} copies under load (${opts.connections} connections)`,
  );
  let stopLoad: (() => void) | undefined;
  const running = runLoad({
    url: cluster.url,
    sequence,
    connections: opts.connections,
    // Ended by stopLoad once the restart is over.
    durationS: 3600,
    signal,
    onStart: (stop) => {
      stopLoad = stop;
    },
  });
  // Its failure is awaited below; until then it must not count as unhandled.
  running.catch(() => undefined);
  let restartS = NaN;
  const loadBegan = performance.now();
  const at = () => `${fixed(seconds(loadBegan))} s`;
  try {
    await delay(RESTART_MARGIN_S * 1000, undefined, { signal });
    const restartBegan = performance.now();
    say(`  ${at()} into the load: restarting`);
    await cluster.rollingRestart({
      onRestarted: (server) =>
        say(`  ${at()} into the load: copy ${server.instance} is back (pid ${server.pid})`),
    });
    restartS = seconds(restartBegan);
    await delay(RESTART_MARGIN_S * 1000, undefined, { signal });
  } finally {
    stopLoad?.();
  }
  const result = await running;
  signal.throwIfAborted();
  const statuses = Object.entries(result.statuses)
    .map(([code, n]) => `${code}: ${whole(n)}`)
    .join(', ');
  say(
    `  restarted in ${fixed(restartS)} s; ${whole(result.requests + result.errors)} requests, ` +
      `${result.failed} failed (${statuses}; errors ${result.errors}, timeouts ${result.timeouts})` +
      (result.errorTimes.length
        ? `; errors at ${result.errorTimes.map((t) => fixed(t)).join(', ')} s into the load`
        : ''),
  );
  return { instances: cluster.servers.length, result, restartS, tookS: seconds(began) };
}

async function soakPhase(
  ctx: Context,
  cluster: Cluster,
  sequence: readonly RequestSpec[],
  rate: number,
): Promise<SoakRow> {
  const began = performance.now();
  const { opts, signal } = ctx;
  const warmUpS = opts.soakMinutes <= 2 ? 30 : 60;
  const soakS = Math.round(opts.soakMinutes * 60);
  say(
    `soak: ${cluster.servers.length} copies at ${rate} req/s for ${fixed(opts.soakMinutes)} min ` +
      `after a ${warmUpS} s warm-up; each copy's memory read every ${RSS_EVERY_S} s`,
  );
  const pids = cluster.servers.map((s) => s.pid);
  const samples: { atS: number; rss: (number | undefined)[] }[] = [];
  const sample = (atS: number) => samples.push({ atS, rss: pids.map((pid) => rssBytes(pid)) });
  const started = performance.now();
  const running = runLoad({
    url: cluster.url,
    sequence,
    connections: opts.connections,
    durationS: warmUpS + soakS,
    overallRate: rate,
    signal,
  });
  let done = false;
  running.then(
    () => (done = true),
    () => (done = true),
  );
  // The first reading at the end of the warm-up, then every RSS_EVERY_S seconds.
  let next = warmUpS;
  let lastReport = 0;
  while (!done) {
    const wait = next * 1000 - (performance.now() - started);
    if (wait > 0) await Promise.race([delay(Math.min(wait, 1000)), running.catch(() => undefined)]);
    if (done || signal.aborted) break;
    const atS = seconds(started);
    if (atS < next) continue;
    sample(atS);
    next += RSS_EVERY_S;
    if (atS - lastReport >= 60) {
      lastReport = atS;
      const now = samples[samples.length - 1]!.rss.map((b) => (b ? mb(b) : '–')).join(' / ');
      say(`  ${fixed(atS / 60)} min: RSS ${now} MB`);
    }
  }
  const result = await running;
  signal.throwIfAborted();
  sample(seconds(started));
  // A copy's memory rises and falls with garbage collection: start and end are each the median of
  // RSS_WINDOW readings (the first after the warm-up, the last), not a single one.
  const window = Math.max(1, Math.min(RSS_WINDOW, Math.floor(samples.length / 2)));
  const median = (readings: typeof samples, i: number) =>
    percentile(
      readings.map((s) => s.rss[i] ?? NaN).sort((a, b) => a - b),
      0.5,
    );
  const copies: SoakCopy[] = cluster.servers.map((server, i) => {
    const startBytes = median(samples.slice(0, window), i);
    const endBytes = median(samples.slice(-window), i);
    const maxBytes = Math.max(...samples.map((s) => s.rss[i] ?? 0));
    return {
      instance: server.instance,
      pid: pids[i]!,
      startBytes,
      endBytes,
      maxBytes,
      growth: (endBytes - startBytes) / startBytes,
      replaced: server.pid !== pids[i],
    };
  });
  const sum = (f: (c: SoakCopy) => number) => copies.reduce((s, c) => s + f(c), 0);
  const totalGrowth =
    (sum((c) => c.endBytes) - sum((c) => c.startBytes)) / sum((c) => c.startBytes);
  console.log(
    '\n' +
      textTable(
        ['copy', 'pid', 'RSS start MB', 'RSS end MB', 'max MB', 'growth', ''],
        [
          ...copies.map((c) => [
            String(c.instance),
            String(c.pid),
            mb(c.startBytes),
            mb(c.endBytes),
            mb(c.maxBytes),
            `${fixed(c.growth * 100)} %`,
            c.replaced
              ? 'REPLACED during the soak'
              : c.growth > RSS_GROWTH_LIMIT
                ? `GREW > ${RSS_GROWTH_LIMIT * 100} %`
                : '',
          ]),
          [
            'all',
            '',
            mb(sum((c) => c.startBytes)),
            mb(sum((c) => c.endBytes)),
            '',
            `${fixed(totalGrowth * 100)} %`,
            '',
          ],
        ],
      ) +
      '\n',
  );
  say(
    `  soak: ${whole(result.requests)} requests at ${fixed(result.rps)} req/s, p50 ${fixed(result.p50)} ms, ` +
      `p99 ${fixed(result.p99)} ms, ${result.failed} failed; ${samples.length} memory readings`,
  );
  return {
    instances: cluster.servers.length,
    rate,
    minutes: opts.soakMinutes,
    warmUpS,
    result,
    copies,
    totalGrowth,
    tookS: seconds(began),
  };
}

/** `npm run feed:import` as a child process: its seconds and its JSON report. */
async function importFeedChild(
  databaseUrl: string,
  file: string,
  signal: AbortSignal,
): Promise<{ seconds: number; report: ReplicaRow['report'] }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    IMAGES_FETCH: 'off',
  };
  delete env.DATA_DIR;
  const began = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/feed-import.ts'),
      '--merchant',
      'feed-bench',
      '--name',
      'Feed Bench',
      '--report',
      'json',
      file,
    ],
    { cwd: ROOT, env, signal, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  signal.throwIfAborted();
  if (code !== 0) throw new Error(`feed:import failed (exit code ${code}): ${stderr || stdout}`);
  return {
    seconds: seconds(began),
    report: JSON.parse(stdout) as ReplicaRow['report'],
  };
}

async function replicaPhase(ctx: Context): Promise<ReplicaRow> {
  const began = performance.now();
  const { opts, signal } = ctx;
  const adminUrl = withDatabase(ctx.databaseUrl, 'postgres');
  const source = databaseName(ctx.databaseUrl);
  const name = `bw_bench_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const scratchUrl = withDatabase(ctx.databaseUrl, name);

  // The throw-away database: a copy of the cluster's (nobody else may be connected to it for
  // that), else an empty one that the catalogue step migrates.
  const admin = await connect(adminUrl);
  let database: string;
  try {
    scratchDatabase = { adminUrl, name };
    onCleanup(`drop the database ${name}`, async () => {
      const client = await connect(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
      scratchDatabase = undefined;
    });
    try {
      await admin.query(`create database "${name}" template "${source.replaceAll('"', '""')}"`);
      database = `a copy of ${source}`;
    } catch (err) {
      await admin.query(`create database "${name}"`);
      database = `a new database (no copy of ${source}: ${(err as Error).message})`;
    }
  } finally {
    await admin.end();
  }
  say(`replica: ${name}, ${database}, on the cluster's PostgreSQL server`);

  let stepBegan = performance.now();
  const variants = await prepare({ kind: 'pg', url: scratchUrl }, opts.feedRows);
  signal.throwIfAborted();
  const dir = await makeTempDir('bw-bench-cluster-');
  onCleanup(`remove ${dir}`, () => removeTempDir(dir));
  const file = path.join(dir, 'feed.tsv');
  // Exactly --feed-rows rows, each matching one variant by its GTIN (the copy's demo variants,
  // which got GTINs too, may be among them).
  await writeFeed(file, variants.slice(0, opts.feedRows), new Set());
  const prepareS = seconds(stepBegan);
  say(`  catalogue and a ${whole(opts.feedRows)}-row feed ready in ${fixed(prepareS)} s`);

  stepBegan = performance.now();
  const major = await (async () => {
    const client = await connect(adminUrl);
    try {
      const v = (await client.query<{ v: string }>('show server_version_num')).rows[0]!.v;
      return Math.floor(Number(v) / 10000);
    } finally {
      await client.end();
    }
  })();
  const replica: Replica = await startReplica(adminUrl);
  const replicaUrl = replica.urlFor('postgres');
  {
    const client = await connect(replicaUrl);
    try {
      const data = (
        await client.query<{ d: string }>("select current_setting('data_directory') as d")
      ).rows[0]!.d;
      // Only a folder tests/replica.ts made is ever stopped or removed by the exit hook.
      const made = path.dirname(data);
      if (path.dirname(made) === os.tmpdir() && path.basename(made).startsWith('bw-replica-'))
        replicaServer = { data, pgCtl: `/usr/lib/postgresql/${major}/bin/pg_ctl` };
    } finally {
      await client.end();
    }
  }
  onCleanup('stop the replica', async () => {
    await replica.stop();
    replicaServer = undefined;
  });
  await replica.caughtUp(CATCH_UP_TIMEOUT_MS);
  const replicaStartS = seconds(stepBegan);
  say(`  replica on port ${replica.port} started and caught up in ${fixed(replicaStartS)} s`);
  signal.throwIfAborted();

  const primary = await connect(adminUrl);
  const standby = await connect(replicaUrl);
  const closeMonitors = onCleanup('close the lag monitors', async () => {
    await Promise.allSettled([primary.end(), standby.end()]);
  });
  const primaryLsn = async () =>
    lsnBytes(
      (await primary.query<{ l: string }>('select pg_current_wal_lsn()::text l')).rows[0]!.l,
    );
  const standbyState = async () => {
    const row = (
      await standby.query<{ l: string; d: number | null }>(
        `select pg_last_wal_replay_lsn()::text l,
                extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 d`,
      )
    ).rows[0]!;
    return { lsn: lsnBytes(row.l), delayS: row.d ?? 0 };
  };

  const lags: number[] = [];
  const delays: number[] = [];
  let sampling = true;
  let samplerError: unknown;
  const sampler = (async () => {
    while (sampling) {
      const at = performance.now();
      const written = await primaryLsn();
      const replayed = await standbyState();
      const lag = written > replayed.lsn ? Number(written - replayed.lsn) : 0;
      lags.push(lag);
      // The time since the last replayed commit is a delay only while something is left to
      // replay; with nothing behind, it is the time since the primary last wrote.
      delays.push(lag > 0 ? Math.max(0, replayed.delayS) : 0);
      await delay(Math.max(0, LAG_EVERY_MS - (performance.now() - at)));
    }
  })().catch((err: unknown) => {
    samplerError = err;
  });
  const walBefore = await primaryLsn();
  let imported: Awaited<ReturnType<typeof importFeedChild>>;
  try {
    say(
      `  importing the feed (npm run feed:import) while sampling the lag every ${LAG_EVERY_MS} ms`,
    );
    imported = await importFeedChild(scratchUrl, file, signal);
  } finally {
    sampling = false;
    await sampler;
  }
  if (samplerError) throw new Error(`lag sampling failed: ${(samplerError as Error).message}`);
  const walAfter = await primaryLsn();
  const endedAt = performance.now();
  let catchUpS: number | undefined;
  for (;;) {
    if ((await standbyState()).lsn >= walAfter) {
      catchUpS = seconds(endedAt);
      break;
    }
    if (performance.now() - endedAt > CATCH_UP_TIMEOUT_MS) break;
    signal.throwIfAborted();
    await delay(100);
  }
  await closeMonitors();

  const sortedLags = [...lags].sort((a, b) => a - b);
  const sortedDelays = [...delays].sort((a, b) => a - b);
  const row: ReplicaRow = {
    rows: opts.feedRows,
    database,
    importS: imported.seconds,
    report: imported.report,
    walBytes: Number(walAfter - walBefore),
    samples: lags.length,
    maxLag: sortedLags[sortedLags.length - 1] ?? 0,
    p95Lag: percentile(sortedLags, 0.95),
    maxDelayS: sortedDelays[sortedDelays.length - 1] ?? 0,
    p95DelayS: percentile(sortedDelays, 0.95),
    catchUpS,
    prepareS,
    replicaStartS,
    tookS: 0,
  };
  say(
    `  import: ${whole(row.rows)} rows in ${fixed(row.importS)} s (${whole(imported.report.offers.new)} new offers, ` +
      `${imported.report.rejected} rejected), ${mb(row.walBytes)} MB of WAL; ` +
      `lag max ${mb(row.maxLag)} MB, p95 ${mb(row.p95Lag)} MB (${row.samples} samples); replay delay ` +
      `max ${fixed(row.maxDelayS, 2)} s, p95 ${fixed(row.p95DelayS, 2)} s; caught up ` +
      (catchUpS === undefined
        ? `NOT within ${CATCH_UP_TIMEOUT_MS / 1000} s`
        : `${fixed(catchUpS, 2)} s after the import ended`),
  );
  row.tookS = seconds(began);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Summary.

/** What the failed requests got: "500: 1, no answer: 2". */
function failures(result: LoadResult): string {
  const parts = Object.entries(result.statuses)
    .filter(([code]) => Number(code) >= 400 || Number(code) < 200)
    .map(([code, n]) => `${code}: ${n}`);
  if (result.errors) {
    const kinds = Object.entries(result.errorKinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    parts.push(`no answer: ${result.errors}${kinds ? ` (${kinds})` : ''}`);
  }
  return parts.join(', ');
}

function coresLine(cpu: CpuPerRequest): string {
  const perCore = 1000 / cpu.totalMs;
  return [2, 4, 8, 16].map((n) => `${n} cores ≈ ${whole(perCore * n)}`).join(', ');
}

function summary(
  opts: Options,
  loads: LoadRow[],
  restart: RestartRow | undefined,
  soak: SoakRow | undefined,
  replica: ReplicaRow | undefined,
  errors: string[],
): string {
  const header = [
    'phase',
    'copies',
    'requests (failed)',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/request: node + nginx + PostgreSQL',
    'result',
    'took',
  ];
  const rows: string[][] = [];
  const took = (s: number) => `${fixed(s, 0)} s`;
  for (const l of loads) {
    const c = l.cpu;
    rows.push([
      `load, ${opts.connections} connections, ${opts.durationS} s`,
      String(l.instances),
      `${whole(l.result.requests)} (${l.result.failed})`,
      whole(l.result.rps),
      fixed(l.result.p50),
      fixed(l.result.p99),
      `${fixed(c.nodeMs, 2)} + ${fixed(c.nginxMs, 2)} + ${fixed(c.postgresMs, 2)} = ${fixed(c.totalMs, 2)}`,
      `≈ ${whole(1000 / c.totalMs)} req/s per core of server CPU; machine ${fixed(c.machineBusy * 100, 0)} % busy` +
        (l.result.failed ? `; ${l.result.failed} FAILED (${failures(l.result)})` : ''),
      took(l.tookS),
    ]);
  }
  if (restart) {
    const r = restart.result;
    rows.push([
      'rolling restart under load',
      String(restart.instances),
      `${whole(r.requests + r.errors)} (${r.failed})`,
      whole(r.rps),
      fixed(r.p50),
      fixed(r.p99),
      '',
      `copies restarted one by one in ${fixed(restart.restartS)} s: ` +
        (r.failed === 0 ? 'no request failed' : `${r.failed} FAILED (${failures(r)})`),
      took(restart.tookS),
    ]);
  }
  if (soak) {
    const r = soak.result;
    const grew = soak.copies.filter((c) => c.growth > RSS_GROWTH_LIMIT || c.replaced);
    const perCopy = soak.copies
      .map((c) => `${mb(c.startBytes)} → ${mb(c.endBytes)} (${c.growth >= 0 ? '+' : ''}${fixed(c.growth * 100)} %)`)
      .join(', '); // prettier-ignore
    rows.push([
      `soak, ${fixed(soak.minutes)} min at ${soak.rate} req/s`,
      String(soak.instances),
      `${whole(r.requests)} (${r.failed})`,
      whole(r.rps),
      fixed(r.p50),
      fixed(r.p99),
      '',
      `RSS MB, first 30 s after a ${soak.warmUpS} s warm-up → last 30 s: ${perCopy}; ` +
        (r.failed ? `${r.failed} FAILED (${failures(r)}); ` : '') +
        (grew.length
          ? `GREW > ${RSS_GROWTH_LIMIT * 100} %: copy ${grew.map((c) => c.instance).join(', ')}`
          : `all within ${RSS_GROWTH_LIMIT * 100} %`),
      took(soak.tookS),
    ]);
  }
  if (replica) {
    rows.push([
      `replica lag, ${whole(replica.rows)}-row feed import`,
      '',
      '',
      '',
      '',
      '',
      '',
      `import ${fixed(replica.importS)} s, ${mb(replica.walBytes)} MB WAL; lag max ${mb(replica.maxLag)} MB, ` +
        `p95 ${mb(replica.p95Lag)} MB; replay delay max ${fixed(replica.maxDelayS, 2)} s, ` +
        `p95 ${fixed(replica.p95DelayS, 2)} s; caught up ` +
        (replica.catchUpS === undefined
          ? 'NOT within 300 s'
          : `${fixed(replica.catchUpS, 2)} s after the import`),
      took(replica.tookS),
    ]);
  }
  for (const e of errors) rows.push([e.split(':')[0]!, '', '', '', '', '', '', `ERROR: ${e}`, '']);
  return markdownTable(header, rows);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  process.chdir(ROOT); // the build check and the feed command work from the repository root
  let opts: Options;
  try {
    opts = parseOptions();
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`[bench:cluster] ${err.message}\n${USAGE}`);
    return 2;
  }
  const runs = (phase: Phase) => !opts.skip.has(phase);
  const needsCluster = runs('load') || runs('restart') || runs('soak');
  // The rolling restart and the soak use the largest cluster; one copy cannot restart unnoticed.
  const fullSize = Math.max(2, ...opts.instances);

  // A signal stops the phase under way; what was started is then stopped and removed.
  const stopping = new AbortController();
  let signals = 0;
  const onSignal = (name: string) => {
    signals += 1;
    if (signals === 1) {
      say(`${name}: stopping the load, the cluster and the replica (again to end at once)`);
      stopping.abort(new Error(`${name}: stopped`));
    } else {
      process.exit(130); // the exit hooks kill what is left and remove the folders
    }
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const { signal } = stopping;

  // Before anything starts: what must be installed and running.
  if (!existsSync('/proc/self/stat')) {
    say('this benchmark reads CPU and memory figures from /proc: it runs on Linux only');
    return 1;
  }
  if (needsCluster && !nginxInstalled()) {
    say(
      `nginx is not installed (${NGINX_BINARY} is missing): install it (apt-get install -y nginx), ` +
        'or run only the replica phase (--skip=load,restart,soak)',
    );
    return 1;
  }
  const givenDatabase = process.env.DATABASE_URL?.trim();
  const databaseUrl = givenDatabase || DEFAULT_DATABASE_URL;
  try {
    if (givenDatabase) await checkDatabase(givenDatabase);
    else await ensureDatabase(DEFAULT_DATABASE_URL);
  } catch (err) {
    say(
      `PostgreSQL is needed and does not answer: ${(err as Error).message}. Install and start ` +
        'PostgreSQL (apt-get install -y postgresql; service postgresql start), or set DATABASE_URL.',
    );
    return 1;
  }
  let redisUrl: string | undefined = process.env.REDIS_URL?.trim() || DEFAULT_REDIS_URL;
  if (needsCluster) {
    try {
      await pingRedis(redisUrl);
    } catch (err) {
      say(
        `${(err as Error).message}: running without Redis (each copy counts its own rate limits)`,
      );
      redisUrl = undefined;
    }
  }
  if (needsCluster) {
    const reason = await ensureBuilt({ signal, say });
    if (reason) say('built');
  }

  let logLines = 0;
  const log: LogSink = (source, line, stream) => {
    logLines += 1;
    if (logLines <= LOG_LINES_SHOWN) prefixedLog(source, line, stream);
    if (logLines === LOG_LINES_SHOWN)
      say('(further output of the copies and nginx is counted only)');
  };
  const ctx: Context = { opts, signal, databaseUrl, redisUrl, log, unexpected: [] };
  say(
    `database ${redactUrl(databaseUrl)}, Redis ${redisUrl ? redactUrl(redisUrl) : 'none'}; ` +
      `phases: ${PHASES.filter(runs).join(', ') || 'none'}; ${opts.connections} connections; ` +
      `${os.cpus().length} cores`,
  );

  const loads: LoadRow[] = [];
  let restart: RestartRow | undefined;
  let soak: SoakRow | undefined;
  let replica: ReplicaRow | undefined;
  const errors: string[] = [];
  let monitor: pg.Client | undefined;
  let sequence: RequestSpec[] | undefined;
  let full: Cluster | undefined;
  const began = performance.now();

  try {
    if (needsCluster) {
      monitor = await connect(databaseUrl);
      const m = monitor;
      onCleanup('close the monitoring connection', () => m.end());
      // The first start migrates and seeds the database when it is new.
      const prepared = await prepareDatabase({
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
      });
      if (prepared.seeded) say('the cluster database was new: demo content seeded');
      const workload = await buildWorkload(monitor);
      sequence = requestSequence(workload);
      console.log(
        `\nThe workload (one request in turn per connection):\n${describeWorkload(workload)}\n`,
      );

      const sizes = runs('load') ? opts.instances : [];
      let checked = false;
      for (const n of sizes) {
        signal.throwIfAborted();
        const stepBegan = performance.now();
        const cluster = await startBenchCluster(ctx, n);
        const keep = n === fullSize && (runs('restart') || runs('soak'));
        try {
          if (!checked) {
            await checkWorkload(cluster.url, workload);
            checked = true;
          }
          const row = await loadStep(ctx, cluster, monitor, sequence);
          loads.push({ ...row, tookS: seconds(stepBegan) });
        } finally {
          if (keep) full = cluster;
          else await cluster.stop();
        }
      }
      if (loads.length) {
        console.log(
          '\n' +
            textTable(
              ['copies', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'node', 'nginx', 'PostgreSQL', 'total CPU ms/req', 'load gen', 'busy'],
              loads.map((l) => [
                String(l.instances),
                whole(l.result.rps),
                fixed(l.result.p50),
                fixed(l.result.p99),
                String(l.result.failed),
                fixed(l.cpu.nodeMs, 2),
                fixed(l.cpu.nginxMs, 2),
                fixed(l.cpu.postgresMs, 2),
                fixed(l.cpu.totalMs, 2),
                fixed(l.cpu.loadGenMs, 2),
                `${fixed(l.cpu.machineBusy * 100, 0)} %`,
              ]),
            ) +
            '\n',
        ); // prettier-ignore
        for (const l of loads)
          say(
            `${l.instances} ${l.instances === 1 ? 'copy' : 'copies'}: ${fixed(l.cpu.totalMs, 2)} ms of server CPU per request → ` +
              `≈ ${whole(1000 / l.cpu.totalMs)} req/s per core; ${coresLine(l.cpu)} (the load generator not counted)`,
          );
      }

      if (runs('restart') || runs('soak')) {
        if (!full) {
          full = await startBenchCluster(ctx, fullSize);
          if (!checked) await checkWorkload(full.url, workload);
        }
        if (runs('restart')) {
          try {
            restart = await restartPhase(ctx, full, sequence);
          } catch (err) {
            if (signal.aborted) throw err;
            errors.push(`restart: ${(err as Error).message}`);
            say(`rolling restart failed: ${(err as Error).message}`);
          }
        }
        if (runs('soak')) {
          const measured = loads.find((l) => l.instances === full!.servers.length)?.result.rps;
          const rate = opts.soakRate ?? (measured ? Math.max(1, Math.round(measured / 2)) : 100);
          try {
            soak = await soakPhase(ctx, full, sequence, rate);
          } catch (err) {
            if (signal.aborted) throw err;
            errors.push(`soak: ${(err as Error).message}`);
            say(`soak failed: ${(err as Error).message}`);
          }
        }
        await full.stop();
        full = undefined;
      }
      await monitor.end().catch(() => undefined);
    }

    if (runs('replica')) {
      try {
        if (!needsCluster) {
          // The cluster phases were skipped: the database may never have been migrated.
          await prepareDatabase({
            ...process.env,
            DATABASE_URL: databaseUrl,
            NODE_ENV: 'production',
            JWT_SECRET: randomBytes(32).toString('hex'),
          });
        }
        replica = await replicaPhase(ctx);
      } catch (err) {
        if (signal.aborted) throw err;
        errors.push(`replica: ${(err as Error).message}`);
        say(`replica phase failed: ${(err as Error).message}`);
      }
      await cleanUp();
    }
  } catch (err) {
    if (!signal.aborted) throw err;
  } finally {
    const cleanBegan = performance.now();
    if (cleanups.length) say('cleaning up');
    await cleanUp();
    if (signal.aborted) say(`stopped and cleaned up in ${fixed(seconds(cleanBegan))} s`);
  }
  if (signal.aborted) return 130;

  for (const e of ctx.unexpected) errors.push(`unexpected exit: ${e}`);
  console.log(
    `\n## bench:cluster (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${os.cpus().length} cores, ${fixed(seconds(began) / 60)} min)\n\n` +
      summary(opts, loads, restart, soak, replica, errors) +
      '\n\nCPU per request: CPU time of the copies, nginx (master and workers) and the PostgreSQL ' +
      "backends connected to the cluster's database, from /proc, divided by the answers; the " +
      'load generator runs on the same machine and is not counted. req/s per core = 1000 ÷ ' +
      'CPU ms per request: the ceiling more cores would give while the copies can use them.' +
      (logLines > LOG_LINES_SHOWN ? ` Output lines of the copies and nginx: ${logLines}.` : '') +
      '\n',
  );
  const failed =
    errors.length > 0 ||
    loads.some((l) => l.result.failed > 0) ||
    (restart !== undefined && restart.result.failed > 0) ||
    (soak !== undefined &&
      (soak.result.failed > 0 ||
        soak.copies.some((c) => c.replaced || c.growth > RSS_GROWTH_LIMIT))) ||
    (replica !== undefined && replica.catchUpS === undefined);
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Whatever handle is left (a stray timer, a socket): the run is over.
    setTimeout(() => process.exit(code), 1000).unref();
  },
  (err: unknown) => {
    console.error('[bench:cluster]', err);
    void cleanUp().finally(() => process.exit(1));
  },
);
