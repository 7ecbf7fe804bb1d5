import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountMessages } from '../src/shared/accounts/messages.ts';
import { emailTexts } from '../src/web/features/account/messages.ts';
import { linkIn, startSmtpSink, type SmtpSink } from '../tests/smtp-sink.ts';
import { logIn, logInByApi, sessionStatus, signUp, storedSessionOf } from './support/accounts.ts';
import { freePort } from './support/server.ts';
import { useSite } from './support/site.ts';

// Changing the e-mail address in Account Settings: the link goes to the new address, the old one
// is told, and nothing changes until the link is opened.

// The site's server sends account mails to this sink; its port must be known before it starts.
const sinkPort = await freePort();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
});
afterAll(async () => {
  await sink?.close();
});

const site = useSite({ SMTP_URL: `smtp://127.0.0.1:${sinkPort}` });
const base = () => site.server().baseUrl;
/** Polls wait as long as Playwright's own waits: the machine may be busy. */
const WAIT = { timeout: 15_000 };

/** The value shown beside a label in the Account Settings list. */
const detail = (page: Page, label: string) =>
  page.locator(`dt:text-is("${label}") + dd`).locator('span').first();
const settings = (page: Page) => page.getByRole('region', { name: 'Account Settings' });

async function askForNewAddress(page: Page, address: string) {
  await settings(page).getByRole('button', { name: 'Edit Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Email' });
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old; the account moves when the link is opened', async () => {
    const account = await signUp(base(), 'changer', { fullName: 'Chan Ger' });
    // the sign-up's own verification mail
    await sink.waitForMail('changer@example.com');

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await detail(page, 'Email').waitFor();
      await askForNewAddress(page, 'Moved.Changer@Example.com');

      // the address stays until the link is opened; the page says where the link went
      const pending = emailTexts.changePending('moved.changer@example.com');
      await settings(page).getByRole('status').getByText(pending).waitFor();
      expect(await detail(page, 'Email').textContent()).toBe('changer@example.com');
      // the stored session holds the server's answer
      const stored = await storedSessionOf(page);
      expect(stored?.user.email).toBe('changer@example.com');
      expect(stored?.user.pendingEmail).toBe('moved.changer@example.com');

      // the link goes to the new address; the old one is told, without any link that acts
      const mail = await sink.waitForMail('moved.changer@example.com');
      const link = linkIn(mail.body, '/verify-email');
      expect(link?.origin).toBe(base());
      const notice = await sink.waitForMail('changer@example.com', { count: 2 });
      expect(notice.body).not.toMatch(/token=/);
      expect(notice.body).toContain('m***@example.com');

      // opening the link moves the account
      const opened = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/auth/verify-email',
      );
      await page.goto(link!.href);
      expect((await opened).status()).toBe(200);
      await page.goto('/account/profileinformation');
      await expect
        .poll(() => detail(page, 'Email').textContent(), WAIT)
        .toBe('moved.changer@example.com');
      expect(await settings(page).getByText(emailTexts.unverified, { exact: true }).count()).toBe(
        0,
      );
      expect(await settings(page).getByText(pending).count()).toBe(0);
      expect(tab.errors).toEqual([]);

      // the link worked once
      const again = await fetch(`${base()}/api/auth/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link!.searchParams.get('token') }),
      });
      expect(again.status).toBe(400);
    });
    // the new address logs in, the old one no longer does; the session survived the move
    expect(typeof (await logInByApi(base(), 'moved.changer@example.com'))).toBe('object');
    expect(await logInByApi(base(), 'changer@example.com')).toBe(401);
    expect(await sessionStatus(base(), account.token)).toBe(200);
  });

  it('withdraws a change: the link sent to the mistaken address stops working', async () => {
    const account = await signUp(base(), 'typo', { fullName: 'Ty Po' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await detail(page, 'Email').waitFor();
      await askForNewAddress(page, 'someone.else@example.com');
      const pending = emailTexts.changePending('someone.else@example.com');
      await settings(page).getByText(pending).waitFor();
      const mail = await sink.waitForMail('someone.else@example.com');
      const token = linkIn(mail.body, '/verify-email')?.searchParams.get('token');

      await settings(page).getByRole('button', { name: emailTexts.keep }).click();
      await page.getByText(emailTexts.changeCancelled('typo@example.com')).waitFor();
      await settings(page).getByText(pending).waitFor({ state: 'detached' });
      expect((await storedSessionOf(page))?.user.pendingEmail).toBeNull();

      const res = await fetch(`${base()}/api/auth/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.token).toBe(
        accountMessages.linkInvalid,
      );
      expect(await detail(page, 'Email').textContent()).toBe('typo@example.com');
      expect(tab.errors).toEqual([]);
    });
  });

  it('refuses an address another account has, under the field', async () => {
    const account = await signUp(base(), 'wanting', { fullName: 'Wan Ting' });
    await signUp(base(), 'owner');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await settings(page).getByRole('button', { name: 'Edit Email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Email' });
      await dialog.getByLabel('Email').fill('owner@example.com');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('alert').filter({ hasText: accountMessages.emailTaken }).waitFor();
      // its own verification mail only
      await sink.waitForMail('owner@example.com');
      expect(sink.sentTo('owner@example.com')).toHaveLength(1);
      expect(tab.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    });
  });
});
