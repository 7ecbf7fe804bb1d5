// npm run bench:catalog — how fast the catalogue API answers on a catalogue of 100,000 variants
// and 300,000 offers. Not a test: it prints a table and fails (exit 1) when a PostgreSQL
// figure misses its target: every catalogue route p99 ≤ 50 ms and ≥ 25 % of the throughput of
// the trivial route (/api/health: one `select 1`) measured in the same run. PGlite figures are
// reported, not judged. How and why it measures this way: ADR 023.
//
// Options: --db=pg|pglite|both (default: both when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// PostgreSQL server, else pglite), --duration=N seconds per route (10), --connections=N (10),
// --groups=N (10,000; ten variants per group, three offers per variant), --only=<regular expression>
// (the routes whose name matches it, beside the health ceiling).
import { fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
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
import { openDatabase, type Database, type DatabaseTarget } from '../src/server/db/client.ts';
import { generateDemoCatalog } from '../src/server/db/seed/catalog/generate.ts';
import { refreshCatalogStats } from '../src/server/modules/catalog/store.ts';
import { caliberFilterKeys } from '../src/shared/catalog/calibers.ts';
import { CATALOG_TYPES, groupFieldsForType } from '../src/shared/catalog/types.ts';
import { encodeBuildSpecs, relevantBuildSpecs } from '../src/shared/compat/index.ts';
import { compatPart, carbineBuild } from '../src/shared/compat/test-builds.ts';

const P99_TARGET_MS = 50;

/** The list's `compat` parameter for a complete 5.56 carbine (src/shared/compat). */
const COMPAT = encodeURIComponent(encodeBuildSpecs(relevantBuildSpecs(carbineBuild())));
/** 500 different builds: the carbine with handguards of 500 lengths and 1/2x28 or 5/8x24 devices. */
const COMPAT_VARIANTS = Array.from({ length: 500 }, (_, i) => {
  const parts = carbineBuild().map((p) =>
    p.subPart === 'Handguard'
      ? compatPart('Handguard', p.name, { ...p.specs, handguardLengthIn: 5 + i / 50 })
      : p.subPart === 'Muzzle Device' && i % 2 === 1
        ? compatPart('Muzzle Device', p.name, { ...p.specs, muzzleThread: '5/8x24' })
        : p,
  );
  return encodeURIComponent(encodeBuildSpecs(relevantBuildSpecs(parts)));
});
const THROUGHPUT_TARGET = 0.25;
const WARM_UP_S = 2;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a number ≥ 1`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// The synthetic catalogue, generated inside the database.

const BRANDS = [
  'Aero Precision', 'Bravo Company', 'Ballistic Advantage', 'Faxon Firearms', 'Geissele Automatics',
  'Magpul', 'Daniel Defense', 'Palmetto State Armory', 'Radian Weapons', 'Midwest Industries',
  'Toolcraft', 'Criterion Barrels', 'SureFire', 'Vortex Optics', 'Holosun', 'Strike Industries',
  'B5 Systems', 'Sprinco', 'Noveske Rifleworks', 'Sons of Liberty Gun Works',
]; // prettier-ignore
const CALIBRES = ['5.56 NATO', '.223 Wylde', '.300 Blackout', '6.5 Grendel', '.308 Winchester'];

/**
 * Per catalogue type, the distinct compatibility keys of the demo catalogue's variants of
 * that type; the synthetic variants take them in turn, so the list's compatibility evaluation
 * meets a realistic variety of signatures.
 */
function compatPools(): Record<string, unknown[]> {
  const demo = generateDemoCatalog();
  const typeOf = new Map(demo.groups.map((g) => [g.id, g.type]));
  const pools: Record<string, Map<string, unknown>> = {};
  for (const v of demo.variants) {
    const type = typeOf.get(v.groupId)!;
    (pools[type] ??= new Map()).set(JSON.stringify(v.compat ?? {}), v.compat ?? {});
  }
  return Object.fromEntries(Object.entries(pools).map(([t, m]) => [t, [...m.values()]]));
}

export interface Sizes {
  groups: number;
  variantsPerGroup: number;
  offersPerVariant: number;
}

/** The synthetic catalogue, also loaded by scripts/bench-search.ts. */
export async function generate(database: Database, sizes: Sizes): Promise<void> {
  const { db } = database;
  const types = CATALOG_TYPES.map((t, n) => ({ n, key: t.key, ...groupFieldsForType(t.key) }));
  const calibres = CALIBRES.map((name, n) => ({ n, name, keys: caliberFilterKeys([name]) }));
  const pools = compatPools();
  const typePools = types.map((t) => ({ n: t.n, pool: pools[t.key] ?? [{}] }));
  const merchants = 8;
  await db.execute(sql`
    insert into catalog_merchants (id, name, website_url)
    select 'm' || i, 'Merchant ' || i, 'https://m' || i || '.example' from generate_series(1, ${merchants}) i`);
  await db.execute(sql`
    insert into catalog_groups (id, type, part_name, brand, platform, main_category, category,
                                subcategory, sub_part, images, description)
    select 'g' || i, t.key, (${JSON.stringify(BRANDS)}::jsonb ->> (i % ${BRANDS.length})) || ' '
             || t."subPart" || ' ' || i,
           ${JSON.stringify(BRANDS)}::jsonb ->> (i % ${BRANDS.length}), t.platform, t."mainCategory",
           t.category, t.subcategory, t."subPart", '["/api/catalog/images/barrel/black.svg"]'::jsonb,
           'A synthetic benchmark group.'
      from generate_series(1, ${sizes.groups}) i
      join jsonb_to_recordset(${JSON.stringify(types)}::jsonb)
           as t(n int, key text, platform text, "mainCategory" text, category text,
                subcategory text, "subPart" text)
        on t.n = i % ${types.length}`);
  // Every other group's variants have a calibre (cycling through five), the rest none.
  await db.execute(sql`
    insert into catalog_variants (id, group_id, position, model, upc, retail_price, notes, images,
                                  caliber, caliber_compatibility, caliber_keys, specs, compat)
    select 'g' || g || '-v' || p, 'g' || g, p, 'Model ' || p, lpad((g * 100 + p)::text, 12, '0'),
           100 + abs(hashtext('r' || g || '-' || p)) % 900, '',
           '["/api/catalog/images/barrel/black.svg"]'::jsonb,
           case when g % 2 = 0 then c.name end, '[]'::jsonb,
           case when g % 2 = 0 then array(select jsonb_array_elements_text(c.keys)) else '{}' end,
           jsonb_build_object('barrelLength', (10 + p) || '"',
                              'color', jsonb_build_array(case p % 3 when 0 then 'Black'
                                                         when 1 then 'FDE' else 'OD Green' end),
                              'finish', 'Nitride'),
           -- the demo compatibility keys of the group's type, in turn (group and position spread them)
           tp.pool -> ((g + p) % jsonb_array_length(tp.pool))
      from generate_series(1, ${sizes.groups}) g
      cross join generate_series(0, ${sizes.variantsPerGroup - 1}) p
      join jsonb_to_recordset(${JSON.stringify(calibres)}::jsonb) as c(n int, name text, keys jsonb)
        on c.n = (g / 2) % ${calibres.length}
      join jsonb_to_recordset(${JSON.stringify(typePools)}::jsonb) as tp(n int, pool jsonb)
        on tp.n = g % ${types.length}`);
  await db.execute(sql`
    insert into catalog_offers (variant_id, merchant_id, price, retail_price, in_stock, shipping,
                                buy_url)
    select 'g' || g || '-v' || p, 'm' || (1 + (g + p + k) % ${merchants}),
           20 + abs(hashtext('p' || g || '-' || p || '-' || k)) % 2000 + 0.99, null,
           abs(hashtext('s' || g || '-' || p || '-' || k)) % 7 <> 0, 'Free shipping',
           'https://m' || (1 + (g + p + k) % ${merchants}) || '.example/p/g' || g || '-v' || p
      from generate_series(1, ${sizes.groups}) g
      cross join generate_series(0, ${sizes.variantsPerGroup - 1}) p
      cross join generate_series(0, ${sizes.offersPerVariant - 1}) k`);
  await refreshCatalogStats(db);
  // Popularity from real saved builds: 200 users with 10 builds of 15 parts each.
  await db.execute(sql`
    insert into users (username, email) select 'bench' || i, 'bench' || i || '@example.com'
      from generate_series(1, 200) i`);
  await db.execute(sql`
    insert into builds (user_id, name, parts)
    select u.id, 'Bench build ' || b,
           jsonb_build_array(jsonb_build_object('name', 'Barrel', 'subParts',
             (select jsonb_agg(jsonb_build_object('name', 'Part ' || k, 'product',
                       jsonb_build_object('_id', 'x', 'name', 'x', 'groupData',
                         jsonb_build_object('_id', 'g' || (1 + abs(hashtext(u.username || b || '-' || k))
                                                         % (${sizes.groups} / 5))))))
                from generate_series(1, 15) k)))
      from users u cross join generate_series(1, 10) b
     where u.username like 'bench%'`);
  await db.execute(sql`vacuum analyze`);
}

// ---------------------------------------------------------------------------------------------
// Load generation: autocannon.

interface Result {
  rps: number;
  p50: number;
  /** Exact, from every response's time (autocannon's histogram has no p95). */
  p95: number;
  p99: number;
  errors: number;
}

interface Scenario {
  name: string;
  /** Reported but not held to the targets: the ceiling itself, and the cache-miss worst case. */
  informative?: boolean;
  /** Paths to request in turn (the detail route rotates over many groups). */
  paths: string[];
}

async function measureRoute(
  base: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
): Promise<Result> {
  let i = 0;
  const requests: autocannon.Request[] = [
    {
      setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length]! }),
    },
  ];
  const times: number[] = [];
  // autocannon's instance is both a promise and an event emitter ('response' with its time).
  const run = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests,
  }) as Promise<autocannon.Result> & EventEmitter;
  const events: EventEmitter = run;
  events.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    times.push(ms);
  });
  const res = await run;
  times.sort((a, b) => a - b);
  return {
    rps: res.requests.average,
    p50: res.latency.p50,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
    p99: res.latency.p99,
    errors: res.errors + res.non2xx,
  };
}

interface Server {
  base: string;
  child: ChildProcess;
}

async function startServer(target: DatabaseTarget): Promise<Server> {
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

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send('stop');
  await exited;
}

async function json(base: string, pathName: string): Promise<{ total: number }> {
  const res = await fetch(`${base}${pathName}`);
  if (!res.ok) throw new Error(`${pathName}: ${res.status}`);
  return (await res.json()) as { total: number };
}

async function scenarios(base: string, sizes: Sizes): Promise<Scenario[]> {
  const filters =
    'category=Upper%20Receivers,Lower%20Receivers,Barrels&caliber=5.56%20NATO&inStock=true&sort=price';
  const all = await json(base, '/api/catalog/groups');
  const filtered = await json(base, `/api/catalog/groups?${filters}`);
  const fitting = await json(base, `/api/catalog/groups?compat=${COMPAT}&compatibleOnly=true`);
  const lastPage = (total: number) => Math.max(1, Math.ceil(total / 20));
  const detailIds = Array.from({ length: 500 }, (_, i) => `g${1 + ((i * 7919) % sizes.groups)}`);
  const allIds = Array.from(
    { length: sizes.groups },
    (_, i) => `g${1 + ((i * 7919) % sizes.groups)}`,
  );
  return [
    { name: 'health (ceiling)', paths: ['/api/health'], informative: true },
    { name: 'list, page 1', paths: ['/api/catalog/groups'] },
    {
      name: `list, last page (${lastPage(all.total)})`,
      paths: [`/api/catalog/groups?page=${lastPage(all.total)}`],
    },
    { name: 'list, 4 filters, page 1', paths: [`/api/catalog/groups?${filters}`] },
    {
      name: `list, 4 filters, last page (${lastPage(filtered.total)})`,
      paths: [`/api/catalog/groups?${filters}&page=${lastPage(filtered.total)}`],
    },
    // The default sort (popularity) with the web app's two common filters: exact, never a snapshot.
    { name: 'list, category, by popularity', paths: ['/api/catalog/groups?category=Barrels'] },
    {
      name: 'list, sub-part, by popularity',
      paths: ['/api/catalog/groups?subPart=Handguard'],
    },
    { name: 'list, search q=aero', paths: ['/api/catalog/groups?q=aero&sort=-price'] },
    // ADR 061: the list with the visitor's build (a complete carbine's summary).
    { name: 'list, compat: fit counts, page 1', paths: [`/api/catalog/groups?compat=${COMPAT}`] },
    {
      name: 'list, compat, sort=compatibility, page 1',
      paths: [`/api/catalog/groups?compat=${COMPAT}&sort=compatibility`],
    },
    {
      name: 'list, compat, compatibleOnly, last page',
      paths: [
        `/api/catalog/groups?compat=${COMPAT}&compatibleOnly=true&page=${lastPage(fitting.total)}`,
      ],
    },
    {
      name: 'list, compat, category, by compatibility',
      paths: [`/api/catalog/groups?category=Barrels&compat=${COMPAT}&sort=compatibility`],
    },
    // Every request another build: the per-build list cache never helps (the worst case).
    {
      name: 'list, compat, 500 builds (cache misses)',
      paths: COMPAT_VARIANTS.map((c) => `/api/catalog/groups?compat=${c}&sort=compatibility`),
      informative: true,
    },
    { name: 'detail, 500 groups', paths: detailIds.map((id) => `/api/catalog/groups/${id}`) },
    // More groups than the cache holds: nearly every request misses it and reads the database.
    // The worst case, reported beside the realistic one above (ADR 023).
    {
      name: `detail, all ${sizes.groups.toLocaleString('en-US')} (cache misses)`,
      paths: allIds.map((id) => `/api/catalog/groups/${id}`),
      informative: true,
    },
  ];
}

interface Row extends Result {
  database: string;
  route: string;
  share: number;
  /** undefined: not judged (PGlite, the ceiling, the informative worst case). */
  ok: boolean | undefined;
}

async function runOn(
  label: 'postgres' | 'pglite',
  target: DatabaseTarget,
  sizes: Sizes,
  opts: { seconds: number; connections: number },
): Promise<Row[]> {
  const server = await startServer(target);
  try {
    const rows: Row[] = [];
    let ceiling = 0;
    const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
    const only = onlyArg ? new RegExp(onlyArg) : undefined;
    for (const scenario of await scenarios(server.base, sizes)) {
      // --only=<pattern>: the ceiling and the routes whose name matches (a quicker look at some).
      if (only && scenario.paths[0] !== '/api/health' && !only.test(scenario.name)) continue;
      const measure = (seconds: number) =>
        measureRoute(server.base, scenario, seconds, opts.connections);
      await measure(WARM_UP_S);
      const result = await measure(opts.seconds);
      if (scenario.paths[0] === '/api/health') ceiling = result.rps;
      const share = ceiling ? result.rps / ceiling : 0;
      const ok =
        label === 'postgres' && !scenario.informative
          ? result.p99 <= P99_TARGET_MS && share >= THROUGHPUT_TARGET && result.errors === 0
          : undefined;
      rows.push({ database: label, route: scenario.name, ...result, share, ok });
      console.log(
        `  ${label} ${scenario.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      );
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

async function preparePostgres(adminUrl: string, sizes: Sizes) {
  const name = `bw_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'pg', url: url.toString() };
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  try {
    await fill(target, sizes);
  } catch (err) {
    await drop();
    throw err;
  }
  return { target, drop };
}

async function preparePglite(sizes: Sizes) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bw-bench-'));
  const target: DatabaseTarget = { kind: 'pglite', dataDir: dir };
  const drop = () => rm(dir, { recursive: true, force: true });
  try {
    await fill(target, sizes);
  } catch (err) {
    await drop();
    throw err;
  }
  return { target, drop };
}

async function fill(target: DatabaseTarget, sizes: Sizes): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const started = performance.now();
    await generate(database, sizes);
    console.log(
      `  ${database.driver}: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

function table(rows: Row[]): string {
  const header = [
    'database',
    'route',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'vs health',
    'target',
  ];
  const body = rows.map((r) => [
    r.database,
    r.route,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    `${(r.share * 100).toFixed(0)} %`,
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function main(): Promise<number> {
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  const dbArg = process.argv.find((a) => a.startsWith('--db='))?.split('=')[1];
  const which = dbArg ?? (adminUrl ? 'both' : 'pglite');
  if (!['pg', 'pglite', 'both'].includes(which)) throw new Error('--db must be pg, pglite or both');
  if (which !== 'pglite' && !adminUrl)
    throw new Error('--db=pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const groups = option('groups', 10_000);
  const sizes: Sizes = { groups, variantsPerGroup: 10, offersPerVariant: 3 };
  const seconds = option('duration', 10);
  const connections = option('connections', 10);
  const variants = groups * sizes.variantsPerGroup;
  console.log(
    `Catalogue benchmark: ${groups.toLocaleString('en-US')} groups, ` +
      `${variants.toLocaleString('en-US')} variants, ` +
      `${(variants * sizes.offersPerVariant).toLocaleString('en-US')} offers; ` +
      `${connections} connections, ${seconds} s per route after ${WARM_UP_S} s warm-up; ` +
      'load by autocannon.',
  );

  const rows: Row[] = [];
  const opts = { seconds, connections };
  if (which !== 'pglite') {
    const { target, drop } = await preparePostgres(adminUrl!, sizes);
    try {
      rows.push(...(await runOn('postgres', target, sizes, opts)));
    } finally {
      await drop();
    }
  }
  if (which !== 'pg') {
    const { target, drop } = await preparePglite(sizes);
    try {
      rows.push(...(await runOn('pglite', target, sizes, opts)));
    } finally {
      await drop();
    }
  }
  console.log(`\n${table(rows)}\n`);
  console.log(
    `Targets (PostgreSQL): p99 ≤ ${P99_TARGET_MS} ms and ≥ ${THROUGHPUT_TARGET * 100} % of ` +
      'the health route’s throughput, no errors. PGlite serves one query at a time: reported only.',
  );
  const missed = rows.filter((r) => r.ok === false);
  if (missed.length === 0) return 0;
  console.error(`Missed: ${missed.map((r) => `${r.database} ${r.route}`).join(', ')}`);
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Server mode: a child process that serves the API on a prepared database, so the load
// generator and the server do not share one event loop.
export async function serve(): Promise<void> {
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

// Runs last, so every constant above is initialised; only when run, not when imported.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--serve')) await serve();
  else process.exitCode = await main();
}
