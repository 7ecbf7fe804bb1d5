import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  checkDatabase,
  ensureBuilt,
  ensureNginx,
  pingRedis,
  startCluster,
  type Cluster,
  type ExitStatus,
  type LogSink,
} from './cluster.ts';
import { databaseKinds, type TestDatabase } from '../../tests/databases.ts';
import { testEnv } from '../../tests/env.ts';
import { waitFor } from '../../tests/wait.ts';

// Three copies of the built server behind nginx, on one fresh PostgreSQL database (and the test
// Redis when TEST_REDIS_URL names one), started with the cluster harness (scripts/lib/cluster.ts).
// A few clients keep reading public pages and subscribing to the newsletter through nginx while
// the copies restart one at a time, or while one drains after SIGTERM: not one request may fail.
// Skipped, with the reason printed, only when TEST_DATABASE_URL is unset, PostgreSQL does not
// answer, or nginx is missing and cannot be installed (as root, the harness installs it).

/** After SIGTERM a copy answers not-ready and goes on serving for this long, then closes. */
const DRAIN_MS = 3_000;
/** nginx keeps a copy that refused twice out of rotation this long (and waits between restarts). */
const FAIL_TIMEOUT_S = 2;
/** Clients sending requests one after the other, all at once. */
const CLIENTS = 4;

const postgres = databaseKinds().find((kind) => kind.name === 'postgres');

/**
 * The machine's Redis, in a numbered database of this test's own: the load here counts
 * thousands of requests from 127.0.0.1 against the shared rate limits, which would turn the API
 * tests running beside it (same Redis, same address) into 429s.
 */
function ownRedisDatabase(url: string): string {
  const own = new URL(url);
  own.pathname = '/7';
  return own.toString();
}

async function whyNotRun(): Promise<string | undefined> {
  if (!postgres || !testEnv.databaseUrl)
    return 'TEST_DATABASE_URL is unset (the copies share PostgreSQL)';
  try {
    await checkDatabase(testEnv.databaseUrl);
  } catch (err) {
    return (err as Error).message;
  }
  try {
    await ensureNginx({ say: (text) => console.log(`cluster tests: ${text}`) });
  } catch (err) {
    return (err as Error).message;
  }
  return undefined;
}

const skipReason = await whyNotRun();
if (skipReason) console.warn(`cluster tests skipped: ${skipReason}`);

/** One request the clients send in turn, and the status it must answer. */
interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: () => unknown;
  status: number;
}

/** One answer: when it came and which copies nginx tried (X-Upstream, "a, b" after a retry). */
interface Answer {
  at: number;
  upstreams: string[];
}

interface Load {
  readonly requests: number;
  readonly answers: readonly Answer[];
  /** Every request that failed: a status other than the expected one, or no answer at all. */
  readonly failures: readonly string[];
  /** Answers that came from a second copy after nginx retried. */
  readonly retried: number;
  /** Newsletter addresses whose subscription was answered with success. */
  readonly subscribed: readonly string[];
  /** Answers by the copy on `port` since `since` (performance.now()). */
  servedBy(port: number, since: number): number;
  stop(): Promise<void>;
}

