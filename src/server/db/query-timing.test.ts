import { EventEmitter } from 'node:events';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SLOW_QUERY_TEXT_MAX,
  timePgliteQueries,
  timePoolQueries,
  type SlowQuery,
} from './query-timing.ts';

// The statement timing of db/client.ts on stand-ins for the drivers, with a clock the test moves:
// slow statements are reported with their text only, quick ones not at all, and what the callers
// get back is unchanged.

const SECRET_VALUE = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';

let now = 0;
beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

type Callback = (err: Error | undefined, result?: unknown) => void;

/** A pool that hands out one client whose statements end when the test says. */
function fakePool() {
  const pool = new EventEmitter();
  const pending: { end: (result: unknown) => void; fail: (err: Error) => void }[] = [];
  const client = {
    query: (...args: unknown[]): unknown => {
      const callback = args.find((a) => typeof a === 'function') as Callback | undefined;
      const first = args[0] as { submit?: unknown };
      if (typeof first === 'object' && typeof first.submit === 'function') return first;
      if (callback) {
        pending.push({
          end: (result) => callback(undefined, result),
          fail: (err) => callback(err),
        });
        return undefined;
      }
      const { promise, resolve, reject } = deferred<unknown>();
      pending.push({ end: resolve, fail: reject });
      return promise;
    },
  };
  return {
    pool: pool as unknown as pg.Pool,
    client,
    connect: () => pool.emit('connect', client),
    end: (index: number, result: unknown = { rows: [] }) => pending[index]!.end(result),
    fail: (index: number, err: Error) => pending[index]!.fail(err),
  };
}

describe('timing the pg pool', () => {
  it('reports a slow statement with its text and duration, never its values', async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePool();
    timePoolQueries(fake.pool, { slowQueryMs: 100, onSlowQuery: (q) => reports.push(q) });
    fake.connect();

    // The pool's own query() passes a callback; drizzle's transactions use the promise form.
    const answers: unknown[] = [];
    fake.client.query(
      'select * from users where email = $1',
      [SECRET_VALUE],
      (err: unknown, res: unknown) => answers.push(err ?? res),
    );
    const promised = fake.client.query(
      { text: 'update users set password_hash = $1', values: [SECRET_VALUE] },
      undefined,
    ) as Promise<unknown>;
    now = 250;
    fake.end(0, { rows: ['one'] });
    fake.end(1, { rows: ['two'] });
    expect(await promised).toEqual({ rows: ['two'] });
    await Promise.resolve();

    expect(answers).toEqual([{ rows: ['one'] }]);
    expect(reports).toEqual([
      { driver: 'pg', durationMs: 250, statement: 'select * from users where email = $1' },
      { driver: 'pg', durationMs: 250, statement: 'update users set password_hash = $1' },
    ]);
    expect(JSON.stringify(reports)).not.toContain('scrypt');
  });

  it('reports a failed slow statement too, and the caller still gets the error', async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePool();
    timePoolQueries(fake.pool, { slowQueryMs: 100, onSlowQuery: (q) => reports.push(q) });
    fake.connect();
    const cancelled = new Error('canceling statement due to statement timeout');
    const errors: unknown[] = [];
    fake.client.query('select pg_sleep(1)', (err: unknown) => errors.push(err));
    const promised = fake.client.query('select pg_sleep(2)') as Promise<unknown>;
    now = 150;
    fake.fail(0, cancelled);
    fake.fail(1, cancelled);
    await expect(promised).rejects.toBe(cancelled);
    await Promise.resolve();
    expect(errors).toEqual([cancelled]);
    expect(reports.map((r) => r.statement)).toEqual(['select pg_sleep(1)', 'select pg_sleep(2)']);
  });

  it('cuts a long statement to SLOW_QUERY_TEXT_MAX characters', async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePool();
    timePoolQueries(fake.pool, { slowQueryMs: 1, onSlowQuery: (q) => reports.push(q) });
    fake.connect();
    const promised = fake.client.query(`select ${'x, '.repeat(400)}1`);
    now = 5;
    fake.end(0);
    await promised;
    await Promise.resolve();
    expect(reports[0]!.statement).toHaveLength(SLOW_QUERY_TEXT_MAX);
  });

  it('says nothing of statements quicker than the threshold', async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePool();
    timePoolQueries(fake.pool, { slowQueryMs: 100, onSlowQuery: (q) => reports.push(q) });
    fake.connect();
    const promised = fake.client.query('select 1');
    now = 99;
    fake.end(0);
    await promised;
    await Promise.resolve();
    expect(reports).toEqual([]);
  });

  it('leaves the clients alone when slow queries are not logged (0) and passes cursors through', () => {
    const off = fakePool();
    const original = off.client.query;
    timePoolQueries(off.pool, { slowQueryMs: 0, onSlowQuery: () => {} });
    off.connect();
    expect(off.client.query).toBe(original);

    const on = fakePool();
    timePoolQueries(on.pool, { slowQueryMs: 1, onSlowQuery: () => {} });
    on.connect();
    const cursor = { submit: () => {} };
    expect(on.client.query(cursor)).toBe(cursor);
  });
});

/** PGlite's three entry points, each ending when the test says, one at a time like PGlite. */
function fakePglite() {
  const ends: (() => void)[] = [];
  const statement = () => {
    const { promise, resolve } = deferred<unknown>();
    ends.push(() => resolve({ rows: [] }));
    return promise;
  };
  const client = {
    query: (_text: string) => statement(),
    exec: (_text: string) => statement(),
    transaction: async (callback: (tx: Transaction) => Promise<unknown>) => {
      const tx = { query: () => statement(), exec: () => statement() } as unknown as Transaction;
      return callback(tx);
    },
  };
  return { client: client as unknown as PGlite, end: (index: number) => ends[index]!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('timing PGlite', () => {
  it('times a statement from when it could start, so waiting behind a slow one is not slow', async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePglite();
    const timing = timePgliteQueries(fake.client, {
      slowQueryMs: 100,
      onSlowQuery: (q) => reports.push(q),
    });
    const slow = fake.client.query('select pg_sleep(0.3)');
    now = 10;
    const queued = fake.client.exec('select 2');
    expect(timing.inFlight()).toBe(2);

    now = 300;
    fake.end(0);
    await slow;
    await settle();
    now = 320; // 310 ms after it was asked, 20 ms after it could start
    fake.end(1);
    await queued;
    await settle();

    expect(timing.inFlight()).toBe(0);
    expect(reports).toEqual([
      { driver: 'pglite', durationMs: 300, statement: 'select pg_sleep(0.3)' },
    ]);
  });

  it("times a transaction's statements, never the transaction as one", async () => {
    const reports: SlowQuery[] = [];
    const fake = fakePglite();
    const timing = timePgliteQueries(fake.client, {
      slowQueryMs: 100,
      onSlowQuery: (q) => reports.push(q),
    });
    const done = fake.client.transaction(async (tx) => {
      const quick = tx.query('select 1');
      fake.end(0);
      await quick;
      const slow = tx.exec('update feeds set x = 1');
      now = 200;
      fake.end(1);
      await slow;
    });
    expect(timing.inFlight()).toBe(1);
    await done;
    await settle();
    expect(timing.inFlight()).toBe(0);
    expect(reports).toEqual([
      { driver: 'pglite', durationMs: 200, statement: 'update feeds set x = 1' },
    ]);
  });
});
