import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import { isGoogleMail } from '../../../shared/accounts/schemas.ts';
import { users } from '../../db/schema.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { createToken, voidTokens } from '../auth/one-time-tokens.ts';
import { writeUser, type UserRow } from '../users/service.ts';
import {
  changeEmailMail,
  emailChangeNoticeMail,
  loginFailuresMail,
  verificationMail,
  VERIFY_TTL_MS,
} from './mails.ts';
import { queueAccountMail } from './mailbox.ts';

// The account e-mails other modules start: sign-up's verification, an address change, and the
// notice about many failed log-ins. Links carry a one-time token stored only as its hash.

const mailContext = (app: FastifyInstance) => ({ db: app.db, config: app.config, log: app.log });

const verifyLink = (origin: string, token: string) =>
  `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/** Sends a link that proves the account's current address (24 h, single use); nothing once proved. */
export async function sendEmailVerification(
  app: FastifyInstance,
  user: UserRow,
  origin: string,
): Promise<void> {
  if (user.emailVerifiedAt) return;
  const token = await createToken(app.db, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    ttlMs: VERIFY_TTL_MS,
  });
  await queueAccountMail(mailContext(app), {
    ...verificationMail({ siteName: app.config.siteName, link: verifyLink(origin, token) }),
    to: user.email,
    userId: user.id,
  });
}

/**
 * An address change waits for proof: the account keeps its address, the new one is stored as
 * pending and gets a link (24 h, single use); the current address is told which address was
 * asked for. Asking for the current address again cancels a pending change. Google-mail
 * addresses belong to Google sign-in when it is on; an address another account has is a 409.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  user: UserRow,
  newEmail: string,
  origin: string,
): Promise<UserRow> {
  const email = newEmail.trim().toLowerCase();
  if (email === user.email) {
    if (user.pendingEmail === null) return user;
    await voidTokens(app.db, user.id, ['change_email']);
    return updateUserRow(app, user.id, { pendingEmail: null });
  }
  if (app.config.googleEnabled && isGoogleMail(email)) {
    throw invalidData({ email: accountMessages.googleMailProfile });
  }
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)))
    .limit(1);
  if (taken) {
    throw new AppError('conflict', accountMessages.emailTaken, {
      email: accountMessages.emailTaken,
    });
  }
  await voidTokens(app.db, user.id, ['change_email']);
  const updated = await updateUserRow(app, user.id, { pendingEmail: email });
  const token = await createToken(app.db, {
    userId: user.id,
    purpose: 'change_email',
    email,
    ttlMs: VERIFY_TTL_MS,
  });
  const { siteName } = app.config;
  await queueAccountMail(mailContext(app), {
    ...changeEmailMail({ siteName, link: verifyLink(origin, token), oldEmail: user.email }),
    to: email,
    userId: user.id,
  });
  await queueAccountMail(mailContext(app), {
    ...emailChangeNoticeMail({ siteName, newEmail: email }),
    to: user.email,
    userId: user.id,
  });
  return updated;
}

/** Tells the owner their account sees many failed log-ins (the caller keeps it to one an hour). */
export async function sendLoginFailureNotice(app: FastifyInstance, user: UserRow): Promise<void> {
  const { publicUrl, siteName } = app.config;
  await queueAccountMail(mailContext(app), {
    ...loginFailuresMail({
      siteName,
      resetPage: publicUrl ? `${publicUrl}/forgot-password` : undefined,
    }),
    to: user.email,
    userId: user.id,
  });
}

function updateUserRow(
  app: FastifyInstance,
  id: string,
  set: Partial<Pick<UserRow, 'pendingEmail'>>,
): Promise<UserRow> {
  return writeUser(app.db, id, set);
}
