import { describe, expect, it } from 'vitest';
import { contentTexts } from '../src/web/features/content/components/content-texts.ts';
import { logIn, signUp, type Account } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// Every public route of the site (/products, /AR, /AR15 and /Rifles all show the AR-15 catalogue),
// with the text each must show.
const routes: [path: string, heading: string][] = [
  ['/', contentTexts.homeHeading],
  ['/builder', 'Builder'],
  ['/ammo/', 'Ammo'],
  [
    '/ammo-detail/wolf-polyformance-308-winchester-145gr-fmj-20rd',
    'Wolf Polyformance 308 Win Ammo - 20 Rounds of 145 Grain FMJ Steel Case Ammunition',
  ],
  ['/products', 'All Products'],
  ['/products/AR', 'All Products'],
  ['/products/AR15', 'All Products'],
  ['/products/Rifles', 'All Products'],
  [
    '/product/barrels/ballistic-advantage-modern-series-government-profile-barrel',
    'Ballistic Advantage Modern Series Government Profile Barrel',
  ],
  ['/blog', 'Blog'],
  ['/blog/why-we-built-buildwright', 'Why we built Buildwright'],
  ['/blog/blog-editor/new', 'Blog Editor'],
  ['/acexr-experience', 'AceXR Experience'],
  ['/search?q=barrel', 'Search'],
  ['/auth', 'Log In'],
  ['/auth?mode=signup', 'Sign Up'],
  ['/auth/success', 'Log In'],
  ['/verify-email', 'Verify E-mail'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact Us'],
  ['/about', 'About Us'],
  ['/messages', 'Messaging Under Construction'],
  ['/favorites', 'Favorites Page Under Construction'],
  ['/guides', 'Weapon Guides'],
  ['/completed-builds', 'Completed Builds'],
  ['/forums', 'AR15 Forums'],
];

// These need a session; signed out they lead to /auth?next=… (tested below).
const accountRoutes: [path: string, heading: string][] = [
  ['/setup', 'Complete Your Profile'],
  ['/account/profileinformation', 'Profile Information'],
  ['/account/savedpartlist', 'Saved Part List'],
  ['/account/completedbuilds', 'Completed Builds'],
  ['/account/comments', 'Page Under Construction'],
  ['/account/forumtopics', 'Page Under Construction'],
  ['/account/notifications', 'Page Under Construction'],
  ['/account/managemerchants', 'Page Under Construction'],
  ['/account/managepricingpreferences', 'Page Under Construction'],
];

const site = useSite();
let account: Account | undefined;

describe('every route', () => {
  it.each([...routes, ...accountRoutes])('%s answers 200 with the SPA', async (path) => {
    const res = await fetch(`${site.server().baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each(routes)(
    '%s shows "%s" with no console error and no serious accessibility violation',
    async (path, heading) => {
      await site.withPage(async (tab) => {
        await tab.page.goto(path);
        await tab.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        expect(await seriousA11yViolations(tab.page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      });
    },
  );

  // The public pages describe themselves; none keeps the site-wide default text.
  it.each(['/', '/builder', '/ammo/', '/products/AR', '/blog', '/search?q=barrel', '/about'])(
    '%s has a page title and a meta description of its own',
    async (path) => {
      await site.withPage(async (tab) => {
        const home = await fetch(`${site.server().baseUrl}/`).then((r) => r.text());
        const fallback = /<meta\s+name="description"\s+content="([^"]*)"/.exec(home)?.[1];
        await tab.page.goto(path);
        await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
        const description = () =>
          tab.page.locator('meta[name="description"]').getAttribute('content');
        await expect.poll(description).not.toBe(fallback);
        expect(await description()).toMatch(/\w{3,}/);
        expect(await tab.page.title()).toMatch(/ \| /);
      });
    },
  );

  it.each(accountRoutes)(
    '%s shows "%s" to a signed-in user with no console error and no serious accessibility violation',
    async (path, heading) => {
      account ??= await signUp(site.server().baseUrl, 'routes', { fullName: 'Route Tester' });
      await site.withPage(async (tab) => {
        await logIn(tab.page, account!, path);
        await tab.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        expect(await seriousA11yViolations(tab.page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      });
    },
  );

  it.each(accountRoutes)('%s sends a signed-out visitor to the log-in screen', async (path) => {
    await site.withPage(async (tab) => {
      await tab.page.goto(path);
      await tab.page.waitForURL(`${site.server().baseUrl}/auth?next=${encodeURIComponent(path)}`);
      await tab.page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    });
  });

  it('shows the empty state for the Pistol and Shotgun catalogues until they exist', async () => {
    await site.withPage(async (tab) => {
      for (const [path, kind] of [
        ['/products/pistol', 'Pistol'],
        ['/products/Shotgun', 'Shotgun'],
      ]) {
        await tab.page.goto(path!);
        await tab.page.getByText(`No products available for ${kind}`, { exact: true }).waitFor();
      }
    });
  });

  it('answers an unknown page with 404 and shows the not-found page', async () => {
    await site.withPage(async (tab) => {
      for (const path of ['/no-such-page', '/no/such/page', '/product/barrels/no-such-product']) {
        const response = await tab.page.goto(path);
        expect(response?.status(), path).toBe(404);
        await tab.page
          .getByRole('heading', { level: 1, name: /not found/i })
          .first()
          .waitFor();
      }
    });
  });

  it('sends a product page whose HTML carries its own title and description', async () => {
    const path = '/product/barrels/ballistic-advantage-modern-series-government-profile-barrel';
    const res = await fetch(`${site.server().baseUrl}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<title>Ballistic Advantage Modern Series Government Profile Barrel | Buildwright</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${site.server().baseUrl}${path}" />`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).not.toMatch(/^Plan your AR-15 build/);
    expect(description.length).toBeGreaterThan(20);
  });

  it('serves robots.txt and a sitemap.xml of the demo catalogue, ammo and blog', async () => {
    const base = site.server().baseUrl;
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const [path] of routes.filter(([p]) =>
      /^\/(product\/[^/]+|ammo-detail|blog)\/[^/]+$/.test(p),
    ))
      expect(locs, path).toContain(`${base}${path}`);
    expect(locs.filter((l) => l.includes('/product/')).length).toBeGreaterThan(50);
    expect(locs.some((l) => l.includes('/ammo-detail/'))).toBe(true);
  });

  it('logs out from /logout and lands on the home page', async () => {
    await site.withPage(async (tab) => {
      await tab.page.goto('/');
      await tab.page.evaluate(() =>
        localStorage.setItem(
          'bw.session',
          JSON.stringify({
            token: 't',
            user: { _id: 'u1', username: 'ada', email: 'ada@example.com' },
            createdAt: Date.now(),
            lastActive: Date.now(),
            rememberMe: true,
          }),
        ),
      );
      await tab.page.goto('/logout');
      await tab.page.waitForURL(`${site.server().baseUrl}/`);
      expect(await tab.page.evaluate(() => localStorage.getItem('bw.session'))).toBeNull();
    });
  });
});

describe('API from the browser origin', () => {
  it('answers an unknown /api/x with a JSON 404', async () => {
    const res = await fetch(`${site.server().baseUrl}/api/x`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
