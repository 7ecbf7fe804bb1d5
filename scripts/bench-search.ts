// npm run bench:search — how fast GET /api/search answers on PostgreSQL over the 100,000-variant
// synthetic catalogue of scripts/bench-catalog.ts plus 10,000 synthetic blog posts and 5,000 rounds
// of ammunition. Not a test: it prints p50 / p95 / p99 per kind of query and overall,
// and fails (exit 1) when the overall p95 exceeds 50 ms or any request fails. How and why: ADR 058.
// Then the blog list (GET /api/blog, pages of 12 summaries) against the trivial route (/api/health)
// with 20 concurrent readers: it fails when the list reaches less than half the health route's
// throughput.
//
// The database: a fresh one on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test), dropped at the end. The posts go through the
// blog service's own insert (sanitised, excerpt and weighted vector exactly as for real posts), in
// batches of 1,000.
//
// Options: --duration=N seconds of measuring (20), --connections=N concurrent clients for the
// judged run (4), --saturate=N clients for a second run that is reported, not judged (10; 0 skips),
// --posts=N (10,000), --groups=N (10,000; ten variants per group), --keep (leave the database
// in place and print its address, to look at query plans).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { insertSeedPosts } from '../src/server/modules/blog/service.ts';
import { blogWriteSchema, type BlogWrite } from '../src/shared/blog/schema.ts';
import { BLOG_CATEGORIES } from '../src/shared/blog/post-rules.ts';
import { generate, serve } from './bench-catalog.ts';

const P95_TARGET_MS = 50;
/** The blog list's throughput, as a share of /api/health's, with BLOG_READERS readers. */
const BLOG_LIST_TARGET = 0.5;
const BLOG_READERS = 20;
const WARM_UP_S = 3;
const BATCH = 1000;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a number ≥ 1`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Synthetic posts: titles and three sections of prose with a natural (Zipf) spread of words —
// a few very common, most rare — over a vocabulary of common English first, then the domain's
// words spread through a long tail of made-up words, so a query word is in anything from most
// posts to a handful (ADR 058). A seeded random source makes every run load the same posts.

const DOMAIN = `barrel twist profile gas system carbine midlength rifle pistol port block tube
  handguard rail mlok keymod freefloat trigger hammer disconnector sear pin spring buffer weight
  stock receiver upper lower forging billet bolt carrier extractor ejector firing cam gasket
  muzzle brake compensator flash hider suppressor thread pitch crush washer optic scope red dot
  holographic magnifier mount riser irons sight zero grouping accuracy velocity chamber throat
  headspace lapping chrome nitride melonite cerakote anodized finish grip safety selector
  magazine follower charging handle latch dust cover forward assist deflector takedown detent
  ammunition grain bullet hollow point soft match brass steel primer powder recoil cycle
  reliability cleaning lubrication torque wrench vise armorer kit calibre blackout grendel
  wylde nato remington winchester creedmoor competition hunting defense training range`;
const COMMON = `the a of and to in is it that for with as on this be by are from at or an have not
  but what all were when we there can more if about which one their will out up time other some
  so them into has two like these see way could than first been who its now people my made over
  did down only long after where most through back much before good new well also year any
  part because same just between under while should each those both little last right still
  own small large next early young important few public bad able build choose think value
  price budget quality weight length height careful simple common better best easy hard light
  heavy short fast slow cost test check measure compare`;
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'zi', 'pu'];
const TAIL = 6000;

const vocabulary = (text: string) => text.split(/\s+/).filter(Boolean);
const DOMAIN_WORDS = vocabulary(DOMAIN);
const COMMON_WORDS = vocabulary(COMMON);
const TITLE_OPENERS = ['Choosing', 'Understanding', 'Review:', 'Build guide:', 'Notes on', 'Why'];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Words by rank: common English, then made-up words with a domain word every 40th place. */
function rankedWords(): string[] {
  const words = [...COMMON_WORDS];
  let domain = 0;
  for (let i = 0; i < TAIL; i++) {
    if (i % 40 === 20 && domain < DOMAIN_WORDS.length) words.push(DOMAIN_WORDS[domain++]!);
    else {
      const n = i + 1000;
      words.push(
        [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10, Math.floor(n / 1000)]
          .map((d) => SYLLABLES[d % 10]!)
          .join(''),
      );
    }
  }
  return words;
}

/** A Zipf sampler over `words` (probability of rank r ∝ 1 / (r + 1)). */
function zipf(words: string[], random: () => number): () => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 0; r < words.length; r++) cumulative.push((sum += 1 / (r + 1)));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}

function syntheticPost(i: number, random: () => number, word: () => string): BlogWrite {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sentence = (words: number) => `${Array.from({ length: words }, word).join(' ')}.`;
  const paragraph = () =>
    `<p>${Array.from({ length: 4 + Math.floor(random() * 4) }, () => sentence(12)).join(' ')}</p>`;
  const day = 1 + (i % 28);
  const month = 1 + (Math.floor(i / 28) % 12);
  return blogWriteSchema.parse({
    title: `${pick(TITLE_OPENERS)} the ${pick(DOMAIN_WORDS)} ${pick(DOMAIN_WORDS)} (${i})`,
    date: `${2015 + (i % 11)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    category: pick(BLOG_CATEGORIES),
    tags: [pick(DOMAIN_WORDS), pick(DOMAIN_WORDS)],
    content: Array.from({ length: 3 }, () => ({
      layout: 'standard',
      sectionTitle: `${pick(DOMAIN_WORDS)} ${word()}`,
      sectionContent: paragraph() + paragraph(),
      order: ['title', 'content', 'image'],
    })),
  });
}

