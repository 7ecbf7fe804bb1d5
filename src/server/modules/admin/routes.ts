import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSubscribers, subscribersCsv } from './service.ts';

const security = [{ bearerAuth: [] }];

const subscriberSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});

export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/newsletter-subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first (X-Total-Count header)',
        security,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(subscriberSchema) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listSubscribers(app.db, page, pageSize);
      reply.header('x-total-count', String(total));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );

  app.get(
    '/admin/newsletter-subscribers.csv',
    {
      schema: { tags: ['admin'], summary: 'All newsletter subscribers as CSV', security },
      preHandler: app.requireAdmin,
    },
    async (_request, reply) => {
      const csv = await subscribersCsv(app.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(csv);
    },
  );
  done();
};
