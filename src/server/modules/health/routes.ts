import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, checkReadiness } from './service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  driver: z.enum(['pglite', 'pg']),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  draining: z.boolean(),
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
  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when the database answers, every migration is applied and the server is not shutting down; 503 otherwise',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const ready = await checkReadiness(app.database, app.lifecycle.draining, app.log);
      return reply
        .header('cache-control', 'no-store')
        .status(ready.status === 'ready' ? 200 : 503)
        .send(ready);
    },
  );
  done();
};
