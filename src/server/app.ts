import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerSpa } from './lib/spa.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { ammoRoutes } from './modules/ammo/routes.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { buildsRoutes } from './modules/builds/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { compatRoutes } from './modules/compat/routes.ts';
import { contactAdminRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { savedPartsRoutes } from './modules/saved-parts/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

export type App = FastifyInstance;

/**
 * JSON lines (production, tests), or pino-pretty's readable lines in development. pino-pretty is a
 * development dependency, so only config.logFormat 'pretty' asks for it.
 */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/** Builds the whole server: plugins, error handler, API routes and the SPA. Never listens. */
export async function buildApp({ config, database }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Disallow the prototype-poisoning keys outright rather than silently stripping them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner injects its stylesheet at run time; inline styles carry no script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Blog authors may use images from any web address or a data URL.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Only the YouTube and Vimeo players the blog's sanitiser lets through.
        frameSrc: [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The site is served over plain http on localhost; upgrading would break it there.
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.siteName} API`, version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('redis', redis);

  await app.register(
    async (api) => {
      // In-process limits by default, Redis when REDIS_URL is set; the per-IP
      // ceiling is generous so ordinary browsing and tests never meet it.
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimit.max,
        timeWindow: '1 minute',
        ...(redis && { redis, nameSpace: 'bw-rl-' }),
        errorResponseBuilder: (_req, ctx) =>
          new AppError('too_many_requests', `Too many requests. Please try again in ${ctx.after}.`),
      });
      await api.register(authPlugin);
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(buildsRoutes);
      await api.register(catalogRoutes);
      await api.register(compatRoutes);
      await api.register(ammoRoutes);
      await api.register(savedPartsRoutes);
      await api.register(newsletterRoutes);
      await api.register(adminRoutes);
      await api.register(blogRoutes);
      await api.register(searchRoutes);
      await api.register(contactRoutes);
      await api.register(contactAdminRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    /** The shared Redis when REDIS_URL is set: limiters keep their counts there. */
    redis: Redis | undefined;
  }
}
