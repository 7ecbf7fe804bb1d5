import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/api-server.ts';
import type { App } from '../app.ts';

// SLOW_QUERY_MS: a statement that takes longer is logged as a warning with its SQL text, duration
// and driver, never with the values bound to it (e-mail addresses, password hashes).

const EMAIL = 'slow.statement.owner@example.com';
const HASH = 'scrypt$16384$8$1$c2xvd3NhbHQ=$c2xvd2hhc2g=';

interface LogLine {
  level: number;
  msg: string;
  driver?: string;
  durationMs?: number;
  statement?: string;
}

/** A route whose one statement sleeps 0.3 s with an address and a password hash bound to it. */
function slowRoute(app: App) {
  app.get('/api/__slow-statement', async () => {
    await app.db.execute(
      sql`select pg_sleep(${0.3}) as slept, ${EMAIL}::text as email, ${HASH}::text as hash`,
    );
    return { done: true };
  });
}

const logged: string[] = [];
describeApi(
  'slow statements',
  (server, kind) => {
    it('logs a statement over SLOW_QUERY_MS with its text, duration and driver, not its values', async () => {
      const res = await server().api('/api/__slow-statement');
      expect(res.status).toBe(200);

      const driver = kind === 'postgres' ? 'pg' : 'pglite';
      const slow = logged
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.msg === 'slow database query' && line.driver === driver);
      const sleep = slow.filter((line) => line.statement?.includes('pg_sleep'));
      expect(sleep).toHaveLength(1);
      expect(sleep[0]!.level).toBe(40); // warn
      expect(sleep[0]!.statement).toBe(
        'select pg_sleep($1) as slept, $2::text as email, $3::text as hash',
      );
      expect(sleep[0]!.durationMs).toBeGreaterThanOrEqual(250);

      const text = logged.join('');
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain('c2xvd2hhc2g=');
    });
  },
  {
    env: { LOG_LEVEL: 'info', SLOW_QUERY_MS: '250' },
    logStream: { write: (line) => logged.push(line) },
    setup: slowRoute,
  },
);

const quiet: string[] = [];
describeApi(
  'slow statements with SLOW_QUERY_MS=0',
  (server) => {
    it('logs none', async () => {
      expect((await server().api('/api/__slow-statement')).status).toBe(200);
      expect(quiet.some((line) => line.includes('request completed'))).toBe(true);
      expect(quiet.some((line) => line.includes('slow database query'))).toBe(false);
    });
  },
  {
    env: { LOG_LEVEL: 'info', SLOW_QUERY_MS: '0' },
    logStream: { write: (line) => quiet.push(line) },
    setup: slowRoute,
  },
);
