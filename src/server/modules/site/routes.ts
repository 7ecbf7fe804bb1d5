import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the web app needs to know about this deployment: `googleEnabled` says whether Google
 * sign-in is configured, and with it the rule that Google-mail addresses must use it.
 */
export const siteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Features enabled on this deployment',
        response: { 200: z.object({ siteName: z.string(), googleEnabled: z.boolean() }) },
      },
    },
    () => ({ siteName: app.config.siteName, googleEnabled: app.config.googleEnabled }),
  );
  done();
};
