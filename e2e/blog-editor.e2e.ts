import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { BlogPost } from '../src/shared/blog/schema.ts';
import { blogMessages } from '../src/shared/blog/post-rules.ts';
import { TOOLBAR_LABELS, editorTexts } from '../src/web/features/blog/editor/editor-texts.ts';
import {
  logIn,
  seedAdminAccount,
  SEED_ADMIN_ENV,
  signUp,
  type Account,
} from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The blog editor: admins only, its fields, sections, toolbar, preview and saving (ADRs 044–047).
// The seed makes an admin (from SEED_ADMIN_EMAIL/PASSWORD) to write with.

const site = useSite(SEED_ADMIN_ENV);
const base = () => site.server().baseUrl;

const adminAccount = () => seedAdminAccount(base());

async function createPost(account: Account, title: string): Promise<BlogPost> {
  const res = await fetch(`${base()}/api/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({
      title,
      content: [{ layout: 'standard', sectionTitle: 'Only section', sectionContent: '<p>Hi</p>' }],
    }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as BlogPost;
}

const card = (page: Page, index: number) => page.locator(`li[data-section-index="${index}"]`);
const preview = (page: Page) => page.getByTestId('blog-preview');
const previewSectionTitles = (page: Page) => preview(page).locator('section h3').allTextContents();
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function addSection(page: Page, title: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: editorTexts.addSection, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: editorTexts.addSectionTitle });
  await dialog.getByRole('button', { name: editorTexts.add, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const cards = page.locator('li[data-section-index]');
  const added = card(page, (await cards.count()) - 1);
  // The new section is expanded.
  await added.getByLabel(editorTexts.sectionTitle, { exact: true }).fill(title);
  const editor = added.locator('.ql-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  return added;
}

/**
 * Keyboard reorder (dnd-kit): Space picks the card up, arrows move it, Space drops it. A short
 * pause between keys lets dnd-kit measure the cards, as a person's typing would.
 */
async function keyboardMove(page: Page, handleName: string, keys: string[]): Promise<void> {
  await page.getByRole('button', { name: handleName }).focus();
  for (const key of ['Space', ...keys, 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}

/** Drags one card's handle onto another card with the mouse, in small steps (dnd-kit). */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 12 });
  // The dragged card is at half opacity while it moves.
  expect(await handle.evaluate((el) => getComputedStyle(el.closest('li')!).opacity)).toBe('0.5');
  await page.mouse.up();
}

describe('blog editor', () => {
  it('creates a post with sections reordered by mouse and keyboard; /blog and the post show it', async () => {
    const admin = await adminAccount();
    const title = `Drag test ${Date.now() % 100000}`;
    await site.withPage(async ({ page, errors }) => {
      await logIn(page, admin, '/blog/blog-editor/new');
      await page.getByRole('heading', { level: 1, name: editorTexts.newHeading }).waitFor();
      await page.getByRole('form', { name: editorTexts.form }).waitFor();
      await page.getByLabel(editorTexts.title, { exact: true }).fill(title);
      // A new post is dated today (read-only, YYYY-MM-DD).
      const date = page.getByLabel(editorTexts.date, { exact: true });
      expect(await date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await date.getAttribute('readonly')).not.toBeNull();
      // The preview without sections.
      expect(await preview(page).textContent()).toContain(blogMessages.noContent);

      await addSection(page, 'Alpha Section', 'Alpha body text');
      // The toolbar has exactly its eleven controls.
      const toolbar = card(page, 0).locator('.ql-toolbar button');
      expect(await toolbar.evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).toEqual(
        Object.values(TOOLBAR_LABELS),
      );
      await addSection(page, 'Bravo Section', 'Bravo body text');
      await addSection(page, 'Charlie Section', 'Charlie body text');
      await expect
        .poll(() => previewSectionTitles(page))
        .toEqual(['Alpha Section', 'Bravo Section', 'Charlie Section']);
      expect(await preview(page).textContent()).toContain('Charlie body text');
      // Only the last added card is expanded.
      expect(await card(page, 2).getByRole('button', { expanded: true }).count()).toBe(1);
      expect(await card(page, 0).getByRole('button', { expanded: true }).count()).toBe(0);

      // Mouse: Charlie (expanded) onto Alpha → Charlie, Alpha, Bravo; the expanded card follows.
      await dragOnto(
        page,
        page.getByRole('button', { name: 'Drag Charlie Section' }),
        card(page, 0),
      );
      await expect
        .poll(() => previewSectionTitles(page))
        .toEqual(['Charlie Section', 'Alpha Section', 'Bravo Section']);
      expect(
        await card(page, 0)
          .getByRole('button', { name: 'Charlie Section', exact: true, expanded: true })
          .count(),
      ).toBe(1);
      expect(await card(page, 0).textContent()).toContain(editorTexts.collapse);

      // Keyboard: Alpha down one → Charlie, Bravo, Alpha.
      await keyboardMove(page, 'Drag Alpha Section', ['ArrowDown']);
      await expect
        .poll(() => previewSectionTitles(page))
        .toEqual(['Charlie Section', 'Bravo Section', 'Alpha Section']);
      // And back up two, then down two: the keyboard works in both directions.
      await keyboardMove(page, 'Drag Alpha Section', ['ArrowUp', 'ArrowUp']);
      await expect
        .poll(() => previewSectionTitles(page))
        .toEqual(['Alpha Section', 'Charlie Section', 'Bravo Section']);
      await keyboardMove(page, 'Drag Alpha Section', ['ArrowDown', 'ArrowDown']);
      await expect
        .poll(() => previewSectionTitles(page))
        .toEqual(['Charlie Section', 'Bravo Section', 'Alpha Section']);

      // Clicking a header toggles it.
      const alphaHeader = card(page, 2).getByRole('button', { name: 'Alpha Section', exact: true });
      await alphaHeader.click();
      expect(await alphaHeader.getAttribute('aria-expanded')).toBe('true');
      expect(await card(page, 0).getByRole('button', { expanded: true }).count()).toBe(0);

      const save = page.getByRole('button', { name: editorTexts.save, exact: true });
      await save.click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await toast(page, editorTexts.added).waitFor();
      const link = page.getByRole('link', { name: new RegExp(title) }).first();
      await link.waitFor();
      await link.click();
      await page.waitForURL((url) => url.pathname !== '/blog' && url.pathname.startsWith('/blog/'));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const order = await page
        .locator('main')
        .getByRole('heading', { name: /^(Alpha|Bravo|Charlie) Section$/ })
        .allTextContents();
      expect(order).toEqual(['Charlie Section', 'Bravo Section', 'Alpha Section']);
      expect(await page.locator('main').textContent()).toContain('Bravo body text');
      expect(errors).toEqual([]);
    });
  });

  it('edits an existing post: the new title is saved and shown on /blog/{id}', async () => {
    const admin = await adminAccount();
    const post = await createPost(admin, 'Edit me first');
    await site.withPage(async ({ page }) => {
      await logIn(page, admin, `/blog/blog-editor/${post.id}`);
      const titleInput = page.getByLabel(editorTexts.title, { exact: true });
      await expect.poll(() => titleInput.inputValue()).toBe('Edit me first');
      expect(await previewSectionTitles(page)).toEqual(['Only section']);
      expect(await page.getByRole('link', { name: editorTexts.back }).getAttribute('href')).toBe(
        `/blog/${post.id}`,
      );
      await titleInput.fill('Edited title');
      await expect
        .poll(() => preview(page).getByRole('heading', { level: 2 }).first().textContent())
        .toBe('Edited title');
      await page.getByRole('button', { name: editorTexts.save, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/blog/${post.id}`);
      await toast(page, editorTexts.updated).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Edited title' }).waitFor();
    });
  });

  it('a refused save keeps the draft and says why', async () => {
    const admin = await adminAccount();
    await site.withPage(async ({ page }) => {
      await logIn(page, admin, '/blog/blog-editor/new');
      await page.getByRole('heading', { level: 1, name: editorTexts.newHeading }).waitFor();
      await addSection(page, 'Kept section', 'Kept text');
      await page.getByRole('button', { name: editorTexts.save, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: editorTexts.saveFailed('') });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(blogMessages.titleRequired);
      expect(new URL(page.url()).pathname).toBe('/blog/blog-editor/new');
      expect(await previewSectionTitles(page)).toEqual(['Kept section']);

      // The server's refusal (message + field errors) is shown the same way; the draft stays.
      await page.route('**/api/blog', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 400,
                error: 'Bad Request',
                message: 'Image URL must be an http(s) address',
                errors: { 'content.0.sectionImg': 'Image URL must be an http(s) address' },
              }),
            })
          : route.fallback(),
      );
      await page.getByLabel(editorTexts.title, { exact: true }).fill('Server says no');
      await page.getByRole('button', { name: editorTexts.save, exact: true }).click();
      const serverAlert = page
        .getByRole('alert')
        .filter({ hasText: editorTexts.saveFailed('Image URL must be an http(s) address') });
      await serverAlert.waitFor();
      expect(await serverAlert.textContent()).toContain(`Section 1: ${editorTexts.imageUrl}`);
      await toast(page, editorTexts.saveFailed('Image URL')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/blog/blog-editor/new');
      expect(await page.getByLabel(editorTexts.title, { exact: true }).inputValue()).toBe(
        'Server says no',
      );
      expect(
        await page.getByRole('button', { name: editorTexts.save, exact: true }).isEnabled(),
      ).toBe(true);
    });
  });

  it("shows 'Blog not found.' for an unknown id", async () => {
    const admin = await adminAccount();
    await site.withPage(async ({ page }) => {
      await logIn(page, admin, '/blog/blog-editor/no-such-post');
      await page.getByRole('heading', { level: 1, name: blogMessages.notFound }).waitFor();
    });
  });

  it('refuses signed-in non-admins and visitors: no form', async () => {
    const user = await signUp(base(), 'blogreader', { fullName: 'Blog Reader' });
    await site.withPage(async ({ page }) => {
      await logIn(page, user, '/blog/blog-editor/new');
      await page.getByRole('heading', { level: 1, name: editorTexts.heading }).waitFor();
      expect(await page.locator('main').textContent()).toContain(editorTexts.adminsOnly);
      expect(await page.getByRole('form', { name: editorTexts.form }).count()).toBe(0);
      expect(await page.getByRole('button', { name: editorTexts.save }).count()).toBe(0);
      expect(await page.locator('.ql-editor').count()).toBe(0);

      await page.evaluate(() => localStorage.clear());
      await page.goto('/blog/blog-editor/new');
      await page.getByText(editorTexts.adminsOnly).waitFor();
      expect(await page.getByRole('form', { name: editorTexts.form }).count()).toBe(0);
    });
  });

  it('has no serious axe violations with a section open', async () => {
    const admin = await adminAccount();
    await site.withPage(async ({ page }) => {
      await logIn(page, admin, '/blog/blog-editor/new');
      await page.getByLabel(editorTexts.title, { exact: true }).fill('Accessible post');
      const added = await addSection(page, 'Axe section', 'Some text');
      await added
        .getByLabel(editorTexts.imageUrl, { exact: true })
        .fill('https://example.com/a.png');
      await added.getByLabel(editorTexts.imageSize, { exact: true }).waitFor();
      await page.getByLabel(editorTexts.image, { exact: true }).check();
      await page.getByLabel(editorTexts.titleImageUrl, { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
