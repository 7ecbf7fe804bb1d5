import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  RELATED_CARD_LENGTHS,
  cardTitleLength,
  formatBlogDate,
  truncate,
} from '../src/shared/blog/format.ts';
import { sharesTitleWord } from '../src/shared/blog/related.ts';
import type { BlogPost, BlogPostPage } from '../src/shared/blog/schema.ts';
import { PREV_NEXT_DELAY_MS, blogMessages } from '../src/shared/blog/post-rules.ts';
import { logIn, seedAdminAccount, SEED_ADMIN_ENV, signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The blog list, a blog post, 'More Like This' and the admin-only buttons (ADRs 041–043). The
// site runs with the 14 demo posts and a seeded admin (made from SEED_ADMIN_EMAIL/PASSWORD);
// the expected lists come from the API the pages themselves use.

const site = useSite(SEED_ADMIN_ENV);
const base = () => site.server().baseUrl;
const DESKTOP_WIDTH = 1280;
const PHONE = { width: 375, height: 740 };

async function api<T>(path: string): Promise<{ body: T; total: number }> {
  const res = await fetch(`${base()}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count')) };
}

const ids = (posts: { id: string }[]) => posts.map((p) => p.id);

interface Cards {
  hero: string | null;
  grid: string[];
}

/** The hero's and the grid's post ids once the list has settled (no request in flight). */
async function cards(page: Page): Promise<Cards> {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.evaluate(() => ({
    hero:
      document
        .querySelector('section[aria-label="Featured post"] [data-blog-id]')
        ?.getAttribute('data-blog-id') ?? null,
    grid: [
      ...document.querySelectorAll('section[aria-labelledby="blog-latest-heading"] [data-blog-id]'),
    ].map((a) => a.getAttribute('data-blog-id') ?? ''),
  }));
}

const shown = async (page: Page) => {
  const { hero, grid } = await cards(page);
  return hero ? [hero, ...grid] : grid;
};

const adminAccount = () => seedAdminAccount(base());

describe('blog list', () => {
  it('shows the newest post as the hero and the next seven as cards, with dates and cut titles', async () => {
    const { body: first, total } = await api<BlogPost[]>('/blog?page=1&pageSize=8');
    expect(total).toBe(14);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      await expect
        .poll(() => cards(page))
        .toEqual({ hero: first[0]!.id, grid: ids(first.slice(1)) });

      // A card: the whole card is a link named by the full title, to /blog/{slug}.
      const post = first[1]!;
      const card = page.getByRole('link', { name: post.title, exact: true });
      expect(await card.getAttribute('href')).toBe(`/blog/${post.slug}`);
      expect(await card.locator('time').textContent()).toBe(formatBlogDate(post.date));
      expect(await card.locator('h3').textContent()).toBe(
        truncate(post.title, cardTitleLength(DESKTOP_WIDTH)),
      );
      // A post without an image gets our placeholder, never a broken or external picture.
      const plain = first.slice(1).find((p) => !p.titleImgStyle.includes('yes-image'));
      if (plain) {
        const plainCard = page.locator(`[data-blog-id="${plain.id}"]`);
        expect(await plainCard.locator('[data-placeholder="true"]').count()).toBe(1);
        expect(await plainCard.locator('img').count()).toBe(0);
      }

      // Two pages of 8.
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      const { body: second } = await api<BlogPost[]>('/blog?page=2&pageSize=8');
      // The hero is on page 1 only.
      await expect.poll(() => cards(page)).toEqual({ hero: null, grid: ids(second) });
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');

      expect(await page.getByRole('link', { name: 'Create New Blog' }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('narrows by category and by title (case-insensitive), both kept in the URL', async () => {
    const { body: reviews } = await api<BlogPost[]>('/blog?category=Review&pageSize=8');
    expect(reviews.length).toBeGreaterThan(0);
    const { body: guides } = await api<BlogPost[]>('/blog?title=build%20guide&pageSize=8');
    expect(guides.length).toBeGreaterThan(0);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/blog');
      await page.getByLabel('Category').selectOption('Review');
      await expect.poll(() => shown(page)).toEqual(ids(reviews));
      expect(new URL(page.url()).searchParams.get('category')).toBe('Review');
      for (const post of reviews) expect(post.category).toBe('Review');

      // The select offers the agreed options in the agreed order.
      expect(await page.getByLabel('Category').locator('option').allTextContents()).toEqual([
        'All Categories',
        'History',
        'Technology',
        'Weapons',
        'Education',
        'Review',
      ]);

      await page.getByLabel('Category').selectOption('');
      await page.getByRole('searchbox', { name: 'Search blog titles' }).fill('BUILD GUIDE');
      await expect.poll(() => shown(page)).toEqual(ids(guides));
      expect(new URL(page.url()).searchParams.get('title')).toBe('BUILD GUIDE');
      expect(new URL(page.url()).searchParams.get('category')).toBeNull();
      for (const post of guides) expect(post.title.toLowerCase()).toContain('build guide');

      await page.getByRole('searchbox', { name: 'Search blog titles' }).fill('zzqx nothing here');
      await page.getByText(blogMessages.noBlogs, { exact: true }).waitFor();
      expect(await shown(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows 4 posts per page on a 375 px phone, and page 2 works', async () => {
    const { body: first, total } = await api<BlogPost[]>('/blog?page=1&pageSize=4');
    const { body: second } = await api<BlogPost[]>('/blog?page=2&pageSize=4');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/blog');
      await expect.poll(() => shown(page)).toEqual(ids(first));
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      // Compact pagination: a window of page numbers.
      expect(await pagination.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(
        Math.min(Math.ceil(total / 4), 5) - 1,
      );
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      await expect.poll(() => cards(page)).toEqual({ hero: null, grid: ids(second) });
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    }, PHONE);
  });
});

describe('blog post', () => {
  it('opens from its card with title, date, sections and the way back', async () => {
    const { body: list } = await api<BlogPost[]>('/blog?page=1&pageSize=8');
    const newest = list[0]!;
    const { body: post } = await api<BlogPostPage>(`/blog/${newest.slug}`);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/blog');
      await page.getByRole('link', { name: newest.title, exact: true }).click();
      await page.waitForURL(`**/blog/${newest.slug}`);
      await page.getByRole('heading', { level: 1, name: post.title, exact: true }).waitFor();
      expect(await page.title()).toContain(post.title);
      expect(await page.locator('article header time').textContent()).toBe(
        formatBlogDate(post.date),
      );
      const sectionTitles = post.content.map((s) => s.sectionTitle).filter(Boolean);
      expect(sectionTitles.length).toBeGreaterThan(0);
      expect(await page.locator('article h2').allTextContents()).toEqual(sectionTitles);

      // Previous/Next follow date order: the newest post has no newer neighbour.
      expect(post.previous).toBeNull();
      expect(await page.getByRole('button', { name: 'Previous Blog' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Next Blog' }).isDisabled()).toBe(false);
      expect(await page.getByRole('link', { name: 'Edit Blog' }).count()).toBe(0);
      // The newsletter box sits on the post page.
      expect(await page.getByPlaceholder('Enter your email').count()).toBeGreaterThan(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await page.waitForURL('**/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('Next Blog scrolls to the top, then opens the next older post after 300 ms', async () => {
    const { body: list } = await api<BlogPost[]>('/blog?page=1&pageSize=3');
    const [newest, older] = list;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(`/blog/${newest!.slug}`);
      const next = page.getByRole('button', { name: 'Next Blog' });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const started = Date.now();
      await next.click();
      await page.waitForURL(`**/blog/${older!.slug}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(PREV_NEXT_DELAY_MS - 20);
      await page.getByRole('heading', { level: 1, name: older!.title, exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // And Previous Blog leads back to the newer one.
      expect(await page.getByRole('button', { name: 'Previous Blog' }).isDisabled()).toBe(false);
      await page.getByRole('button', { name: 'Previous Blog' }).click();
      await page.waitForURL(`**/blog/${newest!.slug}`);
      expect(tab.errors).toEqual([]);
    });
  });

  it("shows 3 'More Like This' posts that share a word with the title", async () => {
    // 'Build guide: a 16-inch …' shares words with more than three other titles, so the three
    // related posts all come from the word rule (no random top-up).
    const { body: list } = await api<BlogPost[]>('/blog?title=16-inch&pageSize=1');
    const post = list[0]!;
    const { body: all } = await api<BlogPost[]>('/blog?pageSize=100');
    expect(
      all.filter((p) => p.id !== post.id && sharesTitleWord(post.title, p.title)).length,
    ).toBeGreaterThanOrEqual(3);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(`/blog/${post.slug}`);
      const related = page.getByRole('region', { name: 'More Like This' });
      await related.getByRole('heading', { name: 'More Like This' }).waitFor();
      const links = related.getByRole('link');
      expect(await links.count()).toBe(3);
      const titles = await links.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
      for (const title of titles) {
        expect(title).not.toBe(post.title);
        expect(sharesTitleWord(post.title, title!)).toBe(true);
      }
      // Related cards show the whole title, at most three lines of it, and cut the preview at 80.
      expect(titles.some((title) => title!.length > 21)).toBe(true);
      for (const [i, title] of titles.entries()) {
        const h3 = links.nth(i).locator('h3');
        expect(await h3.textContent()).toBe(title);
        const box = await h3.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            clamp: style.webkitLineClamp,
            lines: el.getBoundingClientRect().height / parseFloat(style.lineHeight),
          };
        });
        expect(box.clamp).toBe('3');
        expect(box.lines).toBeLessThanOrEqual(3.01);
        const preview = (await links.nth(i).locator('p').last().textContent()) ?? '';
        expect(preview.length).toBeLessThanOrEqual(RELATED_CARD_LENGTHS.excerpt + 3);
      }
      expect(tab.errors).toEqual([]);
    });
  });

  it("says 'Blog not found.' for an unknown post", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/blog/no-such-post-anywhere');
      await page
        .getByRole('heading', { level: 1, name: blogMessages.notFound, exact: true })
        .waitFor();
      expect(await page.getByRole('link', { name: 'Back to Blog' }).count()).toBe(1);
      expect(tab.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    });
  });
});

