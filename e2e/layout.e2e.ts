import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS } from '../src/web/layout/header/nav-items.ts';
import { logIn, signUp } from './support/accounts.ts';
import { useSite } from './support/site.ts';

const site = useSite();

describe('desktop header', () => {
  it('marks the nav link of the current section with aria-current="page"', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const nav = page.getByRole('navigation', { name: 'Main' });
      const current = nav.locator('[aria-current="page"]');
      const cases: [string, string][] = [
        ['/builder', 'Builder'],
        ['/ammo/', 'Ammo'],
        ['/products/AR', 'Products'],
        ['/products/pistol', 'Products'],
        ['/blog', 'Blog'],
        ['/acexr-experience', 'AceXR Experience'],
      ];
      for (const [path, label] of cases) {
        await page.goto(path);
        await expect.poll(() => current.allTextContents(), { timeout: 5000 }).toEqual([label]);
      }
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      expect(await current.count()).toBe(0);
    });
  });

  it('offers Login and Sign Up in the user menu when logged out', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL(/\/auth\?mode=signup$/);
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      // the route change closed the menu
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(/\/auth$/);
    });
  });

  it('offers the account tabs, Alerts among them, and Logout in the user menu when signed in', async () => {
    const account = await signUp(site.server().baseUrl, 'menuuser', { fullName: 'Menu User' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/about');
      const menu = page.getByRole('button', { name: 'Account menu' });
      await menu.click();
      const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
      await expect
        .poll(() => panel.getByRole('link').allTextContents())
        .toEqual(ACCOUNT_LINKS.map((link) => link.label));
      await panel.getByRole('link', { name: 'Alerts', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/account/alerts');
      await page.getByRole('heading', { level: 1, name: 'Price Alerts' }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('closes the user menu when clicking outside it', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/about');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await page.getByRole('heading', { level: 1 }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor({ state: 'detached' });
    });
  });
});

describe('at 375 px width', () => {
  it('shows a hamburger menu with the nav entries and expandable Products', async () => {
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await page.goto('/');
        expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
        const burger = page.getByRole('button', { name: 'Open menu' });
        await burger.click();
        const mobile = page.getByRole('navigation', { name: 'Mobile' });
        for (const name of ['Builder', 'Ammo', 'Blog', 'AceXR Experience']) {
          await mobile.getByRole('link', { name, exact: true }).waitFor();
        }
        const products = mobile.getByRole('button', { name: 'Products' });
        expect(await products.getAttribute('aria-expanded')).toBe('false');
        await products.click();
        expect(await products.getAttribute('aria-expanded')).toBe('true');
        for (const [name, href] of [
          ['AR15', '/products/AR15'],
          ['Pistol', '/products/Pistol'],
          ['Shotgun', '/products/Shotgun'],
          ['Rifles', '/products/Rifles'],
        ]) {
          expect(await mobile.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
            href,
          );
        }
        await mobile.getByRole('link', { name: 'Blog', exact: true }).click();
        await page.waitForURL(/\/blog$/);
        // a route change closes the menu
        await mobile.waitFor({ state: 'hidden' });
        expect(
          await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
        ).toBe('false');
      },
      { width: 375, height: 740 },
    );
  });
});

