import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { Db } from '../db/client.ts';
import {
  contactMessages,
  feedRuns,
  mailOutbox,
  mediaImages,
  type FeedRunStatus,
} from '../db/schema.ts';
import { cacheReads } from './cache-reads.ts';
import { AppError } from './errors.ts';

// /metrics in Prometheus's text format, for operators running several copies: requests and their
// latency per route, the database connection, the mail and image queues, feed runs and the
// catalogue caches, plus the process (memory, event-loop lag, GC). Served on a listener of its
// own (METRICS_PORT, kept off the public port), or on the main port to a scraper sending
// METRICS_TOKEN; without either nothing is measured and /metrics is an ordinary 404.

/** Counts read from the database are reused for this long: a storm of scrapes costs one query. */
export const DATABASE_COUNTS_TTL_MS = 5_000;

/** The route label of requests no route matched (404s): one series, whatever the path. */
export const UNMATCHED_ROUTE = '(unmatched)';

const FEED_RUN_STATUSES: readonly FeedRunStatus[] = ['running', 'succeeded', 'failed', 'unchanged'];

const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The process's own metrics, once per process however many apps it builds (the tests build many):
 * prom-client watches the event loop and GC from the first call on.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface DatabaseCounts {
  accountMail: number;
  contact: number;
  imagesDue: number;
  feedRuns: Partial<Record<string, number>>;
}

interface CountsRow {
  account_mail: number;
  contact: number;
  images_due: number;
  /** JSON: parsed by the pg driver, text on some PGlite versions. */
  feed_runs: Record<string, number> | string;
}

/** The queues and the last day's feed runs in one statement; each count reads a small index. */
async function readDatabaseCounts(db: Db): Promise<DatabaseCounts> {
  const result: unknown = await db.execute(sql`
    select
      (select count(*)::int from ${mailOutbox} where ${mailOutbox.status} = 'pending') as account_mail,
      (select count(*)::int from ${contactMessages} where ${contactMessages.status} = 'pending') as contact,
      (select count(*)::int from ${mediaImages}
        where ${mediaImages.status} = 'pending' and ${mediaImages.nextAttemptAt} <= now()) as images_due,
      (select coalesce(json_object_agg(status, runs), '{}'::json)
         from (select ${feedRuns.status} as status, count(*)::int as runs from ${feedRuns}
                where ${feedRuns.startedAt} >= now() - interval '24 hours'
                group by ${feedRuns.status}) by_status) as feed_runs`);
  const row = (result as { rows: CountsRow[] }).rows[0]!;
  return {
    accountMail: Number(row.account_mail),
    contact: Number(row.contact),
    imagesDue: Number(row.images_due),
    feedRuns:
      typeof row.feed_runs === 'string'
        ? (JSON.parse(row.feed_runs) as Record<string, number>)
        : row.feed_runs,
  };
}

/**
 * `read`'s answer, reused for `ttlMs` after it was asked for: callers meanwhile, and those while it
 * is still being read, share it. `now` is the clock (tests).
 */
export function reusedFor<T>(
  ttlMs: number,
  read: () => Promise<T>,
  now: () => number = () => performance.now(),
): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (!cached || at - cached.at >= ttlMs) cached = { at, value: read() };
    return cached.value;
  };
}

/** The same secret, compared in constant time whatever the lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `Authorization: Bearer <token>` names the token; without a token configured anyone may read. */
export function authorized(headers: IncomingHttpHeaders, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match !== null && sameSecret(match[1]!, token);
}

/** One scrape: the process's metrics, then the app's. */
async function scrape(registry: Registry): Promise<string> {
  const parts = await Promise.all([processMetrics().metrics(), registry.metrics()]);
  return parts.join('\n');
}

function defineAppMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const { database } = app;

  // Missing counts (the database did not answer) leave these gauges out of the scrape.
  const counts = reusedFor(DATABASE_COUNTS_TTL_MS, () =>
    readDatabaseCounts(app.db).catch((err: unknown) => {
      app.log.warn({ err }, 'metrics: the queue and feed-run counts could not be read');
      return undefined;
    }),
  );
  new Gauge({
    name: 'buildwright_mail_outbox_unsent',
    help: 'Stored e-mails not sent yet, per outbox (without SMTP_URL account mails stay here)',
    labelNames: ['queue'],
    registers,
    async collect() {
      const read = await counts();
      this.reset();
      if (!read) return;
      this.set({ queue: 'account_mail' }, read.accountMail);
      this.set({ queue: 'contact' }, read.contact);
    },
  });
  new Gauge({
    name: 'buildwright_image_jobs_due',
    help: 'Product images waiting to be fetched whose turn has come',
    registers,
    async collect() {
      const read = await counts();
      this.reset();
      if (read) this.set(read.imagesDue);
    },
  });
  new Gauge({
    name: 'buildwright_feed_runs_last_24h',
    help: 'Merchant feed runs started in the last 24 hours, by status',
    labelNames: ['status'],
    registers,
    async collect() {
      const read = await counts();
      this.reset();
      if (!read) return;
      for (const status of FEED_RUN_STATUSES) this.set({ status }, read.feedRuns[status] ?? 0);
    },
  });

  if (database.driver === 'pg') {
    const poolGauge = (name: string, help: string, field: 'total' | 'idle' | 'waiting') =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = database.stats();
          if (stats.driver === 'pg') this.set(stats[field]);
        },
      });
    poolGauge('buildwright_db_pool_connections', 'Open database connections', 'total');
    poolGauge('buildwright_db_pool_idle_connections', 'Open connections not in use', 'idle');
    poolGauge(
      'buildwright_db_pool_waiting_clients',
      'Requests for a connection waiting for one to come free',
      'waiting',
    );
  } else {
    new Gauge({
      name: 'buildwright_db_pglite_queries_in_flight',
      help: 'Statements and transactions the embedded database is running or has queued',
      registers,
      collect() {
        const stats = database.stats();
        if (stats.driver === 'pglite') this.set(stats.inFlight);
      },
    });
  }

  const cacheCounter = (name: string, help: string, field: 'hits' | 'misses') =>
    new Counter({
      name,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const [cache, reads] of cacheReads) this.inc({ cache }, reads[field]);
      },
    });
  cacheCounter(
    'buildwright_catalog_cache_hits_total',
    "Catalogue cache reads that found an entry (this process's caches)",
    'hits',
  );
  cacheCounter(
    'buildwright_catalog_cache_misses_total',
    "Catalogue cache reads that found none and went to the database (this process's caches)",
    'misses',
  );
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RequestLabel = 'method' | 'route' | 'status_class';

