import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { contactMail, type MailSender } from './mail.ts';

// ADR 049: messages are stored first; this outbox sends them with backoff, keeps its
// whole state in the database (so it survives restarts) and claims rows with
// FOR UPDATE SKIP LOCKED, so several server copies never send one message at the same time.

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

export interface OutboxOptions {
  db: Db;
  sender: MailSender;
  mail: { from: string; to: string; siteName: string };
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

export interface ContactOutbox {
  /** Claims and sends every due message (batch by batch) once. */
  runOnce(): Promise<OutboxRun>;
  /** Polls every `intervalMs` until stopped, starting now. */
  start(): void;
  /** Runs soon (a new message was stored); no-op unless started. */
  kick(): void;
  /** Stops the loop, waits (briefly) for a run in flight and closes the sender. */
  stop(): Promise<void>;
}

type Claimed = typeof contactMessages.$inferSelect;

const silentLog: OutboxLog = { info() {}, warn() {}, error() {} };

function describeError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 500) || 'unknown error';
}

export function createOutbox(options: OutboxOptions): ContactOutbox {
  const {
    db,
    sender,
    retryScheduleMs = DEFAULT_RETRY_SCHEDULE_MS,
    maxAttempts = MAX_ATTEMPTS,
    now = () => new Date(),
    batchSize = 10,
    intervalMs = 2_000,
    leaseMs = DEFAULT_LEASE_MS,
    log = silentLog,
  } = options;

  /**
   * One transaction: lock due rows others have not locked, count the try and push the next one out
   * BEFORE sending, then commit so the locks are not held across the SMTP conversation. A second
   * worker's query skips the locked rows and, once committed, no longer finds them due.
   */
  async function claim(at: Date): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.status, 'pending'), lte(contactMessages.nextAttemptAt, at)))
        .orderBy(asc(contactMessages.nextAttemptAt), asc(contactMessages.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const claimed: Claimed[] = [];
      for (const row of due) {
        const attempts = row.attempts + 1;
        const hold = Math.max(retryDelayMs(retryScheduleMs, attempts), leaseMs);
        const nextAttemptAt = new Date(at.getTime() + hold);
        await tx
          .update(contactMessages)
          .set({ attempts, nextAttemptAt })
          .where(eq(contactMessages.id, row.id));
        claimed.push({ ...row, attempts, nextAttemptAt });
      }
      return claimed;
    });
  }

  /** Only the worker holding this try may record its outcome (the status/attempts guard). */
  const ownTry = (row: Claimed) =>
    and(
      eq(contactMessages.id, row.id),
      eq(contactMessages.status, 'pending'),
      eq(contactMessages.attempts, row.attempts),
    );

  async function deliver(row: Claimed, claimedAt: Date): Promise<keyof OutboxRun> {
    try {
      await sender.send(contactMail(row, options.mail));
    } catch (err) {
      const lastError = describeError(err);
      if (row.attempts >= maxAttempts) {
        await db.update(contactMessages).set({ status: 'failed', lastError }).where(ownTry(row));
        log.error(
          { contactMessageId: row.id, attempts: row.attempts, lastError },
          'contact message could not be sent; giving up',
        );
        return 'failed';
      }
      const nextAttemptAt = new Date(
        claimedAt.getTime() + retryDelayMs(retryScheduleMs, row.attempts),
      );
      await db.update(contactMessages).set({ lastError, nextAttemptAt }).where(ownTry(row));
      log.warn(
        { contactMessageId: row.id, attempts: row.attempts, lastError, nextAttemptAt },
        'contact message not sent; will try again',
      );
      return 'retrying';
    }
    await db
      .update(contactMessages)
      .set({ status: 'sent', sentAt: now(), lastError: null })
      .where(ownTry(row));
    log.info({ contactMessageId: row.id, attempts: row.attempts }, 'contact message sent');
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
          log.error({ err }, 'contact outbox run failed; will retry');
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
