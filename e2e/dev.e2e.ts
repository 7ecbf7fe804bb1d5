import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/free-port.ts';
import { waitFor } from '../tests/wait.ts';
import { launchBrowser, openPage, type BrowserSession } from './support/browser.ts';
import { contentTexts } from '../src/web/features/content/components/content-texts.ts';

// `npm run dev` from a fresh checkout: no build, the Vite dev server on PORT and the API server on
// API_PORT (ADR 066). The first start compiles and bundles dependencies, so waits are generous.

const START_TIMEOUT_MS = 240_000;
const PAGE_TIMEOUT_MS = 120_000;
const ERROR_VIEW_HEADING = 'Unexpected Application Error!';

/** Module paths a browser may ask for; the API server must never answer them with source code. */
const MODULE_PATHS = [
  '/main.tsx',
  '/router.tsx',
  '/queries/get-user.ts',
  '/features/catalog/api/list-catalog-groups.ts',
  '/lib/api-client.ts',
  '/src/web/main.tsx',
  '/api/get-user.ts',
  '/api/queries/get-user.ts',
];

interface DevLoop {
  child: ChildProcess;
  webUrl: string;
  apiUrl: string;
  output: () => string;
}

let dev: DevLoop | undefined;
let chrome: BrowserSession | undefined;
let dataDir: string | undefined;
let viteCache: string | undefined;

/** True while any process of the dev loop's process group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function reachable(url: string): Promise<true | undefined> {
  try {
    const res = await fetch(url);
    await res.body?.cancel();
    return res.ok ? true : undefined;
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-dev-data-'));
  viteCache = await mkdtemp(path.join(os.tmpdir(), 'bw-dev-vite-'));
  const [webPort, apiPort] = [await freePort(), await freePort()];
  let output = '';
  // Its own process group, so that teardown can end every process the dev loop started.
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      VITE_CACHE_DIR: viteCache,
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev = {
    child,
    webUrl: `http://localhost:${webPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    output: () => output,
  };
  const { webUrl, apiUrl } = dev;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}`);
        return (await reachable(`${apiUrl}/api/health`)) && (await reachable(`${webUrl}/`));
      },
      START_TIMEOUT_MS,
      500,
    );
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- npm run dev output ---\n${output}`);
  }
  chrome = await launchBrowser();
}, START_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await chrome?.close();
  const pid = dev?.child.pid;
  if (pid !== undefined && groupAlive(pid)) {
    process.kill(-pid, 'SIGTERM');
    await waitFor(() => Promise.resolve(groupAlive(pid) ? undefined : true), 20_000, 200).catch(
      () => process.kill(-pid, 'SIGKILL'),
    );
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (viteCache) await rm(viteCache, { recursive: true, force: true });
}, 60_000);

function running(): DevLoop & { chrome: BrowserSession } {
  if (!dev || !chrome) throw new Error('dev loop not started');
  return { ...dev, chrome };
}

describe('npm run dev', () => {
  it('renders the home page and the AR-15 products with hot reload connected', async () => {
    const { chrome: c, webUrl } = running();
    const tab = await openPage(c.browser, webUrl);
    const { page } = tab;
    const failedModules: string[] = [];
    const watchModules = (res: Response) => {
      const url = new URL(res.url());
      // 304: the browser's cached copy of a module Vite already sent as JavaScript.
      if (!/\.(?:tsx?|css)$/.test(url.pathname) || res.status() === 304) return;
      const type = res.headers()['content-type'] ?? '';
      if (res.status() >= 400 || !type.includes('javascript')) {
        failedModules.push(`${url.pathname} ${res.status()} ${type}`);
      }
    };
    page.on('response', watchModules);
    const hmr = page.waitForEvent('websocket', {
      predicate: (ws) => ws.url().startsWith(webUrl.replace('http', 'ws')),
      timeout: PAGE_TIMEOUT_MS,
    });
    try {
      await page.goto('/', { timeout: PAGE_TIMEOUT_MS });
      const header = page.getByRole('banner');
      await header.waitFor({ timeout: PAGE_TIMEOUT_MS });
      expect(await header.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      await page
        .getByRole('heading', { level: 1, name: contentTexts.homeHeading })
        .waitFor({ timeout: PAGE_TIMEOUT_MS });
      // Vite's client opened its hot-reload socket.
      await hmr;

      await page.goto('/products/AR', { timeout: PAGE_TIMEOUT_MS });
      await page.getByRole('banner').waitFor({ timeout: PAGE_TIMEOUT_MS });
      await page.locator('main article').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
      expect(await page.locator('main article img').first().getAttribute('alt')).toBeTruthy();

      expect(failedModules).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  }, 300_000);

  it('renders the other main pages, not the error view', async () => {
    const { chrome: c, webUrl } = running();
    const tab = await openPage(c.browser, webUrl);
    const { page } = tab;
    try {
      for (const pagePath of ['/builder', '/ammo', '/blog', '/about', '/search?q=barrel']) {
        await page.goto(pagePath, { timeout: PAGE_TIMEOUT_MS });
        const heading = page.locator('main h1').first();
        await heading.waitFor({ timeout: PAGE_TIMEOUT_MS });
        expect(await heading.textContent(), pagePath).not.toBe(ERROR_VIEW_HEADING);
      }
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  }, 300_000);

  it('never answers a module path with TypeScript, on either port', async () => {
    const { apiUrl, webUrl } = running();
    const apiOnly = [...MODULE_PATHS, '/', '/products/AR'];
    for (const modulePath of apiOnly) {
      const res = await fetch(`${apiUrl}${modulePath}`);
      const body = await res.text();
      expect(res.status, modulePath).toBe(404);
      expect(res.headers.get('content-type'), modulePath).toContain('application/json');
      expect(body, modulePath).not.toMatch(/^\s*import\s/m);
    }
    // Through the Vite proxy, /api/… reaches the API server and stays a JSON 404.
    for (const modulePath of MODULE_PATHS.filter((p) => p.startsWith('/api/'))) {
      const res = await fetch(`${webUrl}${modulePath}`);
      const body = await res.text();
      expect(res.headers.get('content-type') ?? '', modulePath).not.toContain('video/mp2t');
      expect(body, modulePath).not.toMatch(/^\s*import\s/m);
    }
    // The API server points a lost visitor to the web app.
    const home = (await (await fetch(`${apiUrl}/`)).json()) as { message: string };
    expect(home.message).toContain(`open the web app at ${webUrl}`);
  });

  it('stops the API server and Vite when it is told to stop', async () => {
    const { child } = running();
    const pid = child.pid;
    if (pid === undefined) throw new Error('npm run dev has no pid');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM'); // the dev script alone, as a process manager would
    expect(await exited).toBe(0);
    await waitFor(() => Promise.resolve(groupAlive(pid) ? undefined : true), 30_000, 200);
  }, 60_000);
});
