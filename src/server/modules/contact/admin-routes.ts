import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageAdminSchema } from '../../../shared/contact/schema.ts';
import { contactMessagesCsv, listContactMessages } from './service.ts';

const security = [{ bearerAuth: [] }];

/** Admins read what the contact form stored, with each message's delivery state (ADR 048). */
export const contactAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages with their delivery state, newest first (X-Total-Count header)',
        security,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(contactMessageAdminSchema) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listContactMessages(app.db, page, pageSize);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.get(
    '/admin/contact-messages.csv',
    {
      schema: { tags: ['admin'], summary: 'All contact messages as CSV', security },
      preHandler: app.requireAdmin,
    },
    async (_request, reply) => {
      const csv = await contactMessagesCsv(app.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contact-messages.csv"')
        .send(csv);
    },
  );
  done();
};
