import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  TEST_JWT_SECRET,
  describeApi,
  type JsonResponse,
  type TestServer,
} from '../../../../tests/api-server.ts';
import { logInUser, signUpUser, type SignedUp } from '../../../../tests/factories.ts';
import { sleep, waitFor } from '../../../../tests/wait.ts';
import type { CurrentSession, SessionList } from '../../../shared/accounts/schemas.ts';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';

const UNAUTHORIZED = 'Authentication failed. Please log in again.';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** An HS256 token signed with the test secret, for forging claims. */
function forgeToken(payload: object, secret = TEST_JWT_SECRET): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** Who the token belongs to, as the server says (status and body). */
const whoAmI = (server: TestServer, token: string) =>
  server.api<CurrentSession>('/api/auth/session', { token });

async function sessionIdOf(server: TestServer, token: string): Promise<string> {
  const res = await whoAmI(server, token);
  expect(res.status).toBe(200);
  return res.body.session.id;
}

/** Moves a session's times back, as if it had last been used (or started) that long ago. */
async function ageSession(server: TestServer, id: string, ms: { idle?: number; end?: number }) {
  const ago = (n: number) => sql`now() - ${n}::double precision * interval '1 millisecond'`;
  await server.database.db
    .update(sessions)
    .set({
      ...(ms.idle !== undefined && { lastSeenAt: ago(ms.idle) }),
      ...(ms.end !== undefined && { expiresAt: ago(ms.end) }),
    })
    .where(eq(sessions.id, id));
}

describeApi('sessions: checked by the server on every request', (server) => {
  it('answers who the token belongs to and its session, read from the server', async () => {
    const me = await signUpUser(server(), 'whoami');
    const res = await server().api<CurrentSession>('/api/auth/session', {
      token: me.token,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: me.id, username: 'whoami', emailVerified: false });
    expect(res.body.session).toMatchObject({ current: true, ip: '127.0.0.1' });
    expect(Date.parse(res.body.session.expiresAt) - Date.parse(res.body.session.createdAt)).toBe(
      12 * 3600 * 1000,
    );
    expect((await server().api('/api/auth/session')).status).toBe(401);
  });

  it('logs out on the server: the token stops working, other sessions go on', async () => {
    const me = await signUpUser(server(), 'leaver');
    const other = await logInUser(server(), 'leaver@example.com');
    const out = await server().api('/api/auth/logout', { method: 'POST', token: me.token });
    expect(out.status).toBe(204);
    const after = await server().api(`/api/users/${me.id}`, { token: me.token });
    expect(after.status).toBe(401);
    expect(errorOf(after).message).toBe(UNAUTHORIZED);
    expect(
      (await server().api('/api/auth/logout', { method: 'POST', token: me.token })).status,
    ).toBe(401);
    expect((await whoAmI(server(), other.body.access_token)).status).toBe(200);
  });

  it('refuses a session idle longer than 10 minutes, and one past its 12 hours', async () => {
    const idle = await signUpUser(server(), 'idler');
    await ageSession(server(), await sessionIdOf(server(), idle.token), { idle: 9 * 60_000 });
    expect((await whoAmI(server(), idle.token)).status).toBe(200);
    await ageSession(server(), await sessionIdOf(server(), idle.token), { idle: 10 * 60_000 + 1 });
    expect(errorOf(await whoAmI(server(), idle.token)).message).toBe(UNAUTHORIZED);

    const old = await signUpUser(server(), 'oldtimer');
    await ageSession(server(), await sessionIdOf(server(), old.token), { end: 1 });
    expect((await whoAmI(server(), old.token)).status).toBe(401);
  });

  it('counts a request as activity, writing it at most every 30 seconds', async () => {
    const me = await signUpUser(server(), 'active');
    const id = await sessionIdOf(server(), me.token);
    const lastSeen = async () =>
      (await server().database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!
        .lastSeenAt;
    await ageSession(server(), id, { idle: 5 * 60_000 });
    const before = await lastSeen();
    const res = await whoAmI(server(), me.token);
    const touched = await lastSeen();
    expect(touched.getTime()).toBeGreaterThan(before.getTime() + 4 * 60_000);
    expect(Date.parse(res.body.session.lastSeenAt)).toBe(touched.getTime());
    // a second request right after writes nothing
    await whoAmI(server(), me.token);
    expect((await lastSeen()).getTime()).toBe(touched.getTime());
  });

  it('refuses tokens without a session, and a session under another user id', async () => {
    const me = await signUpUser(server(), 'forged');
    const other = await signUpUser(server(), 'victim2');
    const sid = await sessionIdOf(server(), me.token);
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      // tokens from before server-side sessions
      oldStyle: forgeToken({ sub: me.id, ver: 0, iat: now }),
      unknownSession: forgeToken({ sub: me.id, sid: crypto.randomUUID(), iat: now }),
      notAUuid: forgeToken({ sub: me.id, sid: "x' or 1=1 --", iat: now }),
      someoneElses: forgeToken({ sub: other.id, sid, iat: now }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await server().api(`/api/users/${other.id}`, { token });
      expect(res.status, name).toBe(401);
    }
    // the same claims signed with the secret are what a real token is
    const same = forgeToken({ sub: me.id, sid, iat: now });
    expect((await whoAmI(server(), same)).status).toBe(200);
  });

  it('lists the active sessions, newest use first, and signs out one of them', async () => {
    const me = await signUpUser(server(), 'lister', {
      headers: { 'user-agent': 'Phone browser' },
    });
    const laptop = await logInUser(server(), 'lister@example.com', undefined, {
      userAgent: 'Laptop browser',
    });
    const laptopToken = laptop.body.access_token;
    // one that idled out is not listed
    const stale = await logInUser(server(), 'lister@example.com');
    await ageSession(server(), await sessionIdOf(server(), stale.body.access_token), {
      idle: 11 * 60_000,
    });

    const list = await server().api<SessionList>('/api/sessions', { token: laptopToken });
    expect(list.status).toBe(200);
    expect(list.body.sessions.map((s) => [s.userAgent, s.current])).toEqual([
      ['Laptop browser', true],
      ['Phone browser', false],
    ]);
    const phone = list.body.sessions[1]!;
    expect(phone).toMatchObject({ ip: '127.0.0.1' });
    expect(Object.keys(phone).sort()).toEqual(
      ['createdAt', 'current', 'expiresAt', 'id', 'ip', 'lastSeenAt', 'userAgent'].sort(),
    );

    const out = await server().api(`/api/sessions/${phone.id}`, {
      method: 'DELETE',
      token: laptopToken,
    });
    expect(out.status).toBe(204);
    expect((await whoAmI(server(), me.token)).status).toBe(401);
    expect((await whoAmI(server(), laptopToken)).status).toBe(200);
    const again = await server().api(`/api/sessions/${phone.id}`, {
      method: 'DELETE',
      token: laptopToken,
    });
    expect(again.status).toBe(404);
  });

  it("never signs out another account's session (404, and it keeps working)", async () => {
    const mallory = await signUpUser(server(), 'mallory');
    const alice = await signUpUser(server(), 'alice');
    const aliceSession = await sessionIdOf(server(), alice.token);
    for (const id of [aliceSession, 'not-a-uuid', crypto.randomUUID()]) {
      const res = await server().api(`/api/sessions/${id}`, {
        method: 'DELETE',
        token: mallory.token,
      });
      expect(res.status, id).toBe(404);
    }
    expect((await whoAmI(server(), alice.token)).status).toBe(200);
    expect((await server().api(`/api/sessions/${aliceSession}`, { method: 'DELETE' })).status).toBe(
      401,
    );
  });

  it('signs out everywhere: every session of the account, this one too, and no one else', async () => {
    const me = await signUpUser(server(), 'everywhere');
    const second = (await logInUser(server(), 'everywhere@example.com')).body.access_token;
    const bystander = await signUpUser(server(), 'bystander');
    const res = await server().api('/api/sessions', { method: 'DELETE', token: second });
    expect(res.status).toBe(204);
    for (const token of [me.token, second])
      expect((await whoAmI(server(), token)).status).toBe(401);
    expect((await whoAmI(server(), bystander.token)).status).toBe(200);
    const back = await logInUser(server(), 'everywhere@example.com');
    expect(back.status).toBe(200);
  });

  it('clears the dead sessions of a user when they sign in again, so the table stays small', async () => {
    const me = await signUpUser(server(), 'tidy');
    const other = await signUpUser(server(), 'untidy');
    const mine = await sessionIdOf(server(), me.token);
    const theirs = await sessionIdOf(server(), other.token);
    await ageSession(server(), mine, { idle: 60 * 60_000 });
    await ageSession(server(), theirs, { idle: 60 * 60_000 });
    const live = (await logInUser(server(), 'tidy@example.com')).body.access_token;
    const ids = (await server().database.db.select({ id: sessions.id }).from(sessions)).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(mine);
    expect(ids).toContain(theirs); // another user's rows wait for their own next sign-in
    expect(ids).toContain(await sessionIdOf(server(), live));
  });

  it('refuses a revoked session on a second server sharing the database within 5 s', async () => {
    const second = await buildApp({ config: server().config, database: server().database });
    const base = await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const me: SignedUp = await signUpUser(server(), 'twoservers');
      const onSecond = () =>
        fetch(`${base}/api/auth/session`, { headers: { authorization: `Bearer ${me.token}` } });
      expect((await onSecond()).status).toBe(200);
      const out = await server().api('/api/auth/logout', { method: 'POST', token: me.token });
      expect(out.status).toBe(204);
      const started = Date.now();
      await waitFor(async () => ((await onSecond()).status === 401 ? true : undefined), 5000);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await second.close();
    }
  });
});

