import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  TEST_JWT_SECRET,
  describeApi,
  type JsonResponse,
  type TestServer,
} from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import {
  logInUser,
  mailsTo,
  signUpUser as signUp,
  TEST_PASSWORD,
} from '../../../../tests/factories.ts';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse, CurrentSession, PublicUser } from '../../../shared/accounts/schemas.ts';

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
  it('signs up into a working but unverified account and sends the verification link', async () => {
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
      emailVerified: false,
      pendingEmail: null,
    });
    expect(res.text).not.toMatch(/password|scrypt|tokenVersion/i);
    // signed in at once, on a session of its own
    const session = await server().api<CurrentSession>('/api/auth/session', {
      token: body.access_token,
    });
    expect(session.status).toBe(200);
    expect(session.body.user._id).toBe(body.user._id);
    const [mail, ...more] = await mailsTo(server(), 'ada.l@example.com', 'verify_email');
    expect(more).toEqual([]);
    expect(mail?.text).toMatch(/\/verify-email\?token=[\w-]{40,}/);
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
    const sid = (
      (await server().api('/api/auth/session', { token: me.token })).body as CurrentSession
    ).session.id;
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      missing: undefined,
      tampered: me.token.slice(0, -2) + (me.token.endsWith('A') ? 'BB' : 'AA'),
      expired: forgeToken({ sub: me.id, sid, iat: now - 13 * 3600, exp: now - 3600 }),
      tooOld: forgeToken({ sub: me.id, sid, iat: now - 13 * 3600 }),
      foreignSecret: forgeToken(
        { sub: me.id, sid, iat: now },
        'another-secret-entirely-0123456789',
      ),
      unknownUser: forgeToken({ sub: '00000000-0000-4000-8000-000000000000', sid, iat: now }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await server().api(url, { token });
      expect(res.status, name).toBe(401);
      expect(errorOf(res).message, name).toBe('Authentication failed. Please log in again.');
    }
    const fresh = forgeToken({ sub: me.id, sid, iat: now });
    expect((await server().api(url, { token: fresh })).status).toBe(200);
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

/** Fails `times` log-ins for `email` from client `ip`; answers the statuses. */
async function failLogins(server: TestServer, email: string, ip: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await logInUser(server, email, `wrong-${i}`, { ip })).status);
  return statuses;
}

describeApi(
  'log-in throttling that cannot lock the owner out',
  (server) => {
    it("never stops the owner's right password from their own address over failures from elsewhere", async () => {
      await signUp(server(), 'owner');
      const attacker = '203.0.113.10';
      expect(await failLogins(server(), 'owner@example.com', attacker, 10)).toEqual(
        Array(10).fill(401),
      );
      // the attacker's address is stopped for this account, even with the right password
      const stopped = await logInUser(server(), 'owner@example.com', TEST_PASSWORD, {
        ip: attacker,
      });
      expect(stopped.status).toBe(429);
      expect(errorOf(stopped).message).toBe(accountMessages.tooManyLoginFailures);
      expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
      // the owner, from their own address, is not
      const owner = await logInUser(server(), 'owner@example.com', TEST_PASSWORD, {
        ip: '198.51.100.7',
      });
      expect(owner.status).toBe(200);
      // nor are the owner's own few typing mistakes counted with the attacker's
      expect(await failLogins(server(), 'owner@example.com', '198.51.100.7', 2)).toEqual([
        401, 401,
      ]);
      expect(
        (await logInUser(server(), 'owner@example.com', TEST_PASSWORD, { ip: '198.51.100.7' }))
          .status,
      ).toBe(200);
    });

    it('answers an address without an account exactly like one with an account', async () => {
      await signUp(server(), 'exists');
      const known = await failLogins(server(), 'exists@example.com', '203.0.113.20', 11);
      const unknown = await failLogins(server(), 'nobody-here@example.com', '203.0.113.21', 11);
      expect(unknown).toEqual(known);
      expect(known).toEqual([...Array<number>(10).fill(401), 429]);
    });

    it('stops one client address after its failures across many accounts (per-IP limit)', async () => {
      await signUp(server(), 'sprayed');
      const sprayer = '203.0.113.30';
      // 3 wrong passwords each for 4 addresses: 12, the per-IP limit, none at its account limit
      for (const name of ['a1', 'a2', 'a3', 'a4'])
        expect(await failLogins(server(), `${name}@example.com`, sprayer, 3)).toEqual([
          401, 401, 401,
        ]);
      const next = await logInUser(server(), 'sprayed@example.com', TEST_PASSWORD, { ip: sprayer });
      expect(next.status).toBe(429);
      expect(
        (await logInUser(server(), 'sprayed@example.com', TEST_PASSWORD, { ip: '198.51.100.30' }))
          .status,
      ).toBe(200);
    });

    it('counts an IPv6 client by its /64 network, so changing addresses within it does not help', async () => {
      await signUp(server(), 'sixer');
      const net = '2001:db8:aa:bb';
      // ten failures from four addresses of one /64 network
      for (const [host, times] of [
        ['::1', 3],
        [':0:0:0:2', 3],
        ['::3', 3],
        [':ffff:ffff:ffff:ffff', 1],
      ] as const)
        expect(await failLogins(server(), 'sixer@example.com', `${net}${host}`, times)).toEqual(
          Array(times).fill(401),
        );
      const same = await logInUser(server(), 'sixer@example.com', TEST_PASSWORD, {
        ip: `${net}::abcd`,
      });
      expect(same.status).toBe(429);
      const elsewhere = await logInUser(server(), 'sixer@example.com', TEST_PASSWORD, {
        ip: '2001:db8:aa:cc::1',
      });
      expect(elsewhere.status).toBe(200);
    });

    it('e-mails the owner once an hour when their account sees many failures from anywhere', async () => {
      await signUp(server(), 'noticed');
      // 14 failures from four addresses: the notice goes out at the 12th, once
      for (const [ip, times] of [
        ['192.0.2.1', 4],
        ['192.0.2.2', 4],
        ['192.0.2.3', 4],
        ['192.0.2.4', 2],
      ] as const)
        await failLogins(server(), 'noticed@example.com', ip, times);
      const notices = await mailsTo(server(), 'noticed@example.com', 'login_failures');
      expect(notices).toHaveLength(1);
      // no mail for an address without an account
      await failLogins(server(), 'ghost@example.com', '192.0.2.9', 6);
      await failLogins(server(), 'ghost@example.com', '192.0.2.10', 6);
      expect(await mailsTo(server(), 'ghost@example.com')).toEqual([]);
    });
  },
  {
    env: {
      TRUST_PROXY: 'true',
      LOGIN_IP_MAX_FAILURES: '12',
      LOGIN_NOTICE_FAILURES: '12',
    },
  },
);
