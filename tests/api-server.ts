import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App, type LogStream } from '../src/server/app.ts';
import { loadConfig, type Config } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { logSlowQuery } from '../src/server/lib/slow-query.ts';
import { databaseKinds, type DatabaseKind } from './databases.ts';

/** Signs every test server's tokens, so a test can forge expired or tampered ones. */
export const TEST_JWT_SECRET = 'test-secret-for-api-tests-only-0123456789';

export interface TestServer {
  /** e.g. http://127.0.0.1:43121 — requests go through real HTTP. */
  baseUrl: string;
  app: App;
  database: Database;
  config: Config;
  /**
   * fetch against the server with JSON handling: `api('/api/health')`. Name the body's type to
   * read it type-checked: `api<AuthResponse>('/api/auth/login', …)`.
   */
  api<Body = AnyBody>(path: string, init?: JsonInit): Promise<JsonResponse<Body>>;
}

export interface JsonInit extends Omit<RequestInit, 'body'> {
  body?: unknown;
  token?: string;
}

// Without a named type the body stays `any`: hundreds of assertions inspect answers of every
// shape, error bodies included, and typing each one would add nothing a failing assertion misses.
type AnyBody = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above

export interface JsonResponse<Body = AnyBody> {
  status: number;
  headers: Headers;
  /** The parsed JSON answer; undefined when the answer is empty or not JSON. */
  body: Body;
  text: string;
}

/**
 * Runs `suite` once per database kind (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * each against its own fresh, migrated database and a server listening on a free port.
 */
export function describeApi(
  title: string,
  suite: (server: () => TestServer, kind: DatabaseKind['name']) => void,
  options: {
    config?: Partial<Config>;
    env?: Record<string, string>;
    /** Extra routes for a test, added before the server listens. */
    setup?: (app: App) => void;
    /** Where the server's JSON log lines go (set LOG_LEVEL in `env` too: tests default to silent). */
    logStream?: LogStream;
  } = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      let server: TestServer | undefined;
      let drop: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        const created = await kind.create();
        drop = () => created.drop();
        const config = loadConfig(
          {
            NODE_ENV: 'test',
            LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
            JWT_SECRET: TEST_JWT_SECRET,
            ...options.env,
          },
          options.config,
        );
        let app: App | undefined = undefined; // set below; slow statements before then go unlogged
        const database = await openDatabase(created.target, {
          slowQueryMs: config.slowQueryMs,
          onSlowQuery: (query) => logSlowQuery(app?.log, query),
        });
        await database.migrate();
        app = await buildApp({ config, database, logStream: options.logStream });
        options.setup?.(app);
        const address = await app.listen({ host: '127.0.0.1', port: 0 });
        server = { baseUrl: address, app, database, config, api: jsonFetch(address) };
      });

      afterAll(async () => {
        await server?.app.close();
        await server?.database.close();
        await drop?.();
      });

      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      }, kind.name);
    });
  }
}

/** `TestServer.api` for a server listening at `baseUrl`. */
export function jsonFetch(baseUrl: string) {
  return async <Body = AnyBody>(path: string, init: JsonInit = {}): Promise<JsonResponse<Body>> => {
    const headers = new Headers(init.headers);
    if (init.body !== undefined && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body: body as Body, text };
  };
}
