import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMessages, authClientMessages } from '../src/shared/accounts/messages.ts';
import { startOidcProvider } from '../tests/oidc-provider.ts';
import {
  E2E_PASSWORD,
  logInByApi,
  sessionStatus,
  signUp,
  storedSessionOf,
} from './support/accounts.ts';
import { useSite } from './support/site.ts';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

const site = useSite({
  GOOGLE_CLIENT_ID: 'buildwright-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
  OIDC_ISSUER: provider.issuer,
});
const url = (path: string) => `${site.server().baseUrl}${path}`;

/** Every address the page's navigations went through (each redirect hop too). */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(request.url());
  });
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** Sign-in through the provider from the log-in screen. */
async function continueWithGoogle(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Continue with Google' }).click();
}

describe('Continue with Google', () => {
  it('signs a new user in through the provider by a code exchange: no token in any address', async () => {
    provider.setIdentity({ sub: 'g-e2e-1', email: 'rifle.fan@gmail.com', email_verified: true });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const addresses = recordNavigations(page);
      await page.goto('/auth');
      await continueWithGoogle(page);
      // back on /auth?google=1, the code exchanged by POST, stored, on to '/' and the setup
      await page.waitForURL(url('/setup'));
      const session = await storedSessionOf(page);
      expect(session?.user).toMatchObject({
        email: 'rifle.fan@gmail.com',
        acceptedTerms: true,
        emailVerified: true,
      });
      expect(await page.evaluate(() => localStorage.getItem('bw.session'))).not.toBeNull();
      expect(addresses).toContain(url('/auth?google=1'));
      for (const address of addresses) {
        expect(address).not.toMatch(/[?&](token|access_token|user)=/);
      }
      // the session works on the server
      expect(await sessionStatus(site.server().baseUrl, session!.token)).toBe(200);
      expect(tab.errors).toEqual([]);
    });
  });

  it('gives the Google owner an account someone else signed up with their address', async () => {
    const baseUrl = site.server().baseUrl;
    // the attacker signs up first with the victim's address and a password of their choice
    const squatter = await signUp(baseUrl, 'victim', { fullName: 'Squat Ter' });
    const address = 'victim@example.com';
    provider.setIdentity({ sub: 'g-e2e-victim', email: address, email_verified: true });
    await site.withPage(async ({ page }) => {
      await page.goto('/auth');
      await continueWithGoogle(page);
      await expect.poll(async () => (await storedSessionOf(page))?.user.email).toBe(address);
      expect((await storedSessionOf(page))?.user.emailVerified).toBe(true);
    });
    // the attacker's session and password no longer get in
    expect(await sessionStatus(baseUrl, squatter.token)).toBe(401);
    expect(await logInByApi(baseUrl, address, E2E_PASSWORD)).toBe(401);
  });

  it('signs no one in from a crafted link with a token and a user, and shows nothing from it', async () => {
    const account = await signUp(site.server().baseUrl, 'mallory', { fullName: 'Mallory Maker' });
    const shownUser = {
      ...account.user,
      username: 'trusted-victim',
      userProfile: { fullName: 'Victim Chosen Name' },
    };
    const query = new URLSearchParams({ token: account.token, user: JSON.stringify(shownUser) });
    for (const path of [`/auth?${query}`, `/auth/success?${query}`]) {
      await site.withPage(async ({ page }) => {
        const sentWithToken: string[] = [];
        page.on('request', (request) => {
          if (request.headers().authorization === `Bearer ${account.token}`) {
            sentWithToken.push(request.url());
          }
        });
        await page.goto(path);
        await page.getByRole('form', { name: 'Log In', exact: true }).waitFor();
        expect(page.url()).toBe(url('/auth'));
        expect(await storedSessionOf(page)).toBeNull();
        expect(await page.getByText('Victim Chosen Name').count()).toBe(0);
        expect(await page.getByText('trusted-victim').count()).toBe(0);
        expect(await page.getByRole('alert').count()).toBe(0);
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('link', { name: 'Login' }).waitFor();
        expect(sentWithToken).toEqual([]);
      });
    }
  });

  it('signs no one in when /auth?google=1 is opened without the code cookie', async () => {
    await site.withPage(async ({ page }) => {
      const exchange = page.waitForResponse((r) => r.url().endsWith('/api/auth/google/exchange'));
      await page.goto('/auth?google=1');
      expect((await exchange).status()).toBe(401);
      await page.getByRole('alert').getByText(authClientMessages.googleFailed).waitFor();
      expect(page.url()).toBe(url('/auth?error=google'));
      expect(await storedSessionOf(page)).toBeNull();
    });
  });

  it('shows the product text when the provider does not vouch for the e-mail', async () => {
    provider.setIdentity({ sub: 'g-e2e-2', email: 'nobody@example.com', email_verified: false });
    await site.withPage(async ({ page }) => {
      await page.goto('/auth?mode=signup');
      await continueWithGoogle(page);
      await page.waitForURL(url('/auth?error=google'));
      await page.getByRole('alert').getByText(authClientMessages.googleFailed).waitFor();
      expect(await storedSessionOf(page)).toBeNull();
    });
  });

  it('asks Google-mail addresses to use Google when it is enabled', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/auth?mode=signup');
      const form = page.getByRole('form', { name: 'Sign Up', exact: true });
      await form.getByLabel('Username').fill('gmailer');
      await form.getByLabel('Email').fill('someone@gmail.com');
      await form.getByLabel('Password', { exact: true }).fill('secret-pw');
      await form.getByLabel(/I agree to the/).check();
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await form.getByText(accountMessages.googleMail).waitFor();
    });
  });
});
