import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { VerifyEmailResponse } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalidData } from '../../lib/errors.ts';
import { consumeToken, createToken, voidTokens } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../sessions/service.ts';
import { findUserByEmail, uniqueConflict } from '../users/service.ts';
import { queueAccountMail } from './mailbox.ts';
import { RESET_TTL_MS, resetPasswordGoogleMail, resetPasswordMail } from './mails.ts';

// What opening a link does: prove the address, switch to the new address, or set a new password.

const linkInvalid = () => invalidData({ token: accountMessages.linkInvalid });

/**
 * Opens a verification or address-change link, in one transaction with using up its token. A
 * verification link proves the address it was sent to, only while the account still has it. A
 * change link switches the account to the address it was sent to, only while that change is still
 * the pending one; should another account have taken the address meanwhile, the answer is 409 and
 * the link stays unused.
 */
export async function openEmailLink(db: Db, raw: string): Promise<VerifyEmailResponse> {
  return db.transaction(async (tx) => {
    const verify = await consumeToken(tx, 'verify_email', raw);
    if (verify) {
      const [row] = await tx
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, verify.userId), eq(users.email, verify.email)))
        .returning({ email: users.email });
      if (!row) throw linkInvalid();
      return { result: 'verified', email: row.email };
    }
    const change = await consumeToken(tx, 'change_email', raw);
    if (!change) throw linkInvalid();
    let row: { id: string; email: string } | undefined;
    try {
      [row] = await tx
        .update(users)
        .set({
          email: change.email,
          emailVerifiedAt: sql`now()`,
          pendingEmail: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, change.userId), eq(users.pendingEmail, change.email)))
        .returning({ id: users.id, email: users.email });
    } catch (err) {
      throw uniqueConflict(err) ?? err;
    }
    if (!row) throw linkInvalid();
    // Links sent to the old address (its verification, a password reset) no longer apply.
    await voidTokens(tx, row.id, ['verify_email', 'change_email', 'reset_password']);
    return { result: 'emailChanged', email: row.email };
  });
}

/**
 * Sends the account of `email`, if there is one, what it needs to get back in: a reset link
 * (30 minutes, single use), or, for an account that signs in only with Google, a mail saying so.
 * An unknown address gets nothing; the caller answers the same either way.
 */
export async function sendPasswordReset(
  app: FastifyInstance,
  email: string,
  origin: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const ctx = { db: app.db, config: app.config, log: app.log };
  const { siteName } = app.config;
  if (!user.passwordHash && user.googleSubject && app.config.googleEnabled) {
    await queueAccountMail(ctx, {
      ...resetPasswordGoogleMail({ siteName }),
      to: user.email,
      userId: user.id,
    });
    return;
  }
  const token = await createToken(app.db, {
    userId: user.id,
    purpose: 'reset_password',
    email: user.email,
    ttlMs: RESET_TTL_MS,
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await queueAccountMail(ctx, {
    ...resetPasswordMail({ siteName, link }),
    to: user.email,
    userId: user.id,
  });
}

/**
 * Opens a reset link: the new password replaces the old one, the address counts as proved (the
 * link reached it), a pending address change is dropped, every other link of the account stops
 * working and every session ends, all in one transaction. The link must still name the account's
 * current address.
 */
export async function resetPassword(db: Db, raw: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password); // outside the transaction: it is slow
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset_password', raw);
    if (!token) throw linkInvalid();
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        pendingEmail: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
      .returning({ id: users.id });
    if (!row) throw linkInvalid();
    await voidTokens(tx, row.id);
    await revokeAllSessions(tx, row.id);
  });
}
