import { and, count, desc, eq, sql } from 'drizzle-orm';
import { buildMessages, MAX_BUILDS_PER_USER } from '../../../shared/build/messages.ts';
import type { BuildPart, BuildSummary, SavedBuild } from '../../../shared/build/schema.ts';
import { percentComplete, totalPrice } from '../../../shared/build/totals.ts';
import type { Db } from '../../db/client.ts';
import { builds, users } from '../../db/schema.ts';
import { AppError, invalidData } from '../../lib/errors.ts';

export type BuildRow = typeof builds.$inferSelect;

/** ADR 016: a user keeps at most this many builds; the next create is a 400. */

/** A build as POST and PUT bodies carry it, after buildRequestSchema validated it. */
export interface BuildInput {
  buildName: string;
  buildParts: BuildPart[];
  platform?: string | undefined;
}

/**
 * Who asks: the token's user, and the user ids the request claims (`?userId=`, a body's
 * `userId`). The owner always comes from the token (ADR 016); a claim naming anyone else
 * is refused rather than ignored, so a confused client learns of it.
 */
export interface Caller {
  userId: string;
  claimed: readonly (string | undefined)[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSavedBuild(row: BuildRow): SavedBuild {
  return {
    _id: row.id,
    userId: row.userId,
    buildName: row.name,
    buildParts: row.parts,
    platform: row.platform,
    saveStatus: row.saveStatus,
    shareId: row.shareId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list carries each build's total and completeness, from the shared rules. */
export function toSummary(row: BuildRow): BuildSummary {
  return {
    _id: row.id,
    buildName: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    totalPrice: totalPrice(row.parts),
    percentComplete: percentComplete(row.parts),
    shareId: row.shareId,
  };
}

/** 403 when the request claims to act for another user Blank claims count as absent. */
export function checkClaims(caller: Caller, forbidden: string): void {
  for (const claimed of caller.claimed) {
    const id = claimed?.trim();
    if (id && id !== caller.userId) throw new AppError('forbidden', forbidden);
  }
}

/** Get, update and delete need a non-empty build id. */
export function checkBuildId(id: string): void {
  if (!id.trim()) throw invalidData({ id: buildMessages.buildIdRequired });
}

/** The build's row when the caller owns it; `where` for a write that only the owner may make. */
export function ownedBy(caller: Caller, id: string) {
  return and(eq(builds.id, id), eq(builds.userId, caller.userId));
}

/**
 * Why a build the caller asked for is not theirs: 404 when no such build exists (any non-uuid id
 * included), 403 when it belongs to someone else.
 */
export async function missingOrForbidden(db: Db, id: string, forbidden: string): Promise<AppError> {
  if (UUID.test(id)) {
    const [row] = await db.select({ id: builds.id }).from(builds).where(eq(builds.id, id));
    if (row) return new AppError('forbidden', forbidden);
  }
  return new AppError('not_found', buildMessages.notFound(id));
}

/**
 * Common checks of the calls on one build, in order: blank id → 400, a claim for another user →
 * 403, an id that cannot exist → 404. Returns whether the id can name a build at all.
 */
export function checkBuildCall(caller: Caller, id: string, forbidden: string): boolean {
  checkBuildId(id);
  checkClaims(caller, forbidden);
  return UUID.test(id);
}

/**
 * ADR 016: the count check and the insert run in one transaction holding the owner's row lock, so
 * two concurrent creates cannot both pass at 199 builds. saveStatus is stored as 'saved'.
 */
export async function createBuild(db: Db, caller: Caller, input: BuildInput): Promise<BuildRow> {
  checkClaims(caller, buildMessages.forbiddenUpdate);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, caller.userId))
      .for('update');
    // The account was deleted since the token was checked.
    if (!owner) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
    const [counted] = await tx
      .select({ n: count() })
      .from(builds)
      .where(eq(builds.userId, caller.userId));
    if ((counted?.n ?? 0) >= MAX_BUILDS_PER_USER)
      throw new AppError('invalid_data', buildMessages.tooManyBuilds);
    const [row] = await tx
      .insert(builds)
      .values({
        userId: caller.userId,
        name: input.buildName,
        parts: input.buildParts,
        ...(input.platform && { platform: input.platform }),
        saveStatus: 'saved',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** The caller's builds, newest first (GET /user-builds). */
export async function listBuilds(db: Db, caller: Caller): Promise<BuildRow[]> {
  checkClaims(caller, buildMessages.forbiddenView);
  return db
    .select()
    .from(builds)
    .where(eq(builds.userId, caller.userId))
    .orderBy(desc(builds.createdAt), desc(builds.id));
}

export async function getBuild(db: Db, caller: Caller, id: string): Promise<BuildRow> {
  const forbidden = buildMessages.forbiddenView;
  if (checkBuildCall(caller, id, forbidden)) {
    const [row] = await db.select().from(builds).where(ownedBy(caller, id));
    if (row) return row;
  }
  throw await missingOrForbidden(db, id, forbidden);
}

/**
 * ADR 016: one UPDATE writes name, parts, platform and updated_at together, so of concurrent
 * PUTs the last one wins whole and the stored build is always exactly one of them. A body without
 * a platform keeps the stored one (the web app's PUT payload has none).
 */
export async function updateBuild(
  db: Db,
  caller: Caller,
  id: string,
  input: BuildInput,
): Promise<BuildRow> {
  const forbidden = buildMessages.forbiddenUpdate;
  if (checkBuildCall(caller, id, forbidden)) {
    const [row] = await db
      .update(builds)
      .set({
        name: input.buildName,
        parts: input.buildParts,
        ...(input.platform && { platform: input.platform }),
        saveStatus: 'saved',
        updatedAt: sql`now()`,
      })
      .where(ownedBy(caller, id))
      .returning();
    if (row) return row;
  }
  throw await missingOrForbidden(db, id, forbidden);
}

/** Deleting a build deletes its share link with it. */
export async function deleteBuild(db: Db, caller: Caller, id: string): Promise<void> {
  const forbidden = buildMessages.forbiddenDelete;
  if (checkBuildCall(caller, id, forbidden)) {
    const [row] = await db.delete(builds).where(ownedBy(caller, id)).returning({ id: builds.id });
    if (row) return;
  }
  throw await missingOrForbidden(db, id, forbidden);
}
