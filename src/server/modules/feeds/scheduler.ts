import { sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/client.ts';
import { getOfferStaleMs } from '../../lib/store-sql.ts';
import { refreshAmmoStats } from '../ammo/store.ts';
import { refreshCatalogStats } from '../catalog/store.ts';
import { queueImages } from '../media/service.ts';
import type { FeedMapping } from './read/mapping.ts';
import type { FeedFormat } from './read/types.ts';
import { claimJob, finishJob, releaseJob } from '../../lib/job-lease.ts';
import { LEASE_OWNER, runFeed, type FetchSettings } from './run-feed.ts';

// Two background loops of the server. The feed scheduler (FEEDS_SCHEDULER=on) runs each
// merchant's feed when it is due; the feed's lease (runs.ts) makes sure one server runs it even
// when several share one database. The staleness sweep refreshes the 'from' prices and stock of
// products whose offers have just become stale, since time alone changes them; every server tries
// it, and the job's lease (lib/job-lease.ts) lets one of them run it per interval.

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface DueFeed {
  merchantId: string;
  name: string;
  isDemo: boolean;
  url: string;
  format: string;
  mapping: FeedMapping | null;
  intervalMinutes: number;
  fullCatalogue: boolean;
}

/** Feeds due now whose lease is free, oldest due first. */
export async function dueFeeds(db: Db, limit = 5): Promise<DueFeed[]> {
  const result: unknown = await db.execute(sql`
    select f.merchant_id as "merchantId", m.name, m.is_demo as "isDemo", f.url, f.format,
           f.mapping, f.interval_minutes as "intervalMinutes", f.full_catalogue as "fullCatalogue"
      from merchant_feeds f join catalog_merchants m on m.id = f.merchant_id
     where f.enabled and f.url is not null and f.next_run_at <= now()
       and (f.lease_until is null or f.lease_until < now())
     order by f.next_run_at
     limit ${limit}`);
  return (result as { rows: DueFeed[] }).rows;
}

/** Runs every due feed once (each only if this server wins its lease). Answers the runs made. */
export async function runDueFeeds(
  db: Db,
  settings: { fetch: FetchSettings; images: boolean; owner?: string },
  log?: Log,
): Promise<number> {
  let runs = 0;
  for (const feed of await dueFeeds(db)) {
    const result = await runFeed(db, {
      merchant: { id: feed.merchantId, name: feed.name, isDemo: feed.isDemo },
      source: feed.url,
      format: feed.format as FeedFormat | 'auto',
      ...(feed.mapping && { mapping: feed.mapping }),
      full: feed.fullCatalogue,
      trigger: 'schedule',
      fetch: settings.fetch,
      conditional: true,
      nextRunAt: new Date(Date.now() + feed.intervalMinutes * 60_000),
      ...(settings.owner && { owner: settings.owner }),
      ...(settings.images && { onImages: queueImages }),
    });
    if (result.status === 'busy') continue;
    runs += 1;
    if (result.status === 'failed')
      log?.warn({ merchant: feed.merchantId, error: result.error }, 'scheduled feed run failed');
    else log?.info({ merchant: feed.merchantId, status: result.status }, 'scheduled feed run');
  }
  return runs;
}

/**
 * Refreshes the derived prices and stock of products with an offer that became stale after
 * `since` (all stale offers when undefined), up to now.
 */
export async function sweepStaleOffers(
  db: Db,
  since: Date | undefined,
  now = new Date(),
): Promise<void> {
  const staleMs = getOfferStaleMs();
  const upper = new Date(now.getTime() - staleMs).toISOString();
  const lower = since ? new Date(since.getTime() - staleMs).toISOString() : null;
  const window = sql`o.checked_at < ${upper} and (${lower}::timestamptz is null or o.checked_at >= ${lower}::timestamptz)`;
  const groups: unknown = await db.execute(sql`
    select distinct v.group_id as id from catalog_offers o join catalog_variants v on v.id = o.variant_id
     where ${window} and o.gone_at is null`);
  const ammo: unknown = await db.execute(sql`
    select distinct o.ammo_id as id from ammo_offers o where ${window} and o.gone_at is null`);
  const ids = (r: unknown) => (r as { rows: { id: string }[] }).rows.map((x) => x.id);
  await refreshCatalogStats(db, ids(groups));
  await refreshAmmoStats(db, ids(ammo));
}

const SCHEDULER_TICK_MS = 30_000;
const SWEEP_TICK_MS = 10 * 60_000;
/** The sweep's job name, and how long a copy may hold it (far longer than a sweep takes). */
export const SWEEP_JOB = 'stale-offer-sweep';
const SWEEP_LEASE_MS = 5 * 60_000;

/** Starts the loops once the server is ready and stops them (waiting for a run) on close. */
export const feedBackgroundJobs: FastifyPluginCallback = (app, _options, done) => {
  const { feeds } = app.config;
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  let closing = false;
  const log = app.log.child({ module: 'feeds' });

  const guarded = (work: () => Promise<unknown>) => () => {
    if (running || closing) return;
    running = work()
      .catch((err: unknown) => log.error({ err }, 'feed background job failed'))
      .finally(() => (running = undefined));
  };
  // One copy sweeps per interval, from where the last sweep (on any copy) ended.
  const sweep = guarded(async () => {
    const claimed = await claimJob(app.db, SWEEP_JOB, LEASE_OWNER, SWEEP_LEASE_MS);
    if (!claimed) return;
    const now = new Date();
    try {
      await sweepStaleOffers(app.db, claimed.lastRunAt ?? undefined, now);
    } catch (err) {
      await releaseJob(app.db, SWEEP_JOB, LEASE_OWNER);
      throw err;
    }
    await finishJob(app.db, SWEEP_JOB, LEASE_OWNER, {
      ranAt: now,
      nextRunAt: new Date(now.getTime() + SWEEP_TICK_MS),
    });
  });
  const schedule = guarded(() =>
    runDueFeeds(
      app.db,
      {
        fetch: {
          allowPrivate: feeds.allowPrivate,
          timeoutMs: feeds.fetchTimeoutMs,
          maxBytes: feeds.maxBytes,
        },
        images: feeds.images,
      },
      log,
    ),
  );

  app.addHook('onReady', (hookDone) => {
    timers.push(setInterval(sweep, SWEEP_TICK_MS));
    setImmediate(sweep);
    if (feeds.scheduler) {
      timers.push(setInterval(schedule, SCHEDULER_TICK_MS));
      setTimeout(schedule, 1000).unref();
      log.info({}, 'feed scheduler on');
    }
    for (const t of timers) t.unref();
    hookDone();
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const t of timers) clearInterval(t);
    await running;
  });
  done();
};
