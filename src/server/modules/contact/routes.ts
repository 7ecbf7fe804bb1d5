import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessages,
  contactRequestSchema,
  contactResponseSchema,
} from '../../../shared/contact/schema.ts';
import { contactQueue, smtpSender } from './mail.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { storeContactMessage } from './service.ts';

/** POST /api/contact, and the outbox loop that sends what it stores (ADR 048). */
export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { contact, mail, siteName } = app.config;
  let outbox: Outbox | undefined;
  if (mail.smtpUrl) {
    outbox = createOutbox({
      db: app.db,
      sender: smtpSender(mail.smtpUrl),
      queue: contactQueue({ from: mail.from, to: contact.to, siteName }),
      retryScheduleMs: mail.retryScheduleMs,
      log: app.log.child({ module: 'contact-outbox' }),
    });
  }

  // Start once the server is ready (never for an app that is only built), stop on close.
  app.addHook('onReady', (hookDone) => {
    if (outbox) outbox.start();
    else app.log.info('contact mail not configured (SMTP_URL unset): messages are stored only');
    hookDone();
  });
  app.addHook('onClose', async () => {
    await outbox?.stop();
  });

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the team a message (stored, then e-mailed by the outbox)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema },
      },
      config: {
        rateLimit: { max: app.config.rateLimit.contactMax, timeWindow: '15 minutes' },
      },
    },
    async (request, reply) => {
      const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = request.body;
      const ok = { result: 'success', message: contactMessages.received } as const;
      // A filled honeypot is a bot: answer exactly like success and store nothing.
      if (honeypot) {
        request.log.info('contact honeypot filled; ignored');
        return reply.status(201).send(ok);
      }
      const { id } = await storeContactMessage(app.db, message, request.ip);
      request.log.info({ contactMessageId: id }, 'contact message stored');
      outbox?.kick();
      return reply.status(201).send(ok);
    },
  );
  done();
};
