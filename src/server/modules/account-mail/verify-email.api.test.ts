import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import { signUpUser, TEST_PASSWORD } from '../../../../tests/factories.ts';
import { freePort } from '../../../../tests/free-port.ts';
import { linkIn, startSmtpSink, tokenIn, type SmtpSink } from '../../../../tests/smtp-sink.ts';
import { waitFor } from '../../../../tests/wait.ts';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse, PublicUser } from '../../../shared/accounts/schemas.ts';
import { accountTokens, mailOutbox, users } from '../../db/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { hashToken } from '../auth/one-time-tokens.ts';
import { findUserById } from '../users/service.ts';
import { requestEmailChange, sendEmailVerification } from './flows.ts';

// Verification and address-change links, sent through SMTP to a local sink.

const PUBLIC_URL = 'http://buildwright.test';
const sinkPort = await freePort();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
});
afterAll(async () => {
  await sink?.close();
});

const verify = (server: TestServer, token: string) =>
  server.api<ErrorBody>('/api/auth/verify-email', { method: 'POST', body: { token } });

const me = async (server: TestServer, id: string) => {
  const row = await findUserById(server.database.db, id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

/** The stored outbox row of the mail to `to`, once the outbox has sent it. */
const sentRow = (server: TestServer, to: string) =>
  waitFor(async () => {
    const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const sent = rows.filter((r) => r.status === 'sent');
    return sent.length === rows.length && rows.length > 0 ? sent : undefined;
  });

describeApi(
  'verifying an e-mail address',
  (server, kind) => {
    it('sends a verification link at sign-up that verifies the account once', async () => {
      const name = `ver1${kind}`;
      const user = await signUpUser(server(), name);
      const mail = await sink.waitForMail(`${name}@example.com`);
      expect(mail.headers.subject).toBe('Confirm your e-mail address for Buildwright');
      expect(mail.headers.from).toContain('no-reply@buildwright.example');
      expect(mail.body).toMatch(/24 hours/);
      expect(linkIn(mail.body, '/verify-email')?.origin).toBe(PUBLIC_URL);
      const token = tokenIn(mail.body, '/verify-email');

      const before = await server().api<PublicUser>(`/api/users/${user.id}`, {
        token: user.token,
      });
      expect(before.body).toMatchObject({ emailVerified: false, pendingEmail: null });

      const opened = await verify(server(), token);
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ result: 'verified', email: `${name}@example.com` });
      const after = await server().api<PublicUser>(`/api/users/${user.id}`, {
        token: user.token,
      });
      expect(after.body.emailVerified).toBe(true);

      // single use
      const again = await verify(server(), token);
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ token: accountMessages.linkInvalid });
    });

    it('stores only the hash of the token, and no working link once the mail is sent', async () => {
      const name = `ver2${kind}`;
      const user = await signUpUser(server(), name);
      const token = tokenIn((await sink.waitForMail(`${name}@example.com`)).body, '/verify-email');
      const tokens = await server()
        .database.db.select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, user.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(tokens)).not.toContain(token);
      expect(tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime()).toBeGreaterThan(
        24 * 3_600_000 - 60_000,
      );

      const [row] = await sentRow(server(), `${name}@example.com`);
      expect(row!.text).not.toContain(token);
      expect(row!.text).toContain(`${PUBLIC_URL}/verify-email?token=(removed after sending)`);
      expect(row!.sentAt).not.toBeNull();
      // the link in the mail still works: only the stored copy lost its token
      expect((await verify(server(), token)).status).toBe(200);
    });

    it('refuses an expired, unknown or malformed link with the link message', async () => {
      const name = `ver3${kind}`;
      const user = await signUpUser(server(), name);
      const token = tokenIn((await sink.waitForMail(`${name}@example.com`)).body, '/verify-email');
      await server()
        .database.db.update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(accountTokens.tokenHash, hashToken(token)));
      for (const bad of [token, 'x'.repeat(43), ' ', 'x'.repeat(201)]) {
        const res = await verify(server(), bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors).toEqual({ token: accountMessages.linkInvalid });
      }
      expect((await me(server(), user.id)).emailVerifiedAt).toBeNull();
    });

    it('sends the link again on request, and nothing once the address is verified', async () => {
      const name = `ver4${kind}`;
      const address = `${name}@example.com`;
      const user = await signUpUser(server(), name);
      await sink.waitForMail(address);
      const resend = () =>
        server().api('/api/auth/verify-email/resend', { method: 'POST', token: user.token });
      expect((await server().api('/api/auth/verify-email/resend', { method: 'POST' })).status).toBe(
        401,
      );

      const res = await resend();
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: accountMessages.verificationSent });
      const second = await sink.waitForMail(address, { count: 2 });
      expect((await verify(server(), tokenIn(second.body, '/verify-email'))).status).toBe(200);

      const done = await resend();
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: accountMessages.verificationSent });
      expect(await server().database.db.$count(mailOutbox, eq(mailOutbox.to, address))).toBe(2);
    });

    it('limits how often a verification link is sent again', async () => {
      const name = `ver5${kind}`;
      const user = await signUpUser(server(), name);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await server().api('/api/auth/verify-email/resend', {
          method: 'POST',
          token: user.token,
        });
        statuses.push(res.status);
        if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('sends nothing for an already verified account', async () => {
      const name = `ver6${kind}`;
      const user = await signUpUser(server(), name);
      await sink.waitForMail(`${name}@example.com`);
      await server()
        .database.db.update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, user.id));
      await sendEmailVerification(server().app, await me(server(), user.id), PUBLIC_URL);
      expect(
        await server().database.db.$count(mailOutbox, eq(mailOutbox.to, `${name}@example.com`)),
      ).toBe(1);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, PUBLIC_URL } },
);

