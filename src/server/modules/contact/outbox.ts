import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { contactMessages, mailOutbox } from '../../db/schema.ts';
import type { MailSender, OutgoingMail } from './mail.ts';

// ADR 049: messages are stored first; this outbox sends them with backoff, keeps its
// whole state in the database (so it survives restarts) and claims rows with
// FOR UPDATE SKIP LOCKED, so several server copies never send one message at the same time.
// One implementation serves every stored mail (ADR 076): contact messages to staff and account
// mails to users; each table is a queue that says how its rows become e-mails.

/** 1 min, 5 min, 30 min, 2 h, 12 h; the last delay repeats. */
export const DEFAULT_RETRY_SCHEDULE_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  12 * 3_600_000,
] as const;

/** Give up after 8 tries and mark the message failed. */
export const MAX_ATTEMPTS = 8;

/**
 * While a claimed message is being sent, no other worker may take it: long enough for the SMTP
 * timeouts of mail.ts to end any try. A worker that dies mid-send leaves the message to be tried
 * again once the lease has run out.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** The wait after the `attempt`-th failed try (1-based); the schedule's last entry repeats. */
export function retryDelayMs(schedule: readonly number[], attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), schedule.length) - 1;
  return schedule[index] ?? DEFAULT_RETRY_SCHEDULE_MS[0];
}

interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The tables the outbox sends from: each has the same delivery columns. */
export type OutboxTable = typeof contactMessages | typeof mailOutbox;

/** One table of stored mails and how its rows become e-mails. */
export interface OutboxQueue<Table extends OutboxTable = OutboxTable> {
  table: Table;
  /** What the logs call one row, e.g. 'contact message'. */
  label: string;
  /** The log field carrying a row's id, e.g. 'contactMessageId'. */
  idKey: string;
  toMail(row: Table['$inferSelect']): OutgoingMail;
  /** Columns to change once SMTP has taken the mail (e.g. remove a link's token from the text). */
  afterSent?(row: Table['$inferSelect']): Partial<Table['$inferInsert']>;
}

export interface OutboxOptions<Table extends OutboxTable = OutboxTable> {
  db: Db;
  sender: MailSender;
  queue: OutboxQueue<Table>;
  retryScheduleMs?: readonly number[];
  maxAttempts?: number;
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Messages claimed per transaction. */
  batchSize?: number;
  /** Pause between polls of the loop. */
  intervalMs?: number;
  leaseMs?: number;
  log?: OutboxLog;
}

export interface OutboxRun {
  sent: number;
  /** Failed tries that will be tried again. */
  retrying: number;
  /** Messages given up on in this run. */
  failed: number;
}

export interface Outbox {
  /** Claims and sends every due message (batch by batch) once. */
  runOnce(): Promise<OutboxRun>;
  /** Polls every `intervalMs` until stopped, starting now. */
  start(): void;
  /** Runs soon (a new message was stored); no-op unless started. */
  kick(): void;
  /** Stops the loop, waits (briefly) for a run in flight and closes the sender. */
  stop(): Promise<void>;
}

// Every queue's table has these columns; the loop below reads and writes only them.
type Delivery = Pick<
  (typeof mailOutbox)['$inferSelect'],
  'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt'
>;

const silentLog: OutboxLog = { info() {}, warn() {}, error() {} };

function describeError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 500) || 'unknown error';
}

export function createOutbox<Table extends OutboxTable>(options: OutboxOptions<Table>): Outbox {
  const {
    db,
    sender,
    queue,
    retryScheduleMs = DEFAULT_RETRY_SCHEDULE_MS,
    maxAttempts = MAX_ATTEMPTS,
    now = () => new Date(),
    batchSize = 10,
    intervalMs = 2_000,
    leaseMs = DEFAULT_LEASE_MS,
    log = silentLog,
  } = options;
  type Row = Table['$inferSelect'];
  type Claimed = Row & Delivery;
  // The delivery columns, the same in every queue's table (a union of tables does not type-check
  // as one query target; the row types stay exact through `Row`).
  const table = queue.table as typeof mailOutbox;
  const { label, idKey } = queue;

  /**
   * One transaction: lock due rows others have not locked, count the try and push the next one out
   * BEFORE sending, then commit so the locks are not held across the SMTP conversation. A second
   * worker's query skips the locked rows and, once committed, no longer finds them due.
   */
  async function claim(at: Date): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(table)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, at)))
        .orderBy(asc(table.nextAttemptAt), asc(table.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const claimed: Claimed[] = [];
      for (const row of due) {
        const attempts = row.attempts + 1;
        const hold = Math.max(retryDelayMs(retryScheduleMs, attempts), leaseMs);
        const nextAttemptAt = new Date(at.getTime() + hold);
        await tx.update(table).set({ attempts, nextAttemptAt }).where(eq(table.id, row.id));
        claimed.push({ ...(row as Claimed), attempts, nextAttemptAt });
      }
      return claimed;
    });
  }

  /** Only the worker holding this try may record its outcome (the status/attempts guard). */
  const ownTry = (row: Claimed) =>
    and(eq(table.id, row.id), eq(table.status, 'pending'), eq(table.attempts, row.attempts));

  async function deliver(row: Claimed, claimedAt: Date): Promise<keyof OutboxRun> {
    try {
      await sender.send(queue.toMail(row));
    } catch (err) {
      const lastError = describeError(err);
      if (row.attempts >= maxAttempts) {
        await db.update(table).set({ status: 'failed', lastError }).where(ownTry(row));
        log.error(
          { [idKey]: row.id, attempts: row.attempts, lastError },
          `${label} could not be sent; giving up`,
        );
        return 'failed';
      }
      const nextAttemptAt = new Date(
        claimedAt.getTime() + retryDelayMs(retryScheduleMs, row.attempts),
      );
      await db.update(table).set({ lastError, nextAttemptAt }).where(ownTry(row));
      log.warn(
        { [idKey]: row.id, attempts: row.attempts, lastError, nextAttemptAt },
        `${label} not sent; will try again`,
      );
      return 'retrying';
    }
    await db
      .update(table)
      .set({ ...queue.afterSent?.(row), status: 'sent', sentAt: now(), lastError: null })
      .where(ownTry(row));
    log.info({ [idKey]: row.id, attempts: row.attempts }, `${label} sent`);
    return 'sent';
  }

  async function runOnce(): Promise<OutboxRun> {
    const result: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const at = now();
      const claimed = await claim(at);
      for (const row of claimed) result[await deliver(row, at)] += 1;
      if (claimed.length < batchSize) return result;
    }
  }

  let started = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function trigger(): void {
    if (!started) return;
    if (running) {
      again = true; // a message arrived mid-run: go round once more
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (err) {
          log.error({ err }, `${label} outbox run failed; will retry`);
        }
      } while (again && started);
    })().finally(() => {
      running = undefined;
      if (started) timer = setTimeout(trigger, intervalMs);
    });
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      trigger();
    },
    kick: trigger,
    async stop() {
      started = false;
      clearTimeout(timer);
      // A send in flight may take up to the SMTP timeouts; do not hold shutdown that long. A try
      // cut off here is taken up again once its lease has run out.
      if (running) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => (wait = setTimeout(resolve, 5_000))),
        ]);
        clearTimeout(wait);
      }
      sender.close();
    },
  };
}
