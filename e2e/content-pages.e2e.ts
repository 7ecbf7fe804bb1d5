import { describe, expect, it } from 'vitest';
import { contentTexts } from '../src/web/features/content/components/content-texts.ts';
import { PRIVACY_HEADINGS } from '../src/web/features/content/legal-text.ts';
import {
  AFFILIATE_DISCOUNTS,
  promoVideoEmbedUrl,
  siteContent,
  siteTeam,
} from '../src/web/features/content/site-content.ts';
import { PLACEHOLDER_TEXT } from '../src/web/features/content/site-content-schema.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The content pages: home promo video, /about, /terms, /privacy, /acexr-experience, their titles
// and meta descriptions (ADRs 052–054).

const site = useSite();
const base = () => site.server().baseUrl;
const MOBILE = { width: 375, height: 812 };

const pages = [
  { path: '/', heading: contentTexts.homeHeading, description: siteContent.pageDescriptions.home },
  { path: '/about', heading: 'About Us', description: siteContent.pageDescriptions.about },
  { path: '/terms', heading: 'Terms of Use', description: siteContent.pageDescriptions.terms },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    description: siteContent.pageDescriptions.privacy,
  },
  {
    path: '/acexr-experience',
    heading: 'AceXR Experience',
    description: siteContent.pageDescriptions.acexrExperience,
  },
] as const;

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;

describe('content pages', () => {
  it.each(pages)(
    '$path has its title, meta description and no serious accessibility violation',
    async ({ path, heading, description: expected }) => {
      await site.withPage(async (tab) => {
        await tab.page.goto(path);
        await tab.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        const title = path === '/' ? contentTexts.homeTitle : heading;
        await tab.page.waitForFunction((h) => document.title.startsWith(h), title);
        expect(await tab.page.title()).toBe(`${title} | Buildwright`);
        expect(await tab.page.evaluate(description)).toBe(expected);
        expect(await seriousA11yViolations(tab.page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      });
    },
  );

  it.each(pages)(
    '$path fits a 375 px screen without sideways scrolling',
    async ({ path, heading }) => {
      await site.withPage(async (tab) => {
        await tab.page.goto(path);
        await tab.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        const width = await tab.page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(MOBILE.width);
        expect(await seriousA11yViolations(tab.page)).toEqual([]);
      }, MOBILE);
    },
  );

  it('puts the site-wide description back when leaving a page', async () => {
    await site.withPage(async (tab) => {
      await tab.page.goto('/about');
      await tab.page.waitForFunction(
        (d) => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === d,
        siteContent.pageDescriptions.about,
      );
      // 'Your Account' leads a visitor to the sign-in page, which has no description of its own.
      await tab.page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Your Account', exact: true })
        .click();
      await tab.page.waitForURL(/\/auth/);
      await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await tab.page.evaluate(description)).toContain('Plan your AR-15 build');
    });
  });
});

describe('home page promo video', () => {
  it('shows our own poster and loads the YouTube player only after play is pressed', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(base()) && !req.url().startsWith('data:'))
          foreign.push(req.url());
      });
      // No internet in tests: answer for the player so nothing waits on the network.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await page.goto('/');
      const play = page.getByRole('button', { name: 'Play the Buildwright promo video' });
      await play.waitFor();
      const poster = play.locator('img');
      expect(await poster.getAttribute('src')).toBe('/images/home/promo-poster.svg');
      await page.waitForFunction(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      );
      expect(await page.locator('iframe').count()).toBe(0);
      expect(foreign).toEqual([]);

      await play.click();
      const frame = page.locator('iframe');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe(
        promoVideoEmbedUrl(siteContent.promoVideo.youtubeId),
      );
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      );
      expect(await frame.getAttribute('title')).toBe(siteContent.promoVideo.title);
      expect(await play.count()).toBe(0);
    });
  });

  it('plays from the keyboard too', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await page.goto('/');
      await page.getByRole('button', { name: 'Play the Buildwright promo video' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('iframe').waitFor({ state: 'attached' });
    }, MOBILE);
  });

  it("keeps 'Join our Community' opening the newsletter modal", async () => {
    // The modal's own behaviour is covered by e2e/newsletter.e2e.ts.
    await site.withPage(async (tab) => {
      await tab.page.goto('/');
      await tab.page.getByRole('button', { name: 'Join our Community' }).click();
      await tab.page.getByRole('dialog', { name: 'Subscribe to our Newsletter' }).waitFor();
    });
  });
});

describe('/about', () => {
  it('shows the mission and the team members, each with their photo', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/about');
      await page.getByRole('heading', { level: 2, name: 'Our mission' }).waitFor();
      await page.getByText(siteContent.mission[0]!, { exact: true }).waitFor();
      const team = page.getByRole('region', { name: 'Our team' }).getByRole('listitem');
      expect(await team.count()).toBe(siteTeam.length);
      const photos = page.getByRole('region', { name: 'Our team' }).locator('img');
      const withPhoto = siteTeam.filter((m) => m.photo);
      expect(await photos.count()).toBe(withPhoto.length);
      expect(await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
        withPhoto.map((m) => m.name),
      );
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main img')].every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
      const roles = await team.allTextContents();
      for (const [i, member] of siteTeam.entries()) {
        expect(roles[i]).toContain(member.role);
        expect(roles[i]).toContain(member.name);
      }
    });
  });
});

