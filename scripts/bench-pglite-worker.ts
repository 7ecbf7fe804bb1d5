// node --import tsx scripts/bench-pglite-worker.ts — PGlite in the server's own thread against
// PGlite in a worker thread (src/server/db/pglite-proxy.ts), on the demo content (npm run db:seed),
// under the same load: catalogue, ammo, blog and search reads at --connections=N (20).
// Not a test: prints every run and the medians; nothing is judged.
//
// The two are run in turn, --rounds=N times (3), the order swapped each round, so that other load
// on the machine falls on both alike. Besides throughput and latency it reports the server
// process's CPU time per request (process.cpuUsage: all its threads) and its main thread's share
// (from /proc, Linux only), which vary less with the machine's other load than the timings do.
//
// Options: --rounds=N (3), --duration=N seconds per route (8) after --warmup=N (2),
// --connections=N (20), --only=<regular expression> (the routes whose name matches it).
import { fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../src/server/db/client.ts';
import { openPgliteInWorker, type PgliteWorkerClient } from '../src/server/db/pglite-proxy.ts';
import { seed } from '../src/server/db/seed/seed.ts';

type Mode = 'in-thread' | 'worker';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// The server: a child process, so that the load generator does not share its event loop.

/** CPU time in microseconds, from the server process. */
interface CpuSample {
  /** All the process's threads (process.cpuUsage). */
  process: number;
  /** The main thread alone (from /proc); 0 where /proc is missing. */
  main: number;
  /** The main thread's event loop: busy and idle time, in milliseconds. */
  elu: { active: number; idle: number };
  /** The PGlite worker's event loop (worker mode): busy and idle time, in milliseconds. */
  workerElu: { active: number; idle: number };
}

function mainThreadCpu(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1e6) / 100; // Linux's USER_HZ is 100
  } catch {
    return 0;
  }
}

/** The PGlite worker, in worker mode. */
let pgliteWorker: PgliteWorkerClient | undefined;

function sample(): CpuSample {
  const { user, system } = process.cpuUsage();
  const { active, idle } = performance.eventLoopUtilization();
  const worker = pgliteWorker?.eventLoopUtilization() ?? { active: 0, idle: 0 };
  return {
    process: user + system,
    main: mainThreadCpu(),
    elu: { active, idle },
    workerElu: { active: worker.active, idle: worker.idle },
  };
}

async function serve(): Promise<void> {
  const target = JSON.parse(process.env.BENCH_TARGET ?? '') as DatabaseTarget;
  if (target.kind !== 'pglite') throw new Error('PGlite only');
  const mode = process.env.BENCH_MODE as Mode;
  let database: Database;
  if (mode === 'worker') {
    const inWorker = await openPgliteInWorker(target);
    pgliteWorker = inWorker.client;
    database = inWorker;
  } else {
    database = await openDatabase(target);
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The per-IP limit would stop the load generator; everything else is as in production.
    RATE_LIMIT_MAX: String(1_000_000_000),
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ address });
  process.on('message', (msg) => {
    if (msg === 'sample') process.send?.({ sample: sample() });
    if (msg !== 'stop') return;
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
}

interface Server {
  base: string;
  child: ChildProcess;
}

async function startServer(target: DatabaseTarget, mode: Mode): Promise<Server> {
  const child = fork(process.argv[1]!, ['--serve'], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_TARGET: JSON.stringify(target), BENCH_MODE: mode },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { base, child };
}

function serverSample(server: Server): Promise<CpuSample> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const s = (m as { sample?: CpuSample }).sample;
      if (!s) return;
      server.child.off('message', onMessage);
      resolve(s);
    };
    server.child.on('message', onMessage);
    server.child.send('sample');
  });
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send('stop');
  await exited;
}

// ---------------------------------------------------------------------------------------------
// The routes: every path of the demo content's pages, requested in turn.

interface Scenario {
  name: string;
  paths: string[];
}

async function json<T>(base: string, pathName: string): Promise<T> {
  const res = await fetch(`${base}${pathName}`);
  if (!res.ok) throw new Error(`${pathName}: ${res.status}`);
  return (await res.json()) as T;
}

/** Spreads `a` and `b` evenly through one list. */
function interleave(a: string[], b: string[]): string[] {
  const out: string[] = [];
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a.length) out.push(a[i % a.length]!);
    if (b.length) out.push(b[i % b.length]!);
  }
  return out;
}

