import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, reasonPhrase, type ErrorBody } from './errors.ts';

/**
 * PostgreSQL errors that only bad input causes (SQLSTATE): text it cannot store or convert,
 * numbers out of range, malformed dates, a statement made too complex. The input guard refuses
 * NUL and lone surrogates before any route runs and schemas bound the rest; this is the backstop
 * for what still slips through, answered as a 400 instead of a 500.
 */
const BAD_INPUT_SQLSTATES = new Set([
  '22001', // string_data_right_truncation: longer than the column allows
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (NUL, invalid UTF-8)
  '22025', // invalid_escape_sequence
  '2201B', // invalid_regular_expression
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character (\u0000 or a lone surrogate in JSON)
  '54001', // statement_too_complex (stack depth limit)
]);

/** The SQLSTATE of a bad-input database error, from pg or PGlite, through Drizzle's wrapper. */
export function badInputSqlState(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && BAD_INPUT_SQLSTATES.has(code)) return code;
  }
  return undefined;
}

export const BAD_INPUT_MESSAGE =
  'Some of the data sent cannot be stored. Please check it for unusual characters or values.';

/** Field name from a validation path such as '/EMAIL' or '/userProfile/phoneNumber'. */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : fallback;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 message of a route with its own `bodyLimit`, naming the limit the user hit. */
    tooLargeMessage?: string;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    // Every error body names the request, so a user's report leads to its log lines.
    const send = (statusCode: number, body: ErrorBody) =>
      reply.status(statusCode).send({ ...body, requestId: request.id });
    const tooLarge = request.routeOptions.config.tooLargeMessage;
    if (tooLarge && (err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      err = new AppError('payload_too_large', tooLarge);

    if (err instanceof AppError) {
      // An expected answer, often in bursts: one short line (the request's own line names the
      // address and route), never a stack trace.
      if (err.kind === 'too_many_requests') request.log.warn('rate limited');
      return send(err.statusCode, err.toBody());
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = (err as { validationContext?: string }).validationContext ?? 'body';
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const base = fieldName(issue.instancePath, where);
        // A strict object names each field it does not accept (e.g. `role` in a profile update).
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(unknownKeys)) {
          const prefix = issue.instancePath === '/' ? '' : `${base}.`;
          for (const key of unknownKeys)
            errors[`${prefix}${String(key)}`] ??= 'This field cannot be changed here';
          continue;
        }
        errors[base] ??= issue.message ?? 'Invalid value';
      }
      const body: ErrorBody = {
        statusCode: 400,
        error: reasonPhrase(400),
        message: Object.entries(errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; '),
        errors,
      };
      return send(400, body);
    }

    const statusCode = (err as FastifyError).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type…)
      // and plugin errors such as the rate limiter's keep their status and message.
      const body: ErrorBody = {
        statusCode,
        error: reasonPhrase(statusCode, 'Client Error'),
        message: err.message,
      };
      return send(statusCode, body);
    }

    const sqlState = badInputSqlState(err);
    if (sqlState) {
      // Logged so that the route's schema can be tightened: the guard and schemas missed it.
      request.log.warn(
        { err, sqlState, route: request.routeOptions.url },
        'bad input reached the database',
      );
      return send(400, new AppError('invalid_data', BAD_INPUT_MESSAGE).toBody());
    }

    request.log.error({ err, reqId: request.id }, 'unexpected error');
    const body: ErrorBody = {
      statusCode: 500,
      error: reasonPhrase(500),
      message: 'Something went wrong on our side. Please try again later.',
    };
    return send(500, body);
  });
}