async function generatePosts(database: Database, count: number): Promise<void> {
  const { db } = database;
  const [author] = await db
    .insert(users)
    .values({ username: 'bench-editorial', email: 'editorial@bench.invalid' })
    .returning({ id: users.id });
  const random = seededRandom(8);
  const word = zipf(rankedWords(), random);
  for (let start = 0; start < count; start += BATCH) {
    const posts = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      syntheticPost(start + k, random, word),
    );
    await insertSeedPosts(db, posts, author!.id, 'Bench Editorial');
  }
}

/** Rounds of ammunition straight into the table (no offers: search reads the item only). */
async function generateAmmo(database: Database, count: number): Promise<void> {
  await database.db.execute(sql`
    insert into ammunition (id, name, brand, caliber, grain, bullet_type, round_count, platform)
    select 'a' || i,
           (array['Federal','Hornady','PMC','Winchester','Sellier & Bellot'])[1 + i % 5] || ' '
             || (array['5.56 NATO','.223 Rem','.300 Blackout','6.5 Grendel','.308 Win'])[1 + i % 5]
             || ' ' || (40 + i % 140) || ' gr ' || (array['FMJ','HP','SP','OTM'])[1 + i % 4]
             || ' ' || i,
           (array['Federal','Hornady','PMC','Winchester','Sellier & Bellot'])[1 + i % 5],
           (array['556','223','300-blackout','65-grendel','308'])[1 + i % 5], 40 + i % 140,
           (array['FMJ','HP','SP','OTM'])[1 + i % 4], (array[20, 50, 500, 1000])[1 + i % 4], 'Rifle'
      from generate_series(1, ${count}) i`);
}

async function fill(target: DatabaseTarget, groups: number, posts: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    let started = performance.now();
    await generate(database, { groups, variantsPerGroup: 10, offersPerVariant: 3 });
    console.log(`  catalogue generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await generatePosts(database, posts);
    await generateAmmo(database, 5000);
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `  ${posts.toLocaleString('en-US')} posts and 5,000 rounds in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Load: `connections` clients, each requesting the next path as soon as its answer is in.

const WORDS = [
  'barrel', 'barr', 'gas system', 'trigger', 'handguard', 'suppressor host', 'aero', 'magpul',
  '5.56', 'buffer spring', 'optic', 'free float', 'twist rate', 'bolt carrier', 'muzzle brake',
  'review', 'history', 'competition', 'nitride', 'hornady', 'blackout', 'xyzzy', 'gri',
]; // prettier-ignore
const ODD = ["'); drop table blog_posts; --", 'a & | ! :*', '<script>', 'x'.repeat(600)];

interface Kind {
  name: string;
  paths: string[];
}

function kinds(): Kind[] {
  const path = (q: string, extra = '') => `/api/search?q=${encodeURIComponent(q)}${extra}`;
  return [
    { name: 'all, page 1', paths: WORDS.map((w) => path(w)) },
    { name: 'all, page 2', paths: WORDS.map((w) => path(w, '&page=2')) },
    { name: 'overlay (all, 5)', paths: WORDS.map((w) => path(w, '&pageSize=5')) },
    { name: 'blogs', paths: WORDS.map((w) => path(w, '&in=blogs')) },
    { name: 'products', paths: WORDS.map((w) => path(w, '&in=products')) },
    { name: 'odd queries (200 within 500 ms)', paths: ODD.map((w) => path(w)) },
  ];
}

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

async function load(
  base: string,
  seconds: number,
  connections: number,
  all = kinds().flatMap((k) => k.paths.map((p) => ({ kind: k.name, path: p }))),
): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const { kind, path } = all[next++ % all.length]!;
        const started = performance.now();
        let ok = false;
        try {
          const res = await fetch(`${base}${path}`);
          await res.arrayBuffer();
          ok = res.status === 200;
        } catch {
          ok = false;
        }
        samples.push({ kind, ms: performance.now() - started, ok });
      }
    }),
  );
  return samples;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(name: string, samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    rps: samples.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    errors: samples.filter((s) => !s.ok).length,
  };
}

