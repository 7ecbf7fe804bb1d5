import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import {
  TEST_JWT_SECRET,
  describeApi,
  type TestServer,
  type JsonResponse,
} from '../../../../tests/api-server.ts';
import {
  linkTokenOf,
  logInUser,
  mailsTo,
  saveBuild,
  signUpUser,
  TEST_PASSWORD,
} from '../../../../tests/factories.ts';
import { startOidcProvider } from '../../../../tests/oidc-provider.ts';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse, PublicUser } from '../../../shared/accounts/schemas.ts';
import { users } from '../../db/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const GOOGLE_EXPIRED = 'Google sign-in expired. Please try again.';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

interface GoogleReturn {
  /** Where the callback sent the browser. */
  location: string;
  /** The callback's Set-Cookie headers. */
  setCookies: string[];
  /** The cookies the browser now holds for /api/auth/google, as a Cookie header. */
  cookie: string;
}

/** Follows the browser's redirects by hand: our start → provider → our callback → /auth?… */
async function returnFromGoogle(server: TestServer, tamperState = false): Promise<GoogleReturn> {
  const start = await fetch(`${server.baseUrl}/api/auth/google`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const oidcCookie = start.headers.get('set-cookie')?.split(';')[0] ?? '';
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  if (tamperState) authorize.searchParams.set('state', 'forged');
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = back.headers.get('location')!;
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: oidcCookie } });
  expect(done.status).toBe(302);
  const setCookies = done.headers.getSetCookie();
  const cookie = setCookies
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  return { location: done.headers.get('location')!, setCookies, cookie };
}

/** What the web app does on /auth?google=1: trades the cookie's code for a session. */
function exchange(server: TestServer, cookie?: string) {
  return server.api<AuthResponse>('/api/auth/google/exchange', {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
}

/** Google sign-in from start to a session, as the browser and the web app do it. */
async function signInWithGoogle(server: TestServer): Promise<AuthResponse> {
  const back = await returnFromGoogle(server);
  expect(back.location).toBe('/auth?google=1');
  const res = await exchange(server, back.cookie);
  expect(res.status).toBe(200);
  return res.body;
}

describeApi(
  'Google sign-in (OpenID Connect, PKCE)',
  (server) => {
    it('creates a verified account for a new Google user; no token or user ever in an address', async () => {
      provider.setIdentity({
        sub: 'google-sub-1',
        email: 'Pat.Smith@Gmail.com',
        email_verified: true,
      });
      const back = await returnFromGoogle(server());
      expect(back.location).toBe('/auth?google=1');
      const codeCookie = back.setCookies.find((c) => c.startsWith('bw_google_code='));
      expect(codeCookie).toMatch(/HttpOnly/i);
      expect(codeCookie).toMatch(/Path=\/api\/auth\/google/);
      expect(codeCookie).toMatch(/SameSite=Lax/i);
      expect(codeCookie).toMatch(/Max-Age=120/);

      const res = await exchange(server(), back.cookie);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        email: 'pat.smith@gmail.com',
        username: 'pat.smith',
        acceptedTerms: true,
        emailVerified: true,
      });
      // the exchange clears the cookie, and the code works once
      expect(res.headers.get('set-cookie')).toMatch(/bw_google_code=;/);
      const replay = await exchange(server(), back.cookie);
      expect(replay.status).toBe(401);
      expect(errorOf(replay).message).toBe(GOOGLE_EXPIRED);

      const me = await server().api(`/api/users/${res.body.user._id}`, {
        token: res.body.access_token,
      });
      expect(me.status).toBe(200);
      // signing in again finds the same account
      expect((await signInWithGoogle(server())).user._id).toBe(res.body.user._id);
    });

    it('links Google to an existing account whose owner proved the address; the password still works', async () => {
      const existing = await signUpUser(server(), 'linkme', { verified: true });
      provider.setIdentity({
        sub: 'google-sub-2',
        email: 'linkme@example.com',
        email_verified: true,
      });
      const google = await signInWithGoogle(server());
      expect(google.user._id).toBe(existing.id);
      expect((await logInUser(server(), 'linkme@example.com')).status).toBe(200);
      expect(
        (await server().api(`/api/users/${existing.id}`, { token: existing.token })).status,
      ).toBe(200);
    });

    it('refuses an ID token that does not say the e-mail is verified, and a forged state', async () => {
      for (const [sub, claims] of [
        ['google-sub-3', { email_verified: false }],
        ['google-sub-3b', {}],
        ['google-sub-3c', { email_verified: 'true' }],
      ] as const) {
        provider.setIdentity({ sub, email: 'unverified@example.com', ...claims });
        const back = await returnFromGoogle(server());
        expect(back.location, sub).toBe('/auth?error=google');
        expect(back.cookie, sub).toBe('');
      }
      const [created] = await server()
        .database.db.select()
        .from(users)
        .where(eq(users.email, 'unverified@example.com'));
      expect(created).toBeUndefined();

      provider.setIdentity({
        sub: 'google-sub-4',
        email: 'state@example.com',
        email_verified: true,
      });
      expect((await returnFromGoogle(server(), true)).location).toBe('/auth?error=google');
    });

    it('does not hand an unverified account to a Google identity that is not verified', async () => {
      const squatter = await signUpUser(server(), 'keepout', { email: 'keepout@corp.example' });
      provider.setIdentity({ sub: 'google-sub-5', email: 'keepout@corp.example' });
      expect((await returnFromGoogle(server())).location).toBe('/auth?error=google');
      expect(
        (await server().api(`/api/users/${squatter.id}`, { token: squatter.token })).status,
      ).toBe(200);
    });

    it('refuses a callback without the signed cookie from the start', async () => {
      const res = await fetch(`${server().baseUrl}/api/auth/google/callback?code=x&state=y`, {
        redirect: 'manual',
      });
      expect(res.headers.get('location')).toBe('/auth?error=google');
    });

    it('signs no one in from a crafted link: the exchange needs the http-only cookie', async () => {
      const victim = await signUpUser(server(), 'crafted');
      // what a crafted /auth?token=…&user=… link or /auth?google=1 could make the web app send
      const bare = await exchange(server());
      expect(bare.status).toBe(401);
      expect(errorOf(bare).message).toBe(GOOGLE_EXPIRED);
      // cookie-signature, as @fastify/cookie signs: a signed value that is no code gets nowhere
      const signed = (value: string) =>
        `${value}.${createHmac('sha256', TEST_JWT_SECRET).update(value).digest('base64').replace(/=+$/, '')}`;
      for (const cookie of [
        `bw_google_code=${victim.token}`,
        `bw_google_code=${encodeURIComponent(signed(victim.token))}`,
        'bw_google_code=forged.c2lnbmF0dXJl',
        'bw_google_code=',
      ]) {
        const res = await exchange(server(), cookie);
        expect(res.status, cookie).toBe(401);
        expect(res.text, cookie).not.toContain('access_token');
      }
      // a token is no way in on its own either: the server answers /auth with no session
      const link = await fetch(
        `${server().baseUrl}/auth?token=${victim.token}&user=${encodeURIComponent('{"_id":"x"}')}`,
        { redirect: 'manual' },
      );
      expect(link.headers.get('set-cookie')).toBeNull();
    });

    it('says Google sign-in is on', async () => {
      const site = (await server().api('/api/config')).body as { googleEnabled: boolean };
      expect(site.googleEnabled).toBe(true);
    });
  },
  {
    env: {
      GOOGLE_CLIENT_ID: 'buildwright-test',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      OIDC_ISSUER: provider.issuer,
    },
  },
);

