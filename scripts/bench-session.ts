// npm run bench:session — what the server-side session check costs per request. Every
// authenticated request verifies the token and reads its session and user in one query (and
// writes last-seen at most every 30 s); nothing is cached in the process, so a revoked session is
// refused at once everywhere. Not a test: it prints a table.
//
// Measured on the demo seed, one server in a child process, load by autocannon:
// - a catalogue list, anonymous and with a bearer token (catalogue reads never authenticate, so
//   the token must cost nothing there);
// - GET /api/config (no database) and GET /api/health (one `select 1`) anonymous, beside
//   GET /api/auth/session and GET /api/users/:id with a token: the difference is the check.
//
// Before the server starts, the check's query itself is timed in process against the user lookup
// that the token-version check did before sessions existed (one at a time, no HTTP).
//
// Options: --db=pg|pglite (default: pg when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// PostgreSQL server, else pglite), --duration=N seconds per route (10), --connections=N (10).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type DatabaseTarget, type Db } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { seed } from '../src/server/db/seed/seed.ts';
import { createSession, findActiveSession } from '../src/server/modules/sessions/service.ts';
import { findUserById } from '../src/server/modules/users/service.ts';

const WARM_UP_S = 2;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a number ≥ 1`);
  return value;
}

interface Scenario {
  name: string;
  path: string;
  token?: string;
}

interface Row {
  name: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(base: string, scenario: Scenario, seconds: number, connections: number) {
  const res = await autocannon({
    url: `${base}${scenario.path}`,
    connections,
    duration: seconds,
    headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
  });
  return {
    name: scenario.name,
    rps: res.requests.average,
    mean: res.latency.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.non2xx,
  };
}

async function startServer(target: DatabaseTarget): Promise<{ base: string; child: ChildProcess }> {
  const child = fork(process.argv[1]!, ['--serve'], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_TARGET: JSON.stringify(target) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { base, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

/** A fresh account on the server: its id and a bearer token. */
async function signUp(base: string): Promise<{ id: string; token: string }> {
  const name = `bench${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'bench-session' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: 'bench-password',
      username: name,
      acceptedTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; user: { _id: string } };
  return { id: body.user._id, token: body.access_token };
}

async function prepare(which: 'pg' | 'pglite', adminUrl: string | undefined) {
  if (which === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'bw-bench-session-'));
    const target: DatabaseTarget = { kind: 'pglite', dataDir: dir };
    return { target, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `bw_bench_session_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'pg', url: url.toString() };
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { target, drop };
}

/** The check's query alone, in process, beside the lookup the token-version check made. */
async function timeQueries(db: Db): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ username: 'bench-query', email: 'bench-query@example.com', passwordHash: 'x' })
    .returning();
  const sessionId = await createSession(db, {
    userId: user!.id,
    userAgent: 'bench-session',
    ip: '127.0.0.1',
    maxAgeMs: 3_600_000,
    passwordHash: 'x',
  });
  const limits = { idleMs: 600_000, touchAfterMs: 30_000 };
  const cases: [string, () => Promise<unknown>][] = [
    ['select 1', () => db.execute(sql`select 1`)],
    ['user by id (the check before sessions)', () => findUserById(db, user!.id)],
    [
      'session + user (the session check)',
      () => findActiveSession(db, sessionId!, user!.id, limits),
    ],
  ];
  console.log('Queries one at a time, in process:');
  for (const [name, run] of cases) {
    for (let i = 0; i < 300; i++) await run();
    const n = 3000;
    const started = performance.now();
    for (let i = 0; i < n; i++) await run();
    console.log(`  ${name}: ${(((performance.now() - started) / n) * 1000).toFixed(0)} µs`);
  }
}

function table(rows: Row[]): string {
  const header = ['route', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'errors'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.mean.toFixed(2),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  const dbArg = process.argv.find((a) => a.startsWith('--db='))?.split('=')[1];
  const which = dbArg ?? (adminUrl ? 'pg' : 'pglite');
  if (which !== 'pg' && which !== 'pglite') throw new Error('--db must be pg or pglite');
  if (which === 'pg' && !adminUrl)
    throw new Error('--db=pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const seconds = option('duration', 10);
  const connections = option('connections', 10);

  const { target, drop } = await prepare(which, adminUrl);
  try {
    const database = await openDatabase(target);
    try {
      await database.migrate();
      await seed(database.db);
      await timeQueries(database.db);
    } finally {
      await database.close();
    }
    const { base, child } = await startServer(target);
    try {
      const me = await signUp(base);
      const list = '/api/catalog/groups?category=Barrels';
      const scenarios: Scenario[] = [
        { name: 'catalogue list, anonymous', path: list },
        { name: 'catalogue list, with a token', path: list, token: me.token },
        { name: 'GET /api/config, anonymous (no database)', path: '/api/config' },
        { name: 'GET /api/health, anonymous (select 1)', path: '/api/health' },
        { name: 'GET /api/auth/session, with a token', path: '/api/auth/session', token: me.token },
        { name: 'GET /api/users/:id, with a token', path: `/api/users/${me.id}`, token: me.token },
      ];
      console.log(
        `Session check benchmark on ${which} with the demo seed: ${connections} connections, ` +
          `${seconds} s per route after ${WARM_UP_S} s warm-up; load by autocannon.`,
      );
      // One warm-up pass over every route first (caches, JIT), then each route once more before it.
      for (const scenario of scenarios) await measure(base, scenario, WARM_UP_S, connections);
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        await measure(base, scenario, WARM_UP_S, connections);
        const row = await measure(base, scenario, seconds, connections);
        rows.push(row);
        console.log(
          `  ${row.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
        );
      }
      console.log(`\n${table(rows)}\n`);
      const row = (name: string) => rows.find((r) => r.name.startsWith(name))!;
      const session = row('GET /api/auth/session');
      const config = row('GET /api/config');
      console.log(
        'The session check (token verification, one joined query, the rare last-seen write), ' +
          'GET /api/auth/session against GET /api/config: ' +
          `${(1000 / session.rps - 1000 / config.rps).toFixed(2)} ms of server time per request ` +
          `(from throughput), ${(session.mean - config.mean).toFixed(2)} ms of mean latency at ` +
          `${connections} connections.`,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    await drop();
  }
}

// Server mode: a child process serves the API, so the load generator and the server do not share
// one event loop.
async function serve(): Promise<void> {
  const target = JSON.parse(process.env.BENCH_TARGET ?? '') as DatabaseTarget;
  const database = await openDatabase(target);
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
    if (msg !== 'stop') return;
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--serve')) await serve();
  else await main();
}