function table(rows: ReturnType<typeof summary>[]): string {
  const header = ['queries', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const body = rows.map((r) => [
    r.name,
    String(r.requests),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function createDatabase(adminUrl: string) {
  const name = `bw_bench_search_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { target: { kind: 'pg', url: url.toString() } as DatabaseTarget, drop };
}

async function main(): Promise<number> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL?.trim() ||
    process.env.TEST_DATABASE_URL?.trim() ||
    'postgres://postgres@127.0.0.1:5432/test';
  const groups = option('groups', 10_000);
  const posts = option('posts', 10_000);
  const seconds = option('duration', 20);
  const connections = option('connections', 4);
  const saturateArg = process.argv.find((a) => a.startsWith('--saturate='));
  const saturate = saturateArg ? Number(saturateArg.split('=')[1]) || 0 : 10;
  console.log(
    `Search benchmark (PostgreSQL): ${groups.toLocaleString('en-US')} groups, ` +
      `${(groups * 10).toLocaleString('en-US')} variants, ${posts.toLocaleString('en-US')} posts; ` +
      `${connections} clients (judged)${saturate ? ` and ${saturate} (reported)` : ''}, ` +
      `${seconds} s each after ${WARM_UP_S} s warm-up.`,
  );
  const { target, drop } = await createDatabase(adminUrl);
  try {
    await fill(target, groups, posts);
    const child = fork(process.argv[1]!, ['--serve'], {
      execArgv: process.execArgv,
      env: { ...process.env, BENCH_TARGET: JSON.stringify(target) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        child.once('message', (m) => resolve((m as { address: string }).address));
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const matches: string[] = [];
      for (const word of WORDS) {
        const res = await fetch(`${base}/api/search?q=${encodeURIComponent(word)}&pageSize=1`);
        const { counts } = (await res.json()) as { counts: Record<string, number> };
        matches.push(`${word} ${counts.blogs}/${counts.parts}/${counts.ammo}`);
      }
      console.log(`  matches (posts/parts/ammo): ${matches.join(', ')}`);
      const run = async (clients: number) => {
        await load(base, WARM_UP_S, clients);
        const samples = await load(base, seconds, clients);
        const rows = [
          ...kinds().map((k) =>
            summary(
              k.name,
              samples.filter((s) => s.kind === k.name),
              seconds,
            ),
          ),
          summary('overall', samples, seconds),
        ];
        console.log(`\n${clients} clients:\n${table(rows)}\n`);
        return rows[rows.length - 1]!;
      };
      const overall = await run(connections);
      if (saturate > 0) {
        const busy = await run(saturate);
        console.log(
          `Reported, not judged: ${saturate} clients keep the machine's cores saturated ` +
            `(p95 ${busy.p95.toFixed(1)} ms is mostly queueing; ADR 058).`,
        );
      }
      const pass = overall.p95 <= P95_TARGET_MS && overall.errors === 0;
      console.log(
        `${pass ? 'PASS' : 'FAIL'} (${connections} clients): overall p50 ` +
          `${overall.p50.toFixed(1)} ms, p95 ${overall.p95.toFixed(1)} ms ` +
          `(target ≤ ${P95_TARGET_MS} ms), ${overall.errors} errors.`,
      );

      // The blog list against the trivial route, one after the other, 20 readers each.
      const reads = async (kind: string, paths: string[]) => {
        const all = paths.map((path) => ({ kind, path }));
        await load(base, WARM_UP_S, BLOG_READERS, all);
        return summary(kind, await load(base, seconds, BLOG_READERS, all), seconds);
      };
      const health = await reads('/api/health', ['/api/health']);
      const blog = await reads(
        '/api/blog (pages 1-20 of 12)',
        Array.from({ length: 20 }, (_, i) => `/api/blog?page=${i + 1}&pageSize=12`),
      );
      console.log(`\n${BLOG_READERS} readers:\n${table([health, blog])}\n`);
      const share = blog.rps / health.rps;
      const blogPass = share >= BLOG_LIST_TARGET && blog.errors === 0;
      console.log(
        `${blogPass ? 'PASS' : 'FAIL'}: the blog list reaches ${(share * 100).toFixed(0)} % of ` +
          `/api/health's throughput (target ≥ ${BLOG_LIST_TARGET * 100} %), ${blog.errors} errors.`,
      );
      return pass && blogPass ? 0 : 1;
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    }
  } finally {
    if (process.argv.includes('--keep'))
      console.log(`Database kept: ${target.kind === 'pg' ? target.url : ''}`);
    else await drop();
  }
}

if (process.argv.includes('--serve')) await serve();
else process.exitCode = await main();
