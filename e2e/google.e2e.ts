import { afterAll, describe, expect, it } from 'vitest';
import { accountMessages, authClientMessages } from '../src/shared/accounts/messages.ts';
import type { Session } from '../src/web/stores/session.ts';
import { startOidcProvider } from '../tests/oidc-provider.ts';
import { useSite } from './support/site.ts';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

const site = useSite({
  GOOGLE_CLIENT_ID: 'buildwright-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
  OIDC_ISSUER: provider.issuer,
});
const url = (path: string) => `${site.server().baseUrl}${path}`;

describe('Continue with Google', () => {
  it('signs a new user in through the provider, remembered, and sends them to /setup', async () => {
    provider.setIdentity({ sub: 'g-e2e-1', email: 'rifle.fan@gmail.com', email_verified: true });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      // back on /auth?token=…&user=…, stored, then on to '/' and the first-time setup
      await page.waitForURL(url('/setup'));
      const stored = await page.evaluate(() => localStorage.getItem('bw.session'));
      const session = JSON.parse(stored ?? '{}') as Session;
      expect(session.rememberMe).toBe(true);
      expect(session.user).toMatchObject({ email: 'rifle.fan@gmail.com', acceptedTerms: true });
      // the token left the address bar and the history
      expect(await page.evaluate(() => location.search)).toBe('');
      await page.goBack().catch(() => undefined);
      expect(page.url()).not.toContain('token=');
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the product text when the provider does not vouch for the e-mail', async () => {
    provider.setIdentity({ sub: 'g-e2e-2', email: 'nobody@example.com', email_verified: false });
    await site.withPage(async ({ page }) => {
      await page.goto('/auth?mode=signup');
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await page.waitForURL(url('/auth?error=google'));
      await page.getByRole('alert').getByText(authClientMessages.googleFailed).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('bw.session'))).toBeNull();
    });
  });

  it('says the data is invalid when the return carries a broken user', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/auth?token=abc&user=%7Bbroken');
      await page.getByRole('alert').getByText(authClientMessages.googleInvalidData).waitFor();
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
