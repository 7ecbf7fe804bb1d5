import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertCreateSchema,
  alertListSchema,
  alertMessages,
  alertSchema,
  alertUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '../../../shared/alerts/schema.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { kickAccountOutboxes } from '../account-mail/mailbox.ts';
import { registerAlertMailer } from './evaluate.ts';
import { createAlert, deleteAlert, listAlerts, unsubscribe, updateAlert } from './service.ts';
import { verifyUnsubscribeToken } from './token.ts';

// Price alerts (ADR 090): the signed-in user's alerts, and the one-click unsubscribe of the alert
// e-mails (RFC 8058), which works without signing in: POST stops the alerts, GET only says how.

const security = [{ bearerAuth: [] }];
const tags = ['alerts'];
const idParams = z.object({ id: z.string().max(200) });

function userIdOf(request: FastifyRequest): string {
  const me = request.currentUser;
  if (!me) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
  return me.id;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const alertsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const secret = app.config.jwtSecret;
  if (!secret) throw new Error('jwtSecret missing from config');

  // Alert e-mails are stored by feed runs; their links start with the public origin.
  let unregister: (() => void) | undefined;
  app.addHook('onReady', (hookDone) => {
    unregister = registerAlertMailer(app.db, {
      siteName: app.config.siteName,
      origin: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
      secret,
      kick: () => kickAccountOutboxes(app.db),
    });
    hookDone();
  });
  app.addHook('onClose', (_app, closeDone) => {
    unregister?.();
    closeDone();
  });

  // Mail apps send the one-click POST form-encoded (List-Unsubscribe=One-Click).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'Your price alerts, newest first, with what each watches as it is now',
        security,
        response: { 200: alertListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ items: await listAlerts(app.db, userIdOf(request)) }),
  );

  app.post(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'Set a price alert on a variant, an ammunition item or one of your builds',
        security,
        body: alertCreateSchema,
        response: { 201: alertSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const alert = await createAlert(app.db, userIdOf(request), request.body);
      return reply.status(201).send(alert);
    },
  );

  app.patch(
    '/alerts/:id',
    {
      schema: {
        tags,
        summary: 'Change the kind or target price of one of your alerts (it restarts from now)',
        security,
        params: idParams,
        body: alertUpdateSchema,
        response: { 200: alertSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => updateAlert(app.db, userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/alerts/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your price alerts',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await deleteAlert(app.db, userIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "One-click unsubscribe (RFC 8058): stops the alerts the e-mail's signed token names",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      const target = verifyUnsubscribeToken(secret, request.query.token);
      if (!target) throw invalidData({ token: alertMessages.tokenInvalid });
      const removed = await unsubscribe(app.db, target);
      return {
        removed,
        message: target.alertId
          ? 'This price alert is stopped.'
          : 'Your price alerts are stopped: no more price alert e-mails.',
      };
    },
  );

  // Mail scanners open links: GET changes nothing, it shows a button that sends the POST.
  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The unsubscribe page: changes nothing, offers the button that confirms by POST',
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!verifyUnsubscribeToken(secret, request.query.token))
        throw invalidData({ token: alertMessages.tokenInvalid });
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
            `<title>Stop price alerts</title></head><body><p>${escapeHtml(alertMessages.confirmWithPost)}</p>` +
            `<form method="post" action="${escapeHtml(action)}">` +
            `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">Stop price alert e-mails</button></form></body></html>`,
        );
    },
  );

  done();
};
