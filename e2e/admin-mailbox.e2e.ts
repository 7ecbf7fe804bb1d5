import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { MailboxItem, MailboxResponse } from '../src/shared/accounts/mailbox.ts';
import { mailboxTexts } from '../src/web/features/admin/messages.ts';
import { logIn, seedAdminAccount, SEED_ADMIN_ENV, signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// /admin/mailbox without SMTP: the account e-mails stay on the server, and admins read them here.

const site = useSite(SEED_ADMIN_ENV);
const base = () => site.server().baseUrl;
/** Polls wait as long as Playwright's own waits: the machine may be busy. */
const WAIT = { timeout: 15_000 };

const mails = (page: Page) =>
  page.getByRole('list', { name: mailboxTexts.heading }).getByRole('listitem');
const mailTo = (page: Page, address: string) => mails(page).filter({ hasText: address });

/** A made-up mail for answers the test writes itself. */
const fakeMail = (n: number, overrides: Partial<MailboxItem> = {}): MailboxItem => ({
  id: `mail-${n}`,
  kind: 'verify_email',
  to: `user${n}@example.com`,
  subject: `Mail number ${n}`,
  text: `Text of mail ${n}`,
  status: 'pending',
  attempts: 0,
  lastError: null,
  sentAt: null,
  createdAt: new Date(Date.UTC(2025, 2, 5, 12, 0, 0) - n * 60_000).toISOString(),
  ...overrides,
});

/** Answers GET /api/admin/mailbox with `answer(page)`, recording the pages asked for. */
async function fakeMailbox(page: Page, answer: (pageNo: number) => MailboxResponse) {
  const asked: number[] = [];
  await page.route('**/api/admin/mailbox?*', (route: Route) => {
    const pageNo = Number(new URL(route.request().url()).searchParams.get('page'));
    asked.push(pageNo);
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(answer(pageNo)),
    });
  });
  return asked;
}

describe('the admin mailbox', () => {
  it("shows an admin a new account's verification mail, its link clickable", async () => {
    await signUp(base(), 'mailboxreader');
    const admin = await seedAdminAccount(base());
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, admin, '/admin/mailbox');
      await page.getByRole('heading', { level: 1, name: mailboxTexts.heading }).waitFor();
      expect(await page.title()).toMatch(/^Mailbox \| /);
      await page.getByRole('note').getByText(mailboxTexts.localDelivery).waitFor();

      const mail = mailTo(page, 'mailboxreader@example.com');
      await mail.waitFor();
      await mail.getByText('E-mail verification').waitFor();
      await mail.getByText('Kept here').waitFor();
      const toggle = mail.getByRole('button', { name: mailboxTexts.showText });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const text = mail.getByRole('region', { name: /^Text of / });
      await text.waitFor();
      expect(
        await mail
          .getByRole('button', { name: mailboxTexts.hideText })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      const link = text.getByRole('link');
      expect(await link.count()).toBe(1);
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${base()}/verify-email\\?token=[\\w-]+$`));
      expect(await link.textContent()).toBe(href);
      // the text keeps its line breaks
      expect(await text.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await mail.getByRole('button', { name: mailboxTexts.hideText }).click();
      await text.waitFor({ state: 'hidden' });
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows mail text as text: no markup, and links elsewhere are not links', async () => {
    const admin = await seedAdminAccount(base());
    await site.withPage(async (tab) => {
      const { page } = tab;
      await fakeMailbox(page, () => ({
        items: [
          fakeMail(1, {
            subject: '<b>Bold</b> subject',
            text: [
              '<img src=x onerror="window.__hacked = true"> <a href="https://evil.example">x</a>',
              'Reset here: https://evil.example/reset-password?token=abc',
              `Or here: ${base()}/reset-password?token=good.`,
              'javascript:alert(1)',
            ].join('\n'),
            status: 'failed',
            attempts: 3,
            lastError: 'connect ECONNREFUSED',
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 20,
        delivery: 'smtp',
      }));
      await logIn(page, admin, '/admin/mailbox');
      const mail = mails(page).first();
      await mail.getByRole('heading', { name: '<b>Bold</b> subject' }).waitFor();
      // SMTP is configured here: no note
      expect(await page.getByText(mailboxTexts.localDelivery).count()).toBe(0);
      await mail.getByText('Failed', { exact: true }).waitFor();
      await mail.getByText('connect ECONNREFUSED').waitFor();
      await mail.getByRole('button', { name: mailboxTexts.showText }).click();
      const text = mail.getByRole('region', { name: /^Text of / });
      await text.waitFor();
      expect(await text.locator('img, b, script, a[href^="https://evil"]').count()).toBe(0);
      expect(await mail.locator('b').count()).toBe(0);
      const links = text.getByRole('link');
      expect(await links.count()).toBe(1);
      expect(await links.getAttribute('href')).toBe(`${base()}/reset-password?token=good`);
      await text
        .getByText('https://evil.example/reset-password?token=abc', { exact: false })
        .waitFor();
      expect(
        await page.evaluate(() => (window as { __hacked?: boolean }).__hacked),
      ).toBeUndefined();
      expect(tab.errors).toEqual([]);
    });
  });

  it('pages through the mail with links, and says when there is none', async () => {
    const admin = await seedAdminAccount(base());
    await site.withPage(async (tab) => {
      const { page } = tab;
      const asked = await fakeMailbox(page, (pageNo) => ({
        items: Array.from({ length: pageNo < 3 ? 20 : 5 }, (_, i) =>
          fakeMail((pageNo - 1) * 20 + i + 1),
        ),
        total: 45,
        page: pageNo,
        pageSize: 20,
        delivery: 'local',
      }));
      await logIn(page, admin, '/admin/mailbox?page=2');
      await page.getByText('Mail number 21', { exact: true }).waitFor();
      await page.getByText(mailboxTexts.total(45)).waitFor();
      expect(await mails(page).count()).toBe(20);
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(`${base()}/admin/mailbox?page=3`);
      await page.getByText('Mail number 41', { exact: true }).waitFor();
      await expect.poll(() => mails(page).count(), WAIT).toBe(5);
      expect(asked).toEqual([2, 3]);

      await page.unroute('**/api/admin/mailbox?*');
      await fakeMailbox(page, () => ({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        delivery: 'local',
      }));
      await page.goto('/admin/mailbox');
      await page.getByText(mailboxTexts.empty).waitFor();
      expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it('refuses a signed-in user who is no admin and sends a signed-out visitor to log in', async () => {
    const account = await signUp(base(), 'notadmin', { fullName: 'Not Admin' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/admin/')) asked.push(r.url());
      });
      await page.goto('/admin/mailbox');
      await page.waitForURL(`${base()}/auth?next=%2Fadmin%2Fmailbox`);

      await logIn(page, account, '/admin/mailbox');
      await page.getByRole('alert').getByText(mailboxTexts.notAllowed).waitFor();
      expect(asked).toEqual([]);
      // a direct request is refused by the server too
      const res = await fetch(`${base()}/api/admin/mailbox`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(res.status).toBe(403);
      expect(tab.errors).toEqual([]);
    });
  });

  it('fits a phone-sized screen with a long link open', async () => {
    await signUp(base(), 'phonemail');
    const admin = await seedAdminAccount(base());
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await logIn(page, admin, '/admin/mailbox');
        const mail = mailTo(page, 'phonemail@example.com');
        await mail.getByRole('button', { name: mailboxTexts.showText }).click();
        await mail
          .getByRole('region', { name: /^Text of / })
          .getByRole('link')
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 740 },
    );
  });
});
