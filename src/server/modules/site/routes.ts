import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the web app needs to know about this deployment (decision D8: googleEnabled). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Features enabled on this deployment',
        response: { 200: z.object({ siteName: z.string(), googleEnabled: z.boolean() }) },
      },
    },
    async () => ({ siteName: app.config.siteName, googleEnabled: app.config.googleEnabled }),
  );
};
