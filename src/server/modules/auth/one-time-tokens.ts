import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema.ts';

/**
 * One-time account tokens: the e-mail verification, address-change and password-reset links and
 * the Google sign-in code. The raw token (32 random bytes, base64url) leaves the server once, in
 * the link or cookie; the database keeps only its SHA-256, so a copy of the database opens nothing.
 * A token is used at most once, before it expires.
 */
export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountToken = typeof accountTokens.$inferSelect;

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('base64url');
}

/** A new token for `userId`; answers the raw token to put in the link. */
export async function createToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashToken(raw),
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return raw;
}

/**
 * Uses a token: one statement marks it used only if it is unused and unexpired, so two requests
 * racing with the same link cannot both succeed. Answers the token's row, or undefined when the
 * token is unknown, of another purpose, used or expired.
 */
export async function consumeToken(
  db: Db,
  purpose: TokenPurpose,
  raw: string,
): Promise<AccountToken | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(raw)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Voids every unused token of the user (of the given purposes, or all): their links stop working. */
export async function voidTokens(db: Db, userId: string, purposes?: TokenPurpose[]): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purposes ? inArray(accountTokens.purpose, purposes) : undefined,
      ),
    );
}
