import { and, desc, eq, gt, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SessionInfo } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../lib/prepared-statements.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

// Every time is the database's clock (now()), never this process's: several copies of the server
// with slightly different clocks still agree on when a session ends.

/** `ms` milliseconds as an SQL interval. */
const interval = (ms: number | Placeholder): SQL =>
  sql`(${ms}::double precision * interval '1 millisecond')`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id or user id as tokens and URLs carry it: anything else matches no row. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export interface NewSession {
  userId: string;
  userAgent: string;
  ip: string;
  maxAgeMs: number;
  /**
   * The password hash the caller checked (null for an account without one). The session is made
   * only while the account still has it, so a log-in that raced a password change, a reset or a
   * Google owner claiming the account does not open a session after they signed everyone out.
   */
  passwordHash: string | null;
}

/** Starts a session; its id, or undefined when the account changed under the caller. */
export async function createSession(db: Db, input: NewSession): Promise<string | undefined> {
  const [row] = await db
    .insert(sessions)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          createdAt: sql`now()`.as('created_at'),
          lastSeenAt: sql`now()`.as('last_seen_at'),
          expiresAt: sql`now() + ${interval(input.maxAgeMs)}`.as('expires_at'),
          userAgent: sql`${input.userAgent.slice(0, 300)}::text`.as('user_agent'),
          ip: sql`${input.ip.slice(0, 100)}::text`.as('ip'),
        })
        .from(users)
        .where(
          and(
            eq(users.id, input.userId),
            sql`${users.passwordHash} is not distinct from ${input.passwordHash}`,
          ),
        ),
    )
    .returning({ id: sessions.id });
  return row?.id;
}

export interface ActiveSession {
  user: UserRow;
  session: SessionRow;
  /** Its last-seen time is old enough to be worth writing again. */
  stale: boolean;
}

/**
 * The session `sessionId` of `userId` with its user, in one query, when it is still good: not
 * revoked (the row exists), used within `idleMs`, and before its absolute end.
 */
export async function findActiveSession(
  db: Db,
  sessionId: string,
  userId: string,
  limits: { idleMs: number; touchAfterMs: number },
): Promise<ActiveSession | undefined> {
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  // Every authenticated request runs this: prepared once, each request only binds its values.
  const statement = preparedStatement(db, 'sessions:active', (name) =>
    db
      .select({
        user: users,
        session: sessions,
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${interval(sql.placeholder('touchAfterMs'))}`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          gt(sessions.lastSeenAt, sql`now() - ${interval(sql.placeholder('idleMs'))}`),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ sessionId, userId, ...limits });
  return row;
}

/**
 * Records activity: writes last-seen only when it is older than `touchAfterMs`, so a burst of
 * requests costs one write. Answers the new time, or undefined when nothing was written.
 */
export async function touchSession(
  db: Db,
  sessionId: string,
  touchAfterMs: number,
): Promise<Date | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, sql`now() - ${interval(touchAfterMs)}`),
      ),
    )
    .returning({ lastSeenAt: sessions.lastSeenAt });
  return row?.lastSeenAt;
}

/** Signs out one session of the user; false when the user has no such session. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId) || !isUuid(userId)) return false;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Signs out every session of the user, or every one but `exceptSessionId`; answers how many. */
export async function revokeAllSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

/**
 * Deletes the user's sessions that can no longer be used (past their end, or idle too long), so
 * the table holds only live sessions plus those of users who have not signed in since.
 */
export async function deleteStaleSessions(db: Db, userId: string, idleMs: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          sql`${sessions.expiresAt} <= now()`,
          sql`${sessions.lastSeenAt} <= now() - ${interval(idleMs)}`,
        ),
      ),
    );
}

/** A session as Account Settings shows it. */
export function toSessionInfo(row: SessionRow, currentSessionId: string | undefined): SessionInfo {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}

/**
 * The user's sessions that still work (before their end and, given `idleMs`, used recently
 * enough), most recently used first, the one of this request flagged `current`.
 */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string | undefined,
  idleMs?: number,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        idleMs === undefined
          ? undefined
          : gt(sessions.lastSeenAt, sql`now() - ${interval(idleMs)}`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => toSessionInfo(row, currentSessionId));
}
