import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../tests/free-port.ts';

export { freePort };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, wait for exit (the server closes its database on the way out); the exit code. */
  stop(): Promise<number | null>;
  /** Removes the data directory (after stop). */
  cleanup(): Promise<void>;
  /**
   * Ends a throwaway server at once (SIGKILL, no graceful shutdown) and removes its data
   * directory: for sites whose data nobody reads again.
   */
  discard(): Promise<void>;
}

const SERVER_ENTRY = path.resolve('dist/server/main.js');

/** The seeded database directory the browser tests' globalSetup made, or '' without it. */
function seededDatabase(): string {
  try {
    return inject('e2eSeededDb') ?? '';
  } catch {
    return ''; // not under the e2e project (the globalSetup itself)
  }
}

/**
 * Starts the built server on a free port. Its data directory is the one given (to test a
 * restart), or a new one: empty, so the server creates, migrates and seeds the database itself,
 * or with `seeded`, a copy of the database the globalSetup seeded once (same content, faster).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; seeded?: boolean; healthTimeoutMs?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The built site is missing: run `npm run build` before the browser tests.');
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'bw-e2e-')));
  const seeded = options.seeded && !options.dataDir ? seededDatabase() : '';
  if (seeded) await cp(seeded, path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, options.healthTimeoutMs ?? 60_000);
  return {
    baseUrl,
    dataDir,
    stop: () => stopChild(child),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
    discard: async () => {
      await stopChild(child, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

function stopChild(
  child: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill(signal);
  });
}
