import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import { signUpUser, TEST_PASSWORD } from '../../../../tests/factories.ts';
import { freePort } from '../../../../tests/free-port.ts';
import { startSmtpSink, tokenIn, type SmtpSink } from '../../../../tests/smtp-sink.ts';
import { waitFor } from '../../../../tests/wait.ts';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse } from '../../../shared/accounts/schemas.ts';
import { accountTokens, mailOutbox, users } from '../../db/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { hashToken } from '../auth/one-time-tokens.ts';

// "Forgot password": the request answers the same for every address; the link works once, for
// 30 minutes, and signs the account out everywhere.

const PUBLIC_URL = 'http://buildwright.test';
const NEW_PASSWORD = 'a-new-password';
const sinkPort = await freePort();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
});
afterAll(async () => {
  await sink?.close();
});

const requestReset = (server: TestServer, email: string) =>
  server.api('/api/auth/password-reset/request', { method: 'POST', body: { email } });

const reset = (server: TestServer, token: string, password = NEW_PASSWORD) =>
  server.api<ErrorBody>('/api/auth/password-reset', { method: 'POST', body: { token, password } });

const login = (server: TestServer, email: string, password: string) =>
  server.api<AuthResponse>('/api/auth/login', { method: 'POST', body: { email, password } });

/** A user signed up, and their verification mail already out of the way. */
async function signedUp(server: TestServer, name: string) {
  const user = await signUpUser(server, name);
  await sink.waitForMail(`${name}@example.com`);
  return user;
}

describeApi(
  'resetting a forgotten password',
  (server, kind) => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const name = `rst1${kind}`;
      await signedUp(server(), name);
      const unknown = await requestReset(server(), `nobody-${kind}@example.com`);
      const known = await requestReset(server(), `${name}@example.com`);
      for (const res of [unknown, known]) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ message: accountMessages.resetRequested });
      }
      expect(unknown.text).toBe(known.text);

      const mail = await sink.waitForMail(`${name}@example.com`, { count: 2 });
      expect(mail.headers.subject).toBe('Reset your Buildwright password');
      expect(mail.body).toMatch(/30 minutes/);
      expect(mail.body).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(sink.sentTo(`nobody-${kind}@example.com`)).toHaveLength(0);
      expect(
        await server().database.db.$count(
          mailOutbox,
          eq(mailOutbox.to, `nobody-${kind}@example.com`),
        ),
      ).toBe(0);
    });

    it('sets the new password once, ends every session and proves the address', async () => {
      const name = `rst2${kind}`;
      const address = `${name}@example.com`;
      const user = await signedUp(server(), name);
      const other = await login(server(), address, TEST_PASSWORD);
      expect(other.status).toBe(200);
      const sessions = [user.token, other.body.access_token];

      expect((await requestReset(server(), address)).status).toBe(202);
      const token = tokenIn(
        (await sink.waitForMail(address, { count: 2 })).body,
        '/reset-password',
      );
      const [stored] = await server()
        .database.db.select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, hashToken(token)));
      expect(stored).toMatchObject({ purpose: 'reset_password', userId: user.id });
      const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
      expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(60_000);

      const res = await reset(server(), token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: accountMessages.passwordReset });

      for (const old of sessions) {
        expect((await server().api(`/api/users/${user.id}`, { token: old })).status).toBe(401);
      }
      expect((await login(server(), address, TEST_PASSWORD)).status).toBe(401);
      const fresh = await login(server(), address, NEW_PASSWORD);
      expect(fresh.status).toBe(200);
      expect(fresh.body.user.emailVerified).toBe(true);

      // single use
      const again = await reset(server(), token, 'yet-another-password');
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ token: accountMessages.linkInvalid });
      expect((await login(server(), address, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a link after its 30 minutes, and a bad one, with the link message', async () => {
      const name = `rst3${kind}`;
      const address = `${name}@example.com`;
      await signedUp(server(), name);
      await requestReset(server(), address);
      const token = tokenIn(
        (await sink.waitForMail(address, { count: 2 })).body,
        '/reset-password',
      );
      await server()
        .database.db.update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(accountTokens.tokenHash, hashToken(token)));
      for (const bad of [token, 'not-a-token']) {
        const res = await reset(server(), bad);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ token: accountMessages.linkInvalid });
      }
      expect((await login(server(), address, TEST_PASSWORD)).status).toBe(200);
      // a too-short password is refused before the link is used
      expect((await reset(server(), 'whatever', '123')).body.errors).toEqual({
        password: accountMessages.passwordTooShort,
      });
    });

    it('makes an earlier verification or address-change link stop working', async () => {
      const name = `rst4${kind}`;
      const address = `${name}@example.com`;
      const user = await signedUp(server(), name);
      const verifyLink = tokenIn(sink.sentTo(address)[0]!.body, '/verify-email');
      await server().api(`/api/users/${user.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { email: `${name}.new@example.com` },
      });
      const changeLink = tokenIn(
        (await sink.waitForMail(`${name}.new@example.com`)).body,
        '/verify-email',
      );
      await requestReset(server(), address);
      const token = tokenIn(
        (
          await waitFor(() =>
            Promise.resolve(sink.sentTo(address).find((m) => /reset-password/.test(m.body))),
          )
        ).body,
        '/reset-password',
      );
      expect((await reset(server(), token)).status).toBe(200);
      for (const link of [verifyLink, changeLink]) {
        const res = await server().api('/api/auth/verify-email', {
          method: 'POST',
          body: { token: link },
        });
        expect(res.status).toBe(400);
      }
      const [row] = await server().database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: address, pendingEmail: null });
    });

    it('tells an account that signs in only with Google to use Google', async () => {
      const address = `goo-${kind}@example.com`;
      await server()
        .database.db.insert(users)
        .values({
          username: `goo${kind}`,
          email: address,
          googleSubject: `sub-${kind}`,
          emailVerifiedAt: new Date(),
        });
      const res = await requestReset(server(), address);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: accountMessages.resetRequested });
      const mail = await sink.waitForMail(address);
      expect(mail.body).toMatch(/Continue with Google/);
      expect(mail.body).not.toMatch(/token=/);
      expect(await server().database.db.$count(accountTokens)).toBeGreaterThan(0);
      const [tokenRow] = await server()
        .database.db.select({ id: accountTokens.id })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(eq(users.email, address));
      expect(tokenRow).toBeUndefined();
    });
  },
  {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    },
  },
);

describeApi(
  'password-reset request limits',
  (server, kind) => {
    it('limits requests per address and per client IP, known address or not', async () => {
      const a = `lim-a-${kind}@example.com`;
      const statuses = async (email: string, n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await requestReset(server(), email)).status);
        return out;
      };
      // per address: 2 an hour, whether or not there is an account
      expect(await statuses(a, 3)).toEqual([202, 202, 429]);
      const refused = await requestReset(server(), a);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // per IP: 5 an hour in all; the refused ones did not count
      expect(await statuses(`lim-b-${kind}@example.com`, 2)).toEqual([202, 202]);
      expect(await statuses(`lim-c-${kind}@example.com`, 2)).toEqual([202, 429]);
      expect(await statuses(`lim-d-${kind}@example.com`, 1)).toEqual([429]);
    });
  },
  { env: { PASSWORD_RESET_MAX_PER_ADDRESS: '2', PASSWORD_RESET_MAX_PER_IP: '5' } },
);
