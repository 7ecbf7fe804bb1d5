import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchMessages } from '../src/shared/search/messages.ts';
import type { SearchResponse } from '../src/shared/search/schema.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { textContrast } from './support/contrast.ts';
import { useSite } from './support/site.ts';

// The search overlay (5 suggestions after a 600 ms pause, from 3 characters; it and the user menu
// close each other) and the search results page (ADRs 055–057). The site runs with
// the demo seed (14 blog posts, the demo catalogue and ammunition).

const site = useSite();
const base = () => site.server().baseUrl;

async function api(path: string): Promise<SearchResponse> {
  const res = await fetch(`${base()}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as SearchResponse;
}

async function openOverlay(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  return dialog;
}

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

describe('search overlay', () => {
  it('shows top results from 3 characters after 600 ms and opens the chosen post', async () => {
    await site.withPage(async ({ page }) => {
      const searches: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/search')) searches.push(req.url());
      });
      await page.goto('/blog');
      const dialog = await openOverlay(page);
      const box = dialog.getByPlaceholder(searchMessages.placeholder);
      await box.pressSequentially('ga');
      await page.waitForTimeout(900);
      expect(searches).toEqual([]); // under 3 characters: no request

      await box.pressSequentially('s');
      const results = dialog.getByRole('region', { name: searchMessages.topResults });
      await results.getByRole('heading', { name: searchMessages.topResults }).waitFor();
      expect(searches).toHaveLength(1);
      const links = results.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      expect(await links.count()).toBeLessThanOrEqual(5);
      // Parts named 'gas …' may lead for 'gas'; the whole title brings the post up.
      await box.pressSequentially(' system lengths');
      const first = links.filter({ hasText: 'Gas system lengths explained' });
      await first.waitFor();
      expect(await first.locator('mark').allTextContents()).toContain('Gas');
      expect(await first.textContent()).toContain(searchMessages.kindOf('blog'));

      await first.click();
      await page.waitForURL(/\/blog\/gas-system-lengths-explained/);
      await page
        .getByRole('heading', { level: 1, name: /^Gas system lengths explained/ })
        .waitFor();
      expect(await dialog.count()).toBe(0);
      expect(await bodyOverflow(page)).toBe('');
    });
  });

  it('suggests parts and ammunition too, ranked with the posts, and opens a part', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/');
      const dialog = await openOverlay(page);
      await dialog.getByPlaceholder(searchMessages.placeholder).pressSequentially('barrel');
      const results = dialog.getByRole('region', { name: searchMessages.topResults });
      await results.getByRole('heading', { name: searchMessages.topResults }).waitFor();
      const parts = results.getByRole('link').filter({ hasText: searchMessages.kindOf('part') });
      // The demo catalogue has many barrels whose names hold the word: they lead.
      expect(await parts.count()).toBeGreaterThan(0);
      const first = results.getByRole('link').first();
      expect(await first.textContent()).toContain(searchMessages.kindOf('part'));
      await first.click();
      await page.waitForURL(/\/product\//);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await dialog.count()).toBe(0);
    });
  });

  it('says when nothing matches, and Enter opens /search with the trimmed query', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/');
      const dialog = await openOverlay(page);
      const box = dialog.getByPlaceholder(searchMessages.placeholder);
      await box.fill('  qwertyzzz ');
      await dialog.getByText(searchMessages.noResultsFor('qwertyzzz')).waitFor();
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=qwertyzzz');
      expect(await dialog.count()).toBe(0);
    });
  });

  it('blocks page scroll, closes the user menu, and closes on Escape returning focus', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      const dialog = await openOverlay(page);
      // opening search closed the user menu
      await page.getByRole('link', { name: 'Login' }).waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('');
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      ).toBe('Search');
    });
  });
});

describe('/search page', () => {
  it('lists blog results with their highlights and "From Blog" when searching Blogs', async () => {
    await site.withPage(async ({ page }) => {
      const expected = await api('/search?q=barrel&in=blogs');
      expect(expected.total).toBeGreaterThan(0);
      await page.goto('/search?q=barrel&in=blogs');
      await page.getByRole('heading', { level: 1, name: searchMessages.heading }).waitFor();
      await page.getByText(searchMessages.resultsLine(expected.total, 'barrel')).waitFor();
      expect(await page.getByLabel(searchMessages.searchIn).inputValue()).toBe('blogs');
      const items = page.locator('main article');
      expect(await items.count()).toBe(expected.results.length);
      expect(await page.getByText(searchMessages.fromBlog).count()).toBe(expected.results.length);
      const marks = await page.locator('main article mark').allTextContents();
      expect(marks.some((m) => /barrel/i.test(m))).toBe(true);

      const first = expected.results[0]!;
      await items.first().getByRole('link', { name: first.title }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/blog/'));
      await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();
    });
  });

  it('ranks parts and posts together under All: barrels lead a search for barrel', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/search?q=barrel');
      const expected = await api('/search?q=barrel');
      await page.getByText(searchMessages.resultsLine(expected.total, 'barrel')).waitFor();
      expect(expected.counts.blogs).toBeGreaterThan(0);
      const first = page.locator('main article').first();
      await first.getByText(searchMessages.fromProducts).waitFor();
      expect(await first.textContent()).toMatch(/barrel/i);
      const cards = await page.locator('main article').count();
      expect(cards).toBe(expected.results.length);
    });
  });

  it('searches parts and ammunition under Products, linking to their detail pages', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/search?q=barrel');
      await page.getByRole('heading', { level: 1, name: searchMessages.heading }).waitFor();
      await page.getByLabel(searchMessages.searchIn).selectOption('products');
      await page.waitForURL((url) => url.searchParams.get('in') === 'products');
      const expected = await api('/search?q=barrel&in=products');
      await page.getByText(searchMessages.resultsLine(expected.total, 'barrel')).waitFor();
      expect(await page.getByText(searchMessages.fromBlog).count()).toBe(0);
      expect(await page.getByText(searchMessages.fromProducts).count()).toBe(
        expected.results.filter((r) => r.type === 'part').length,
      );
      const part = expected.results.find((r) => r.type === 'part');
      if (part?.type !== 'part') throw new Error('the demo catalogue has no barrel');
      await page.getByRole('link', { name: part.title, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === part.url);
      await page.getByRole('heading', { level: 1, name: part.title }).waitFor();

      const ammo = (await api('/search?q=federal&in=products')).results.find(
        (r) => r.type === 'ammo',
      );
      if (ammo?.type !== 'ammo') throw new Error('the demo ammunition has no Federal round');
      await page.goto('/search?q=federal&in=products');
      const card = page.locator('main article').filter({ hasText: ammo.title }).first();
      await card.getByText(searchMessages.fromAmmo).waitFor();
      await card.getByRole('link', { name: ammo.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === ammo.url);
    });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`shows the typed text and the placeholder readably at ${viewport.width} px`, async () => {
      await site.withPage(async (tab) => {
        const { page } = tab;
        await page.goto('/search');
        await page.getByText(searchMessages.enterQuery).waitFor();
        const box = page.getByRole('searchbox', { name: 'Search the site' });
        const placeholder = await textContrast(box, '::placeholder');
        expect(placeholder.ratio, JSON.stringify(placeholder)).toBeGreaterThanOrEqual(4.5);
        await box.pressSequentially('gas tube');
        expect(await box.inputValue()).toBe('gas tube');
        const typed = await textContrast(box);
        expect(typed.ratio, JSON.stringify(typed)).toBeGreaterThanOrEqual(4.5);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      }, viewport);
    });

  it("answers nonsense with 'No results found' and 'Browse All Posts' opens the blog", async () => {
    await site.withPage(async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent("zzqx'; drop table blog_posts; --")}`);
      await page.getByText(searchMessages.noResults, { exact: true }).waitFor();
      await page.getByRole('link', { name: searchMessages.browseAllPosts }).click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    });
  });
});
