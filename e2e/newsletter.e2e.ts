import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type BrowserSession } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let chrome: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  chrome = await launchBrowser();
});

afterAll(async () => {
  await chrome?.close();
  await server?.stop();
  await server?.cleanup();
});

async function signUpFromFooter(
  baseUrl: string,
  fields: { email: string; first: string; last: string },
  fillHoneypot = false,
): Promise<void> {
  const tab = await openPage(chrome.browser, baseUrl);
  const { page } = tab;
  try {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    // the desktop sign-up box passes its e-mail to the modal
    await footer.getByPlaceholder('Enter your email').fill(fields.email);
    await footer.getByRole('button', { name: 'Sign Up' }).click();
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
  } finally {
    await tab.close();
  }
}

describe('newsletter sign-up from the footer', () => {
  it('refuses empty fields with our own messages and sends nothing', async () => {
    const tab = await openPage(chrome.browser, server.baseUrl);
    const { page } = tab;
    try {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter' });
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await dialog.getByText('Please enter your first name').waitFor();
      await dialog.getByText('Please enter your last name').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // focus returns to the button that opened the modal
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Newsletter');
    } finally {
      await tab.close();
    }
  });

  it('succeeds, succeeds again for the same e-mail, and a filled honeypot stores nothing', async () => {
    await signUpFromFooter(server.baseUrl, {
      email: 'grace@example.com',
      first: 'Grace',
      last: 'Hopper',
    });
    await signUpFromFooter(server.baseUrl, {
      email: 'grace@example.com',
      first: 'Grace',
      last: 'Hopper',
    });
    await signUpFromFooter(
      server.baseUrl,
      { email: 'bot@example.com', first: 'Spam', last: 'Bot' },
      true,
    );

    // Stop the server so its embedded database can be opened here, then read what was stored.
    await server.stop();
    const db = await PGlite.create(path.join(server.dataDir, 'db'));
    try {
      const { rows } = await db.query<{ email: string; first_name: string }>(
        'select email, first_name from newsletter_subscribers order by email',
      );
      expect(rows).toEqual([{ email: 'grace@example.com', first_name: 'Grace' }]);
    } finally {
      await db.close();
    }
  });
});
