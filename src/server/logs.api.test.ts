import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../tests/api-server.ts';
import { databaseKinds } from '../../tests/databases.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

// What the server writes to its log when things go wrong: useful, and without secrets. The
// server logs JSON lines at info level into `lines`, and a query is made to fail on purpose.

const VICTIM = 'victim.trigger@example.com';
const PASSWORD = 'Correct-Horse-Battery-9';
const WRONG_PASSWORD = 'Wrong-Staple-Guess-7';
const LINK_TOKEN = 'link-token-0123456789abcdef';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
  err?: {
    type: string;
    message: string;
    stack: string;
    params?: unknown;
    cause?: { code?: string; message?: string };
  };
}

for (const kind of databaseKinds()) {
  describe(`logs without secrets [${kind.name}]`, () => {
    const lines: string[] = [];
    let app: App;
    let database: Database;
    let baseUrl: string;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const created = await kind.create();
      drop = () => created.drop();
      database = await openDatabase(created.target);
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        JWT_SECRET: TEST_JWT_SECRET,
        NEWSLETTER_RATE_LIMIT_MAX: '1',
      });
      app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await drop();
    });

    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      });
    const logText = () => lines.join('');
    const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

    it('logs a failed sign-up query usefully, without the e-mail, the password or its hash', async () => {
      // A trigger refuses this one address, so the INSERT fails with the values bound to it.
      await database.db.execute(sql`
        create function refuse_test_signup() returns trigger language plpgsql as $$
        begin
          if new.email = ${sql.raw(`'${VICTIM}'`)} then
            raise exception 'refused by the test trigger for %', new.email;
          end if;
          return new;
        end $$`);
      await database.db.execute(sql`
        create trigger refuse_test_signup before insert on users
        for each row execute function refuse_test_signup()`);

      const res = await post('/api/auth/signup', {
        email: VICTIM,
        password: PASSWORD,
        username: 'victim',
        acceptedTerms: true,
      });
      expect(res.status).toBe(500);

      const failure = parsed().find((line) => line.msg === 'unexpected error');
      expect(failure?.err).toBeDefined();
      const err = failure!.err!;
      // Useful: what failed, where, and the driver's code and message (the address masked).
      expect(err.message).toMatch(/insert into "users"/);
      expect(err.message).toContain('params: [redacted]');
      expect(err.stack).toContain('params: [redacted]');
      expect(JSON.stringify(err)).toContain('P0001');
      expect(JSON.stringify(err)).toContain('refused by the test trigger for v***@example.com');
      // Without secrets, anywhere in the log.
      const text = logText();
      expect(text).not.toContain(VICTIM);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toMatch(/scrypt\$\d/);
    });

    it('never logs a password sent to log in, nor the bearer token of a request', async () => {
      const signup = await post('/api/auth/signup', {
        email: 'logger@example.com',
        password: PASSWORD,
        username: 'logger',
        acceptedTerms: true,
      });
      expect(signup.status).toBe(201);
      const { access_token: token, user } = (await signup.json()) as {
        access_token: string;
        user: { _id: string };
      };
      const wrong = await post('/api/auth/login', {
        email: 'logger@example.com',
        password: WRONG_PASSWORD,
      });
      expect(wrong.status).toBe(401);
      const me = await fetch(`${baseUrl}/api/users/${user._id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);

      const text = logText();
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(WRONG_PASSWORD);
      expect(text).not.toContain(token);
      expect(text).not.toContain('logger@example.com');
    });

    it('logs a refused burst as one short line each, without a stack trace', async () => {
      expect((await post('/api/newsletter', { EMAIL: 'first@example.com' })).status).toBe(200);
      const refused = await post('/api/newsletter', { EMAIL: 'second@example.com' });
      expect(refused.status).toBe(429);
      const requestId = refused.headers.get('x-request-id');
      const line = parsed().find((l) => l.msg === 'rate limited' && l.reqId === requestId);
      expect(line).toBeDefined();
      expect(JSON.stringify(line)).not.toContain('stack');
    });

    it('logs request URLs without link tokens and with e-mail addresses masked', async () => {
      for (const path of [
        `/verify-email?token=${LINK_TOKEN}`,
        `/reset-password?token=${LINK_TOKEN}&from=mail`,
        `/api/search?q=${encodeURIComponent('someone@example.com')}`,
      ])
        await fetch(`${baseUrl}${path}`);
      const urls = parsed()
        .map((line) => line.req?.url)
        .filter((url): url is string => url !== undefined);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/verify-email?token=[redacted]',
          '/reset-password?token=[redacted]&from=mail',
          `/api/search?q=${encodeURIComponent('s***@example.com')}`,
        ]),
      );
      const text = logText();
      expect(text).not.toContain(LINK_TOKEN);
      expect(text).not.toContain('someone@example.com');
      expect(text).not.toContain('someone%40example.com');
    });
  });
}