describeApi(
  'changing the e-mail address',
  (server, kind) => {
    it('sends a link to the new address, tells the old one, and switches only when opened', async () => {
      const name = `chg1${kind}`;
      const oldAddress = `${name}@example.com`;
      const newAddress = `${name}.new@example.org`;
      const user = await signUpUser(server(), name);
      await sink.waitForMail(oldAddress);

      const patched = await server().api<PublicUser>(`/api/users/${user.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { email: newAddress },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ email: oldAddress, pendingEmail: newAddress });

      const toNew = await sink.waitForMail(newAddress);
      expect(toNew.headers.subject).toBe('Confirm your new e-mail address for Buildwright');
      const notice = await sink.waitForMail(oldAddress, { count: 2 });
      expect(notice.body).toContain(`c***@example.org`);
      expect(notice.body).not.toContain(newAddress);
      expect(notice.body).not.toMatch(/token=/);
      expect(notice.body).toMatch(/If it was not you/);

      // nothing changed yet: the old address still logs in, the new one does not
      const login = (email: string) =>
        server().api<AuthResponse>('/api/auth/login', {
          method: 'POST',
          body: { email, password: TEST_PASSWORD },
        });
      expect((await me(server(), user.id)).email).toBe(oldAddress);
      expect((await login(newAddress)).status).toBe(401);

      const opened = await verify(server(), tokenIn(toNew.body, '/verify-email'));
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ result: 'emailChanged', email: newAddress });
      expect(await me(server(), user.id)).toMatchObject({
        email: newAddress,
        pendingEmail: null,
      });
      expect((await me(server(), user.id)).emailVerifiedAt).not.toBeNull();
      expect((await login(newAddress)).status).toBe(200);
      expect((await login(oldAddress)).status).toBe(401);
    });

    it('answers 409 when the new address was taken before the link was opened', async () => {
      const name = `chg2${kind}`;
      const wanted = `${name}.wanted@example.com`;
      const user = await signUpUser(server(), name);
      await requestEmailChange(server().app, await me(server(), user.id), wanted, PUBLIC_URL);
      const link = tokenIn((await sink.waitForMail(wanted)).body, '/verify-email');

      // someone else signs up with the address meanwhile
      const other = await server().api('/api/auth/signup', {
        method: 'POST',
        body: { email: wanted, password: TEST_PASSWORD, username: `${name}x`, acceptedTerms: true },
      });
      expect(other.status).toBe(201);

      const opened = await verify(server(), link);
      expect(opened.status).toBe(409);
      expect(opened.body.errors).toEqual({ email: accountMessages.emailTaken });
      expect((await me(server(), user.id)).email).toBe(`${name}@example.com`);
    });

    it('refuses an address another account has, at once', async () => {
      const name = `chg3${kind}`;
      const user = await signUpUser(server(), name);
      await signUpUser(server(), `${name}b`);
      await expect(
        requestEmailChange(
          server().app,
          await me(server(), user.id),
          `${name}b@example.com`,
          PUBLIC_URL,
        ),
      ).rejects.toMatchObject({ kind: 'conflict', errors: { email: accountMessages.emailTaken } });
      expect((await me(server(), user.id)).pendingEmail).toBeNull();
    });

    it('refuses a Google-mail address when Google sign-in is on', async () => {
      const name = `chg4${kind}`;
      const user = await signUpUser(server(), name);
      const withGoogle = Object.create(server().app, {
        config: { value: { ...server().config, googleEnabled: true } },
      }) as TestServer['app'];
      await expect(
        requestEmailChange(
          withGoogle,
          await me(server(), user.id),
          `${name}@gmail.com`,
          PUBLIC_URL,
        ),
      ).rejects.toMatchObject({
        kind: 'invalid_data',
        errors: { email: accountMessages.googleMailProfile },
      });
    });

    it('lets only the newest change link work, and asking for the current address cancels', async () => {
      const name = `chg5${kind}`;
      const user = await signUpUser(server(), name);
      const first = `${name}.a@example.com`;
      const second = `${name}.b@example.com`;
      await requestEmailChange(server().app, await me(server(), user.id), first, PUBLIC_URL);
      await requestEmailChange(server().app, await me(server(), user.id), second, PUBLIC_URL);
      const firstLink = tokenIn((await sink.waitForMail(first)).body, '/verify-email');
      const secondLink = tokenIn((await sink.waitForMail(second)).body, '/verify-email');
      expect((await verify(server(), firstLink)).status).toBe(400);
      expect((await me(server(), user.id)).pendingEmail).toBe(second);

      const cancelled = await requestEmailChange(
        server().app,
        await me(server(), user.id),
        `${name}@example.com`,
        PUBLIC_URL,
      );
      expect(cancelled.pendingEmail).toBeNull();
      expect((await verify(server(), secondLink)).status).toBe(400);
      expect((await me(server(), user.id)).email).toBe(`${name}@example.com`);
    });

    it('stops a verification link of the old address from verifying the new one', async () => {
      const name = `chg6${kind}`;
      const user = await signUpUser(server(), name);
      const oldLink = tokenIn(
        (await sink.waitForMail(`${name}@example.com`)).body,
        '/verify-email',
      );
      const next = `${name}.next@example.com`;
      await requestEmailChange(server().app, await me(server(), user.id), next, PUBLIC_URL);
      const changeLink = tokenIn((await sink.waitForMail(next)).body, '/verify-email');
      expect((await verify(server(), changeLink)).status).toBe(200);
      expect((await verify(server(), oldLink)).status).toBe(400);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, PUBLIC_URL } },
);
