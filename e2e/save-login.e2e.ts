import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildMessages } from '../src/shared/build/messages.ts';
import { makeProduct } from '../tests/build-factories.ts';
import { savedBuildsMessages as m } from '../src/web/features/builder/saved-builds/messages.ts';
import { E2E_PASSWORD, signUp } from './support/accounts.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// A visitor who presses Save in the Builder is offered a log-in link; the sign-in page then brings
// them back to the Builder with their build, and never sends anyone to another site.

const site = useSite();
const url = (path: string) => `${site.server().baseUrl}${path}`;

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const saveButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Save or load a build' })
    .getByRole('button', { name: m.save, exact: true });
const buildTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function logInWithForm(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log In', exact: true });
  await form.getByLabel('Email').fill(`${name}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
}

describe('Save in the Builder while signed out', () => {
  it('links to the log-in and returns to the Builder with the same build', async () => {
    await signUp(site.server().baseUrl, 'saveafter', { fullName: 'Sal Afterwards' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const parts = partsWith(
        [makeProduct({ model: 'Test Barrel 16' }, { category: 'Barrel' }), 'Barrel'],
        [makeProduct({ model: 'Test Trigger Kit' }, { category: 'Trigger' }), 'Trigger'],
      );
      await placeBuild(page, { buildParts: parts, buildName: 'Kept Across Login' });
      await buildTitle(page, 'Kept Across Login').waitFor();

      // Playwright counts aria-disabled as disabled; the click is real all the same.
      await saveButton(page).click({ force: true });
      const link = toast(page, buildMessages.loginToSave).getByRole('link', {
        name: 'Log In',
      });
      expect(await link.getAttribute('href')).toBe('/auth?next=/builder');
      await link.click();
      await page.waitForURL(url('/auth?next=/builder'));
      // The toast closes once its link is followed.
      await toast(page, buildMessages.loginToSave).waitFor({ state: 'detached' });

      await logInWithForm(page, 'saveafter');
      await page.waitForURL(url('/builder'));
      await buildTitle(page, 'Kept Across Login').waitFor();
      await page.getByText('Test Barrel 16').first().waitFor();
      await page.getByText('Test Trigger Kit').first().waitFor();
      // Signed in now: Save is a real button.
      expect(await saveButton(page).getAttribute('aria-disabled')).toBeNull();
      expect(tab.errors).toEqual([]);
    });
  });

  it.each([
    ['a protocol-relative address', '%2F%2Fevil.example', 'offsiteslashes'],
    ['another site', 'https%3A%2F%2Fevil.example', 'offsitescheme'],
    ['a tab the browser would drop', '%2F%09%2Fevil.example', 'offsitetab'],
    ['a backslash', '%2F%5Cevil.example', 'offsitebackslash'],
  ])('never returns to %s after the log-in', async (_, next, name) => {
    await signUp(site.server().baseUrl, name, { fullName: 'Off Site' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const offSite: string[] = [];
      await page.route(
        (address) => address.hostname.endsWith('evil.example'),
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      await page.goto(`/auth?next=${next}`);
      await logInWithForm(page, name);
      await page.waitForURL(url('/'));
      await page.waitForFunction(
        () => (localStorage.getItem('bw.session') ?? sessionStorage.getItem('bw.session')) !== null,
      );
      expect(offSite).toEqual([]);
      expect(new URL(page.url()).origin).toBe(site.server().baseUrl);
    });
  });
});
