import type { FastifyBaseLogger } from 'fastify';
import type { SlowQuery } from '../db/query-timing.ts';
import { scrubText } from './log-redaction.ts';

/**
 * Logs a statement that took SLOW_QUERY_MS or longer: its text (never its bound values), how long
 * it took and the driver. The text is scrubbed like any logged text, in case a literal in it holds
 * an address or a secret.
 *
 * The line names no request: the database layer is not told which request a statement serves, and
 * following a request through every await (AsyncLocalStorage) costs every promise of the process
 * on Node 20. The request's own 'request completed' line, with its reqId and responseTime, is
 * written moments later.
 */
export function logSlowQuery(log: FastifyBaseLogger | undefined, query: SlowQuery): void {
  log?.warn(
    { driver: query.driver, durationMs: query.durationMs, statement: scrubText(query.statement) },
    'slow database query',
  );
}
