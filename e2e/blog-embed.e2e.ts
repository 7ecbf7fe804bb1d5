import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TOOLBAR_LABELS,
  editorTexts,
  embedTexts,
} from '../src/web/features/blog/editor/editor-texts.ts';
import { logIn, seedAdminAccount, SEED_ADMIN_ENV } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The blog editor's 'Embed video' and 'Insert image by URL' dialogs: an admin embeds a YouTube
// video and an image by address, publishes, and the public post shows both. The machine is
// offline, so the YouTube player and the image host are answered by the test (page.route); the
// site's own CSP still decides whether the page may show them.

const site = useSite(SEED_ADMIN_ENV);
const base = () => site.server().baseUrl;

const VIDEO_ID = 'dQw4w9WgXcQ';
const EMBED_URL = `https://www.youtube.com/embed/${VIDEO_ID}`;
const IMAGE_URL = 'https://images.example.com/blog/upper-receiver.png';
const IMAGE_ALT = 'A stripped upper receiver';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function answerOfflineHosts(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/embed/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><p>Stub player</p></html>',
    }),
  );
  await page.route('https://images.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens a toolbar dialog from the keyboard: focus its button, press Enter. */
async function openFromKeyboard(section: Locator, page: Page, label: string): Promise<void> {
  await section.getByRole('button', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
}

async function addSection(page: Page, title: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: editorTexts.addSection, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: editorTexts.addSectionTitle });
  await confirm.getByRole('button', { name: editorTexts.add, exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  const added = page.locator('li[data-section-index]').last();
  await added.getByLabel(editorTexts.sectionTitle, { exact: true }).fill(title);
  await added.locator('.ql-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  return added;
}

describe('blog editor: embedding a video and an image by address', () => {
  it('embeds a YouTube video and an image by URL from the keyboard; the public post shows both', async () => {
    const admin = await seedAdminAccount(base());
    const title = `Embed test ${Date.now() % 100000}`;
    await site.withPage(async ({ page, errors }) => {
      await answerOfflineHosts(page);
      await logIn(page, admin, '/blog/blog-editor/new');
      await page.getByLabel(editorTexts.title, { exact: true }).fill(title);
      const section = await addSection(page, 'Media', 'Watch this first.');
      const editor = section.locator('.ql-editor');
      // Both new buttons sit beside 'Upload image', each with its icon.
      for (const label of [TOOLBAR_LABELS['image-url']!, TOOLBAR_LABELS.video!]) {
        const button = section.getByRole('button', { name: label, exact: true });
        expect(await button.locator('svg').count()).toBe(1);
      }

      // Video: a link from another site is refused in the dialog, which stays open.
      await openFromKeyboard(section, page, TOOLBAR_LABELS.video!);
      const videoDialog = dialog(page, embedTexts.videoTitle);
      const videoUrl = videoDialog.getByLabel(embedTexts.videoUrl, { exact: true });
      await expect.poll(() => videoUrl.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('https://www.dailymotion.com/video/x7tgad0');
      await page.keyboard.press('Enter');
      await videoDialog.getByRole('alert').filter({ hasText: embedTexts.videoRefused }).waitFor();
      expect(await videoUrl.getAttribute('aria-invalid')).toBe('true');
      expect(await editor.locator('iframe').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A youtu.be link becomes the player's embed address.
      await videoUrl.fill(`https://youtu.be/${VIDEO_ID}`);
      await page.keyboard.press('Enter');
      await videoDialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => editor.locator('iframe.ql-video').getAttribute('src'))
        .toBe(EMBED_URL);

      // Escape closes a dialog without inserting anything.
      await openFromKeyboard(section, page, TOOLBAR_LABELS['image-url']!);
      const imageDialog = dialog(page, embedTexts.imageTitle);
      await imageDialog.waitFor();
      await page.keyboard.press('Escape');
      await imageDialog.waitFor({ state: 'detached' });

      // Image: javascript: and plain http: addresses are refused; an https one goes in.
      await openFromKeyboard(section, page, TOOLBAR_LABELS['image-url']!);
      const imageUrl = imageDialog.getByLabel(embedTexts.imageUrl, { exact: true });
      await expect.poll(() => imageUrl.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const refused of ['javascript:alert(1)', 'http://images.example.com/a.png']) {
        await imageUrl.fill(refused);
        await imageDialog.getByLabel(embedTexts.imageAlt, { exact: true }).fill(IMAGE_ALT);
        await page.keyboard.press('Enter');
        await imageDialog.getByRole('alert').filter({ hasText: embedTexts.imageRefused }).waitFor();
        expect(await imageDialog.isVisible()).toBe(true);
      }
      await imageUrl.fill(IMAGE_URL);
      await page.keyboard.press('Enter');
      await imageDialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => editor.locator(`img[src="${IMAGE_URL}"]`).getAttribute('alt'))
        .toBe(IMAGE_ALT);

      await page.getByRole('button', { name: editorTexts.save, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/blog');
      const link = page.getByRole('link', { name: new RegExp(title) }).first();
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // The public post: the player (allowed by the CSP's frame-src) and the linked image.
      const main = page.locator('main');
      const player = main.locator('iframe.ql-video');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe(EMBED_URL);
      expect(await player.getAttribute('title')).toBe('YouTube video');
      await page.frameLocator('main iframe.ql-video').getByText('Stub player').waitFor();
      const image = main.getByRole('img', { name: IMAGE_ALT });
      expect(await image.getAttribute('src')).toBe(IMAGE_URL);
      await expect
        .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await main.textContent()).toContain('Watch this first.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
