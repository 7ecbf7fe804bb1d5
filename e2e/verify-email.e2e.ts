import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../src/shared/accounts/messages.ts';
import { authFormTexts, verifyEmailTexts } from '../src/web/features/auth/components/auth-texts.ts';
import { linkIn, startSmtpSink, type SmtpSink } from '../tests/smtp-sink.ts';
import { E2E_PASSWORD, logIn, sessionStatus, signUp, storedSessionOf } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { freePort } from './support/server.ts';
import { useSite } from './support/site.ts';

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
const url = (path: string) => `${site.server().baseUrl}${path}`;

/** The link of the last mail to `address` that leads to /verify-email. */
async function verifyLinkFor(address: string, count = 1): Promise<string> {
  const mail = await sink.waitForMail(address, { count });
  const link = linkIn(mail.body, '/verify-email');
  if (!link) throw new Error(`no verification link in the mail to ${address}:\n${mail.body}`);
  return link.href;
}

/** Counts the POSTs of verification tokens the page sends. */
function countVerifyPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/auth/verify-email'
    ) {
      posts += 1;
    }
  });
  return () => posts;
}

const result = (page: Page) => page.getByRole('main').getByRole('status');
const refusal = (page: Page) => page.getByRole('main').getByRole('alert');

describe('the verification link', () => {
  it('signs up, gets the mail, opens its link once: verified, and the token leaves the address bar', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth?mode=signup');
      const signup = page.getByRole('form', { name: 'Sign Up', exact: true });
      await signup.getByLabel('Username').fill('verifier');
      await signup.getByLabel('Email').fill('verifier@example.com');
      await signup.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await signup.getByLabel(/I agree to the/).check();
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      // the account works at once; the notice names the address the link went to
      await page.getByText(authFormTexts.verificationSentTo('verifier@example.com')).waitFor();
      await page.waitForURL(url('/setup'));
      expect((await storedSessionOf(page))?.user.emailVerified).toBe(false);

      const link = await verifyLinkFor('verifier@example.com');
      const posts = countVerifyPosts(page);
      await page.goto(link);
      await result(page).getByText(verifyEmailTexts.verified).waitFor();
      expect(await page.title()).toMatch(/^Verify E-mail \| /);
      // the single-use token is gone from the address bar, and was sent exactly once
      expect(page.url()).toBe(url('/verify-email'));
      expect(posts()).toBe(1);
      // the signed-in browser now knows the address is verified (read from the server)
      await expect.poll(async () => (await storedSessionOf(page))?.user.emailVerified).toBe(true);
      await page.getByRole('link', { name: verifyEmailTexts.toAccount }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);

      // the link works once
      await page.goto(link);
      await refusal(page).getByText(accountMessages.linkInvalid).waitFor();
      expect(page.url()).toBe(url('/verify-email'));
    });
  });

  it('verifies in a browser that is not signed in and offers the log-in', async () => {
    const account = await signUp(site.server().baseUrl, 'elsewhere');
    const link = await verifyLinkFor('elsewhere@example.com');
    await site.withPage(async ({ page }) => {
      await page.goto(link);
      await result(page).getByText(verifyEmailTexts.verified).waitFor();
      await page.getByRole('main').getByRole('link', { name: verifyEmailTexts.toLogIn }).click();
      await page.waitForURL(url('/auth'));
    });
    const res = await fetch(url('/api/auth/session'), {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(
      true,
    );
  });

  it('moves a signed-in account to its new address when the change link is opened', async () => {
    const account = await signUp(site.server().baseUrl, 'mover', { fullName: 'Mo Ver' });
    const patch = await fetch(url(`/api/users/${account.user._id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ email: 'moved@example.com' }),
    });
    expect(patch.status).toBe(200);
    const link = await verifyLinkFor('moved@example.com');

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/');
      expect((await storedSessionOf(page))?.user.email).toBe('mover@example.com');
      await page.goto(link);
      await result(page).getByText(verifyEmailTexts.emailChanged('moved@example.com')).waitFor();
      expect(page.url()).toBe(url('/verify-email'));
      await expect
        .poll(async () => (await storedSessionOf(page))?.user.email)
        .toBe('moved@example.com');
      expect(tab.errors).toEqual([]);
    });
    expect(await sessionStatus(site.server().baseUrl, account.token)).toBe(200);
  });

  it('says a link without a token is invalid, on a phone-sized screen too', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/verify-email');
        await refusal(page).getByText(accountMessages.linkInvalid).waitFor();
        await page
          .getByRole('main')
          .getByRole('link', { name: verifyEmailTexts.toLogIn })
          .waitFor();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      },
      { width: 375, height: 740 },
    );
  });
});
