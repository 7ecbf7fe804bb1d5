// npm run bench:feeds — how fast `npm run feed:import` takes a merchant's whole catalogue: a
// generated Google TSV feed of 100,000 rows (one per variant, each with the variant's GTIN)
// against the 100,000-variant synthetic catalogue of bench:catalog. Three runs of the real
// command, each a child process whose peak memory is measured: the first import, the same file
// again (nothing may change: 0 history rows), and the file with 5 % of the prices changed
// (exactly those history rows). Prints a table; exits 1 when a figure misses its target:
// first import ≤ 60 s on PostgreSQL and ≤ 180 s on PGlite, unchanged re-run ≤ 30 s, peak
// memory ≤ 400 MB (the command's peak; with PGlite, which runs inside the command, its peak above
// the same command importing an empty feed, i.e. without the embedded engine's own memory).
//
// Options: --db=pg|pglite|both (default: both when BENCH_DATABASE_URL or TEST_DATABASE_URL names
// a PostgreSQL server, else pglite), --rows=N (100,000; the catalogue has as many variants).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../src/server/db/client.ts';
import { generate } from './bench-catalog.ts';

const TARGETS = { firstPg: 60, firstPglite: 180, rerun: 30, rssMb: 400 };
const CHANGED_SHARE = 0.05;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 10)
    throw new Error(`--${name} must be a whole number ≥ 10`);
  return value;
}

/** UPC-A of variant n: an 11-digit body and its check digit (valid GTINs, as real feeds send). */
export function upcOf(n: number): string {
  const body = String(40_000_000_000 + n).padStart(11, '0');
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

const priceOf = (n: number, bump: boolean) => 20 + (n % 1980) + 0.99 + (bump ? 5 : 0);

/** Writes the feed: one row per variant, in the catalogue's order; `changed` rows get new prices. */
export async function writeFeed(
  file: string,
  variants: { id: string; n: number; name: string; brand: string }[],
  changed: ReadonlySet<number>,
) {
  const out = createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write('id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\tshipping\tcondition\n');
  for (const v of variants) {
    await write(
      [
        `BF-${v.n}`,
        `${v.name}`,
        `https://feed-bench.example/p/${v.n}?utm_source=feed`,
        `${priceOf(v.n, changed.has(v.n)).toFixed(2)} USD`,
        v.n % 9 === 0 ? 'out_of_stock' : 'in_stock',
        v.brand,
        upcOf(v.n),
        'US:::0.00 USD',
        'new',
      ].join('\t') + '\n',
    );
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

interface Run {
  seconds: number;
  rssMb: number;
  report: {
    rows: number;
    offers: { new: number; changed: number; unchanged: number };
    historyRows: number;
    rejected: number;
    rejects: { reason: string; count: number; examples: { row: number; title?: string }[] }[];
    error?: string;
  };
}

/** Runs the real command as a child process; its peak memory comes from its own resource usage. */
function importOnce(target: DatabaseTarget, file: string, allowFailure = false): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    IMAGES_FETCH: 'off',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.kind === 'pg') env.DATABASE_URL = target.url;
  // The command opens the embedded database under DATA_DIR/db, where the catalogue was made.
  else if (target.dataDir) env.DATA_DIR = path.dirname(target.dataDir);
  const rss = `data:text/javascript,process.on('exit',()=>process.stderr.write('BENCH_MAX_RSS_KB='+process.resourceUsage().maxRSS+'\\n'))`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        rss,
        path.join(root, 'scripts/feed-import.ts'),
        '--merchant',
        'feed-bench',
        '--name',
        'Feed Bench',
        '--report',
        'json',
        file,
      ],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const seconds = (performance.now() - started) / 1000;
        const kb = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(stderr)?.[1] ?? NaN);
        if (err && !allowFailure)
          return reject(new Error(`feed:import failed: ${stderr || err.message}`));
        resolve({ seconds, rssMb: kb / 1024, report: JSON.parse(stdout) as Run['report'] });
      },
    );
  });
}

async function historyRows(target: DatabaseTarget): Promise<number> {
  const database = await openDatabase(target);
  try {
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as n from price_history`,
    );
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  } finally {
    await database.close();
  }
}

/** The synthetic catalogue with valid GTINs; answers its variants in order. */
export async function prepare(target: DatabaseTarget, rows: number) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const started = performance.now();
    await generate(database, { groups: rows / 10, variantsPerGroup: 10, offersPerVariant: 1 });
    const result: unknown = await database.db.execute(sql`
      select v.id, g.brand, g.part_name || ' ' || v.model as name
        from catalog_variants v join catalog_groups g on g.id = v.group_id order by v.id`);
    const variants = (result as { rows: { id: string; brand: string; name: string }[] }).rows.map(
      (v, n) => ({ ...v, n }),
    );
    // The synthetic UPCs are not valid GTINs: give each variant the one its feed row names.
    for (let i = 0; i < variants.length; i += 5000) {
      const slice = variants.slice(i, i + 5000).map((v) => ({ id: v.id, upc: upcOf(v.n) }));
      await database.db.execute(sql`
        update catalog_variants as v set upc = u.upc
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as u(id text, upc text)
         where v.id = u.id`);
    }
    await database.db.execute(sql`analyze`);
    console.log(
      `  ${database.driver}: catalogue of ${variants.length.toLocaleString('en-US')} variants in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return variants;
  } finally {
    await database.close();
  }
}

