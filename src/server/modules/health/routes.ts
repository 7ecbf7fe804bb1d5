import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  driver: z.enum(['pglite', 'pg']),
});

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      // Outside the per-IP rate limit: a load balancer polls it, and a 429 after a burst of other
      // requests from the same address would take a healthy server out of rotation.
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, app.log);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
  done();
};