/** One series of answers: plain numbers the request hook adds to, read at scrape time. */
interface RequestSeries {
  labels: Record<RequestLabel, string>;
  count: number;
  sum: number;
  /** Answers per latency bucket, not cumulative; the last slot is for those above every bound. */
  perBucket: number[];
}

/**
 * The latency histogram, kept by the request hook in plain numbers and turned into lines only when
 * scraped. prom-client's own observe() hashes and checks the labels on every call, about a
 * microsecond each on a small server; the hook does a map lookup and three additions. The registry
 * reads it through get() and resetMetrics() through reset(), as it does its own metrics.
 */
function recordedHistogram(name: string, help: string, series: Map<string, RequestSeries>) {
  const lines = () => {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] =
      [];
    for (const { labels, count, sum, perBucket } of series.values()) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        cumulative += perBucket[i]!;
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: cumulative });
      });
      values.push({
        metricName: `${name}_bucket`,
        labels: { ...labels, le: '+Inf' },
        value: count,
      });
      values.push({ metricName: `${name}_sum`, labels, value: sum });
      values.push({ metricName: `${name}_count`, labels, value: count });
    }
    return values;
  };
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: () =>
      Promise.resolve({ name, help, type: 'histogram', aggregator: 'sum', values: lines() }),
    reset: () => series.clear(),
  };
  return metric as unknown as Metric;
}

/** Counts every answer and its latency by route pattern, method and status class. */
function measureRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames: RequestLabel[] = ['method', 'route', 'status_class'];
  const series = new Map<string, RequestSeries>();
  new Counter({
    name: 'buildwright_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of series.values()) this.inc(labels, count);
    },
  });
  registry.registerMetric(
    recordedHistogram(
      'buildwright_http_request_duration_seconds',
      'Time from receiving a request to sending its answer, by method, route pattern and status class',
      series,
    ),
  );

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/catalog/groups/:groupId), never the URL: no ids or queries.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = STATUS_CLASSES[(reply.statusCode / 100) | 0] ?? 'other';
    const key = `${request.method} ${statusClass} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        labels: { method: request.method, route, status_class: statusClass },
        count: 0,
        sum: 0,
        perBucket: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
      };
      series.set(key, entry);
    }
    const seconds = reply.elapsedTime / 1000;
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    entry.count++;
    entry.sum += seconds;
    entry.perBucket[i]!++;
    done();
  });
}

/** The separate listener: GET /metrics only, with the token when one is set. */
function metricsListener(app: FastifyInstance, registry: Registry): void {
  const { host, port, token } = app.config.metrics;
  let address: string | undefined;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (!authorized(req.headers, token)) {
      res
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer',
        })
        .end('A metrics token is required\n');
      return;
    }
    scrape(registry).then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });

  app.decorate('metricsUrl', { getter: () => address });
  // Opened with the app (app.listen makes it ready), closed with it: a port already in use stops
  // the start-up like the main port would.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const bound = server.address() as AddressInfo;
    const shownHost = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    address = `http://${shownHost}:${bound.port}/metrics`;
    app.log.info({ url: address }, 'metrics listener started');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper keeps its connection open between scrapes: it must not hold the shutdown up.
    server.closeAllConnections();
    await closed;
  });
}

/** /metrics on the main port, to a scraper sending the token. Not logged per scrape. */
function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.decorate('metricsUrl', { getter: () => undefined });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized', 'A metrics token is required.');
    }
    const text = await scrape(registry);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/**
 * Measures the app for /metrics when METRICS_PORT or METRICS_TOKEN is set. With METRICS_PORT they
 * are served on that port only (asking for the token too when one is set); else on the main port
 * to holders of the token.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { port, token } = app.config.metrics;
  if (port === undefined && token === undefined) {
    app.decorate('metricsUrl', { getter: () => undefined });
    return;
  }
  const registry = new Registry();
  measureRequests(app, registry);
  defineAppMetrics(app, registry);
  if (port !== undefined) metricsListener(app, registry);
  else metricsRoute(app, registry, token!);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the separate metrics listener answers (METRICS_PORT), once the app is ready. */
    readonly metricsUrl: string | undefined;
  }
}
