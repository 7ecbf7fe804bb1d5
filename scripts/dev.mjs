// npm run dev — the API server (restarts when a server file changes) on API_PORT (3001) and the
// Vite dev server with hot reload on PORT (3000), which proxies /api to the API server. Open the
// web app on PORT; the API server answers /api only and never serves source files (ADR 066).
// Ctrl+C, SIGTERM or either child exiting stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Paths below are relative to the repository root, wherever the script is started from.
const root = fileURLToPath(new URL('..', import.meta.url));

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
if (apiPort === webPort) {
  console.error(`PORT and API_PORT must differ (both are ${webPort}).`);
  process.exit(1);
}
const webUrl = `http://localhost:${webPort}`;

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', '--watch-preserve-output', 'src/server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        PORT: apiPort,
        HOST: '127.0.0.1',
        DEV_WEB_URL: webUrl,
      },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const running = new Set(children);
let exitCode = 0;
let stopping = false;

/** Asks every child still running to stop; kills the stragglers after 10 s. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const child of children) {
  child.on('error', (err) => {
    console.error(`could not start ${child.spawnargs.join(' ')}: ${err.message}`);
    running.delete(child);
    stop(1);
    if (running.size === 0) process.exit(exitCode);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    // One child ending on its own ends the dev loop: a web app without its API (or the other way
    // round) only confuses.
    if (!stopping) stop(code ?? (signal ? 1 : 0));
    if (running.size === 0) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
