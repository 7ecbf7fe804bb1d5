import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './support/site.ts';

const site = useSite();

async function signUpFromFooter(
  fields: { email: string; first: string; last: string },
  fillHoneypot = false,
): Promise<void> {
  await site.withPage(async (tab) => {
    const { page } = tab;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    // the desktop sign-up box passes its e-mail to the modal
    await footer.getByPlaceholder('Enter your email').fill(fields.email);
    await footer.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(fields.email);
    await dialog.getByLabel('First Name').fill(fields.first);
    await dialog.getByLabel('Last Name').fill(fields.last);
    if (fillHoneypot) {
      await dialog.locator('input[name="website"]').fill('http://spam.example', { force: true });
    }
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Thanks for subscribing!').waitFor();
    expect(tab.errors).toEqual([]);
  });
}

describe('newsletter modal keyboard and pointer behaviour', () => {
  it('keeps Tab inside the dialog and closes on a backdrop click', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      await page.getByRole('button', { name: 'Join our Community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter' });
      await dialog.waitFor();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest('[role="dialog"]'),
        );
        expect(inside, `focus after key ${i + 1}`).toBe(true);
      }
      // the honeypot is never reachable by keyboard
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe(
        'website',
      );
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
    });
  });
});

describe('newsletter box on the home page', () => {
  const box = (page: Page) =>
    page
      .locator('section[data-state]')
      .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });

  it('checks the e-mail locally, then thanks the subscriber', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      const section = box(page);
      await section.getByPlaceholder('Enter your email').fill('not-an-email');
      await section.getByRole('button', { name: 'Subscribe' }).click();
      await section.getByText('Please enter a valid email address').waitFor();
      expect(await section.getAttribute('data-state')).toBe('idle');

      await section.getByPlaceholder('Enter your email').fill('box-reader@example.com');
      await section.getByRole('button', { name: 'Subscribe' }).click();
      const done = page.locator('section[data-state="success"]');
      await done.getByText('Thanks for subscribing!').waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the thanks message with no visible error when the request fails', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route('**/api/newsletter', (route) => route.abort('failed'));
      await page.goto('/');
      const section = box(page);
      await section.getByPlaceholder('Enter your email').fill('offline@example.com');
      await section.getByRole('button', { name: 'Subscribe' }).click();
      const failed = page.locator('section[data-state="error"]');
      await failed.getByText('Thanks for subscribing!').waitFor();
      expect(await failed.getByRole('alert').count()).toBe(0);
    });
  });
});

// Last: this suite stops the server to read its embedded database.
describe('newsletter sign-up from the footer', () => {
  it('refuses empty fields with our own messages and sends nothing', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Newsletter', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter' });
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await dialog.getByText('Please enter your first name').waitFor();
      await dialog.getByText('Please enter your last name').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // focus returns to the button that opened the modal
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Newsletter');
    });
  });

  it('succeeds, succeeds again for the same e-mail, and a filled honeypot stores nothing', async () => {
    await signUpFromFooter({
      email: 'grace@example.com',
      first: 'Grace',
      last: 'Hopper',
    });
    await signUpFromFooter({
      email: 'grace@example.com',
      first: 'Grace',
      last: 'Hopper',
    });
    await signUpFromFooter({ email: 'bot@example.com', first: 'Spam', last: 'Bot' }, true);

    // Stop the server so its embedded database can be opened here, then read what was stored.
    await site.server().stop();
    const db = await PGlite.create(path.join(site.server().dataDir, 'db'));
    try {
      const { rows } = await db.query<{ email: string; first_name: string }>(
        `select email, first_name from newsletter_subscribers
         where email in ('grace@example.com', 'bot@example.com') order by email`,
      );
      expect(rows).toEqual([{ email: 'grace@example.com', first_name: 'Grace' }]);
    } finally {
      await db.close();
    }
  });
});
