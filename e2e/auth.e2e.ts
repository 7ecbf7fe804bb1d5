import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from '../src/web/stores/session.ts';
import {
  accountMessages,
  authClientMessages,
  setupMessages,
} from '../src/shared/accounts/messages.ts';
import { authFormTexts } from '../src/web/features/auth/components/auth-texts.ts';
import { apiMessages } from '../src/web/lib/api-client.ts';
import { E2E_PASSWORD, logIn, sessionStatus, signUp } from './support/accounts.ts';
import { useSite } from './support/site.ts';

const site = useSite();
const url = (path: string) => `${site.server().baseUrl}${path}`;

const form = (page: Page, name: 'Log In' | 'Sign Up') =>
  page.getByRole('form', { name, exact: true });
const main = (page: Page) => page.getByRole('main');

const parseSession = (stored: string | null) => JSON.parse(stored ?? '{}') as Session;

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    local: localStorage.getItem('bw.session'),
    perTab: sessionStorage.getItem('bw.session'),
  }));
}

describe('sign-up and log-in screen', () => {
  it('signs up, completes the profile setup and shows the name on the account page', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth?mode=signup');
      const signup = form(page, 'Sign Up');
      await signup.getByLabel('Username').fill('newbuilder');
      await signup.getByLabel('Email').fill('newbuilder@example.com');
      await signup.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await signup.getByLabel(/I agree to the/).check();
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      // the account works at once; the address is verified by the link sent to it
      await page.getByText(authFormTexts.verificationSentTo('newbuilder@example.com')).waitFor();

      // a first-time user (no full name yet) goes to /setup
      await page.waitForURL(url('/setup'));
      await page.getByLabel('First Name').fill('Nora');
      await page.getByLabel('Last Name').fill('Builder');
      await page.getByLabel('Date of Birth').fill('1990-04-02');
      await page.getByLabel('Phone Number').fill('+1 555 010 9999');
      await page.getByRole('button', { name: 'Complete Setup' }).click();

      await page.waitForURL(url('/account/profileinformation'));
      await main(page).getByText('Nora Builder').first().waitFor();
      await main(page).getByText('newbuilder@example.com').first().waitFor();
      // a session without Remember Me lives in sessionStorage
      const stored = await storedSession(page);
      expect(stored.local).toBeNull();
      expect(parseSession(stored.perTab).user.userProfile.fullName).toBe('Nora Builder');
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the product texts for an empty sign-up and clears everything when toggling', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth?mode=signup');
      const signup = form(page, 'Sign Up');
      await signup.getByLabel('Username').fill('ab');
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      for (const text of [
        accountMessages.usernameTooShort,
        'Please enter a valid email address',
        accountMessages.passwordTooShort,
        accountMessages.termsRequired,
      ]) {
        await signup.getByText(text, { exact: true }).waitFor();
      }
      // the first bad field gets focus
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'username',
      );

      await main(page).getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(url('/auth'));
      const login = form(page, 'Log In');
      expect(await login.getByLabel('Email').inputValue()).toBe('');
      expect(await login.getByText(accountMessages.passwordTooShort).count()).toBe(0);

      await main(page).getByRole('button', { name: 'Sign Up' }).click();
      expect(await form(page, 'Sign Up').getByLabel('Username').inputValue()).toBe('');
      expect(
        await form(page, 'Sign Up')
          .getByLabel(/I agree to the/)
          .isChecked(),
      ).toBe(false);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows a taken e-mail from the server under the e-mail field', async () => {
    await signUp(site.server().baseUrl, 'taken');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth?mode=signup');
      const signup = form(page, 'Sign Up');
      await signup.getByLabel('Username').fill('another');
      await signup.getByLabel('Email').fill('taken@example.com');
      await signup.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await signup.getByLabel(/I agree to the/).check();
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await signup.getByText(accountMessages.emailTaken).waitFor();
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
    });
  });

  it("shows 'Invalid email or password' on both fields for a wrong password", async () => {
    await signUp(site.server().baseUrl, 'wrongpw', { fullName: 'Wrong Pw' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth');
      const login = form(page, 'Log In');
      await login.getByLabel('Email').fill('wrongpw@example.com');
      await login.getByLabel('Password', { exact: true }).fill('not-the-password');
      await login.getByRole('button', { name: 'Log In' }).click();
      await expect
        .poll(() => login.getByText(authClientMessages.invalidEmailOrPassword).count())
        .toBe(2);
      for (const field of ['Email', 'Password']) {
        expect(await login.getByLabel(field, { exact: true }).getAttribute('aria-invalid')).toBe(
          'true',
        );
      }
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
    });
  });

  it('shows and hides the password', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/auth');
      const password = form(page, 'Log In').getByLabel('Password', { exact: true });
      await password.fill('abcdef');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      expect(await password.getAttribute('type')).toBe('password');
    });
  });

  it('logs in with Remember Me, then logs out from the user menu', async () => {
    await signUp(site.server().baseUrl, 'remember', { fullName: 'Remember Me' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/auth');
      const login = form(page, 'Log In');
      await login.getByLabel('Email').fill('Remember@Example.com');
      await login.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await login.getByLabel('Remember Me').check();
      await login.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(url('/'));
      const remembered = parseSession((await storedSession(page)).local);
      expect(remembered.rememberMe).toBe(true);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByText('Signed in as').waitFor();
      for (const name of ['Profile Information', 'Saved Part List', 'Completed Builds', 'Alerts']) {
        await page.getByRole('link', { name, exact: true }).waitFor();
      }
      await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
      await page.waitForURL(url('/'));
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
      // the server ended the session too: the token no longer works anywhere
      expect(await sessionStatus(site.server().baseUrl, remembered.token)).toBe(401);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('returns to the page that asked for a log-in', async () => {
    await signUp(site.server().baseUrl, 'returner', { fullName: 'Re Turner' });
    await site.withPage(async ({ page }) => {
      await page.goto('/account/completedbuilds');
      await page.waitForURL(url('/auth?next=%2Faccount%2Fcompletedbuilds'));
      const login = form(page, 'Log In');
      await login.getByLabel('Email').fill('returner@example.com');
      await login.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await login.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(url('/account/completedbuilds'));
    });
  });

  it('sends a signed-in user without a full name to /setup from any page but /auth', async () => {
    const fresh = await signUp(site.server().baseUrl, 'firsttimer');
    await site.withPage(async ({ page }) => {
      await logIn(page, fresh, '/blog');
      await page.waitForURL(url('/setup'));
      await page.goto('/auth');
      await form(page, 'Log In').waitFor();
      expect(page.url()).toBe(url('/auth'));
      // the setup page asks for the first missing field
      await page.goto('/setup');
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await page.getByText(setupMessages.firstNameRequired).waitFor();
    });
  });
});

describe('session expiry (clock controlled)', () => {
  it('logs out silently after 10 minutes without activity', async () => {
    const account = await signUp(site.server().baseUrl, 'sleepy', { fullName: 'Sleepy Head' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.clock.install();
      await logIn(page, account, '/account/profileinformation');
      await main(page).getByText('Sleepy Head').first().waitFor();

      await page.clock.fastForward('09:00');
      expect((await storedSession(page)).local).not.toBeNull();
      await page.clock.fastForward('02:00');
      // the 60 s check found more than 10 minutes of inactivity: signed out, sent to log in
      await page.waitForURL(url('/auth?next=%2Faccount%2Fprofileinformation'));
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
      expect(tab.errors).toEqual([]);
    });
  });

  it('keeps an active session beyond 10 minutes', async () => {
    const account = await signUp(site.server().baseUrl, 'busy', { fullName: 'Busy Bee' });
    await site.withPage(async ({ page }) => {
      await page.clock.install();
      await logIn(page, account, '/account/profileinformation');
      await main(page).getByText('Busy Bee').first().waitFor();
      for (let i = 0; i < 4; i++) {
        await page.clock.fastForward('04:00');
        await page.keyboard.press('Shift'); // activity: a key press counts
      }
      await page.clock.fastForward('01:00');
      expect((await storedSession(page)).local).not.toBeNull();
      expect(page.url()).toBe(url('/account/profileinformation'));
    });
  });

  it('tells the server about reading without requests once a minute, and nothing while idle', async () => {
    const account = await signUp(site.server().baseUrl, 'reader', { fullName: 'Rea Der' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.clock.install();
      await logIn(page, account, '/account/profileinformation');
      await main(page).getByText('Rea Der').first().waitFor();
      await page.waitForLoadState('networkidle');
      let beats = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/session') beats += 1;
      });

      await page.clock.fastForward('01:00'); // an idle minute: nothing to tell
      await page.mouse.move(200, 300); // reading: the pointer moves, no request
      await page.mouse.wheel(0, 200);
      const beat = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/session');
      await page.clock.fastForward('01:00');
      const response = await (await beat).response();
      expect(response?.status()).toBe(200);
      // requests arrive in order: the idle minute sent none
      expect(beats).toBe(1);
      expect(tab.errors).toEqual([]);
    });
  });

  it('ends the browser session at the next heartbeat once the server has ended it', async () => {
    const account = await signUp(site.server().baseUrl, 'revoked', { fullName: 'Re Voked' });
    await site.withPage(async ({ page }) => {
      await page.clock.install();
      await logIn(page, account, '/account/profileinformation');
      await main(page).getByText('Re Voked').first().waitFor();
      // "Sign out everywhere" from another device
      const res = await fetch(url('/api/sessions'), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(res.status).toBe(204);

      await page.mouse.move(200, 300);
      await page.clock.fastForward('01:00');
      await page.waitForURL(url('/auth?next=%2Faccount%2Fprofileinformation'));
      await page.getByText(apiMessages.authFailed).waitFor();
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
    });
  });

  it('clears a stored session older than 12 hours when the site loads', async () => {
    const account = await signUp(site.server().baseUrl, 'stale', { fullName: 'Stale Session' });
    await site.withPage(async ({ page }) => {
      await page.goto('/');
      await page.evaluate((a) => {
        const created = Date.now() - 12 * 60 * 60 * 1000 - 1000;
        localStorage.setItem(
          'bw.session',
          JSON.stringify({
            token: a.token,
            user: a.user,
            createdAt: created,
            lastActive: Date.now(),
            rememberMe: true,
          }),
        );
      }, account);
      await page.goto('/account/profileinformation');
      await page.waitForURL(url('/auth?next=%2Faccount%2Fprofileinformation'));
      expect(await storedSession(page)).toEqual({ local: null, perTab: null });
    });
  });
});

describe('without Google sign-in configured', () => {
  it('hides the Google button and lets Google-mail addresses sign up', async () => {
    await site.withPage(async ({ page }) => {
      const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
      await page.goto('/auth?mode=signup');
      const siteConfig = (await (await config).json()) as { googleEnabled: boolean };
      expect(siteConfig.googleEnabled).toBe(false);
      const signup = form(page, 'Sign Up');
      await signup.waitFor();
      await signup.getByLabel('Username').fill('gmailuser');
      await signup.getByLabel('Email').fill('gmailuser@gmail.com');
      await signup.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await signup.getByLabel(/I agree to the/).check();
      expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL(url('/setup'));
    });
  });
});
