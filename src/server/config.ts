import path from 'node:path';
import { z } from 'zod';

// The only place in the app that reads process.env (test setup, scripts and tool configs may too):
// every setting is parsed here once, so a misspelt or bad variable stops the start-up.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** One duration such as '10m' (default `fallback`), read as milliseconds. */
function durationSetting(fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((v, ctx) => {
      const ms = parseDuration(v);
      if (ms === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 30s, 10m or 12h' });
        return z.NEVER;
      }
      return ms;
    });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'must be a postgres:// or postgresql:// URL',
  ),
  // A streaming replica of DATABASE_URL's server: the public pages read from it.
  DATABASE_READ_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'must be a postgres:// or postgresql:// URL',
  ),
  // After a write, that client reads from the primary for this long (its own writes).
  READ_YOUR_WRITES_WINDOW: durationSetting('10s'),
  REDIS_URL: optionalString.refine(
    (v) => v === undefined || /^rediss?:\/\/.+/.test(v),
    'must be a redis:// or rediss:// URL',
  ),
  SITE_NAME: z.string().trim().min(1).max(60).default('Buildwright'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty', '']).optional(),
  // Database statements taking this long or longer are logged (text only); 0 turns it off.
  SLOW_QUERY_MS: optionalString
    .pipe(z.coerce.number<string>().int().min(0).optional())
    .transform((v) => v ?? 500),
  // /metrics on a listener of its own (kept off the public port), or on the main port with the
  // token; neither: not served.
  METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    'must be at least 16 characters',
  ),
  // Set by `npm run dev`: where the Vite dev server serves the web app.
  DEV_WEB_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/.+/.test(v),
    'must be an http:// or https:// URL',
  ),
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  NEWSLETTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  // ADR 048: contact messages are always stored; sent by SMTP when SMTP_URL is set.
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\/.+/.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  CONTACT_TO: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
    .default('contact@buildwright.example'),
  MAIL_FROM: z.string().trim().min(3).default('Buildwright <no-reply@buildwright.example>'),
  CONTACT_RETRY_SCHEDULE: z
    .string()
    .trim()
    .default('1m,5m,30m,2h,12h')
    .transform((v, ctx) => {
      const delays = parseRetrySchedule(v);
      if (!delays) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a comma-separated list of durations such as 1m,5m,30m,2h,12h',
        });
        return z.NEVER;
      }
      return delays;
    }),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(50),
  LOGIN_NOTICE_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_IP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  SESSION_IDLE_TIMEOUT: durationSetting('10m'),
  SESSION_MAX_AGE: durationSetting('12h'),
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  PUBLIC_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+$/.test(v),
    'must be an origin such as https://buildwright.example (no path)',
  ),
  SEED_ADMIN_EMAIL: optionalString.refine(
    (v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v),
    'must be an e-mail address',
  ),
  SEED_ADMIN_PASSWORD: optionalString.refine(
    (v) => v === undefined || v.length >= 6,
    'must be at least 6 characters',
  ),
  // Merchant feeds: offers not seen for this many days are stale (shown so, no 'from' price).
  OFFER_STALE_DAYS: z.coerce.number().positive().max(3650).default(7),
  FEEDS_SCHEDULER: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((v) => v === 'on'),
  // Feed and image fetches refuse loopback and private addresses unless this is set (tests).
  FEEDS_ALLOW_PRIVATE: booleanFlag,
  FEEDS_FETCH_TIMEOUT: durationSetting('5m'),
  FEEDS_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000_000),
  IMAGES_FETCH: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((v) => v !== 'off'),
  // After SIGTERM a server answers not-ready for this long, still serving, before it stops
  // accepting: time for a load balancer's health check to take it out of rotation.
  SHUTDOWN_DRAIN_DELAY: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return undefined;
      if (v === '0') return 0;
      const ms = parseDuration(v);
      if (ms === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be 0 or a duration such as 5s' });
        return z.NEVER;
      }
      return ms;
    }),
  // Then in-flight requests have this long to finish before the process exits anyway.
  SHUTDOWN_TIMEOUT: durationSetting('10s'),
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === 'true' || v === '1'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A replica of databaseUrl's server: the public pages' reads (catalogue, ammunition, blog,
   * search) go there, except for a client that wrote within `readYourWritesMs`.
   */
  databaseReadUrl: string | undefined;
  readYourWritesMs: number;
  redisUrl: string | undefined;
  siteName: string;
  /** Addresses per sitemap file: 50,000, the sitemaps.org limit (tests set fewer). */
  sitemapMaxUrls: number;
  logLevel: string;
  /**
   * 'pretty': human-readable lines through pino-pretty (development); 'json': one JSON object a
   * line (production, tests). LOG_FORMAT chooses; unset, it is 'pretty' only when NODE_ENV is
   * set to development (as `npm run dev` does).
   */
  logFormat: 'json' | 'pretty';
  /** Statements taking at least this many milliseconds are logged as slow; 0: none. */
  slowQueryMs: number;
  /**
   * Prometheus metrics: with `port`, served at /metrics on a listener of their own on
   * host:port (asking for the token too when one is set); else, with `token`, at /metrics on the
   * main port to requests bearing it; with neither, not collected.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  trustProxy: boolean;
  rateLimit: {
    max: number;
    newsletterMax: number;
    /**
     * Failed log-ins per account and client IP per 15 minutes: failures from elsewhere never stop
     * the owner's correct password from their own address.
     */
    loginFailuresPerAccount: number;
    /** Failed log-ins per client IP per 15 minutes, whichever accounts they were for. */
    loginFailuresPerIp: number;
    /** Failed log-ins for one account (from anywhere) in an hour that make us e-mail its owner. */
    loginNoticeFailures: number;
    /** Password-reset requests per address per hour. */
    passwordResetPerAddress: number;
    /** Password-reset requests per client IP per hour. */
    passwordResetPerIp: number;
    /** Log-in attempts per client IP per 15 minutes (generous: many users may share one IP). */
    loginPerIp: number;
    /** Contact messages per client IP per 15 minutes. */
    contactMax: number;
  };
  /** Outgoing e-mail (contact messages and account mails): stored first, then sent by SMTP. */
  mail: {
    /** SMTP server to send through; undefined: messages stay stored (the local mailbox). */
    smtpUrl: string | undefined;
    /** From header of the mails. */
    from: string;
    /** Delays after failed tries 1, 2, … in milliseconds; the last one repeats. */
    retryScheduleMs: number[];
  };
  /** Contact messages (ADR 048). */
  contact: {
    /** Staff address the messages go to. */
    to: string;
  };
  /** Server-side sessions: refused after this long without a request, and this long after sign-in. */
  session: { idleMs: number; maxAgeMs: number };
  /** Merchant feeds and their offers (ADR 081). */
  feeds: {
    /** Offers a feed has not listed for this long are stale: shown so, never a 'from' price. */
    staleMs: number;
    /** This server runs the feeds that are due (one server per feed at a time, by a lease). */
    scheduler: boolean;
    /** Fetches may reach loopback and private addresses (tests and closed networks only). */
    allowPrivate: boolean;
    /** A feed fetch gives up after this long. */
    fetchTimeoutMs: number;
    /** A feed larger than this many bytes (after decompression) is refused. */
    maxBytes: number;
    /** Product images named by feeds are fetched and resized in the background. */
    images: boolean;
  };
  seedOnStart: boolean;
  /**
   * Stopping on SIGTERM: not ready (still serving) for drainDelayMs, then no new connections and
   * up to timeoutMs for the requests in flight.
   */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** An admin account made sure of at start-up, only when both SEED_ADMIN_* variables are set. */
  seedAdmin: { email: string; password: string } | undefined;
  /** Signs access tokens; main.ts fills it in for the single embedded default. */
  jwtSecret: string | undefined;
  /** Google sign-in is configured: client id and secret are both set. */
  googleEnabled: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Public origin for OAuth redirects; else taken from the request. */
  publicUrl: string | undefined;
  /**
   * The built web app (dist/web: index.html, assets and Vite's manifest), never the source folder
   * src/web; undefined in development and API-only tests, where the server answers /api only.
   */
  webDist: string | undefined;
  /** The Vite dev server's address under `npm run dev`; named in the API server's 404s. */
  devWebUrl: string | undefined;
}