/** Starts CLIENTS clients, each sending the targets in turn until stop(). */
function startLoad(baseUrl: string, targets: Target[]): Load {
  let stopped = false;
  let requests = 0;
  let retried = 0;
  let next = 0;
  const answers: Answer[] = [];
  const failures: string[] = [];
  const subscribed: string[] = [];
  const client = async () => {
    while (!stopped) {
      const target = targets[next++ % targets.length]!;
      const body = target.body?.() as { EMAIL?: string } | undefined;
      const label = `${target.method} ${target.path}`;
      requests += 1;
      try {
        const res = await fetch(`${baseUrl}${target.path}`, {
          method: target.method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        const upstreams = (res.headers.get('x-upstream') ?? '').split(', ').filter(Boolean);
        answers.push({ at: performance.now(), upstreams });
        if (upstreams.length > 1) retried += 1;
        if (res.status !== target.status) {
          failures.push(`${label}: ${res.status} (from ${upstreams.join(', ') || 'nginx'})`);
        } else if (body?.EMAIL) {
          subscribed.push(body.EMAIL);
        }
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        failures.push(`${label}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, client));
  return {
    get requests() {
      return requests;
    },
    answers,
    failures,
    get retried() {
      return retried;
    },
    subscribed,
    servedBy: (port, since) =>
      answers.filter((a) => a.at >= since && a.upstreams.at(-1) === `127.0.0.1:${port}`).length,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Waits until `condition` holds (tests/wait.ts polls it). */
const until = (condition: () => boolean, timeoutMs: number) =>
  waitFor(() => Promise.resolve(condition() || undefined), timeoutMs);

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What the clients send: public pages and API reads of the demo content, and subscriptions. */
async function loadTargets(baseUrl: string, emailPrefix: string): Promise<Target[]> {
  const groups = await getJson<{ items: { _id: string }[] }>(
    `${baseUrl}/api/catalog/groups?pageSize=5`,
  );
  const ammo = await getJson<{ items: { id: string }[] }>(`${baseUrl}/api/ammo?pageSize=5`);
  const posts = await getJson<{ slug: string }[]>(`${baseUrl}/api/blog?pageSize=5`);
  const groupId = groups.items[0]?._id;
  const ammoId = ammo.items[0]?.id;
  const slug = posts[0]?.slug;
  if (!groupId || !ammoId || !slug) throw new Error('the demo content is missing');
  let subscriptions = 0;
  const get = (path: string): Target => ({ method: 'GET', path, status: 200 });
  return [
    get('/api/catalog/groups'),
    get(`/api/catalog/groups/${encodeURIComponent(groupId)}`),
    get('/api/ammo'),
    get(`/api/ammo/${encodeURIComponent(ammoId)}`),
    get('/api/blog'),
    get(`/api/blog/${encodeURIComponent(slug)}`),
    get('/api/search?q=barrel'),
    get('/products'),
    get(`/blog/${encodeURIComponent(slug)}`),
    get('/'),
    {
      method: 'POST',
      path: '/api/newsletter',
      // A new address each time: a subscription counted as answered must be stored once.
      body: () => ({ EMAIL: `${emailPrefix}-${(subscriptions += 1)}@example.com`, source: 'box' }),
      status: 200,
    },
  ];
}

/** The output of the copies and nginx, printed only when a test fails. */
function outputKeeper(): { log: LogSink; print: () => void } {
  const lines: string[] = [];
  return {
    log: (source, line) => {
      lines.push(`[${source}] ${line}`);
      if (lines.length > 300) lines.shift();
    },
    print: () => console.log(`cluster output (last ${lines.length} lines):\n${lines.join('\n')}`),
  };
}

describe.skipIf(skipReason)('several server copies behind nginx', () => {
  let database: TestDatabase | undefined;
  let cluster: Cluster | undefined;
  let targets: Target[] = [];
  const output = outputKeeper();
  /** The harness's progress sentences (stops and starts, with timings), printed with the figures. */
  const progress: string[] = [];
  const run = randomBytes(4).toString('hex');

  beforeAll(async () => {
    if (testEnv.redisUrl) await pingRedis(testEnv.redisUrl);
    else
      console.log('cluster tests: TEST_REDIS_URL is unset, so each copy counts rate limits alone');
    // The copies run the built server: `npm test` builds it first; run alone, this builds it.
    await ensureBuilt({ say: (text) => console.log(`cluster tests: ${text}`) });
    database = await postgres!.create();
    if (database.target.kind !== 'pg') throw new Error('expected a PostgreSQL database');
    const began = performance.now();
    cluster = await startCluster({
      instances: 3,
      databaseUrl: database.target.url,
      redisUrl: testEnv.redisUrl && ownRedisDatabase(testEnv.redisUrl),
      failTimeoutS: FAIL_TIMEOUT_S,
      // Below the drain delay, as in production (where they are 4 s and 5 s).
      keepaliveTimeoutS: 2,
      env: {
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_DELAY: `${DRAIN_MS}ms`,
        SHUTDOWN_TIMEOUT: '10s',
        // Every request comes from 127.0.0.1: the load must not meet a rate limit.
        RATE_LIMIT_MAX: '1000000',
        NEWSLETTER_RATE_LIMIT_MAX: '1000000',
        IMAGES_FETCH: 'off',
      },
      log: output.log,
      say: (text) => {
        progress.push(text);
        output.log('cluster', text, 'stdout');
      },
      readyTimeoutMs: 120_000,
    });
    console.log(
      `cluster tests: 3 copies and nginx ready in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    targets = await loadTargets(cluster.url, `cluster-${run}`);
  }, 240_000);

  afterAll(async () => {
    try {
      await cluster?.stop();
    } finally {
      await database?.drop();
    }
  }, 120_000);

  /** How many of these addresses the database holds. */
  async function storedSubscriptions(emails: readonly string[]): Promise<number> {
    if (database?.target.kind !== 'pg') throw new Error('no PostgreSQL database');
    const client = new pg.Client({ connectionString: database.target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from newsletter_subscribers where email = any($1)',
        [emails],
      );
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  it('restarts every copy, one at a time, under load without losing a request', async () => {
    onTestFailed(output.print);
    const c = cluster!;
    const before = c.servers.map((s) => ({ pid: s.pid, exited: s.exited }));
    progress.length = 0;
    const load = startLoad(c.url, targets);
    const began = performance.now();
    const restartedAt: number[] = [];
    try {
      await until(() => load.requests >= 30, 30_000);
      await c.rollingRestart({ onRestarted: () => restartedAt.push(performance.now()) });
      // Every new copy gets requests from nginx (the last one once nginx tries it again).
      await until(
        () => c.servers.every((s, i) => load.servedBy(s.port, restartedAt[i]!) > 0),
        FAIL_TIMEOUT_S * 1000 + 15_000,
      );
    } finally {
      await load.stop();
    }
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(
      `cluster tests: rolling restart under load: ${load.requests} requests in ${seconds} s, ` +
        `${load.failures.length} failed, ${load.retried} answered after an nginx retry, ` +
        `${load.subscribed.length} subscriptions; pids ${before.map((b) => b.pid).join(', ')} -> ` +
        c.servers.map((s) => s.pid).join(', ') +
        `\n  ${progress.join('\n  ')}`,
    );

    expect(load.failures).toEqual([]);
    expect(load.requests).toBeGreaterThan(200);
    // Each copy was replaced by a new process, and each old one drained and exited cleanly.
    expect(restartedAt).toHaveLength(3);
    for (const [i, server] of c.servers.entries()) {
      expect(server.pid).not.toBe(before[i]!.pid);
      expect(server.child.exitCode).toBeNull();
    }
    const exits: ExitStatus[] = await Promise.all(before.map((b) => b.exited));
    expect(exits).toEqual(Array.from({ length: 3 }, () => ({ code: 0, signal: null })));
    // Every subscription answered with success was stored, once.
    expect(load.subscribed.length).toBeGreaterThan(10);
    expect(await storedSubscriptions(load.subscribed)).toBe(load.subscribed.length);
  }, 180_000);

  it('a copy draining after SIGTERM answers not ready but serves, nginx loses nothing, and it exits 0', async () => {
    onTestFailed(output.print);
    const c = cluster!;
    const index = 1;
    const old = c.servers[index]!;
    const load = startLoad(c.url, targets);
    let drainedMs = 0;
    let servedWhileDraining = 0;
    let status: ExitStatus | undefined;
    try {
      await until(() => load.requests >= 30, 30_000);
      const sigterm = performance.now();
      const stopped = old.stop(); // SIGTERM, then waits for the exit
      const ready = await waitFor(async () => {
        const res = await fetch(`${old.url}/api/ready`);
        return res.status === 503 ? ((await res.json()) as Record<string, unknown>) : undefined;
      }, DRAIN_MS);
      expect(ready).toMatchObject({ status: 'not-ready', draining: true });
      // Still serving on its own port, and asking each client to close its connection.
      const direct = await fetch(`${old.url}/api/catalog/groups`);
      await direct.arrayBuffer();
      expect(direct.status).toBe(200);
      expect(direct.headers.get('connection')).toBe('close');

      status = await stopped;
      drainedMs = performance.now() - sigterm;
      servedWhileDraining = load.servedBy(old.port, sigterm);
      // Back to three copies; the clients go on meanwhile.
      await c.restart(index);
    } finally {
      await load.stop();
    }
    console.log(
      `cluster tests: drain of one copy: exited (${status?.signal ?? `code ${status?.code}`}) ` +
        `${(drainedMs / 1000).toFixed(1)} s after SIGTERM, having answered ` +
        `${servedWhileDraining} requests through nginx meanwhile; ${load.requests} requests, ` +
        `${load.failures.length} failed, ${load.retried} answered after an nginx retry`,
    );

    expect(load.failures).toEqual([]);
    expect(status).toEqual({ code: 0, signal: null });
    expect(drainedMs).toBeGreaterThanOrEqual(DRAIN_MS);
    // nginx went on sending it requests while it drained, and they were answered.
    expect(servedWhileDraining).toBeGreaterThan(0);
    expect(c.servers[index]!.pid).not.toBe(old.pid);
    expect(await storedSubscriptions(load.subscribed)).toBe(load.subscribed.length);
  }, 120_000);
});
