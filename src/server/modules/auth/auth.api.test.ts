import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { TEST_JWT_SECRET, describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { signUpUser as signUp } from '../../../../tests/factories.ts';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse, PublicUser } from '../../../shared/accounts/schemas.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const signupBody = (n: string) => ({
  email: `${n}@example.com`,
  password: 'secret-pw',
  username: n,
  acceptedTerms: true,
});

/** An HS256 token signed with the test secret, for forging expired or foreign claims. */
function forgeToken(payload: object, secret = TEST_JWT_SECRET): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describeApi('accounts: sign-up, log-in, tokens', (server) => {
  it('signs up and answers an access token and the user without any password', async () => {
    const res = await server().api('/api/auth/signup', {
      method: 'POST',
      body: signupBody('Ada.L'),
    });
    expect(res.status).toBe(201);
    const body = res.body as AuthResponse;
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      username: 'Ada.L',
      email: 'ada.l@example.com',
      role: 'user',
      acceptedTerms: true,
      userProfile: { fullName: '', dateOfBirth: '', phoneNumber: '' },
      savedPartList: [],
    });
    expect(res.text).not.toMatch(/password|scrypt|tokenVersion/i);
  });

  it('refuses bad sign-up input with the agreed texts, naming each field', async () => {
    const res = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { email: 'nope', password: '123', username: 'ab', acceptedTerms: false },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).errors).toEqual({
      email: 'Please enter a valid email address',
      password: accountMessages.passwordTooShort,
      username: accountMessages.usernameTooShort,
      acceptedTerms: accountMessages.termsRequired,
    });
  });

  it('answers 409 naming the field for a taken e-mail or username (case-insensitive)', async () => {
    await signUp(server(), 'grace');
    const sameEmail = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { ...signupBody('other'), email: 'GRACE@example.com' },
    });
    expect(sameEmail.status).toBe(409);
    expect(errorOf(sameEmail).errors).toEqual({ email: accountMessages.emailTaken });
    const sameName = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { ...signupBody('other2'), username: 'GRACE' },
    });
    expect(sameName.status).toBe(409);
    expect(errorOf(sameName).errors).toEqual({ username: accountMessages.usernameTaken });
  });

  it('logs in with the right password, and says only "Invalid credentials" otherwise', async () => {
    await signUp(server(), 'linus');
    const ok = await server().api('/api/auth/login', {
      method: 'POST',
      body: { email: 'Linus@Example.com', password: 'secret-pw', rememberMe: true },
    });
    expect(ok.status).toBe(200);
    expect((ok.body as AuthResponse).user.username).toBe('linus');

    for (const body of [
      { email: 'linus@example.com', password: 'wrong-pw' },
      { email: 'nobody@example.com', password: 'secret-pw' },
    ]) {
      const bad = await server().api('/api/auth/login', { method: 'POST', body });
      expect(bad.status).toBe(401);
      expect(errorOf(bad).message).toBe('Invalid credentials');
    }
  });

  it('stores SQL and HTML in text fields inertly', async () => {
    const username = `x'--<b>`;
    const res = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { ...signupBody('inert'), username: "robert');DROP" },
    });
    // usernames are restricted to letters, numbers, dots, dashes and underscores
    expect(res.status).toBe(400);
    expect(errorOf(res).errors?.username).toBeDefined();
    const weird = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { ...signupBody('inert2'), password: username + "'; drop table users; --" },
    });
    expect(weird.status).toBe(201);
    const login = await server().api('/api/auth/login', {
      method: 'POST',
      body: { email: 'inert2@example.com', password: username + "'; drop table users; --" },
    });
    expect(login.status).toBe(200);
  });

  it('reads your own user with your token, and refuses another user with 403', async () => {
    const me = await signUp(server(), 'owner');
    const other = await signUp(server(), 'stranger');
    const mine = await server().api(`/api/users/${me.id}`, { token: me.token });
    expect(mine.status).toBe(200);
    expect((mine.body as PublicUser).username).toBe('owner');
    const theirs = await server().api(`/api/users/${other.id}`, { token: me.token });
    expect(theirs.status).toBe(403);
  });

  it('refuses missing, tampered, expired and foreign-signed tokens with 401', async () => {
    const me = await signUp(server(), 'tokens');
    const url = `/api/users/${me.id}`;
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      missing: undefined,
      tampered: me.token.slice(0, -2) + (me.token.endsWith('A') ? 'BB' : 'AA'),
      expired: forgeToken({ sub: me.id, ver: 0, iat: now - 13 * 3600, exp: now - 3600 }),
      tooOld: forgeToken({ sub: me.id, ver: 0, iat: now - 13 * 3600 }),
      foreignSecret: forgeToken(
        { sub: me.id, ver: 0, iat: now },
        'another-secret-entirely-0123456789',
      ),
      unknownUser: forgeToken({ sub: '00000000-0000-4000-8000-000000000000', ver: 0, iat: now }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await server().api(url, { token });
      expect(res.status, name).toBe(401);
      expect(errorOf(res).message, name).toBe('Authentication failed. Please log in again.');
    }
    const fresh = forgeToken({ sub: me.id, ver: 0, iat: now });
    expect((await server().api(url, { token: fresh })).status).toBe(200);
  });

  it('locks an account after 10 failed log-ins (429 with Retry-After), even with the right password', async () => {
    await signUp(server(), 'locked');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 20; i++) {
      last = await server().api('/api/auth/login', {
        method: 'POST',
        body: { email: 'locked@example.com', password: `wrong-${i}` },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await server().api('/api/auth/login', {
      method: 'POST',
      body: { email: 'locked@example.com', password: 'secret-pw' },
    });
    expect(right.status).toBe(429);
    // other accounts are unaffected
    await signUp(server(), 'free');
    const other = await server().api('/api/auth/login', {
      method: 'POST',
      body: { email: 'free@example.com', password: 'secret-pw' },
    });
    expect(other.status).toBe(200);
  });

  it('tells the web app what is enabled', async () => {
    const res = await server().api('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ siteName: 'Buildwright', googleEnabled: false });
  });
});

describeApi(
  'accounts with Google sign-in configured',
  (server) => {
    it('refuses a Google-mail sign-up with the agreed text when Google sign-in is configured', async () => {
      const res = await server().api('/api/auth/signup', {
        method: 'POST',
        body: { ...signupBody('gee'), email: 'someone@gmail.com' },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res).errors).toEqual({ email: accountMessages.googleMail });
    });
  },
  { env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' } },
);

describeApi(
  'log-in limit per client IP',
  (server) => {
    it('answers 429 with Retry-After once one IP has used its log-in attempts', async () => {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 6; i++) {
        last = await server().api('/api/auth/login', {
          method: 'POST',
          body: { email: `visitor${i}@example.com`, password: 'whatever' },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
  { env: { LOGIN_IP_RATE_LIMIT_MAX: '5' } },
);
