import { eq, sql } from 'drizzle-orm';
import { MAX_SAVED_PARTS, savedPartMessages } from '../../../shared/catalog/messages.ts';
import type { SavedPart } from '../../../shared/catalog/saved-parts.ts';
import {
  isAlreadySaved,
  savedPartKey,
  withoutSavedPart,
} from '../../../shared/catalog/saved-part-keys.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/service.ts';

// ADR 022: saved parts live in the user row's savedPartList (jsonb). Each change
// reads and writes the list in one transaction holding the user's row lock, so concurrent saves
// of one user neither lose an entry nor let a duplicate or the 501st part through.

const UNAUTHORIZED = 'Authentication failed. Please log in again.';

async function lockedList(tx: Db, userId: string): Promise<unknown[]> {
  const [row] = await tx
    .select({ list: users.savedPartList })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  // The account was deleted since the token was checked.
  if (!row) throw new AppError('unauthorized', UNAUTHORIZED);
  return Array.isArray(row.list) ? row.list : [];
}

async function writeList(tx: Db, userId: string, list: unknown[]): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ savedPartList: list, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('unauthorized', UNAUTHORIZED);
  return row;
}

/**
 * Appends a part (PATCH /users/{id}/saved-parts). A part already saved (same product _id
 * or upc, ammo id) is a 409 with the agreed text; past MAX_SAVED_PARTS a 400. `savedAt` defaults
 * to `now`.
 */
export async function addSavedPart(
  db: Db,
  userId: string,
  part: SavedPart,
  now: Date,
): Promise<UserRow> {
  const entry: SavedPart = {
    name: part.name,
    details: { ...part.details, savedAt: part.details.savedAt ?? now.toISOString() },
  };
  return db.transaction(async (tx) => {
    const list = await lockedList(tx, userId);
    if (isAlreadySaved(list, entry)) {
      const ammo = savedPartKey(entry)?.kind === 'ammo';
      throw new AppError(
        'conflict',
        ammo ? savedPartMessages.ammoDuplicate : savedPartMessages.partDuplicate,
      );
    }
    if (list.length >= MAX_SAVED_PARTS)
      throw new AppError('invalid_data', savedPartMessages.tooMany);
    return writeList(tx, userId, [...list, entry]);
  });
}

/** Removes the entries `partId` names (product _id or upc, ammo id); none → 404. */
export async function removeSavedPart(db: Db, userId: string, partId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const list = await lockedList(tx, userId);
    const kept = withoutSavedPart(list, partId);
    if (kept.length === list.length)
      throw new AppError('not_found', savedPartMessages.notSaved(partId));
    return writeList(tx, userId, kept);
  });
}