describe('footer', () => {
  it('shows three collapsible groups at 800 px, Home open and the others closed', async () => {
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await page.goto('/about');
        const footer = page.getByRole('contentinfo');
        const home = footer.getByRole('button', { name: 'Home' });
        const account = footer.getByRole('button', { name: 'Account' });
        const company = footer.getByRole('button', { name: 'Company' });
        expect(await home.getAttribute('aria-expanded')).toBe('true');
        expect(await account.getAttribute('aria-expanded')).toBe('false');
        expect(await company.getAttribute('aria-expanded')).toBe('false');
        expect(await footer.getByRole('link', { name: 'Builder' }).isVisible()).toBe(true);
        expect(await footer.getByRole('link', { name: 'About' }).isVisible()).toBe(false);
        await company.click();
        expect(await company.getAttribute('aria-expanded')).toBe('true');
        await footer.getByRole('link', { name: 'About' }).waitFor();
        await home.click();
        await footer.getByRole('link', { name: 'Builder' }).waitFor({ state: 'hidden' });

        // switching to the desktop layout on resize shows all three columns as plain lists
        await page.setViewportSize({ width: 1280, height: 900 });
        await expect.poll(() => footer.getByRole('button', { name: 'Company' }).count()).toBe(0);
        await footer.getByRole('link', { name: 'Builder' }).waitFor();
        await footer.getByRole('link', { name: 'Privacy Policy' }).waitFor();
      },
      { width: 800, height: 900 },
    );
  });

  it('says the current year, and names its newsletter button apart from the account Sign Up', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth?mode=signup');
      const footer = page.getByRole('contentinfo');
      const copyright = footer.getByText(/^© \d{4} /);
      expect(await copyright.textContent()).toBe(
        `© ${new Date().getFullYear()} Buildwright All rights reserved`,
      );
      const subscribe = footer.getByRole('button', { name: 'Subscribe to the newsletter' });
      expect(await subscribe.textContent()).toBe('Subscribe');
      expect(await footer.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);
      // the account form's submit is the page's one 'Sign Up' button
      const form = page.getByRole('form', { name: 'Sign Up', exact: true });
      await form.waitFor();
      expect(await page.getByRole('button', { name: 'Sign Up', exact: true }).count()).toBe(1);
      expect(await form.getByRole('button', { name: 'Sign Up', exact: true }).count()).toBe(1);
      expect(tab.errors).toEqual([]);
    });
  });

  it('gives every footer link and button a touch target at least 24 px tall on a phone', async () => {
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: 'Builder' }).waitFor();
        const heights = await footer
          .locator('a, button')
          .evaluateAll((els) =>
            els
              .filter((el) => el.getBoundingClientRect().width > 0)
              .map(
                (el) =>
                  [
                    el.textContent?.trim() || el.getAttribute('aria-label'),
                    el.getBoundingClientRect().height,
                  ] as const,
              ),
          );
        expect(heights.length).toBeGreaterThan(5);
        expect(heights.filter(([, height]) => height < 24)).toEqual([]);
      },
      { width: 390, height: 844 },
    );
  });

  it('opens external links in a new tab without an opener', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      for (const name of ['Report a Bug', 'Instagram', 'Facebook', 'X', 'LinkedIn']) {
        const link = footer.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('target'), name).toBe('_blank');
        expect(await link.getAttribute('rel'), name).toBe('noopener noreferrer');
      }
    });
  });
});

describe('transfer', () => {
  it('gets the page, its scripts and styles and the API answers compressed', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const encodings = new Map<string, string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        const type = response.headers()['content-type'] ?? '';
        const kind = url.pathname.startsWith('/api/')
          ? 'api'
          : /javascript/.test(type)
            ? 'script'
            : /text\/css/.test(type)
              ? 'style'
              : /text\/html/.test(type)
                ? 'page'
                : undefined;
        const size = Number(response.headers()['content-length'] ?? Infinity);
        // what is under the 1 KB threshold is sent as it is
        if (kind && !(kind === 'api' && size < 1024))
          encodings.set(`${kind} ${url.pathname}`, response.headers()['content-encoding'] ?? '');
      });
      await page.goto('/products/AR');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(() => [...encodings.keys()].some((k) => k.startsWith('api ')), { timeout: 30_000 })
        .toBe(true);
      for (const kind of ['page', 'script', 'style', 'api'])
        expect(
          [...encodings.keys()].some((k) => k.startsWith(`${kind} `)),
          kind,
        ).toBe(true);
      for (const [what, encoding] of encodings) expect(encoding, what).toMatch(/^(br|gzip)$/);
    });
  });
});