// The site is working, so its pages must not read like a mock-up: no 'Launching Soon', no
// 'TBD' people, no made-up address. What the operator has not configured is left out, and no
// heading is left standing without anything under it.
describe('content that does not pretend', () => {
  /** The main region's visible text, and every heading in it that has nothing beside it. */
  const mainText = () => document.querySelector('main')?.innerText ?? '';
  const emptyHeadings = () =>
    [...document.querySelectorAll('main h1, main h2, main h3')]
      .filter((h) => {
        const own = h.textContent?.trim() ?? '';
        if (!own) return true;
        // Empty: no wrapper of the heading, up to <main>, holds any text besides the heading's.
        for (let box = h.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
          if ((box.textContent?.trim() ?? '') !== own) return false;
        }
        return true;
      })
      .map((h) => h.outerHTML);

  it.each(['/', '/about', '/contact', '/privacy', '/terms'])(
    '%s shows no placeholder text and no empty heading',
    async (path) => {
      await site.withPage(async (tab) => {
        const { page } = tab;
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('main h2').first().waitFor();
        const text = await page.evaluate(mainText);
        expect(text).not.toMatch(PLACEHOLDER_TEXT);
        expect(await page.evaluate(emptyHeadings)).toEqual([]);
        expect(tab.errors).toEqual([]);
      });
    },
  );

  it('says on the home page what Buildwright does, with a way into the Builder', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      const hero = page.getByRole('region', { name: contentTexts.homeHeading });
      await hero.waitFor();
      expect(await page.getByText(/launching soon/i).count()).toBe(0);
      const start = hero.getByRole('link', { name: contentTexts.startBuild, exact: true });
      expect(await start.getAttribute('href')).toBe('/builder');
      await start.click();
      await page.waitForURL(`${base()}/builder`);
    });
  });

  it('shows a mailing address only when one is configured, and lists only named people', async () => {
    const address = siteContent.mailingAddress;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/contact');
      const panel = page.getByRole('region', { name: 'Contacts' });
      await panel.waitFor();
      expect(await panel.getByRole('listitem').count()).toBe(siteTeam.length);
      expect(await panel.getByText(/placeholder|\bTBD\b/i).count()).toBe(0);
      if (address) {
        await panel.locator('address').getByText(address.lines[0]!, { exact: true }).waitFor();
      } else {
        expect(await panel.locator('address').count()).toBe(0);
        expect(await panel.getByText('Mailing address').count()).toBe(0);
      }

      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(await page.locator('main address').count()).toBe(address ? 1 : 0);
      expect(await page.getByText(/address below/).count()).toBe(address ? 1 : 0);

      await page.goto('/about');
      await page.getByRole('heading', { level: 2, name: 'Our team' }).waitFor();
      const names = await page
        .getByRole('region', { name: 'Our team' })
        .getByRole('listitem')
        .allTextContents();
      expect(names.filter((n) => /\bTBD\b/.test(n))).toEqual([]);
    });
  });
});

describe('legal pages', () => {
  it('shows the privacy sections in their agreed order, with a table of contents', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(await page.locator('main article h2').allTextContents()).toEqual([
        ...PRIVACY_HEADINGS,
      ]);
      await page.getByText(/Minors under 18 should not submit personal information/).waitFor();
      const toc = page.getByRole('navigation', { name: 'On this page' });
      expect(await toc.getByRole('link').allTextContents()).toEqual([...PRIVACY_HEADINGS]);
      await toc.getByRole('link', { name: 'IP Addresses' }).click();
      await page.waitForURL(`${base()}/privacy#ip-addresses`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('IP Addresses');
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the Terms of Use with their sections', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
      const headings = await page.locator('main article h2').allTextContents();
      expect(headings).toEqual(
        expect.arrayContaining([
          'Prices and Product Information',
          'Following the Law',
          'Accounts',
          'Your Content',
          'Disclaimer and Limitation of Liability',
        ]),
      );
      await page.getByText(/federal, state and local laws/).waitFor();
    });
  });
});

describe('/acexr-experience', () => {
  it('shows the promo code, both discounts and a checkout link that opens a new tab', async () => {
    await site.withPage(async (tab) => {
      const { page, context } = tab;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/acexr-experience');
      const { promoCode, checkoutUrl } = siteContent.affiliate;
      const code = page.locator('[data-promo-code]');
      expect(await code.textContent()).toBe(promoCode);
      await page.getByText(`${AFFILIATE_DISCOUNTS.standard}% off`, { exact: true }).waitFor();
      await page.getByText(`${AFFILIATE_DISCOUNTS.service}% off`, { exact: true }).waitFor();
      await page.getByText('for military, veterans and first responders').waitFor();

      const checkout = page.getByRole('link', { name: new RegExp(contentTexts.checkout) });
      expect(await checkout.getAttribute('href')).toBe(checkoutUrl);
      expect(await checkout.getAttribute('target')).toBe('_blank');
      expect(await checkout.getAttribute('rel')).toBe('noopener noreferrer');

      await page.getByRole('button', { name: /^Copy/ }).click();
      await page.getByText(contentTexts.promoCopied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promoCode);
      expect(tab.errors).toEqual([]);
    });
  });
});
