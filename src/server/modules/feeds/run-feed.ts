import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { displayUrl, safeFetch } from '../../lib/safe-fetch.ts';
import { checkAlertsAfterFeed, type AlertRun } from '../alerts/evaluate.ts';
import { ensureMerchant, importFeed, type FeedImportOptions, type FeedTrigger } from './import.ts';
import type { FeedMapping } from './read/mapping.ts';
import { openFeed } from './read/open.ts';
import type { FeedFormat } from './read/types.ts';
import type { FeedReport } from './report.ts';
import {
  claimFeedLease,
  finishRun,
  recordProgress,
  releaseFeedLease,
  renewFeedLease,
  startRun,
} from './runs.ts';

// One run of a merchant's feed, however it was started (the command, the scheduler, "Run now" in
// the back office, the demo seed): take the feed's lease, record the run, open the file or fetch
// the URL (asking only for a newer copy than last time), import it, record the report, give the
// lease back. Errors end the run as failed with their message; they never escape as exceptions
// except for a database that cannot be reached.

/** This process's name in leases: host, process id and a random part (two servers never clash). */
export const LEASE_OWNER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface FetchSettings {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export interface RunFeedOptions {
  merchant: { id: string; name?: string; isDemo?: boolean };
  /** A file path or an http(s) URL. */
  source: string;
  format?: FeedFormat | 'auto';
  mapping?: FeedMapping;
  full?: boolean;
  trigger: FeedTrigger;
  fetch: FetchSettings;
  /** Ask the server for the feed only when it changed since the last run (scheduled runs). */
  conditional?: boolean;
  /** When the feed is due again after this run (scheduled runs). */
  nextRunAt?: Date;
  owner?: string;
  now?: Date;
  onProgress?: (rows: number) => void;
  onImages?: FeedImportOptions['onImages'];
  /** Opens a file source as a stream (the command counts the bytes read for its progress bar). */
  openFile?: () => Readable;
  /** Hears the run's id as soon as it is recorded (the back office follows its progress). */
  onStarted?: (runId: string) => void | Promise<void>;
}

export type RunFeedResult =
  | { status: 'busy' }
  | {
      status: 'succeeded' | 'failed' | 'unchanged';
      runId: string;
      report?: FeedReport;
      error?: string;
      /** The price alerts checked after the run (ADR 090). */
      alerts?: RunAlerts;
    };

export type RunAlerts = AlertRun | { error: string };

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** How a source is shown in runs and logs: a URL without credentials or query, a file's name. */
export function sourceLabel(source: string): string {
  return isUrl(source) ? displayUrl(source) : path.basename(source);
}

export async function runFeed(db: Db, options: RunFeedOptions): Promise<RunFeedResult> {
  const owner = options.owner ?? LEASE_OWNER;
  const merchantId = options.merchant.id;
  // The merchant must exist before its feed row can hold a lease.
  await ensureMerchant(db, options.merchant);
  if (!(await claimFeedLease(db, merchantId, owner))) return { status: 'busy' };
  const source = sourceLabel(options.source);
  let runId: string;
  try {
    runId = await startRun(db, { merchantId, trigger: options.trigger, source });
  } catch (err) {
    await releaseFeedLease(db, merchantId, owner);
    throw err;
  }
  try {
    await options.onStarted?.(runId);
    let reader;
    let validators: { etag?: string; lastModified?: string } = {};
    if (isUrl(options.source)) {
      const stored: unknown = await db.execute(sql`
        select etag, last_modified as "lastModified" from merchant_feeds
         where merchant_id = ${merchantId}`);
      const [feed] = (stored as { rows: { etag: string | null; lastModified: string | null }[] })
        .rows;
      const fetched = await safeFetch(options.source, {
        ...options.fetch,
        ...(options.conditional && feed?.etag && { etag: feed.etag }),
        ...(options.conditional && feed?.lastModified && { lastModified: feed.lastModified }),
      });
      if (fetched.status === 'not-modified') {
        await finishRun(db, runId, 'unchanged', {});
        return { status: 'unchanged', runId };
      }
      validators = {
        ...(fetched.etag && { etag: fetched.etag }),
        ...(fetched.lastModified && { lastModified: fetched.lastModified }),
      };
      reader = await openFeed(
        { stream: fetched.stream, name: new URL(fetched.url).pathname },
        { format: options.format ?? 'auto', ...(options.mapping && { mapping: options.mapping }) },
      );
    } else {
      reader = await openFeed(
        options.openFile
          ? { stream: options.openFile(), name: options.source }
          : { path: options.source },
        { format: options.format ?? 'auto', ...(options.mapping && { mapping: options.mapping }) },
      );
    }
    let lastProgress = 0;
    const report = await importFeed(db, reader, {
      merchant: options.merchant,
      full: options.full ?? false,
      source,
      ...(options.now && { now: options.now }),
      ...(options.onImages && { onImages: options.onImages }),
      onProgress: async (rows) => {
        options.onProgress?.(rows);
        // Progress for the back office and the lease kept alive, at most every second.
        if (Date.now() - lastProgress < 1000) return;
        lastProgress = Date.now();
        await recordProgress(db, runId, rows);
        await renewFeedLease(db, merchantId, owner);
      },
    });
    const ok = report.usable && !report.error;
    await finishRun(db, runId, ok ? 'succeeded' : 'failed', {
      report,
      ...(report.error && { error: report.error }),
      ...(!report.usable && !report.error && { error: 'Nothing in the file could be used' }),
    });
    // ADR 090: prices are refreshed and committed; every alert is checked (a run also catches
    // what changed outside a server's runs, e.g. by the command line or offers going stale).
    // A failure here does not undo the run: the next run checks the same alerts again.
    let alerts: RunAlerts | undefined;
    if (ok)
      alerts = await checkAlertsAfterFeed(db, options.now ?? new Date()).then(
        (run) => run ?? undefined,
        (err: unknown) => ({ error: (err as Error).message }),
      );
    if (ok && isUrl(options.source))
      await db.execute(sql`update merchant_feeds
                              set etag = ${validators.etag ?? null},
                                  last_modified = ${validators.lastModified ?? null}
                            where merchant_id = ${merchantId}`);
    return {
      status: ok ? 'succeeded' : 'failed',
      runId,
      report,
      ...(report.error && { error: report.error }),
      ...(alerts && { alerts }),
    };
  } catch (err) {
    const error = (err as Error).message;
    await finishRun(db, runId, 'failed', { error });
    return { status: 'failed', runId, error };
  } finally {
    await releaseFeedLease(db, merchantId, owner, options.nextRunAt);
  }
}