describeApi(
  'Google sign-in: an account signed up before its owner cannot be kept by the squatter',
  (server) => {
    it('hands the unverified account to the Google owner; the squatter loses every way in', async () => {
      const victimEmail = 'victim@corp.example';
      // The attacker signs up with the victim's address and a password of their choosing…
      const squatter = await signUpUser(server(), 'squatter', { email: victimEmail });
      const verificationLink = linkTokenOf(
        (await mailsTo(server(), victimEmail, 'verify_email'))[0],
      );
      // …signs in on a second device, saves a build, and asks to move the account to their own address.
      const second = await logInUser(server(), victimEmail, TEST_PASSWORD);
      expect(second.status).toBe(200);
      await saveBuild(server(), squatter);
      const move = await server().api<PublicUser>(`/api/users/${squatter.id}`, {
        method: 'PATCH',
        token: squatter.token,
        body: { email: 'attacker@evil.example' },
      });
      expect(move.status).toBe(200);
      expect(move.body.pendingEmail).toBe('attacker@evil.example');
      const moveLink = linkTokenOf(
        (await mailsTo(server(), 'attacker@evil.example', 'change_email'))[0],
      );

      // The real owner continues with Google, which vouches for the address.
      provider.setIdentity({ sub: 'victim-google-sub', email: victimEmail, email_verified: true });
      const victim = await signInWithGoogle(server());
      expect(victim.user).toMatchObject({
        _id: squatter.id,
        email: victimEmail,
        emailVerified: true,
        pendingEmail: null,
      });

      // The squatter's sessions, password and links no longer work.
      for (const token of [squatter.token, second.body.access_token]) {
        const res = await server().api(`/api/users/${squatter.id}`, { token });
        expect(res.status).toBe(401);
      }
      const password = await logInUser(server(), victimEmail, TEST_PASSWORD);
      expect(password.status).toBe(401);
      expect(errorOf(password).message).toBe(accountMessages.invalidCredentials);
      for (const token of [moveLink, verificationLink]) {
        const res = await server().api('/api/auth/verify-email', {
          method: 'POST',
          body: { token },
        });
        expect(res.status).toBe(400);
        expect(errorOf(res).errors).toEqual({ token: accountMessages.linkInvalid });
      }

      // The owner is in, with the account's address unchanged; what was saved in it stays.
      const mine = await server().api<PublicUser>(`/api/users/${squatter.id}`, {
        token: victim.access_token,
      });
      expect(mine.body).toMatchObject({ email: victimEmail, pendingEmail: null });
      const builds = await server().api<unknown[]>('/api/user-builds', {
        token: victim.access_token,
      });
      expect(builds.body).toHaveLength(1);
      // and signs in with Google again into the same account
      expect((await signInWithGoogle(server())).user._id).toBe(squatter.id);
    });
  },
  {
    env: {
      GOOGLE_CLIENT_ID: 'buildwright-test',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      OIDC_ISSUER: provider.issuer,
    },
  },
);

describeApi('Google sign-in not configured', (server) => {
  it('answers 503 with a clear message', async () => {
    const res = await server().api('/api/auth/google');
    expect(res.status).toBe(503);
    expect(errorOf(res).message).toBe('Google sign-in is not configured on this server.');
  });

  it('answers the exchange 401 without a cookie', async () => {
    const res = await exchange(server());
    expect(res.status).toBe(401);
  });
});