async function scenarios(base: string): Promise<Scenario[]> {
  const groups = await json<{ total: number; items: { _id: string }[] }>(
    base,
    '/api/catalog/groups?pageSize=100',
  );
  const groupIds: string[] = [];
  for (let page = 1; page <= Math.ceil(groups.total / 100); page++) {
    const list = await json<{ items: { _id: string }[] }>(
      base,
      `/api/catalog/groups?pageSize=100&page=${page}`,
    );
    groupIds.push(...list.items.map((g) => g._id));
  }
  const groupPages = Math.max(1, Math.ceil(groups.total / 20));
  const catalogueLists = ['', '&sort=price', '&sort=-price', '&category=Barrels', '&q=aero']
    .flatMap((extra) =>
      Array.from({ length: Math.min(groupPages, 10) }, (_, i) => `?page=${i + 1}${extra}`),
    )
    .map((q) => `/api/catalog/groups${q}`);

  const ammo = await json<{ total: number; items: { id: string }[] }>(
    base,
    '/api/ammo?pageSize=100',
  );
  const ammoIds: string[] = [];
  for (let page = 1; page <= Math.ceil(ammo.total / 100); page++) {
    const list = await json<{ items: { id: string }[] }>(
      base,
      `/api/ammo?pageSize=100&page=${page}`,
    );
    ammoIds.push(...list.items.map((a) => a.id));
  }
  const ammoPages = Math.max(1, Math.ceil(ammo.total / 20));
  const ammoLists = ['', '&sort=price', '&sort=-price', '&sort=name', '&inStock=true']
    .flatMap((extra) =>
      Array.from({ length: Math.min(ammoPages, 10) }, (_, i) => `?page=${i + 1}${extra}`),
    )
    .map((q) => `/api/ammo${q}`);

  const posts = await json<{ id: string }[]>(base, '/api/blog?pageSize=100');
  const blogLists = Array.from(
    { length: Math.max(1, Math.ceil(posts.length / 10)) },
    (_, i) => `/api/blog?pageSize=10&page=${i + 1}`,
  );

  const words = ['barrel', '9mm', 'aero', 'trigger', 'build', 'optic', 'handguard', 'stock'];
  const more = ['review', 'nato', 'grain', 'upper', 'lower', 'muzzle', 'scope', 'cleaning'];
  const searches = [...words, ...more].flatMap((q) =>
    ['all', 'products', 'blogs'].map((scope) => `/api/search?q=${q}&in=${scope}`),
  );

  console.log(
    `  demo content: ${groupIds.length} catalogue groups, ${ammoIds.length} ammo items, ` +
      `${posts.length} blog posts`,
  );
  return [
    { name: 'health (select 1)', paths: ['/api/health'] },
    {
      name: 'catalogue (lists + details)',
      paths: interleave(
        catalogueLists,
        groupIds.map((id) => `/api/catalog/groups/${id}`),
      ),
    },
    {
      name: 'ammo (lists + details)',
      paths: interleave(
        ammoLists,
        ammoIds.map((id) => `/api/ammo/${id}`),
      ),
    },
    {
      name: 'blog (lists + posts)',
      paths: interleave(
        blogLists,
        posts.map((p) => `/api/blog/${p.id}`),
      ),
    },
    { name: 'search', paths: searches },
  ];
}

// ---------------------------------------------------------------------------------------------
// Load: autocannon, every response's time kept for exact percentiles.

interface Row {
  round: number;
  mode: Mode;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** CPU milliseconds per request: the whole server process, and its main thread. */
  cpuMs: number;
  mainCpuMs: number;
  /** The main thread's event loop busy share, 0–1. */
  elu: number;
  /** The PGlite worker's event loop busy share, 0–1 (0 in-thread). */
  workerElu: number;
}

async function load(base: string, scenario: Scenario, seconds: number, connections: number) {
  let i = 0;
  const times: number[] = [];
  const run = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      { setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length]! }) },
    ],
  }) as Promise<autocannon.Result> & EventEmitter;
  (run as EventEmitter).on('response', (_c: unknown, _s: number, _b: number, ms: number) => {
    times.push(ms);
  });
  const res = await run;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: times[times.length - 1] ?? 0,
    errors: res.errors + res.non2xx + res.timeouts,
  };
}

