import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// A scheduled job that runs once across all server copies (table job_leases): a copy claims it
// when it is due and nobody holds an unexpired lease, runs it, then records the run and the next
// due time. A copy that dies mid-run holds the lease until it expires; then another may run it.

export interface ClaimedJob {
  /** When the job last completed, on any copy (null: never). */
  lastRunAt: Date | null;
}

/** Claims `name` for `owner` for `leaseMs`; undefined when it is not due or another copy holds it. */
export async function claimJob(
  db: Db,
  name: string,
  owner: string,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const result: unknown = await db.execute(sql`
    insert into job_leases as j (name, owner, lease_until)
    values (${name}, ${owner}, now() + ${leaseMs} * interval '1 millisecond')
    on conflict (name) do update
       set owner = excluded.owner, lease_until = excluded.lease_until
     where j.next_run_at <= now() and (j.lease_until is null or j.lease_until < now())
    returning j.last_run_at as "lastRunAt"`);
  const [row] = (result as { rows: { lastRunAt: string | Date | null }[] }).rows;
  if (!row) return undefined;
  return { lastRunAt: row.lastRunAt === null ? null : new Date(row.lastRunAt) };
}

/** Records a completed run (`ranAt`) and when the job is due next; only its owner may. */
export async function finishJob(
  db: Db,
  name: string,
  owner: string,
  times: { ranAt: Date; nextRunAt: Date },
): Promise<void> {
  await db.execute(sql`
    update job_leases
       set owner = null, lease_until = null, last_run_at = ${times.ranAt.toISOString()},
           next_run_at = ${times.nextRunAt.toISOString()}
     where name = ${name} and owner = ${owner}`);
}

/** Gives the job up without a completed run (it failed): due again at once. */
export async function releaseJob(db: Db, name: string, owner: string): Promise<void> {
  await db.execute(sql`
    update job_leases set owner = null, lease_until = null where name = ${name} and owner = ${owner}`);
}
