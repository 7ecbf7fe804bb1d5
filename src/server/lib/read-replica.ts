import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { applyChange, CHANGE_TOPICS, onChange, type ChangeTopic } from './change-bus.ts';

// Reads of the public pages (catalogue, ammunition, blog, search) may go to a streaming replica
// of the PostgreSQL server (DATABASE_READ_URL), which takes them off the primary. Three rules keep
// that invisible to visitors:
// - Read your writes. A request that changed something (any successful POST, PUT, PATCH or
//   DELETE) gets a short-lived cookie; while the client sends it back, its public reads come from
//   the primary too, so a new build, review or blog post never seems to vanish because the
//   replica has not replayed it yet. The cookie only moves reads to the primary, so a forged one
//   gains nothing.
// - Caches follow the primary. The replica's caches are separate from the primary's. A change
//   the primary's caches hear of (from this copy or another, through the change bus) clears the
//   replica's at once, and once more when the replica has replayed everything the primary had
//   written at that moment: an answer cached in between from a replica still behind is dropped.
// - A replica that stops answering is left alone: reads go to the primary until it answers again.

/** The cookie a write sets: while the client sends it, its reads go to the primary. */
export const READ_PRIMARY_COOKIE = 'bw_read_primary';

/** The replica is pinged this often; reads go to the primary while it does not answer. */
export const REPLICA_PROBE_MS = 2_000;
/** The replay position is checked this often while a change waits for the replica. */
export const REPLAY_POLL_MS = 50;
/** A change waits at most this long for the replica's replay; its caches are cleared anyway. */
export const REPLAY_WAIT_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${READ_PRIMARY_COOKIE}=(\\d{1,15})(?:;|$)`);

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** The replica as the server sees it: its database and whether it answered the last probe. */
export interface ReplicaState {
  database: Database;
  up: boolean;
}

/** Until when (epoch ms) the request's cookie asks for the primary; 0 without one. */
function primaryUntil(request: FastifyRequest): number {
  const header = request.headers.cookie;
  if (!header) return 0;
  const match = COOKIE_PATTERN.exec(header);
  return match ? Number(match[1]) : 0;
}

/**
 * The request's read-your-writes cookie as a header for a request the server makes to itself on
 * its behalf (a page's first answers), or nothing.
 */
export function readPrimaryCookie(request: FastifyRequest): { cookie?: string } {
  const until = primaryUntil(request);
  return until ? { cookie: `${READ_PRIMARY_COOKIE}=${until}` } : {};
}

/**
 * `request.readDb`: where the public pages' reads go. The primary (`app.db`) without a replica,
 * for requests that write, for a client that wrote within the window, and while the replica is
 * down; else the replica.
 */
export function registerReadRouting(
  app: FastifyInstance,
  replica: ReplicaState | undefined,
  windowMs: number,
): void {
  const primary = app.db;
  if (!replica) {
    app.decorateRequest('readDb', {
      getter: () => primary,
    });
    return;
  }
  app.decorateRequest('readDb', {
    getter(this: FastifyRequest): Db {
      if (!replica.up || !SAFE_METHODS.has(this.method)) return primary;
      return primaryUntil(this) > Date.now() ? primary : replica.database.db;
    },
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const until = Date.now() + windowMs;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${READ_PRIMARY_COOKIE}=${until}; Max-Age=${Math.ceil(windowMs / 1000)}; Path=/api; HttpOnly; SameSite=Lax${secure}`,
    );
  });
}

/** The primary's current write position (a pg_lsn as text). */
async function writePosition(primary: Db): Promise<string> {
  const result = await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`);
  return (result as { rows: { lsn: string }[] }).rows[0]!.lsn;
}

/** Whether the replica has replayed up to `lsn`. */
async function replayed(replica: Db, lsn: string): Promise<boolean> {
  const result = await replica.execute(
    sql`select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) as done`,
  );
  return (result as { rows: { done: boolean }[] }).rows[0]!.done;
}

export interface FollowOptions {
  primary: Database;
  replica: ReplicaState;
  log: Log;
  probeMs?: number;
  pollMs?: number;
  replayWaitMs?: number;
}

/**
 * Keeps the replica's caches in step with the primary's topics (see the top of this file) and
 * its `up` flag current. Answers a stop function.
 */
export function followPrimary(options: FollowOptions): () => Promise<void> {
  const { primary, replica, log } = options;
  const pollMs = options.pollMs ?? REPLAY_POLL_MS;
  const replayWaitMs = options.replayWaitMs ?? REPLAY_WAIT_MS;
  const pending = new Set<ChangeTopic>();
  let stopped = false;
  let running: Promise<void> | undefined;

  const clearAgainWhenReplayed = async () => {
    while (pending.size && !stopped) {
      const topics = [...pending];
      pending.clear();
      try {
        const lsn = await writePosition(primary.db);
        const deadline = Date.now() + replayWaitMs;
        while (!stopped && !(await replayed(replica.database.db, lsn))) {
          if (Date.now() > deadline) {
            log.warn({ lsn, waitedMs: replayWaitMs }, 'replica: replay is late; caches cleared');
            break;
          }
          await delay(pollMs);
        }
      } catch (err) {
        log.warn({ err }, 'replica: could not follow the replay; caches cleared');
      }
      for (const topic of topics) applyChange(replica.database.db, topic);
    }
  };

  const unsubscribe = CHANGE_TOPICS.map((topic) =>
    onChange(primary.db, topic, () => {
      applyChange(replica.database.db, topic);
      pending.add(topic);
      running ??= clearAgainWhenReplayed().finally(() => (running = undefined));
    }),
  );

  const probe = setInterval(() => {
    replica.database
      .ping()
      .then(() => {
        if (replica.up) return;
        // What it cached before it went away may predate changes it missed.
        for (const topic of CHANGE_TOPICS) applyChange(replica.database.db, topic);
        replica.up = true;
        log.info({}, 'replica: answering again; public reads go to it');
      })
      .catch((err: unknown) => {
        if (replica.up) log.warn({ err }, 'replica: not answering; public reads go to the primary');
        replica.up = false;
      });
  }, options.probeMs ?? REPLICA_PROBE_MS);
  probe.unref();

  return async () => {
    stopped = true;
    clearInterval(probe);
    for (const off of unsubscribe) off();
    await running;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's public reads go: the replica or the primary (lib/read-replica.ts). */
    readonly readDb: Db;
  }
}
