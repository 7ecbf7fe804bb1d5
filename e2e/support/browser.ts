import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, driven by playwright-core. Never downloads a browser. Each launch gets a
 * fresh temporary profile from Playwright (it refuses a --user-data-dir argument).
 */
export async function launchBrowser(): Promise<BrowserSession> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}. Install it with \`apt-get install -y chromium\` ` +
        '(or set CHROME_PATH to a Chromium/Chrome binary). Do not run `npx playwright install`.',
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors, close: () => context.close() };
}

/**
 * axe violations a user would be hurt by (serious or critical). Running CSS animations (a dialog
 * fading in) finish first: mid-fade colours would read as a contrast failure nobody sees.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/**
 * Pages of this tab arrive without the API answers the server puts into them (the first request
 * of a product, ammo or post page or a default list): the app asks the API itself, so a test can
 * intercept, delay or fail that request.
 */
export async function withoutFirstAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="bw-first-answers">[\s\S]*?<\/script>/,
        '',
      );
      const headers = { ...response.headers() };
      // the body is sent as it now is: neither compressed nor of the old length
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ status: response.status(), headers, body });
    },
  );
}