export class ConfigError extends Error {}

const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30s', '10m', '1.5h' → milliseconds; undefined unless it is one positive duration. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(value.trim());
  if (!match) return undefined;
  const ms = Math.round(
    Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS],
  );
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** '1m,5m,30m,2h,12h' → milliseconds; undefined when any entry is not a positive duration. */
export function parseRetrySchedule(value: string): number[] | undefined {
  const delays = value.split(',').map((part) => parseDuration(part) ?? NaN);
  return delays.length > 0 && delays.every((d) => Number.isFinite(d)) ? delays : undefined;
}

/** Parses the environment once. A bad value throws a ConfigError naming each variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // E-mailed links start with the site's origin. Without PUBLIC_URL it comes from the request's
  // Host header, which whoever asks for a password reset chooses: a live site that sends mail
  // must name its origin.
  if (e.NODE_ENV === 'production' && e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PUBLIC_URL: must be set when SMTP_URL is set in production (e-mailed links start with it)',
    );
  }
  // A replica copies a PostgreSQL server; the embedded database has none.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary the replica copies)',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readYourWritesMs: e.READ_YOUR_WRITES_WINDOW,
    redisUrl: e.REDIS_URL,
    siteName: e.SITE_NAME,
    sitemapMaxUrls: 50_000,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT || (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    slowQueryMs: e.SLOW_QUERY_MS,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      newsletterMax: e.NEWSLETTER_RATE_LIMIT_MAX,
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES,
      loginFailuresPerIp: e.LOGIN_IP_MAX_FAILURES,
      loginNoticeFailures: e.LOGIN_NOTICE_FAILURES,
      passwordResetPerAddress: e.PASSWORD_RESET_MAX_PER_ADDRESS,
      passwordResetPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      loginPerIp: e.LOGIN_IP_RATE_LIMIT_MAX,
      contactMax: e.CONTACT_RATE_LIMIT_MAX,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      retryScheduleMs: e.CONTACT_RETRY_SCHEDULE,
    },
    contact: { to: e.CONTACT_TO },
    session: { idleMs: e.SESSION_IDLE_TIMEOUT, maxAgeMs: e.SESSION_MAX_AGE },
    feeds: {
      staleMs: Math.round(e.OFFER_STALE_DAYS * 86_400_000),
      scheduler: e.FEEDS_SCHEDULER,
      allowPrivate: e.FEEDS_ALLOW_PRIVATE,
      fetchTimeoutMs: e.FEEDS_FETCH_TIMEOUT,
      maxBytes: e.FEEDS_MAX_BYTES,
      images: e.IMAGES_FETCH,
    },
    seedOnStart: e.SEED_ON_START,
    shutdown: {
      // Production sits behind a load balancer; elsewhere nobody polls readiness.
      drainDelayMs: e.SHUTDOWN_DRAIN_DELAY ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT,
    },
    seedAdmin:
      e.SEED_ADMIN_EMAIL && e.SEED_ADMIN_PASSWORD
        ? { email: e.SEED_ADMIN_EMAIL, password: e.SEED_ADMIN_PASSWORD }
        : undefined,
    jwtSecret: e.JWT_SECRET,
    googleEnabled: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.OIDC_ISSUER,
          }
        : undefined,
    publicUrl: e.PUBLIC_URL,
    webDist: undefined,
    devWebUrl: e.DEV_WEB_URL,
    ...overrides,
  };
}

/**
 * A PostgreSQL server may sit behind several copies of the app, so production with
 * DATABASE_URL needs JWT_SECRET. Only a single embedded instance may make up its own secret (kept
 * under the data directory by main.ts).
 */
export function jwtSecretRequired(config: Config): boolean {
  return !config.jwtSecret && config.nodeEnv === 'production' && config.databaseUrl !== undefined;
}
