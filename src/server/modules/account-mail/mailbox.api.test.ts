import { and, eq, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { signUpUser } from '../../../../tests/factories.ts';
import { startSmtpSink, tokenIn } from '../../../../tests/smtp-sink.ts';
import { sleep, waitFor } from '../../../../tests/wait.ts';
import { mailboxResponseSchema, type MailboxResponse } from '../../../shared/accounts/mailbox.ts';
import type { PublicUser } from '../../../shared/accounts/schemas.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { smtpSender, type MailSender } from '../contact/mail.ts';
import { createOutbox } from '../contact/outbox.ts';
import { findUserById } from '../users/service.ts';
import { sendLoginFailureNotice } from './flows.ts';
import { accountMailQueue } from './mailbox.ts';

// Without SMTP_URL the account mails stay in the database: the admin mailbox shows them in full,
// and the log says one line per mail without the link.

const logged: string[] = [];

function serialised(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '(not serialisable)';
  }
}

describeApi(
  'the local mailbox (no SMTP)',
  (server, kind) => {
    it('keeps the verification mail for admins to read, and its link works', async () => {
      const name = `box1${kind}`;
      const user = await signUpUser(server(), name);
      const admin = await signUpUser(server(), `boxadmin${kind}`, { admin: true });

      const res = await server().api<MailboxResponse>('/api/admin/mailbox', { token: admin.token });
      expect(res.status).toBe(200);
      expect(mailboxResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ delivery: 'local', page: 1, pageSize: 20 });
      // newest first: the admin's own sign-up mail, then the user's
      expect(res.body.items.map((m) => m.to).slice(0, 2)).toEqual([
        `boxadmin${kind}@example.com`,
        `${name}@example.com`,
      ]);
      const mail = res.body.items[1]!;
      expect(mail).toMatchObject({
        kind: 'verify_email',
        status: 'pending',
        attempts: 0,
        sentAt: null,
        lastError: null,
      });
      const token = tokenIn(mail.text, '/verify-email');
      // the link names the address the request came to (no PUBLIC_URL here)
      expect(mail.text).toContain(`${server().baseUrl}/verify-email?token=`);

      const opened = await server().api('/api/auth/verify-email', {
        method: 'POST',
        body: { token },
      });
      expect(opened.status).toBe(200);
      const after = await server().api<PublicUser>(`/api/users/${user.id}`, {
        token: user.token,
      });
      expect(after.body.emailVerified).toBe(true);

      // it stays pending: nothing ever tries to send it
      await sleep(300);
      const [row] = await server()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, mail.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0, text: mail.text });
    });

    it('logs one line per mail: kind, masked recipient, subject, never the link', async () => {
      const name = `box2${kind}`;
      await signUpUser(server(), name);
      const [row] = await server()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `${name}@example.com`));
      const token = tokenIn(row!.text, '/verify-email');
      const lines = logged.filter((l) => l.includes(row!.id));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('verify_email');
      expect(lines[0]).toContain('b***@example.com');
      expect(lines[0]).toContain('Confirm your e-mail address for Buildwright');
      expect(lines[0]).toContain('read it in the admin mailbox');
      const all = logged.join('\n');
      expect(all).not.toContain(token);
      expect(all).not.toContain('verify-email?token');
      expect(all).not.toContain(`${name}@example.com`);
    });

    it('never lets a malformed Host header shape a link', async () => {
      const name = `box5${kind}`;
      await signUpUser(server(), name);
      const res = await server().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        headers: { host: 'evil.example/phish?x=' },
        payload: { email: `${name}@example.com` },
      });
      expect(res.statusCode).toBe(202);
      const reset = await waitFor(async () => {
        const rows = await server()
          .database.db.select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, `${name}@example.com`));
        return rows.find((r) => r.kind === 'reset_password');
      });
      expect(reset.text).toContain(
        `http://localhost:${server().config.port}/reset-password?token=`,
      );
      expect(reset.text).not.toContain('evil.example');
    });

    it('tells the owner about many failed log-ins without any link to use', async () => {
      const name = `box6${kind}`;
      const user = await signUpUser(server(), name);
      const row = await findUserById(server().database.db, user.id);
      await sendLoginFailureNotice(server().app, row!);
      const [notice] = await server()
        .database.db.select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, `${name}@example.com`), eq(mailOutbox.kind, 'login_failures')),
        );
      expect(notice!.subject).toBe('Many failed log-ins on your Buildwright account');
      expect(notice!.text).toMatch(/If it was not you/);
      expect(notice!.text).not.toMatch(/token=/);
    });

    it('sends account mails through the contact outbox: retried in full, redacted once sent', async () => {
      const name = `box7${kind}`;
      await signUpUser(server(), name);
      const address = `${name}@example.com`;
      const rowOf = async () => {
        const [row] = await server()
          .database.db.select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, address));
        return row!;
      };
      const token = tokenIn((await rowOf()).text, '/verify-email');
      // only this mail is due: the others are marked sent
      await server()
        .database.db.update(mailOutbox)
        .set({ status: 'sent' })
        .where(ne(mailOutbox.to, address));
      const down: MailSender = {
        send: () => Promise.reject(new Error('421 try again later')),
        close: () => {},
      };
      const queue = accountMailQueue({ from: server().config.mail.from });
      const failing = createOutbox({ db: server().database.db, sender: down, queue });
      expect(await failing.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await rowOf()).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: '421 try again later',
      });
      expect((await rowOf()).text).toContain(token);

      const sink = await startSmtpSink();
      try {
        const later = createOutbox({
          db: server().database.db,
          sender: smtpSender(sink.url),
          queue,
          now: () => new Date(Date.now() + 61_000),
        });
        expect(await later.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
        const mail = await sink.waitForMail(address);
        expect(tokenIn(mail.body, '/verify-email')).toBe(token);
        expect(mail.headers['message-id']).toBe(
          `<account-${(await rowOf()).id}@buildwright.example>`,
        );
        const sent = await rowOf();
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(sent.text).not.toContain(token);
        expect(sent.text).toContain('/verify-email?token=(removed after sending)');
      } finally {
        await sink.close();
      }
    });

    it('is for admins only', async () => {
      const user = await signUpUser(server(), `box3${kind}`);
      expect((await server().api('/api/admin/mailbox')).status).toBe(401);
      expect((await server().api('/api/admin/mailbox', { token: user.token })).status).toBe(403);
    });

    it('pages newest first and refuses a bad page by name', async () => {
      const admin = await signUpUser(server(), `box4${kind}`, { admin: true });
      const page = (q: string) =>
        server().api<MailboxResponse>(`/api/admin/mailbox?${q}`, { token: admin.token });
      const all = (await page('pageSize=100')).body;
      expect(all.total).toBe(all.items.length);
      const second = await page('page=2&pageSize=1');
      expect(second.body.items).toEqual([all.items[1]]);
      expect(second.body).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      const bad = await server().api<ErrorBody>('/api/admin/mailbox?pageSize=0', {
        token: admin.token,
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toContain('pageSize');
    });
  },
  {
    // A real logger (quiet at 'warn'), whose info calls the test records.
    env: { LOG_LEVEL: 'warn' },
    setup: (app) => {
      // (request loggers are children of this one and inherit it; their request objects are
      // circular, so only what serialises is kept)
      app.log.info = (...args: unknown[]) => {
        logged.push(args.map((arg) => serialised(arg)).join(' '));
      };
    },
  },
);
