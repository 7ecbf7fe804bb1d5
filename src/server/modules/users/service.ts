import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages, profileMessages } from '../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { voidTokens } from '../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../sessions/service.ts';
import { photoIdsOfUser, removePhotoFiles } from '../gallery/service.ts';

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

/** The user as answers show it: never the password hash. */
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
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
  };
}

/** Fields a user changes directly. The e-mail address is not one: it changes through its link. */
export interface UserPatch {
  username?: string;
  userProfile?: { fullName?: string; dateOfBirth?: string; phoneNumber?: string };
}

/** Same rules as sign-up; uniqueness → 409; date of birth strictly in the past. */
export async function updateUser(
  db: Db,
  id: string,
  patch: UserPatch,
  today: string,
): Promise<UserRow> {
  const dob = patch.userProfile?.dateOfBirth;
  if (dob && dob >= today)
    throw invalidData({ 'userProfile.dateOfBirth': profileMessages.dateOfBirthFuture });
  const set = {
    ...(patch.username !== undefined && { username: patch.username }),
    ...(patch.userProfile?.fullName !== undefined && { fullName: patch.userProfile.fullName }),
    ...(dob !== undefined && { dateOfBirth: dob }),
    ...(patch.userProfile?.phoneNumber !== undefined && {
      phoneNumber: patch.userProfile.phoneNumber,
    }),
  };
  return writeUser(db, id, set);
}

/** Writes columns of one user (and `updatedAt`): 404 when the user is gone, 409 naming a taken field. */
export async function writeUser(
  db: Db,
  id: string,
  set: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'User not found');
    return row;
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}

/** The 409 for a taken e-mail or username, naming the field; undefined for other errors. */
export function uniqueConflict(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint?.includes('email')) {
    return new AppError('conflict', accountMessages.emailTaken, {
      email: accountMessages.emailTaken,
    });
  }
  if (constraint?.includes('username')) {
    return new AppError('conflict', accountMessages.usernameTaken, {
      username: accountMessages.usernameTaken,
    });
  }
  return undefined;
}

/**
 * Needs the current password. The caller then signs out the account's other sessions (a session
 * started meanwhile with the old password is refused, as the hash it checked is gone).
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<UserRow> {
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw invalidData({ currentPassword: profileMessages.currentPasswordWrong });
  }
  const [row] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}

export async function setRole(db: Db, id: string, role: 'user' | 'admin'): Promise<UserRow> {
  if (!UUID.test(id)) throw new AppError('not_found', 'User not found');
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}

/**
 * Deleting a user removes everything tied to them in one transaction: builds (and
 * so their share links), gallery entries and photos cascade by foreign key, saved parts live in
 * the user row; blog posts will keep a null author; newsletter and contact rows are not tied to
 * users. Given the data folder, the gallery photos' files are removed once the rows are gone.
 */
export async function deleteUser(db: Db, id: string, dataDir?: string): Promise<void> {
  const photoIds = await db.transaction(async (tx) => {
    const photos = await photoIdsOfUser(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    return photos;
  });
  if (dataDir) await removePhotoFiles(dataDir, photoIds);
}

/** A username made from an e-mail's local part: allowed characters only, 3–30 long. */
export function usernameFromEmail(email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 24);
  return base.length >= 3 ? base : `${base}user`.slice(0, 24);
}

/**
 * The account for a Google identity whose e-mail the provider vouches for (`email_verified`):
 * - the account already linked to this Google subject;
 * - else the account with this e-mail, when its owner proved the address: now linked;
 * - else the account with this e-mail that nobody proved: the Google owner proved the mailbox, so
 *   the account is theirs (`claimUnverifiedAccount`) and whoever signed it up loses all access;
 * - else a new account, its address proved.
 * Google sign-in marks terms accepted.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  identity: { subject: string; email: string },
  randomSuffix: () => string,
  retry = true,
): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return linked;
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.emailVerifiedAt) {
    const [row] = await db
      .update(users)
      .set({ googleSubject: identity.subject, acceptedTerms: true, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning();
    return row ?? existing;
  }
  if (existing) {
    const claimed = await claimUnverifiedAccount(db, existing.id, identity);
    if (claimed) return claimed;
    // The account changed meanwhile (verified, or another address): decide again, once.
    if (retry) return findOrCreateGoogleUser(db, identity, randomSuffix, false);
    throw new Error('the account for this Google identity kept changing');
  }
  const base = usernameFromEmail(identity.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomSuffix()}`;
    try {
      const [row] = await db
        .insert(users)
        .values({
          username,
          email: identity.email,
          googleSubject: identity.subject,
          emailVerifiedAt: sql`now()`,
          acceptedTerms: true,
        })
        .returning();
      if (row) return row;
    } catch (err) {
      if (!uniqueViolation(err)?.includes('username')) throw err;
    }
  }
  throw new AppError('conflict', accountMessages.usernameTaken);
}

/**
 * The verified owner of an address takes over the unverified account that carries it, in one
 * transaction: linked to their Google identity, address proved, the password removed (it was set
 * by whoever signed up, who may not be the owner), a pending address change dropped, every
 * session signed out and every one-time link (verification, address change, reset) voided. The
 * account's builds, saved parts and profile stay, for the owner to keep or delete. Undefined when
 * the account is no longer unverified with that address.
 */
export async function claimUnverifiedAccount(
  db: Db,
  userId: string,
  identity: { subject: string; email: string },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        googleSubject: identity.subject,
        emailVerifiedAt: sql`now()`,
        passwordHash: null,
        pendingEmail: null,
        acceptedTerms: true,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(users.id, userId), eq(users.email, identity.email), isNull(users.emailVerifiedAt)),
      )
      .returning();
    if (!row) return undefined;
    await revokeAllSessions(tx, userId);
    await voidTokens(tx, userId);
    return row;
  });
}
