import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type BrowserSession, type TrackedPage } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Site {
  server(): RunningServer;
  /** Opens a fresh browser context on the site, runs `use`, and always closes it. */
  withPage<T>(
    use: (tab: TrackedPage) => Promise<T>,
    viewport?: { width: number; height: number },
  ): Promise<T>;
}

/** One built server (its own copy of the seeded demo database) and one Chromium for the whole test file. */
export function useSite(env: Record<string, string> = {}): Site {
  let server: RunningServer | undefined;
  let chrome: BrowserSession | undefined;

  // The server and the browser start side by side: neither needs the other until a page opens.
  beforeAll(async () => {
    const starting = [startServer(env, { seeded: true }), launchBrowser()] as const;
    const [started, launched] = await Promise.allSettled(starting);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') chrome = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  // The site's data is a throwaway copy: end the server at once rather than shut it down.
  afterAll(async () => {
    await Promise.all([chrome?.close(), server?.discard()]);
  });

  const running = () => {
    if (!server || !chrome) throw new Error('site not started');
    return { server, chrome };
  };

  return {
    server: () => running().server,
    withPage: async (use, viewport) => {
      const { server: s, chrome: c } = running();
      const tab = await openPage(c.browser, s.baseUrl, viewport);
      try {
        return await use(tab);
      } finally {
        await tab.close();
      }
    },
  };
}
