import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.ts';
import { ConfigError, jwtSecretRequired, loadConfig, type Config } from './config.ts';
import { localJwtSecret } from './lib/jwt-secret.ts';
import { drainAndClose } from './lib/lifecycle.ts';
import { errorText } from './lib/log-redaction.ts';
import { logSlowQuery } from './lib/slow-query.ts';
import { builtWebApp } from './lib/spa.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { ensureSeedAdmin } from './db/seed/admin.ts';
import { refreshDemoOffers, seedIfEmpty } from './db/seed/seed.ts';
import { registerImageWorker } from './modules/media/worker.ts';
import { setOfferStaleMs } from './lib/store-sql.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The built server lives in dist/server and the built web app beside it in dist/web. Run from
  // the source (`npm run dev`), '../web' is src/web, which builtWebApp refuses: the API server
  // never serves source files, and the Vite dev server serves the web app instead.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config = { ...config, webDist: builtWebApp(path.resolve(here, '../web')) };
  if (jwtSecretRequired(config)) {
    console.error(
      'Invalid environment configuration:\n  JWT_SECRET: required in production with DATABASE_URL (all copies of the app must share one signing secret)',
    );
    process.exit(1);
  }
  config.jwtSecret ??= await localJwtSecret(config.dataDir);

  let app: App | undefined = undefined; // set below; the pool may report before then
  const database = await openDatabase(targetFromConfig(config), {
    onIdleError: (err) => app?.log.warn({ err }, 'a database connection was lost; reconnecting'),
    slowQueryMs: config.slowQueryMs,
    onSlowQuery: (query) => logSlowQuery(app?.log, query),
  });
  await database.migrate();
  // Offers a feed has not listed for this long give no 'from' price (the seed's refresh too).
  setOfferStaleMs(config.feeds.staleMs);
  if (config.seedOnStart) {
    await seedIfEmpty(database.db);
    await refreshDemoOffers(database.db);
  }
  if (config.seedAdmin) await ensureSeedAdmin(database.db, config.seedAdmin);

  // Public reads from a replica when one is named; it copies the primary's migrations itself.
  const readDatabase = config.databaseReadUrl
    ? await openDatabase(
        { kind: 'pg', url: config.databaseReadUrl },
        {
          onIdleError: (err) =>
            app?.log.warn({ err }, 'a replica connection was lost; reconnecting'),
          slowQueryMs: config.slowQueryMs,
          onSlowQuery: (query) => logSlowQuery(app?.log, query),
        },
      )
    : undefined;

  app = await buildApp({ config, database, readDatabase });
  if (config.feeds.images) registerImageWorker(app);
  if (config.devWebUrl) app.log.info(`API server only: the web app is at ${config.devWebUrl}`);
  else if (!config.webDist)
    app.log.warn('web app not built (dist/web missing): serving the API only');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM comes from a process manager or a rolling restart: drain first. Ctrl-C (SIGINT)
    // comes from a person at a terminal, who should not wait.
    const { drainDelayMs, timeoutMs } = config.shutdown;
    const delayMs = signal === 'SIGTERM' ? drainDelayMs : 0;
    app.log.info({ signal, drainDelayMs: delayMs }, 'shutting down: not ready, draining');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, 'requests still in flight at the shutdown timeout: exiting');
      process.exit(1);
    }, delayMs + timeoutMs);
    force.unref();
    try {
      await drainAndClose(app, delayMs); // not ready, still serving; then finish in-flight requests
      await readDatabase?.close(); // then the databases
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  // A start-up failure is printed like a logged error: a failed query's bound values (the seed
  // admin's password hash, say) stay out of the output.
  console.error(errorText(err));
  process.exit(1);
});
