// npm run bench:lighthouse — Lighthouse on the seven main pages (/, /builder, /products/AR, a
// product, /ammo, /blog, a post) of the built site as `npm start` serves it (embedded database,
// demo data), on a phone (Lighthouse's default mobile emulation and throttling) and a desktop,
// 3 runs each, medians in a table with the machine's load average beside it: the scores move
// with load. Not a test: it exits 1 when a mobile median misses its target (Performance ≥ 95;
// Accessibility, Best Practices and SEO 100).
//
// Options: --runs=N per page and form factor (3), --only=mobile|desktop, --pages=/,/blog (paths;
// 'product' and 'post' stand for the first product and post), --no-build (use dist as it is),
// --why (after each row: the last run's long tasks, script time per file and LCP phases),
// --trace=DIR (the last run's trace of each row, to open in Chromium's Performance panel).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const RUNS = Number(option('runs') ?? 3);
const FORMS = (option('only') ? [option('only')] : ['mobile', 'desktop']) as (
  'mobile' | 'desktop'
)[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startSite(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-lighthouse-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Lighthouse's runs are many requests from one address.
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The seven pages, the product and the post being the first of the demo data. */
async function mainPages(baseUrl: string): Promise<string[]> {
  const groups = (await (await fetch(`${baseUrl}/api/catalog/groups?pageSize=1`)).json()) as {
    items: { _id: string; mainCategory: string }[];
  };
  const posts = (await (await fetch(`${baseUrl}/api/blog?pageSize=1`)).json()) as {
    id: string;
    slug: string;
  }[];
  const group = groups.items[0]!;
  const post = posts[0]!;
  const all: Record<string, string> = {
    '/': '/',
    '/builder': '/builder',
    '/products/AR': '/products/AR',
    product: `/product/${encodeURIComponent(group.mainCategory)}/${encodeURIComponent(group._id)}`,
    '/ammo': '/ammo',
    '/blog': '/blog',
    post: `/blog/${encodeURIComponent(post.slug || post.id)}`,
  };
  const wanted = option('pages')?.split(',');
  return Object.entries(all)
    .filter(([key]) => !wanted || wanted.includes(key))
    .map(([, p]) => p);
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own measure of the machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
}

function runOf(result: RunnerResult): Run {
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface DetailItems {
  items?: Record<string, unknown>[];
}

/** Where a run's time went: long tasks, main-thread time per script, the LCP's phases. */
function explain(page: string, { lhr }: RunnerResult): void {
  const items = (id: string) => (lhr.audits[id]?.details as DetailItems | undefined)?.items ?? [];
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
  console.info(`\n${page}`);
  for (const task of items('long-tasks'))
    console.info(`  long task ${ms(task.duration)} at ${ms(task.startTime)}: ${short(task.url)}`);
  for (const script of items('bootup-time').slice(0, 6))
    console.info(
      `  script ${short(script.url)}: ${ms(script.total)} (${ms(script.scripting)} running, ${ms(script.scriptParseCompile)} parsing)`,
    );
  const work = items('mainthread-work-breakdown')
    .map((row) => `${String(row.groupLabel ?? row.group)} ${ms(row.duration)}`)
    .join(', ');
  console.info(`  main thread: ${work}`);
  const dom = lhr.audits['dom-size']?.numericValue;
  if (dom !== undefined) console.info(`  DOM elements: ${dom}`);
  // The LCP audit's details are a list of two tables: the element, then the phases.
  for (const table of items('largest-contentful-paint-element') as DetailItems[])
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string } | undefined;
      if (node?.snippet) console.info(`  LCP element ${node.snippet.slice(0, 100)}`);
      if (typeof row.phase === 'string') console.info(`  LCP ${row.phase}: ${ms(row.timing)}`);
    }
}

/** --trace=DIR: the last run's trace of each row, for Chromium's Performance panel. */
const TRACE_DIR = option('trace');
async function saveTrace(page: string, form: string, result: RunnerResult): Promise<void> {
  const name = `${form}${page.replace(/[^a-z0-9]+/gi, '-')}.trace.json`;
  const trace = (result.artifacts as unknown as { Trace?: unknown }).Trace;
  await mkdir(TRACE_DIR!, { recursive: true });
  await writeFile(path.join(TRACE_DIR!, name), JSON.stringify(trace));
  console.info(`  trace ${path.join(TRACE_DIR!, name)}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `No Chromium at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const site = await startSite();
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-lighthouse-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[] = [];
  const misses: string[] = [];
  const speeds: number[] = [];
  try {
    const pages = await mainPages(site.baseUrl);
    for (const form of FORMS) {
      for (const page of pages) {
        const runs: Run[] = [];
        // A run Lighthouse could not finish (e.g. no paint seen in time) scores 0 and has no
        // figures: it is reported and run again, at most twice per row, not counted in medians.
        let retries = 2;
        for (let i = 0; i < RUNS; i += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          };
          const result = await lighthouse(
            `${site.baseUrl}${page}`,
            flags,
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const failed = result.lhr.runtimeError;
          if (failed && retries > 0) {
            retries -= 1;
            console.warn(`${form} ${page}: run failed (${failed.code}: ${failed.message}); again`);
            i -= 1;
            continue;
          }
          runs.push(runOf(result));
          speeds.push(runs.at(-1)!.benchmarkIndex);
          if (i === RUNS - 1 && process.argv.includes('--why')) explain(page, result);
          if (i === RUNS - 1 && TRACE_DIR) await saveTrace(page, form, result);
        }
        const scores = CATEGORIES.map((c) => median(runs.map((r) => r.scores[c])));
        const [fcp, lcp, tbt, cls] = (['fcp', 'lcp', 'tbt', 'cls'] as const).map((k) =>
          median(runs.map((r) => r[k])),
        );
        rows.push(
          [
            form.padEnd(7),
            page.length > 34 ? `${page.slice(0, 31)}...` : page.padEnd(34),
            ...scores.map((s) => String(s).padStart(4)),
            `${(fcp! / 1000).toFixed(2)} s`.padStart(7),
            `${(lcp! / 1000).toFixed(2)} s`.padStart(7),
            `${Math.round(tbt!)} ms`.padStart(7),
            cls!.toFixed(3).padStart(6),
          ].join(' '),
        );
        if (form === 'mobile') {
          CATEGORIES.forEach((c, i) => {
            if (scores[i]! < TARGETS[c]) misses.push(`${page} ${c} ${scores[i]} < ${TARGETS[c]}`);
          });
        }
        console.info(rows.at(-1));
      }
    }
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
    await site.stop();
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.info(
    `\nLighthouse ${RUNS} run(s) per row, medians; load average ${load} (${os.cpus().length} CPUs); ` +
      `CPU benchmark index ${Math.round(median(speeds))} (Lighthouse's measure of this machine; ` +
      `higher is faster, and the phone figures, four times this machine's time, move with it)\n` +
      `form    page                               Perf A11y  BP  SEO     FCP     LCP     TBT    CLS\n` +
      rows.join('\n'),
  );
  if (misses.length) {
    console.error(`\nMobile targets missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
