import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../tests/smtp-sink.ts';
import { sleep, waitFor as waitUntil } from '../tests/wait.ts';
import { contactMessages } from '../src/shared/contact/schema.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { freePort, startServer } from './support/server.ts';
import { useSite } from './support/site.ts';

const STAFF = 'staff@example.com';

/** The browser flows wait longer than the API tests (a page and a server in between). */
const waitFor = <T>(probe: () => Promise<T | undefined>) => waitUntil(probe, 15_000, 100);

/** The contact form (the footer has an e-mail box of its own). */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

// The site's server sends to this sink; its port must be known before the server starts.
const sinkPort = await freePort();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
});
afterAll(async () => {
  await sink?.close();
});

const site = useSite({ SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, CONTACT_TO: STAFF });

describe('the contact page', () => {
  it('sends a message: Sending... while it goes, then the fields clear and staff get the mail', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/contact');
      const form = contactForm(page);
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      expect(await page.title()).toMatch(/^Contact Us \| /);
      expect(await form.getByLabel('Email Address').getAttribute('type')).toBe('email');
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();

      // hold the request a moment so the sending state can be seen
      await page.route('**/api/contact', async (route) => {
        await sleep(600);
        await route.continue();
      });
      const text = `Does the builder know about pistol-length gas systems? ${Date.now()}`;
      await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
      await form.getByLabel('Email Address').fill('ada@example.com');
      await form.getByLabel('Subject (optional)').fill('Gas systems');
      await form.getByLabel('Message', { exact: true }).fill(text);
      await form.getByRole('button', { name: 'Send' }).click();

      const sending = form.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);

      await form.getByRole('status').getByText(contactMessages.sent).waitFor();
      await form.getByRole('button', { name: 'Send' }).waitFor();
      for (const label of ['Name', 'Email Address', 'Subject (optional)', 'Message']) {
        expect(await form.getByLabel(label, { exact: true }).inputValue(), label).toBe('');
      }
      expect(await page.getByText(contactMessages.failed).count()).toBe(0);

      const mail = await waitFor(() =>
        Promise.resolve(sink.messages.find((m) => m.body.includes(text))),
      );
      expect(mail.envelopeTo).toEqual([STAFF]);
      expect(mail.headers.subject).toBe('[Buildwright contact] Gas systems');
      expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
      expect(tab.errors).toEqual([]);
    });
  });

  it('names the missing fields with the shared rules and sends nothing', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      let requests = 0;
      await page.route('**/api/contact', async (route) => {
        requests += 1;
        await route.continue();
      });
      await page.goto('/contact');
      const form = contactForm(page);
      await form.getByLabel('Email Address').fill('not-an-email');
      await form.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Please enter your name').waitFor();
      await page.getByText('Please enter a valid email address').waitFor();
      await page.getByText('Please enter a message').waitFor();
      // focus goes to the first field in error
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      expect(requests).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the red failure line when the server cannot take the message, keeping the text', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Something went wrong on our side. Please try again later.',
          }),
        }),
      );
      await page.goto('/contact');
      const form = contactForm(page);
      await form.getByLabel('Name', { exact: true }).fill('Grace');
      await form.getByLabel('Email Address').fill('grace@example.com');
      await form.getByLabel('Message', { exact: true }).fill('This one will not go through.');
      await form.getByRole('button', { name: 'Send' }).click();

      const failure = form.getByRole('alert').filter({ hasText: contactMessages.failed });
      await failure.waitFor();
      expect(await failure.textContent()).toBe('Failed to send message. Please try again later.');
      const color = await failure.evaluate((el) => getComputedStyle(el).color);
      expect(color).toBe('rgb(179, 38, 30)');
      expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe(
        'This one will not go through.',
      );
      expect(await form.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);

      // trying again successfully clears the error
      await page.unroute('**/api/contact');
      await form.getByRole('button', { name: 'Send' }).click();
      await form.getByRole('status').getByText(contactMessages.sent).waitFor();
      expect(await page.getByText(contactMessages.failed).count()).toBe(0);
    });
  });

  it('puts the Contacts panel beside the form on desktop and below it on a phone', async () => {
    const positions = async (viewport: { width: number; height: number }) =>
      site.withPage(async ({ page }) => {
        await page.goto('/contact');
        const form = await contactForm(page).boundingBox();
        const panel = await page.getByRole('region', { name: 'Contacts' }).boundingBox();
        if (!form || !panel) throw new Error('form or panel not shown');
        return { form, panel };
      }, viewport);
    const desktop = await positions({ width: 1280, height: 900 });
    expect(desktop.panel.x).toBeGreaterThan(desktop.form.x + desktop.form.width - 1);
    const phone = await positions({ width: 390, height: 844 });
    expect(phone.panel.y).toBeGreaterThan(phone.form.y + phone.form.height - 1);
    expect(Math.abs(phone.panel.x - phone.form.x)).toBeLessThan(40);
  });

  it('has no serious accessibility violations', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});

describe('contact messages across a server restart', () => {
  it('keeps a message the mail server refused and sends it exactly once after a restart', async () => {
    const admin = { email: 'admin@example.com', password: 'admin-secret' };
    const mailPort = await freePort(); // closed for now
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      CONTACT_TO: STAFF,
      // ADR 049: a short schedule, so the retry after the restart is due at once
      CONTACT_RETRY_SCHEDULE: '1s',
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
    };
    const listAsAdmin = async (baseUrl: string) => {
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const res = await fetch(`${baseUrl}/api/admin/contact-messages`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        id: string;
        status: string;
        attempts: number;
        lastError: string | null;
      }[];
    };

    const first = await startServer(env);
    let up: SmtpSink | undefined;
    try {
      const text = `Written while the mail server was down ${Date.now()}`;
      const posted = await fetch(`${first.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Linus', email: 'linus@example.com', message: text }),
      });
      expect(posted.status).toBe(201);
      const [pending] = await waitFor(async () => {
        const rows = await listAsAdmin(first.baseUrl);
        return rows[0]?.lastError ? rows : undefined;
      });
      expect(pending).toMatchObject({ status: 'pending' });
      expect(pending!.lastError).toMatch(/ECONNREFUSED/);
      expect(await first.stop()).toBe(0);

      up = await startSmtpSink({ port: mailPort });
      const second = await startServer(env, { dataDir: first.dataDir });
      try {
        const mail = await waitFor(() =>
          Promise.resolve(up!.messages.find((m) => m.body.includes(text))),
        );
        expect(mail.headers['x-contact-message-id']).toBe(pending!.id);
        const [sent] = await waitFor(async () => {
          const rows = await listAsAdmin(second.baseUrl);
          return rows[0]?.status === 'sent' ? rows : undefined;
        });
        expect(sent).toMatchObject({ id: pending!.id, lastError: null });
        expect(sent!.attempts).toBeGreaterThanOrEqual(2);
        // a few more polls of the loop send nothing more
        await sleep(4_500);
        expect(up.messages).toHaveLength(1);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      await up?.close();
      await first.stop();
      await first.cleanup();
    }
  });
});
