import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

// Times every database statement, so that slow ones can be logged (openDatabase's onSlowQuery),
// and counts PGlite's statements in flight for /metrics. Only the statement text is passed on,
// never its bound values: they hold e-mail addresses and password hashes.

/** The longest statement text passed on; the rest is cut. */
export const SLOW_QUERY_TEXT_MAX = 500;

export interface SlowQuery {
  driver: 'pglite' | 'pg';
  /** From sending the statement to its answer (or its error). */
  durationMs: number;
  /** The SQL text with its $1 placeholders, cut to SLOW_QUERY_TEXT_MAX characters. */
  statement: string;
}

export interface QueryTiming {
  /** Statements taking at least this many milliseconds are reported; 0 or less: none. */
  slowQueryMs?: number;
  onSlowQuery?: (query: SlowQuery) => void;
}

type Report = (startedAt: number, text: unknown) => void;

function reporter(driver: SlowQuery['driver'], timing: QueryTiming): Report | undefined {
  const { slowQueryMs = 0, onSlowQuery } = timing;
  if (!onSlowQuery || !(slowQueryMs > 0)) return undefined;
  return (startedAt, text) => {
    const durationMs = performance.now() - startedAt;
    if (durationMs < slowQueryMs) return;
    const statement = typeof text === 'string' ? text.slice(0, SLOW_QUERY_TEXT_MAX) : '';
    onSlowQuery({ driver, durationMs: Math.round(durationMs), statement });
  };
}

/** Calls `done` once `result` settles, without changing what the caller receives. */
function whenSettled(result: unknown, done: () => void): void {
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(done, done);
  else done();
}

type QueryFn = (...args: unknown[]) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any PGlite call: text, then the rest
type Statement = (first: any, ...rest: any[]) => Promise<unknown>;

/**
 * Times each statement of every connection the pool opens, pool.query's and transactions' alike.
 * A connection runs one statement at a time, so the time is the statement's own: waiting for a
 * free connection is not in it (that shows as the pool's waiting count).
 */
export function timePoolQueries(pool: pg.Pool, timing: QueryTiming): void {
  const report = reporter('pg', timing);
  if (!report) return;
  pool.on('connect', (client) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called on the client below
    const query = client.query as unknown as QueryFn;
    (client as unknown as { query: QueryFn }).query = function timedQuery(...args: unknown[]) {
      const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
      // Cursors and streams report their end through events of their own: left untimed.
      if (typeof first === 'object' && first && typeof first.submit === 'function')
        return query.apply(this, args);
      const text = typeof first === 'string' ? first : first?.text;
      const startedAt = performance.now();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = function (this: unknown, ...results: unknown[]) {
          report(startedAt, text);
          return (callback as QueryFn).apply(this, results);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      whenSettled(result, () => report(startedAt, text));
      return result;
    };
  });
}

export interface PgliteTiming {
  /** Statements and transactions asked of PGlite and not yet answered: running or queued. */
  inFlight(): number;
}

/**
 * PGlite runs one statement or transaction at a time, in the order asked. Each call is counted
 * while it waits or runs, and a statement's time starts when it could start: when it was asked
 * or, if something was running then, when that ended. So a statement that merely queued behind a
 * slow one is not reported as slow itself. Statements inside a transaction run at once.
 */
export function timePgliteQueries(client: PGlite, timing: QueryTiming): PgliteTiming {
  const report = reporter('pglite', timing);
  let inFlight = 0;
  let lastEndedAt = 0;

  /** `call` counted while it waits or runs, and timed from when it could start. */
  function tracked<F extends Statement>(call: F, reportSlow: boolean): F {
    return ((first: unknown, ...rest: unknown[]) => {
      inFlight++;
      const askedAt = performance.now();
      const result = call(first, ...rest);
      whenSettled(result, () => {
        inFlight--;
        if (report && reportSlow) report(Math.max(askedAt, lastEndedAt), first);
        lastEndedAt = performance.now();
      });
      return result;
    }) as F;
  }

  /** `call` (inside a transaction, so never queued) timed from when it is made. */
  function timed<F extends Statement>(call: F): F {
    if (!report) return call;
    return ((text: string, ...rest: unknown[]) => {
      const startedAt = performance.now();
      const result = call(text, ...rest);
      whenSettled(result, () => report(startedAt, text));
      return result;
    }) as F;
  }

  client.query = tracked(client.query.bind(client), true);
  client.exec = tracked(client.exec.bind(client), true);
  const transaction = client.transaction.bind(client);
  client.transaction = tracked(
    ((callback: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => {
        tx.query = timed(tx.query.bind(tx));
        tx.exec = timed(tx.exec.bind(tx));
        return callback(tx);
      })) as PGlite['transaction'],
    false,
  );
  return { inFlight: () => inFlight };
}
