import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedRuns, type FeedRunStatus } from '../../db/schema.ts';
import type { FeedReport } from './report.ts';

// The record of each feed run (what the back office lists, with its report) and the lease that
// makes one server at a time run a given merchant's feed, even when several share one database:
// a run takes the lease in one conditional update, keeps it alive while it works, and gives it
// back when it ends. A server that dies leaves a lease that simply runs out.

export const LEASE_MS = 2 * 60_000;

/** Takes the merchant's feed lease for `owner`; false when another owner holds a live one. */
export async function claimFeedLease(db: Db, merchantId: string, owner: string): Promise<boolean> {
  await db.execute(sql`insert into merchant_feeds (merchant_id) values (${merchantId})
                       on conflict (merchant_id) do nothing`);
  const result: unknown = await db.execute(sql`
    update merchant_feeds
       set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
     where merchant_id = ${merchantId}
       and (lease_until is null or lease_until < now() or lease_owner = ${owner})
     returning merchant_id`);
  return (result as { rows: unknown[] }).rows.length === 1;
}

/** Keeps the lease alive; false when it was lost (it ran out and another server took it). */
export async function renewFeedLease(db: Db, merchantId: string, owner: string): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    update merchant_feeds
       set lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
     where merchant_id = ${merchantId} and lease_owner = ${owner}
     returning merchant_id`);
  return (result as { rows: unknown[] }).rows.length === 1;
}

/** Gives the lease back; with `nextRunAt`, also when the feed is due again. */
export async function releaseFeedLease(
  db: Db,
  merchantId: string,
  owner: string,
  nextRunAt?: Date,
): Promise<void> {
  await db.execute(sql`
    update merchant_feeds
       set lease_owner = null, lease_until = null,
           next_run_at = coalesce(${nextRunAt?.toISOString() ?? null}::timestamptz, next_run_at)
     where merchant_id = ${merchantId} and lease_owner = ${owner}`);
}

export async function startRun(
  db: Db,
  run: { merchantId: string; trigger: string; source: string },
): Promise<string> {
  const [row] = await db.insert(feedRuns).values(run).returning({ id: feedRuns.id });
  return row!.id;
}

export async function recordProgress(db: Db, runId: string, rowsRead: number): Promise<void> {
  await db.execute(sql`update feed_runs set rows_read = ${rowsRead} where id = ${runId}`);
}

export async function finishRun(
  db: Db,
  runId: string,
  status: FeedRunStatus,
  outcome: { report?: FeedReport; error?: string },
): Promise<void> {
  await db.execute(sql`
    update feed_runs
       set status = ${status}, finished_at = now(),
           rows_read = coalesce(${outcome.report?.rows ?? null}::int, rows_read),
           report = ${outcome.report ? JSON.stringify(outcome.report) : null}::jsonb,
           error = ${outcome.error ?? null}
     where id = ${runId}`);
}