describeApi(
  'sessions: short idle and absolute limits enforced by the server',
  (server) => {
    it('keeps a session that is used alive past the idle limit, and ends it once idle', async () => {
      const me = await signUpUser(server(), 'shortidle');
      const started = Date.now();
      // used every 0.5 s for longer than the 2 s idle limit: still signed in
      while (Date.now() - started < 3000) {
        expect((await whoAmI(server(), me.token)).status).toBe(200);
        await sleep(500);
      }
      const lastUse = Date.now();
      expect((await whoAmI(server(), me.token)).status).toBe(200);
      await waitFor(
        async () => (await whoAmI(server(), me.token)).status === 401 || undefined,
        10_000,
        200,
      );
      // not long before the idle limit: the limit less the at most 10 % between activity writes,
      // less what a loaded machine takes to answer the last request (seen up to ~0.35 s)
      expect(Date.now() - lastUse).toBeGreaterThanOrEqual(1500);
      // and it stays refused
      expect((await whoAmI(server(), me.token)).status).toBe(401);
    });

    it('ends a session at its absolute limit however busy it is', async () => {
      const me = await signUpUser(server(), 'shortlife');
      const started = Date.now();
      await waitFor(
        async () => {
          const res = await whoAmI(server(), me.token);
          return res.status === 401 ? res : undefined;
        },
        15_000,
        300,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
      // logging in again starts a new session
      const again = await logInUser(server(), 'shortlife@example.com');
      expect((await whoAmI(server(), again.body.access_token)).status).toBe(200);
    });
  },
  { env: { SESSION_IDLE_TIMEOUT: '2s', SESSION_MAX_AGE: '6s' } },
);
