import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterMessages,
  newsletterRequestSchema,
  newsletterResponseSchema,
} from '../../../shared/newsletter/schema.ts';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema },
      },
      config: {
        rateLimit: { max: app.config.rateLimit.newsletterMax, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      const body = request.body;
      const ok = { result: 'success', message: newsletterMessages.subscribed } as const;
      // A filled honeypot is a bot: answer exactly like success and store nothing.
      if (body[NEWSLETTER_HONEYPOT_FIELD]) {
        request.log.info('newsletter honeypot filled; ignored');
        return ok;
      }
      await subscribe(app.db, {
        email: body.EMAIL,
        firstName: body.FNAME,
        lastName: body.LNAME,
        source: body.source ?? 'modal',
      });
      return ok;
    },
  );
  done();
};
