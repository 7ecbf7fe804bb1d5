import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountUiMessages, sessionTexts } from '../src/web/features/account/messages.ts';
import {
  E2E_PASSWORD,
  logIn,
  sessionStatus,
  signUp,
  storedSessionOf,
  type Account,
} from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The Sessions list of Account Settings: where the account is signed in, 'Sign out' per session
// and 'Sign out everywhere'.

const site = useSite();
const base = () => site.server().baseUrl;
/** Polls wait as long as Playwright's own waits: the machine may be busy. */
const WAIT = { timeout: 15_000 };

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Logs in through the API as a browser with `userAgent` would: a session of its own. */
async function signInFrom(email: string, userAgent: string): Promise<Account> {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: Account['user'] };
  return { token: body.access_token, user: body.user };
}

/** An account signed in twice: `desk` (Chrome on Windows) and `phone` (Safari on iPhone). */
async function twoDevices(name: string) {
  const account = await signUp(base(), name, { fullName: 'Two Places' });
  const email = `${name}@example.com`;
  const desk = await signInFrom(email, CHROME_ON_WINDOWS);
  const phone = await signInFrom(email, SAFARI_ON_IPHONE);
  return { account, desk, phone };
}

const sessions = (page: Page) => page.getByRole('region', { name: sessionTexts.heading });
const items = (page: Page) => sessions(page).getByRole('listitem');
const item = (page: Page, device: string) => items(page).filter({ hasText: device });

describe('the Sessions list', () => {
  it('lists where the account is signed in, this device first, and signs another session out', async () => {
    const { account, desk, phone } = await twoDevices('twoplaces');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, desk, '/account/profileinformation');
      await item(page, 'Chrome on Windows').waitFor();
      // the sign-up's session, the desk and the phone
      await expect.poll(() => items(page).count(), WAIT).toBe(3);
      const first = items(page).first();
      expect(await first.textContent()).toContain('Chrome on Windows');
      await first.getByText(sessionTexts.thisDevice).waitFor();
      await first.getByText('127.0.0.1').waitFor();
      // this device has no 'Sign out' of its own (that is the log-out)
      expect(await first.getByRole('button').count()).toBe(0);
      const phoneItem = item(page, 'Safari on iPhone');
      expect(await phoneItem.getByText(sessionTexts.thisDevice).count()).toBe(0);
      expect(await phoneItem.locator('time').count()).toBe(2);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await phoneItem.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
      await page.getByText(sessionTexts.signedOut('Safari on iPhone')).waitFor();
      await phoneItem.waitFor({ state: 'detached' });
      await expect.poll(() => items(page).count(), WAIT).toBe(2);
      expect(tab.errors).toEqual([]);
    });
    expect(await sessionStatus(base(), phone.token)).toBe(401);
    expect(await sessionStatus(base(), desk.token)).toBe(200);
    expect(await sessionStatus(base(), account.token)).toBe(200);
  });

  it('asks before signing out everywhere, then ends every session, this browser too', async () => {
    const { account, desk, phone } = await twoDevices('everywhere');
    await site.withPage(async (tab) => {
      const { page } = tab;
      const deletes: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
      });
      await logIn(page, desk, '/account/profileinformation');
      await item(page, 'Chrome on Windows').waitFor();
      const open = sessions(page).getByRole('button', { name: sessionTexts.everywhere });

      // Cancel first: nothing happens; focus starts on Cancel.
      await open.click();
      let dialog = page.getByRole('dialog', { name: sessionTexts.everywhere });
      await dialog.getByText(sessionTexts.everywhereWarning).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        sessionTexts.cancel,
      );
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(deletes).toEqual([]);

      await open.click();
      dialog = page.getByRole('dialog', { name: sessionTexts.everywhere });
      await dialog.getByRole('button', { name: sessionTexts.everywhereConfirm }).click();
      await page.waitForURL(`${base()}/auth`);
      await page.getByText(sessionTexts.everywhereDone).waitFor();
      expect(deletes).toEqual(['/api/sessions']);
      expect(await storedSessionOf(page)).toBeNull();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(tab.errors).toEqual([]);
    });
    for (const token of [desk.token, phone.token, account.token]) {
      expect(await sessionStatus(base(), token)).toBe(401);
    }
  });

  it('keeps this device and signs the others out when the password changes', async () => {
    const { account, desk, phone } = await twoDevices('pwchanger');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, desk, '/account/profileinformation');
      await expect.poll(() => items(page).count(), WAIT).toBe(3);
      await page.getByRole('button', { name: 'Edit Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Password' });
      await dialog.getByLabel('Current Password').fill(E2E_PASSWORD);
      await dialog.getByLabel('New Password', { exact: true }).fill('another-pw-1');
      await dialog.getByLabel('Confirm New Password').fill('another-pw-1');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(accountUiMessages.passwordChanged).waitFor();
      // the list is read again: this device alone
      await expect.poll(() => items(page).count(), WAIT).toBe(1);
      await items(page).first().getByText(sessionTexts.thisDevice).waitFor();
      const stored = await storedSessionOf(page);
      expect(await sessionStatus(base(), stored!.token)).toBe(200);
      expect(tab.errors).toEqual([]);
    });
    expect(await sessionStatus(base(), phone.token)).toBe(401);
    expect(await sessionStatus(base(), account.token)).toBe(401);
  });

  it('says so when the list cannot be read, and reads it again on request', async () => {
    const account = await signUp(base(), 'listfail', { fullName: 'List Fail' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route('**/api/sessions', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.fallback(),
      );
      await logIn(page, account, '/account/profileinformation');
      await sessions(page).getByRole('alert').getByText(sessionTexts.loadFailed).waitFor();
      await page.unroute('**/api/sessions');
      await sessions(page).getByRole('button', { name: sessionTexts.retry }).click();
      await items(page).first().getByText(sessionTexts.thisDevice).waitFor();
      expect(tab.errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    });
  });

  it('stacks each session on a phone-sized screen without sideways scrolling', async () => {
    const { desk } = await twoDevices('phoneview');
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await logIn(page, desk, '/account/profileinformation');
        const phoneItem = item(page, 'Safari on iPhone');
        const button = phoneItem.getByRole('button', { name: /^Sign out/ });
        await button.waitFor();
        const device = await phoneItem.getByText('Safari on iPhone').boundingBox();
        const buttonBox = await button.boundingBox();
        expect(buttonBox!.y).toBeGreaterThan(device!.y + device!.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 740 },
    );
  });
});