async function measure(
  server: Server,
  scenario: Scenario,
  opts: { seconds: number; warmup: number; connections: number },
): Promise<Omit<Row, 'round' | 'mode' | 'route'>> {
  if (opts.warmup) await load(server.base, scenario, opts.warmup, opts.connections);
  const before = await serverSample(server);
  const result = await load(server.base, scenario, opts.seconds, opts.connections);
  const after = await serverSample(server);
  const n = Math.max(1, result.requests);
  const share = (a: CpuSample['elu'], b: CpuSample['elu']) => {
    const active = b.active - a.active;
    return active / Math.max(1e-9, active + b.idle - a.idle);
  };
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    errors: result.errors,
    cpuMs: (after.process - before.process) / 1000 / n,
    mainCpuMs: (after.main - before.main) / 1000 / n,
    elu: share(before.elu, after.elu),
    workerElu: share(before.workerElu, after.workerElu),
  };
}

// ---------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function rowCells(r: Omit<Row, 'round'> & { round: string }): string[] {
  return [
    r.round,
    r.mode,
    r.route,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(0),
    String(r.errors),
    r.cpuMs.toFixed(2),
    r.mainCpuMs.toFixed(2),
    `${(r.elu * 100).toFixed(0)} %`,
    r.mode === 'worker' ? `${(r.workerElu * 100).toFixed(0)} %` : '',
  ];
}

const HEADER = [
  'round',
  'mode',
  'route',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'CPU ms/req',
  'main-thread ms/req',
  'main ELU',
  'worker ELU',
];

async function main(): Promise<void> {
  const rounds = option('rounds', 3);
  const seconds = option('duration', 8);
  const warmup = option('warmup', 2);
  const connections = option('connections', 20);
  const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const only = onlyArg ? new RegExp(onlyArg) : undefined;

  const dir = await mkdtemp(path.join(tmpdir(), 'bw-bench-pglite-worker-'));
  const target: DatabaseTarget = { kind: 'pglite', dataDir: dir };
  try {
    const database = await openDatabase(target);
    try {
      await database.migrate();
      await seed(database.db);
    } finally {
      await database.close();
    }
    console.log(
      `PGlite in the server's thread against a worker thread: demo content, ${connections} ` +
        `connections, ${seconds} s per route after ${warmup} s warm-up, ${rounds} rounds.`,
    );
    const rows: Row[] = [];
    let routes: Scenario[] | undefined;
    for (let round = 1; round <= rounds; round++) {
      const order: Mode[] = round % 2 ? ['in-thread', 'worker'] : ['worker', 'in-thread'];
      for (const mode of order) {
        const server = await startServer(target, mode);
        try {
          routes ??= await scenarios(server.base);
          for (const scenario of routes) {
            if (only && !only.test(scenario.name)) continue;
            const result = await measure(server, scenario, { seconds, warmup, connections });
            const row: Row = { round, mode, route: scenario.name, ...result };
            rows.push(row);
            console.log(table(HEADER, [rowCells({ ...row, round: String(round) })]).split('\n')[2]);
          }
        } finally {
          await stopServer(server);
        }
      }
    }
    console.log(
      `\nEvery run:\n${table(
        HEADER,
        rows.map((r) => rowCells({ ...r, round: String(r.round) })),
      )}`,
    );
    const medians: string[][] = [];
    for (const route of [...new Set(rows.map((r) => r.route))]) {
      for (const mode of ['in-thread', 'worker'] as const) {
        const runs = rows.filter((r) => r.route === route && r.mode === mode);
        const m = (key: keyof Row) => median(runs.map((r) => r[key] as number));
        medians.push(
          rowCells({
            round: 'median',
            mode,
            route,
            rps: m('rps'),
            p50: m('p50'),
            p99: m('p99'),
            max: m('max'),
            errors: runs.reduce((sum, r) => sum + r.errors, 0),
            cpuMs: m('cpuMs'),
            mainCpuMs: m('mainCpuMs'),
            elu: m('elu'),
            workerElu: m('workerElu'),
          }),
        );
      }
    }
    console.log(`\nMedians:\n${table(HEADER, medians)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--serve')) await serve();
  else await main();
}