describe('console', () => {
  it('breaks no Content-Security-Policy rule on a page that checks answers with zod', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      // Not the default order: the page asks the API and checks the answer with zod.
      await page.goto('/products/AR?sort=price');
      // The list's answer has been checked: its cards are on the page.
      await page.locator('main a[href^="/product/"]').first().waitFor({ timeout: 30_000 });
      const zodLoaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/zod-[^/]*\.js$/.test(entry.name)),
      );
      expect(zodLoaded).toBe(true);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    });
  });

  it('gives every form field of the list pages an id or a name', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      for (const path of ['/products/AR', '/ammo', '/blog']) {
        await page.goto(path);
        await page.locator('main input').first().waitFor({ timeout: 30_000 });
        const nameless = await page
          .locator('input, select, textarea')
          .evaluateAll((els) =>
            els.filter((el) => !el.id && !el.getAttribute('name')).map((el) => el.outerHTML),
          );
        expect(nameless, path).toEqual([]);
      }
    });
  });
});

describe('layout shift', () => {
  it('moves nothing on a phone while a main page loads its code, data and pictures', async () => {
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        // A product, an ammo item and a post of the demo data, by their links.
        const firstLink = async (list: string, selector: string) => {
          await page.goto(list);
          const link = page.locator(selector).first();
          await link.waitFor({ timeout: 30_000 });
          return new URL((await link.getAttribute('href'))!, 'http://x').pathname;
        };
        const product = await firstLink('/products/AR', 'main a[href^="/product/"]');
        const ammo = await firstLink('/ammo', 'main a[href^="/ammo-detail/"]');
        const post = await firstLink('/blog', 'main a[href^="/blog/"]');

        const shifts: Record<string, number> = {};
        for (const path of [
          '/',
          '/builder',
          '/products/AR',
          product,
          '/ammo',
          ammo,
          '/blog',
          post,
        ]) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          shifts[path] = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let total = 0;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries() as (PerformanceEntry & {
                    value: number;
                    hadRecentInput: boolean;
                  })[])
                    if (!entry.hadRecentInput) total += entry.value;
                }).observe({ type: 'layout-shift', buffered: true });
                // The buffered entries are delivered in the observer's first callback.
                requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
              }),
          );
        }
        console.info('layout shift on a phone:', shifts);
        for (const [path, shift] of Object.entries(shifts))
          expect(shift, path).toBeLessThanOrEqual(0.02);
      },
      { width: 412, height: 823 },
    );
  });
});

describe('largest paint', () => {
  it('fetches the pictures of the first row of a listing at once and the rest lazily', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      for (const path of ['/products/AR', '/ammo']) {
        await page.goto(path);
        const pictures = page.locator('main ul li article img');
        await pictures.nth(5).waitFor({ timeout: 30_000 });
        const first = pictures.first();
        expect(await first.getAttribute('loading'), path).toBe('eager');
        expect(await first.getAttribute('fetchpriority'), path).toBe('high');
        expect(await pictures.nth(5).getAttribute('loading'), path).toBe('lazy');
      }
    });
  });
});

describe('first answers', () => {
  it('shows a list and a product from the answers in the HTML, without asking the API again', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      });
      await page.goto('/products/AR');
      const card = page.locator('main a[href^="/product/"]').first();
      await card.waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => u.startsWith('/api/catalog/groups?'))).toEqual([]);

      const product = new URL((await card.getAttribute('href'))!, 'http://x').pathname;
      asked.length = 0;
      await page.goto(product);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('main table, main [role="table"]').first().waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => u.startsWith('/api/catalog/groups/'))).toEqual([]);

      asked.length = 0;
      await page.goto('/ammo');
      await page.locator('main a[href^="/ammo-detail/"]').first().waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => u.startsWith('/api/ammo?'))).toEqual([]);

      asked.length = 0;
      await page.goto('/blog');
      await page.locator('main a[href^="/blog/"]').first().waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => u.startsWith('/api/blog?'))).toEqual([]);

      // paging asks the server as usual
      await page.goto('/ammo?page=2');
      await page.locator('main a[href^="/ammo-detail/"]').first().waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => u.startsWith('/api/ammo?'))).toHaveLength(1);
    });
  });
});