describe('blog admin buttons', () => {
  it("hides 'Create New Blog' and 'Edit Blog' from a signed-in non-admin", async () => {
    const account = await signUp(base(), 'blogreader', { fullName: 'Blog Reader' });
    const { body: list } = await api<BlogPost[]>('/blog?page=1&pageSize=1');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/blog');
      await expect.poll(() => shown(page)).not.toEqual([]);
      expect(await page.getByRole('link', { name: 'Create New Blog' }).count()).toBe(0);
      await page.goto(`/blog/${list[0]!.slug}`);
      await page.getByRole('heading', { level: 1, name: list[0]!.title, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit Blog' }).count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it("shows 'Create New Blog' and 'Edit Blog' to an admin, linking to the editor", async () => {
    const account = await adminAccount();
    const { body: list } = await api<BlogPost[]>('/blog?page=1&pageSize=1');
    const post = list[0]!;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/blog');
      const create = page.getByRole('link', { name: 'Create New Blog' });
      await create.waitFor();
      expect(await create.getAttribute('href')).toBe('/blog/blog-editor/new');
      await page.goto(`/blog/${post.slug}`);
      const edit = page.getByRole('link', { name: 'Edit Blog' });
      await edit.waitFor();
      expect(await edit.getAttribute('href')).toBe(`/blog/blog-editor/${post.id}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });
});
