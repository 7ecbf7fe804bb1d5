import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { reasonPhrase, type ErrorBody } from './errors.ts';

// Every request has an id: the one a proxy or client sent in X-Request-Id when it is safe to
// copy into logs and headers, else a new UUID. It comes back in the X-Request-Id header of every
// answer and in every error body, and every log line written for the request carries it as
// `reqId` (Fastify's request logger), so a user's report or a proxy's log leads to the server's
// lines about that request, whichever server copy answered it.

export const REQUEST_ID_HEADER = 'x-request-id';

/** 1 to 64 letters, digits and . _ : - (no spaces, quotes or line breaks to forge log lines with). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming X-Request-Id when it is safe, else a new random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A malformed URL or an over-long path parameter is refused before any route or hook runs; these
 * answers too carry the request id, in the same error shape as every other.
 */
function frameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = err.statusCode ?? 400;
  const body: ErrorBody = {
    statusCode,
    error: reasonPhrase(statusCode, 'Client Error'),
    message: err.message,
    requestId: request.id,
  };
  void reply.code(statusCode).header(REQUEST_ID_HEADER, request.id).send(body);
}

/** Fastify's options for request ids: the header is read (and checked) by requestIdOf only. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  requestIdHeader: false,
  frameworkErrors: frameworkError,
} satisfies FastifyServerOptions;

/** Answers every request's id in its X-Request-Id header, whatever the answer turns out to be. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
