import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../src/shared/accounts/messages.ts';
import {
  forgotPasswordTexts,
  resetPasswordTexts,
} from '../src/web/features/auth/components/auth-texts.ts';
import { linkIn, startSmtpSink, type SmtpSink } from '../tests/smtp-sink.ts';
import { waitFor } from '../tests/wait.ts';
import {
  E2E_PASSWORD,
  logIn,
  logInByApi,
  sessionStatus,
  signUp,
  storedSessionOf,
} from './support/accounts.ts';
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
const NEW_PASSWORD = 'brand-new-pw';

const main = (page: Page) => page.getByRole('main');
const forgotForm = (page: Page) =>
  page.getByRole('form', { name: forgotPasswordTexts.title, exact: true });
const resetForm = (page: Page) =>
  page.getByRole('form', { name: resetPasswordTexts.title, exact: true });

/** The reset link mailed to `address` (after its sign-up's verification mail, say). */
function resetLinkFor(address: string): Promise<URL> {
  return waitFor(
    async () =>
      Promise.resolve(
        sink
          .sentTo(address)
          .map((mail) => linkIn(mail.body, '/reset-password'))
          .find((link) => link !== undefined),
      ),
    15_000,
    100,
  );
}

/** Asks for a reset link on /forgot-password and waits for the page's answer. */
async function askForReset(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await forgotForm(page).getByLabel('Email').fill(email);
  await forgotForm(page).getByRole('button', { name: forgotPasswordTexts.submit }).click();
  await main(page).getByRole('status').getByText(accountMessages.resetRequested).waitFor();
}

describe('forgot password', () => {
  it('resets the password by the mailed link: every old session ends, the new password works', async () => {
    const baseUrl = site.server().baseUrl;
    const account = await signUp(baseUrl, 'forgetful', { fullName: 'Forget Ful' });

    // An old session in another browser, signed in before the reset.
    await site.withPage(async (other) => {
      const old = other.page;
      await logIn(old, account, '/account/profileinformation');
      await main(old).getByText('Forget Ful').first().waitFor();

      await site.withPage(async (tab) => {
        const { page } = tab;
        // this browser is signed in too; the reset ends its session as well
        await logIn(page, account, '/auth');
        await page.getByRole('link', { name: 'Forgot Password?' }).click();
        await page.waitForURL(url('/forgot-password'));
        await forgotForm(page).waitFor();
        expect(await page.title()).toMatch(/^Forgot Password \| /);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await forgotForm(page).getByLabel('Email').fill('forgetful@example.com');
        await forgotForm(page).getByRole('button', { name: forgotPasswordTexts.submit }).click();
        await main(page).getByRole('status').getByText(accountMessages.resetRequested).waitFor();

        const link = await resetLinkFor('forgetful@example.com');
        expect(link.searchParams.get('token')).toBeTruthy();
        await page.goto(link.href);
        // the token leaves the address bar at once; the form keeps it
        await resetForm(page).waitFor();
        expect(page.url()).toBe(url('/reset-password'));
        expect(await page.title()).toMatch(/^Reset Password \| /);

        // two different entries: nothing is sent
        let resets = 0;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/auth/password-reset') resets += 1;
        });
        const form = resetForm(page);
        await form.getByLabel(resetPasswordTexts.newPassword, { exact: true }).fill(NEW_PASSWORD);
        await form.getByLabel(resetPasswordTexts.confirmPassword, { exact: true }).fill('typo-pw');
        await form.getByRole('button', { name: resetPasswordTexts.submit }).click();
        await form.getByText(resetPasswordTexts.passwordsDoNotMatch).waitFor();
        expect(resets).toBe(0);

        await form
          .getByLabel(resetPasswordTexts.confirmPassword, { exact: true })
          .fill(NEW_PASSWORD);
        await form.getByRole('button', { name: resetPasswordTexts.submit }).click();
        await main(page).getByRole('status').getByText(accountMessages.passwordReset).waitFor();
        expect(resets).toBe(1);
        // this browser's own session is gone
        expect(await storedSessionOf(page)).toBeNull();
        expect(tab.errors).toEqual([]);

        // the old session is refused: the other browser is sent to log in
        expect(await sessionStatus(baseUrl, account.token)).toBe(401);
        await old.goto('/account/profileinformation');
        await old.waitForURL(url('/auth?next=%2Faccount%2Fprofileinformation'));
        expect(await storedSessionOf(old)).toBeNull();

        // the old password no longer works, the new one does
        expect(await logInByApi(baseUrl, 'forgetful@example.com', E2E_PASSWORD)).toBe(401);
        await main(page).getByRole('link', { name: resetPasswordTexts.toLogIn }).click();
        await page.waitForURL(url('/auth'));
        const login = page.getByRole('form', { name: 'Log In', exact: true });
        await login.getByLabel('Email').fill('forgetful@example.com');
        await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
        await login.getByRole('button', { name: 'Log In' }).click();
        await page.waitForURL(url('/'));
        expect((await storedSessionOf(page))?.user.email).toBe('forgetful@example.com');

        // the link worked once
        await page.goto(link.href);
        await resetForm(page)
          .getByLabel(resetPasswordTexts.newPassword, { exact: true })
          .fill('another-pw');
        await resetForm(page)
          .getByLabel(resetPasswordTexts.confirmPassword, { exact: true })
          .fill('another-pw');
        await resetForm(page).getByRole('button', { name: resetPasswordTexts.submit }).click();
        await main(page).getByRole('alert').getByText(accountMessages.linkInvalid).waitFor();
        await main(page).getByRole('link', { name: resetPasswordTexts.requestNewLink }).click();
        await page.waitForURL(url('/forgot-password'));
      });
    });
  });

  it('answers the same for an address without an account, and sends it nothing', async () => {
    const baseUrl = site.server().baseUrl;
    await signUp(baseUrl, 'known');
    await site.withPage(async ({ page }) => {
      await askForReset(page, 'nobody-here@example.com');
      await askForReset(page, 'known@example.com');
    });
    // the known address got its link; by then the unknown one would have had a mail too
    await resetLinkFor('known@example.com');
    expect(sink.sentTo('nobody-here@example.com')).toEqual([]);
  });

  it('asks for a new link when the page has no token, on a phone-sized screen too', async () => {
    await site.withPage(
      async ({ page }) => {
        await page.goto('/reset-password');
        await main(page).getByRole('alert').getByText(accountMessages.linkInvalid).waitFor();
        await main(page).getByRole('link', { name: resetPasswordTexts.requestNewLink }).waitFor();
        expect(await resetForm(page).count()).toBe(0);
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