interface Row {
  database: string;
  run: string;
  seconds: number;
  rssMb: number;
  /** The peak above the embedded engine's own (PGlite); the whole peak on PostgreSQL. */
  importMb: number;
  offers: string;
  history: number;
  target: string;
  ok: boolean;
}

async function benchOn(
  label: 'postgres' | 'pglite',
  target: DatabaseTarget,
  rows: number,
  dir: string,
): Promise<Row[]> {
  const variants = await prepare(target, rows);
  const file = path.join(dir, `${label}.tsv`);
  await writeFeed(file, variants, new Set());
  const out: Row[] = [];
  const firstLimit = label === 'postgres' ? TARGETS.firstPg : TARGETS.firstPglite;
  // PGlite runs inside the command's own process: its engine's memory is measured by importing
  // an empty feed (header only), and the import is judged on what it adds to that.
  let engineMb = 0;
  if (label === 'pglite') {
    const empty = path.join(dir, 'empty.tsv');
    await writeFile(empty, 'id\ttitle\tlink\tprice\n');
    engineMb = (await importOnce(target, empty, true)).rssMb;
    console.log(
      `  pglite: the command with an empty feed peaks at ${engineMb.toFixed(0)} MB (the embedded engine)`,
    );
  }
  const row = (run: string, r: Run, history: number, target: string, ok: boolean): Row => ({
    database: label,
    run,
    seconds: r.seconds,
    rssMb: r.rssMb,
    importMb: r.rssMb - engineMb,
    offers: `${r.report.offers.new} new, ${r.report.offers.changed} changed, ${r.report.offers.unchanged} unchanged, ${r.report.rejected} rejected`,
    history,
    target,
    ok: ok && r.rssMb - engineMb <= TARGETS.rssMb,
  });

  const first = await importOnce(target, file);
  if (first.report.error) console.log(`  stopped: ${first.report.error}`);
  for (const g of first.report.rejects)
    console.log(
      `  rejected ${g.count} × ${g.reason} (e.g. row ${g.examples[0]?.row}: ${g.examples[0]?.title})`,
    );
  const afterFirst = await historyRows(target);
  out.push(
    row(
      'first import',
      first,
      afterFirst,
      `≤ ${firstLimit} s`,
      first.seconds <= firstLimit && first.report.offers.new === rows,
    ),
  );

  const again = await importOnce(target, file);
  const afterAgain = await historyRows(target);
  out.push(
    row(
      'same file again',
      again,
      afterAgain - afterFirst,
      `≤ ${TARGETS.rerun} s, 0 history`,
      again.seconds <= TARGETS.rerun &&
        afterAgain === afterFirst &&
        again.report.offers.unchanged === rows,
    ),
  );

  const changed = new Set<number>();
  for (let n = 0; n < rows; n += Math.round(1 / CHANGED_SHARE)) changed.add(n);
  await writeFeed(file, variants, changed);
  const bumped = await importOnce(target, file);
  const afterBump = await historyRows(target);
  out.push(
    row(
      '5 % prices changed',
      bumped,
      afterBump - afterAgain,
      `${changed.size} history`,
      afterBump - afterAgain === changed.size && bumped.report.offers.changed === changed.size,
    ),
  );
  return out;
}

function table(rows: Row[]): string {
  const header = [
    'database',
    'run',
    'seconds',
    'peak MB',
    'import MB',
    'offers',
    'history rows',
    'target',
    '',
  ];
  const body = rows.map((r) => [
    r.database,
    r.run,
    r.seconds.toFixed(1),
    r.rssMb.toFixed(0),
    r.importMb.toFixed(0),
    r.offers,
    String(r.history),
    r.target,
    r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function main(): Promise<number> {
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  const which =
    process.argv.find((a) => a.startsWith('--db='))?.split('=')[1] ??
    (adminUrl ? 'both' : 'pglite');
  if (!['pg', 'pglite', 'both'].includes(which)) throw new Error('--db must be pg, pglite or both');
  if (which !== 'pglite' && !adminUrl)
    throw new Error('--db=pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const rows = option('rows', 100_000);
  console.log(
    `Feed import benchmark: a Google TSV of ${rows.toLocaleString('en-US')} rows against as many variants.`,
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'bw-bench-feeds-'));
  const results: Row[] = [];
  try {
    if (which !== 'pglite') {
      const name = `bw_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        results.push(
          ...(await benchOn('postgres', { kind: 'pg', url: url.toString() }, rows, dir)),
        );
      } finally {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      }
    }
    if (which !== 'pg') {
      const dataDir = path.join(dir, 'pglite', 'db');
      results.push(...(await benchOn('pglite', { kind: 'pglite', dataDir }, rows, dir)));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`\n${table(results)}\n`);
  console.log(
    `Targets: first import ≤ ${TARGETS.firstPg} s (PostgreSQL) / ≤ ${TARGETS.firstPglite} s (PGlite), unchanged re-run ≤ ${TARGETS.rerun} s with 0 history rows, 5 % changes write exactly those history rows, import memory ≤ ${TARGETS.rssMb} MB (peak MB is the command's whole peak; import MB is the same on PostgreSQL and, on PGlite, what the import adds to the embedded engine's own peak).`,
  );
  const missed = results.filter((r) => !r.ok);
  if (missed.length)
    console.log(`MISSED: ${missed.map((r) => `${r.database} ${r.run}`).join('; ')}`);
  return missed.length ? 1 : 0;
}

// Only when run, not when imported (scripts/bench-cluster.ts reuses the feed and catalogue).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
