import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/api-server.ts';
import {
  catalogMerchants,
  contactMessages,
  feedRuns,
  mailOutbox,
  mediaImages,
} from '../db/schema.ts';
import type { ErrorBody } from './errors.ts';

// /metrics as a Prometheus scraper sees it: refused without the token, on the main port or a port
// of its own, counting requests by route pattern, and showing the database, the queues and the
// catalogue caches.

const TOKEN = 'metrics-token-for-the-tests-0123';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comment lines left out). */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!;
    out.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return out;
}

/** The value of the sample with this name and these labels (among others), if there is one. */
function valueOf(
  scraped: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return scraped.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}

describeApi(
  'metrics on the main port',
  (server, kind) => {
    const scrape = async () => {
      const res = await server().api('/metrics', { token: TOKEN });
      expect(res.status).toBe(200);
      return res;
    };

    it('refuses /metrics without the token or with a wrong one', async () => {
      for (const token of [undefined, 'wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
        const res = await server().api<ErrorBody>('/metrics', token ? { token } : {});
        expect(res.status, String(token)).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
        expect(res.text).not.toContain('buildwright_');
      }
      const basic = await server().api('/metrics', {
        headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      });
      expect(basic.status).toBe(401);
    });

    // The first scrape of this server: the database counts are then reused for a few seconds.
    it('shows the database pool, the mail and image queues and the last day of feed runs', async () => {
      const { db } = server().database;
      await db.insert(mailOutbox).values([
        { kind: 'verify', to: 'a@example.com', subject: 's', text: 't' },
        { kind: 'verify', to: 'b@example.com', subject: 's', text: 't' },
        { kind: 'verify', to: 'c@example.com', subject: 's', text: 't', status: 'sent' },
      ]);
      await db
        .insert(contactMessages)
        .values({ title: 't', name: 'n', email: 'd@example.com', message: 'm' });
      const hour = 3_600_000;
      await db.insert(mediaImages).values([
        {
          id: 'due',
          sourceUrl: 'https://img.example/1',
          nextAttemptAt: new Date(Date.now() - hour),
        },
        {
          id: 'later',
          sourceUrl: 'https://img.example/2',
          nextAttemptAt: new Date(Date.now() + hour),
        },
        { id: 'done', sourceUrl: 'https://img.example/3', status: 'ready' },
      ]);
      await db.insert(catalogMerchants).values({ id: 'metrics-shop', name: 'Metrics Shop' });
      const run = { merchantId: 'metrics-shop', trigger: 'cli', source: 'feed.tsv' };
      await db.insert(feedRuns).values([
        { ...run, status: 'failed' },
        { ...run, status: 'failed' },
        { ...run, status: 'succeeded' },
        { ...run, status: 'succeeded', startedAt: new Date(Date.now() - 48 * hour) },
      ]);

      const scraped = samples((await scrape()).text);
      expect(valueOf(scraped, 'buildwright_mail_outbox_unsent', { queue: 'account_mail' })).toBe(2);
      expect(valueOf(scraped, 'buildwright_mail_outbox_unsent', { queue: 'contact' })).toBe(1);
      expect(valueOf(scraped, 'buildwright_image_jobs_due')).toBe(1);
      const runs = (status: string) =>
        valueOf(scraped, 'buildwright_feed_runs_last_24h', { status });
      expect([runs('failed'), runs('succeeded'), runs('running'), runs('unchanged')]).toEqual([
        2, 1, 0, 0,
      ]);
      if (kind === 'postgres') {
        expect(valueOf(scraped, 'buildwright_db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(valueOf(scraped, 'buildwright_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
        expect(valueOf(scraped, 'buildwright_db_pool_waiting_clients')).toBe(0);
      } else {
        expect(valueOf(scraped, 'buildwright_db_pglite_queries_in_flight')).toBeGreaterThanOrEqual(
          0,
        );
      }
    });

    it('serves the text format with the process metrics to the token', async () => {
      const res = await scrape();
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const type of [
        '# TYPE buildwright_http_requests_total counter',
        '# TYPE buildwright_http_request_duration_seconds histogram',
        '# TYPE process_resident_memory_bytes gauge',
        '# TYPE nodejs_eventloop_lag_seconds gauge',
        '# TYPE nodejs_gc_duration_seconds histogram',
      ])
        expect(res.text).toContain(type);
      expect(valueOf(samples(res.text), 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    it('counts requests by route pattern, method and status class, never by URL', async () => {
      const id = `no-such-group-${randomUUID()}`;
      const count = (text: string, route: string, statusClass: string) =>
        valueOf(samples(text), 'buildwright_http_requests_total', {
          method: 'GET',
          route,
          status_class: statusClass,
        }) ?? 0;
      const latencyCount = (text: string, route: string, statusClass: string) =>
        valueOf(samples(text), 'buildwright_http_request_duration_seconds_count', {
          method: 'GET',
          route,
          status_class: statusClass,
        }) ?? 0;
      const before = (await scrape()).text;

      expect((await server().api(`/api/catalog/groups/${id}?from=metrics-test`)).status).toBe(404);
      expect((await server().api(`/api/catalog/groups/${id}`)).status).toBe(404);
      expect((await server().api('/api/catalog/brands')).status).toBe(200);
      expect((await server().api(`/api/${id}`)).status).toBe(404);
      const after = (await scrape()).text;

      const detail = '/api/catalog/groups/:groupId';
      expect(count(after, detail, '4xx') - count(before, detail, '4xx')).toBe(2);
      expect(latencyCount(after, detail, '4xx') - latencyCount(before, detail, '4xx')).toBe(2);
      expect(count(after, detail, '2xx')).toBe(0);
      expect(
        count(after, '/api/catalog/brands', '2xx') - count(before, '/api/catalog/brands', '2xx'),
      ).toBe(1);
      expect(count(after, '(unmatched)', '4xx') - count(before, '(unmatched)', '4xx')).toBe(1);
      expect(after).not.toContain(id);
      expect(after).not.toContain('metrics-test');
    });

    it('counts the catalogue cache hits and misses', async () => {
      const reads = (text: string, name: string) =>
        valueOf(samples(text), name, { cache: 'brands' }) ?? 0;
      const before = (await scrape()).text;
      await server().api('/api/catalog/brands');
      await server().api('/api/catalog/brands');
      const after = (await scrape()).text;
      const hits =
        reads(after, 'buildwright_catalog_cache_hits_total') -
        reads(before, 'buildwright_catalog_cache_hits_total');
      const misses =
        reads(after, 'buildwright_catalog_cache_misses_total') -
        reads(before, 'buildwright_catalog_cache_misses_total');
      // The second read at least is answered from the cache.
      expect(hits + misses).toBe(2);
      expect(hits).toBeGreaterThanOrEqual(1);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describeApi(
  'metrics on their own port',
  (server) => {
    it('serves /metrics on METRICS_PORT, on 127.0.0.1, and not on the main port', async () => {
      const url = server().app.metricsUrl;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(url).not.toContain(new URL(server().baseUrl).port);
      expect((await server().api('/metrics', { token: TOKEN })).status).toBe(404);

      expect((await server().api('/api/health')).status).toBe(200);
      const res = await fetch(url!, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const scraped = samples(await res.text());
      expect(
        valueOf(scraped, 'buildwright_http_requests_total', {
          route: '/api/health',
          status_class: '2xx',
        }),
      ).toBeGreaterThanOrEqual(1);
    });

    it('asks for the token there too when one is set, and answers nothing else', async () => {
      const url = server().app.metricsUrl!;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await fetch(url.replace('/metrics', '/api/health'))).status).toBe(404);
    });
  },
  { env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } },
);

describeApi('without metrics settings', (server) => {
  it('answers /metrics with 404, token or not', async () => {
    expect(server().app.metricsUrl).toBeUndefined();
    expect((await server().api('/metrics')).status).toBe(404);
    expect((await server().api('/metrics', { token: TOKEN })).status).toBe(404);
  });
});
