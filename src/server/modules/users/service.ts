import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined; // not a uuid: no such user (and no SQL cast error)
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user as answers show it (spec §3 "User"): never the password hash or token version. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    acceptedTerms: row.acceptedTerms,
    userProfile: {
      fullName: row.fullName,
      dateOfBirth: row.dateOfBirth,
      phoneNumber: row.phoneNumber,
    },
    savedPartList: row.savedPartList,
    createdAt: row.createdAt.toISOString(),
  };
}
