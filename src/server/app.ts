import { hash } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
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
import {
  applyChange,
  attachChangeTransport,
  CHANGE_TOPICS,
  pgChangeTransport,
  redisChangeTransport,
  type ChangeTopic,
} from './lib/change-bus.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { registerLifecycle } from './lib/lifecycle.ts';
import { logRedactPaths, logSerializers } from './lib/log-redaction.ts';
import { registerMetrics } from './lib/metrics.ts';
import { followPrimary, registerReadRouting } from './lib/read-replica.ts';
import { registerRequestId, requestIdOptions } from './lib/request-id.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerSpa } from './lib/spa.ts';
import { accountMailRoutes } from './modules/account-mail/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { ammoRoutes } from './modules/ammo/routes.ts';
import { priceHistoryRoutes } from './modules/price-history/routes.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { feedAdminRoutes } from './modules/feeds/admin-routes.ts';
import { feedBackgroundJobs } from './modules/feeds/scheduler.ts';
import { setOfferStaleMs } from './lib/store-sql.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { buildsRoutes } from './modules/builds/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { compatRoutes } from './modules/compat/routes.ts';
import { contactAdminRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { galleryRoutes } from './modules/gallery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { savedPartsRoutes } from './modules/saved-parts/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sharePreviewRoutes } from './modules/share-preview/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';

/** Answers smaller than this are sent as they are: compressing them saves too little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  /** A streaming replica of `database` (DATABASE_READ_URL): the public pages read from it. */
  readDatabase?: Database;
  /** Where JSON log lines go instead of stdout (tests read the log from it). */
  logStream?: LogStream;
}

export type App = FastifyInstance;

/** Anything that takes log lines, one JSON object a line. */
export interface LogStream {
  write(line: string): void;
}

/**
 * JSON lines (production, tests), or pino-pretty's readable lines in development. pino-pretty is a
 * development dependency, so only config.logFormat 'pretty' asks for it. Either way errors and
 * requests go through the redacting serializers: no SQL parameters, passwords, hashes or tokens,
 * and e-mail addresses masked (lib/log-redaction.ts).
 */
function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const redacting = {
    level: config.logLevel,
    serializers: logSerializers,
    redact: { paths: logRedactPaths, censor: '[redacted]' },
  };
  if (config.logFormat === 'json' || stream) return { ...redacting, ...(stream && { stream }) };
  return {
    ...redacting,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/**
 * Other copies' writes clear this copy's caches: through Redis when there is one, else the
 * PostgreSQL server's LISTEN/NOTIFY; the embedded database has no other copy.
 */
async function connectChangeBus(app: App, database: Database, redis: Redis | undefined) {
  const options = {
    onChange: (topic: ChangeTopic) => applyChange(database.db, topic),
    onReconnect: () => {
      for (const topic of CHANGE_TOPICS) applyChange(database.db, topic);
    },
    log: app.log.child({ module: 'changes' }),
  };
  const transport = redis
    ? await redisChangeTransport(redis, options)
    : database.url
      ? await pgChangeTransport(database.url, options)
      : undefined;
  if (transport) app.addHook('onClose', attachChangeTransport(database.db, transport));
}

/** Builds the whole server: plugins, error handler, API routes and the SPA. Never listens. */
export async function buildApp({
  config,
  database,
  readDatabase,
  logStream,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Disallow the prototype-poisoning keys outright rather than silently stripping them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // X-Request-Id: a safe incoming one is kept, else one is made (lib/request-id.ts).
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Offers a feed has not listed for this long give no 'from' price (the stores read it).
  setOfferStaleMs(config.feeds.staleMs);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerRequestId(app);
  registerMetrics(app);
  registerErrorHandling(app);
  registerLifecycle(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);

  await app.register(helmet, {
    // Sent by registerSecurityHeaders, and only over HTTPS.
    hsts: false,
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

  // Answers of 1 KB or more (JSON, the HTML page) travel brotli- or gzip-compressed when the
  // client accepts it, with Vary: Accept-Encoding; built assets are sent as their compressed copies
  // made at build time (see registerSpa). Registered before every route, which it hooks as they
  // are added.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
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
  await connectChangeBus(app, database, redis);
  const replica = readDatabase && { database: readDatabase, up: true };
  registerReadRouting(app, replica, config.readYourWritesMs);
  if (replica) {
    const stop = followPrimary({
      primary: database,
      replica,
      log: app.log.child({ module: 'replica' }),
    });
    app.addHook('onClose', stop);
  }

  let notFoundRateLimit: preHandlerAsyncHookHandler | undefined;
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
      // The same per-IP budget for the not-found answers (the web app's index.html, 404s).
      notFoundRateLimit = api.rateLimit();
      // Every answer carries an ETag; a request whose If-None-Match names it gets a bodiless 304.
      // Weak: the bytes differ with the compression, the answer does not. Node's one-shot hash:
      // half the cost of a hash object per answer.
      await api.register(etag, {
        weak: true,
        hashFn: (payload: string | Buffer) => hash('sha1', payload, 'base64'),
      });
      await api.register(authPlugin);
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(accountMailRoutes);
      await api.register(usersRoutes);
      await api.register(buildsRoutes);
      await api.register(catalogRoutes);
      await api.register(compatRoutes);
      await api.register(ammoRoutes);
      await api.register(priceHistoryRoutes);
      await api.register(alertsRoutes);
      await api.register(cartRoutes);
      await api.register(feedBackgroundJobs);
      await api.register(feedAdminRoutes);
      await api.register(savedPartsRoutes);
      await api.register(newsletterRoutes);
      await api.register(adminRoutes);
      await api.register(blogRoutes);
      await api.register(searchRoutes);
      await api.register(contactRoutes);
      await api.register(contactAdminRoutes);
      await api.register(galleryRoutes);
    },
    { prefix: '/api' },
  );

  // The stored product photos, beside the web app's files (not under /api).
  await app.register(mediaRoutes);
  // The link-preview pictures of shared builds, beside their pages.
  await app.register(sharePreviewRoutes, { rateLimit: notFoundRateLimit });
  await registerSpa(app, config, { rateLimit: notFoundRateLimit });
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
