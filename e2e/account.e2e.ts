import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accountMessages,
  profileMessages,
  setupMessages,
} from '../src/shared/accounts/messages.ts';
import { accountUiMessages, emailTexts } from '../src/web/features/account/messages.ts';
import type { Session } from '../src/web/stores/session.ts';
import { contentTexts } from '../src/web/features/content/components/content-texts.ts';
import { E2E_PASSWORD, logIn, sessionStatus, signUp, storedSessionOf } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// /setup (the first-time profile) and /account/:tab: profile details, Account Settings (e-mail,
// password, delete account) and the tabs.

const site = useSite();
const base = () => site.server().baseUrl;

/** The value shown beside a label in the Profile Information / Account Settings lists. */
const detail = (page: Page, label: string) =>
  page.locator(`dt:text-is("${label}") + dd`).locator('span').first();

const summary = (page: Page) => page.getByRole('region', { name: 'Account summary' });

/** A failed request logs 'Failed to load resource … status of N' in Chromium: expected there. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

/** 'YYYY-MM-DD' `years` years before today. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe('/setup', () => {
  it('sends a new user there, checks fields in order, notes a minor, and saves', async () => {
    const account = await signUp(base(), 'newcomer');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      // a first-time user (no full name) goes to /setup
      await page.waitForURL(/\/setup$/);
      await page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }).waitFor();
      const submit = page.getByRole('button', { name: 'Complete Setup' });
      const alerts = page.getByRole('alert');

      // only the first missing field is reported, inline (ADR 014)
      await submit.click();
      await alerts.filter({ hasText: setupMessages.firstNameRequired }).waitFor();
      expect(await alerts.allTextContents()).toEqual([setupMessages.firstNameRequired]);
      const firstName = page.getByLabel('First Name');
      expect(await firstName.getAttribute('aria-invalid')).toBe('true');

      await firstName.fill('Ada');
      await submit.click();
      await alerts.filter({ hasText: setupMessages.lastNameRequired }).waitFor();
      expect(await alerts.allTextContents()).toEqual([setupMessages.lastNameRequired]);

      await page.getByLabel('Last Name').fill(' Lovelace ');
      await submit.click();
      await alerts.filter({ hasText: setupMessages.dateOfBirthRequired }).waitFor();

      // the under-18 notice appears as soon as the date gives an age below 18
      const notice = page.getByRole('status').filter({ hasText: accountUiMessages.minorNotice });
      expect(await notice.count()).toBe(0);
      const birthDate = yearsAgo(12);
      await page.getByLabel('Date of Birth').fill(birthDate);
      await notice.waitFor();
      await page.getByLabel('Date of Birth').fill(yearsAgo(30));
      await notice.waitFor({ state: 'detached' });
      await page.getByLabel('Date of Birth').fill(birthDate);
      await notice.waitFor();

      await submit.click();
      await alerts.filter({ hasText: setupMessages.phoneNumberRequired }).waitFor();
      expect(await alerts.allTextContents()).toEqual([setupMessages.phoneNumberRequired]);

      // The notice does not block the save.
      await page.getByLabel('Phone Number').fill('+1 555 010 0200');
      const sent = page.waitForRequest(
        (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/users/${account.user._id}`),
      );
      await submit.click();
      expect((await sent).postDataJSON()).toEqual({
        userProfile: {
          fullName: 'Ada Lovelace',
          dateOfBirth: birthDate,
          phoneNumber: '+1 555 010 0200',
        },
      });
      await page.waitForURL(/\/account\/profileinformation$/);
      await page.getByRole('heading', { level: 1, name: 'Profile Information' }).waitFor();
      await expect.poll(() => detail(page, 'Full Name').textContent()).toBe('Ada Lovelace');
      expect(await detail(page, 'Phone Number').textContent()).toBe('+1 555 010 0200');
      await summary(page).getByText('newcomer@example.com').waitFor();
      // the session now holds the full name: a reload stays on the account page
      await page.reload();
      await detail(page, 'Full Name').waitFor();
      expect(page.url()).toMatch(/\/account\/profileinformation$/);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows a server field error under its input and has no serious axe violation', async () => {
    const account = await signUp(base(), 'setupaxe');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/setup');
      await page.getByLabel('First Name').fill('Sam');
      await page.getByLabel('Last Name').fill('Setup');
      await page.getByLabel('Date of Birth').fill(yearsAgo(40));
      await page.getByLabel('Phone Number').fill('+1 555 010 0300');
      // The client accepts today's date in some time zones; the server has the last word.
      await page.route('**/api/users/*', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: profileMessages.dateOfBirthFuture,
            errors: { 'userProfile.dateOfBirth': profileMessages.dateOfBirthFuture },
          }),
        }),
      );
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: profileMessages.dateOfBirthFuture })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Any other failure: the save alert.
      await page.unroute('**/api/users/*');
      await page.route('**/api/users/*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await page.getByRole('alert').filter({ hasText: setupMessages.saveFailed }).waitFor();
      expect(page.url()).toMatch(/\/setup$/);
      expect(unexpected(tab.errors, 400, 500)).toEqual([]);
    });
  });
});

describe('/account tabs', () => {
  it('shows four tabs, matches the segment case-insensitively, and keeps URL-only tabs', async () => {
    const account = await signUp(base(), 'tabber', { fullName: 'Tab Ber' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const nav = page.getByRole('navigation', { name: 'Account' });
      await logIn(page, account, '/account/SavedPartList');
      await page.getByRole('heading', { level: 1, name: 'Saved Part List' }).waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Profile Info',
        'Saved Part List',
        'Completed Builds',
        'Alerts',
      ]);
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([
        'Saved Part List',
      ]);
      await page.getByText(accountUiMessages.noSavedParts).waitFor();
      expect(await page.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
        '/products',
      );
      expect(await page.title()).toMatch(/^Saved Part List \| /);

      await nav.getByRole('link', { name: 'Completed Builds' }).click();
      await page.getByRole('heading', { level: 1, name: 'Completed Builds' }).waitFor();
      await page.getByText(accountUiMessages.noCompletedBuilds).waitFor();
      expect(await page.getByRole('link', { name: 'Open the Builder' }).getAttribute('href')).toBe(
        '/builder',
      );

      await page.goto('/account/comments');
      await page.getByRole('heading', { level: 1, name: 'Page Under Construction' }).waitFor();
      await page.getByText('This page is under construction.').waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows Loading... in the header until the user arrives, then the failure text', async () => {
    const account = await signUp(base(), 'slowpoke', { fullName: 'Slow Poke' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/users/${account.user._id}`, async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      });
      await logIn(page, account, '/account/profileinformation');
      await summary(page).getByText(accountUiMessages.loading).waitFor();
      release();
      await summary(page).getByRole('alert').filter({ hasText: 'Failed to get user' }).waitFor();
      expect(unexpected(tab.errors, 500)).toEqual([]);
    });
  });
});

describe('Profile Information', () => {
  it('edits the username in a 644 px modal and updates the page and the header greeting', async () => {
    const account = await signUp(base(), 'editor1', { fullName: 'Grace Hopper' });
    await signUp(base(), 'takenname', { fullName: 'Taken Name' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await summary(page).getByText('editor1', { exact: true }).waitFor();
      expect(await detail(page, 'Username').textContent()).toBe('editor1');
      expect(await detail(page, 'Date of Birth').textContent()).toBe(accountUiMessages.notSet);

      await page.getByRole('button', { name: 'Edit Username' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Username' });
      await dialog.waitFor();
      expect((await dialog.boundingBox())?.width).toBe(644);
      const input = dialog.getByLabel('Username');
      expect(await input.inputValue()).toBe('editor1');
      // focus starts in the input
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'username',
      );

      // Local check with the sign-up rule: nothing sent, the modal stays open.
      await input.fill('ab');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: accountMessages.usernameTooShort })
        .waitFor();

      // The server's 409 shows under the field.
      await input.fill('takenname');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('alert').filter({ hasText: accountMessages.usernameTaken }).waitFor();

      await input.fill('graceh');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(accountUiMessages.profileUpdated).waitFor();
      await expect.poll(() => detail(page, 'Username').textContent()).toBe('graceh');
      await summary(page).getByText('graceh', { exact: true }).waitFor();

      // The toast sits below the header: it never covers the account menu it would otherwise
      // hide (a pointer resting on a toast keeps it open).
      const menu = page.getByRole('button', { name: 'Account menu' });
      const menuBox = (await menu.boundingBox())!;
      const toast = page.locator('[data-sonner-toast]').first();
      // (polled: the toast slides in)
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(menuBox.y + menuBox.height);

      // The header's user menu reads the merged session.
      await menu.click();
      await page.getByText('Signed in as graceh').waitFor();
      await page.keyboard.press('Escape');
      expect(unexpected(tab.errors, 409)).toEqual([]);
    });
  });

  it('edits the full name as First Name and Last Name; Cancel discards', async () => {
    const account = await signUp(base(), 'namer', { fullName: 'Grace Hopper' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await detail(page, 'Full Name').waitFor();

      await page.getByRole('button', { name: 'Edit Full Name' }).click();
      let dialog = page.getByRole('dialog', { name: 'Edit Full Name' });
      expect(await dialog.getByLabel('First Name').inputValue()).toBe('Grace');
      expect(await dialog.getByLabel('Last Name').inputValue()).toBe('Hopper');
      await dialog.getByLabel('First Name').fill('Someone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await detail(page, 'Full Name').textContent()).toBe('Grace Hopper');

      await page.getByRole('button', { name: 'Edit Full Name' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Full Name' });
      expect(await dialog.getByLabel('First Name').inputValue()).toBe('Grace');
      await dialog.getByLabel('Last Name').fill('Murray Hopper');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => detail(page, 'Full Name').textContent()).toBe('Grace Murray Hopper');
      expect(
        await page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('bw.session') ?? '{}') as Session).user.userProfile
              .fullName,
        ),
      ).toBe('Grace Murray Hopper');
      expect(tab.errors).toEqual([]);
    });
  });

  it('has no serious axe violation with an edit modal open', async () => {
    const account = await signUp(base(), 'axeuser', { fullName: 'Axe User' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      await detail(page, 'Full Name').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Edit Full Name' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Full Name' });
      await dialog.getByLabel('First Name').fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: setupMessages.firstNameRequired })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('stacks below 768 px and its modals fit the screen', async () => {
    const account = await signUp(base(), 'mobileuser', { fullName: 'Mo Bile' });
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await logIn(page, account, '/account/profileinformation');
        const term = page.locator('dt:text-is("Username")');
        await term.waitFor();
        const termBox = await term.boundingBox();
        const valueBox = await detail(page, 'Username').boundingBox();
        expect(valueBox!.y).toBeGreaterThanOrEqual(termBox!.y + termBox!.height);

        await page.getByRole('button', { name: 'Edit Password' }).click();
        const box = await page.getByRole('dialog', { name: 'Edit Password' }).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 740 },
    );
  });
});

describe('Account Settings', () => {
  it('asks for a new e-mail address through its modal; the address stays until its link is opened', async () => {
    const account = await signUp(base(), 'mailer', { fullName: 'Mai Ler' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      const settings = page.getByRole('region', { name: 'Account Settings' });
      await settings.getByRole('button', { name: 'Edit Email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Email' });
      const input = dialog.getByLabel('Email');
      expect(await input.getAttribute('type')).toBe('email');
      await input.fill('New.Mailer@Example.com');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const pending = emailTexts.changePending('new.mailer@example.com');
      await settings.getByRole('status').getByText(pending).waitFor();
      expect(await detail(page, 'Email').textContent()).toBe('mailer@example.com');
      await summary(page).getByText('mailer@example.com').waitFor();
      const stored = await storedSessionOf(page);
      expect(stored?.user.pendingEmail).toBe('new.mailer@example.com');
      expect(stored?.user.email).toBe('mailer@example.com');
      expect(tab.errors).toEqual([]);
    });
  });

  it('marks an unverified address and sends a new verification link on request', async () => {
    const account = await signUp(base(), 'unproven', { fullName: 'Un Proven' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/profileinformation');
      const settings = page.getByRole('region', { name: 'Account Settings' });
      const emailRow = page.locator('dt:text-is("Email") + dd');
      await emailRow.getByText(emailTexts.unverified, { exact: true }).waitFor();
      expect(await detail(page, 'Email').textContent()).toBe('unproven@example.com');
      await settings.getByText(emailTexts.unverifiedHelp).waitFor();
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/verify-email/resend'),
      );
      await settings.getByRole('button', { name: emailTexts.resend }).click();
      await sent;
      await page.getByText(accountMessages.verificationSent).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('sends nothing when the new entries differ, refuses a wrong current password, then changes it', async () => {
    const account = await signUp(base(), 'pwuser', { fullName: 'Pat Word' });
    const newPassword = 'brand-new-pw';
    await site.withPage(async (tab) => {
      const { page } = tab;
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().endsWith('/password')) sent.push(r.url());
      });
      await logIn(page, account, '/account/profileinformation');
      await page.getByRole('button', { name: 'Edit Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Password' });
      await dialog.getByLabel('Current Password').fill(E2E_PASSWORD);
      await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirm New Password').fill(`${newPassword}x`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: accountUiMessages.passwordsDoNotMatch })
        .waitFor();
      expect(sent).toEqual([]);

      await dialog.getByLabel('Confirm New Password').fill(newPassword);
      await dialog.getByLabel('Current Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: profileMessages.currentPasswordWrong })
        .waitFor();
      expect(sent).toHaveLength(1);
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByLabel('Current Password').fill(E2E_PASSWORD);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(accountUiMessages.passwordChanged).waitFor();

      // This browser stays signed in: a reload still shows the user.
      const stored = await storedSessionOf(page);
      expect(await sessionStatus(base(), stored!.token)).toBe(200);
      await page.reload();
      await summary(page).getByText('pwuser', { exact: true }).waitFor();

      const login = (password: string) =>
        fetch(`${base()}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'pwuser@example.com', password }),
        });
      expect((await login(newPassword)).status).toBe(200);
      expect((await login(E2E_PASSWORD)).status).toBe(401);
      expect(unexpected(tab.errors, 400)).toEqual([]);
    });
  });

  it('deletes the account after confirmation and lands on / logged out', async () => {
    const account = await signUp(base(), 'leaver', { fullName: 'Lee Ver' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const deletes: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'DELETE') deletes.push(r.url());
      });
      await logIn(page, account, '/account/profileinformation');
      const open = page.getByRole('button', { name: 'Delete Account' });
      await open.click();
      let dialog = page.getByRole('dialog', { name: 'Delete Account' });
      await dialog.getByText(accountUiMessages.deleteWarning).waitFor();
      // Cancel first: nothing happens.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(deletes).toEqual([]);

      await open.click();
      dialog = page.getByRole('dialog', { name: 'Delete Account' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL(`${base()}/`);
      await page.getByRole('heading', { level: 1, name: contentTexts.homeHeading }).waitFor();
      expect(deletes).toEqual([`${base()}/api/users/${account.user._id}`]);
      expect(await page.evaluate(() => localStorage.getItem('bw.session'))).toBeNull();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();

      const res = await fetch(`${base()}/api/users/${account.user._id}`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(res.status).toBe(401);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the failure in the dialog when the delete fails', async () => {
    const account = await signUp(base(), 'stayer', { fullName: 'Stay Er' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route(`**/api/users/${account.user._id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.fallback(),
      );
      await logIn(page, account, '/account/profileinformation');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Account' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Failed to delete user' }).waitFor();
      expect(page.url()).toMatch(/\/account\/profileinformation$/);
      expect(unexpected(tab.errors, 500)).toEqual([]);
    });
  });
});
