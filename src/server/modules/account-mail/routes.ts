import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import { mailboxQuerySchema, mailboxResponseSchema } from '../../../shared/accounts/mailbox.ts';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { failureLimiterFor } from '../../lib/failure-limiter.ts';
import { smtpSender } from '../contact/mail.ts';
import { createOutbox, type Outbox } from '../contact/outbox.ts';
import { originOf } from '../../lib/origin.ts';
import { sendEmailVerification } from './flows.ts';
import { accountMailQueue, listMailbox, registerAccountOutbox } from './mailbox.ts';
import { openEmailLink, resetPassword, sendPasswordReset } from './service.ts';

const HOUR = 3_600;
const security = [{ bearerAuth: [] }];

/** Verification links a signed-in account may ask to be sent again per hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;

const tooMany = (message: string) => new AppError('too_many_requests', message);

/**
 * The account e-mail links (verify an address, reset a password), the admin mailbox, and the
 * outbox loop that sends account mails when SMTP is configured (ADR 076).
 */
export const accountMailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { mail, rateLimit } = app.config;

  let outbox: Outbox | undefined;
  let unregister: (() => void) | undefined;
  if (mail.smtpUrl) {
    outbox = createOutbox({
      db: app.db,
      sender: smtpSender(mail.smtpUrl),
      queue: accountMailQueue({ from: mail.from }),
      retryScheduleMs: mail.retryScheduleMs,
      log: app.log.child({ module: 'account-mail-outbox' }),
    });
  }

  // Work started after an answer went out (the reset request answers before looking anything up):
  // closing the server waits for it.
  const inFlight = new Set<Promise<void>>();
  const later = (work: () => Promise<void>) => {
    const run = work()
      .catch((err: unknown) => app.log.error({ err }, 'account mail could not be prepared'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };

  // Start once the server is ready (never for an app that is only built), stop on close.
  app.addHook('onReady', (hookDone) => {
    if (outbox) {
      unregister = registerAccountOutbox(app.db, outbox);
      outbox.start();
      if (!app.config.publicUrl) {
        app.log.warn(
          'PUBLIC_URL is unset: links in account e-mails use the address each request came to; set PUBLIC_URL',
        );
      }
    } else {
      app.log.info('account mail not sent (SMTP_URL unset): read it in the admin mailbox');
    }
    hookDone();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
    unregister?.();
    await outbox?.stop();
  });

  const resetPerAddress = failureLimiterFor(
    app.redis,
    { max: rateLimit.passwordResetPerAddress, windowSeconds: HOUR },
    'bw-reset-addr',
  );
  const resetPerIp = failureLimiterFor(
    app.redis,
    { max: rateLimit.passwordResetPerIp, windowSeconds: HOUR },
    'bw-reset-ip',
  );
  const resendPerAccount = failureLimiterFor(
    app.redis,
    { max: VERIFICATION_RESENDS_PER_HOUR, windowSeconds: HOUR },
    'bw-verify-resend',
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a verification or address-change link',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) => openEmailLink(app.db, request.body.token),
  );

  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: "Send the account's verification link again",
        security,
        response: { 200: messageResponseSchema, 202: messageResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const message = { message: accountMessages.verificationSent };
      if (user.emailVerifiedAt) return reply.status(200).send(message);
      const wait = await resendPerAccount.retryAfter(user.id);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooMany('Too many verification e-mails. Please try again later.');
      }
      await resendPerAccount.recordFailure(user.id);
      await sendEmailVerification(app, user, originOf(request));
      return reply.status(202).send(message);
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted for every request, known address or not, so the limits tell nothing either.
      const wait = Math.max(
        await resetPerAddress.retryAfter(email),
        await resetPerIp.retryAfter(request.ip),
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooMany('Too many password-reset requests. Please try again later.');
      }
      await Promise.all([
        resetPerAddress.recordFailure(email),
        resetPerIp.recordFailure(request.ip),
      ]);
      // The answer goes out before the address is even looked up: it cannot depend on it, in
      // content or in time.
      const origin = originOf(request);
      later(() => sendPasswordReset(app, email, origin));
      return reply.status(202).send({ message: accountMessages.resetRequested });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      // each try hashes a password: keep a client from spending the server's time on it
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { message: accountMessages.passwordReset };
    },
  );

  app.get(
    '/admin/mailbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Account e-mails the server stored (and sent), newest first',
        security,
        querystring: mailboxQuerySchema,
        response: { 200: mailboxResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listMailbox(app.db, page, pageSize);
      return { items, total, page, pageSize, delivery: mail.smtpUrl ? 'smtp' : 'local' } as const;
    },
  );
  done();
};
