import { STATUS_CODES } from 'node:http';

// Errors have a closed set of kinds, mapped to a status in one place (as in Medusa's API).
const statusOfKind = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;

/** The reason phrase of an HTTP status ('Not Found' for 404), as `error` in an error body. */
export function reasonPhrase(statusCode: number, fallback = 'Error'): string {
  return STATUS_CODES[statusCode] ?? fallback;
}

export type ErrorKind = keyof typeof statusOfKind;

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
  /** The request's id (also its X-Request-Id header), to find its log lines. */
  requestId?: string;
}

/** A failure a client can act on. Routes and services throw these; the error handler answers. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: Record<string, string> | undefined;

  constructor(kind: ErrorKind, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
  }

  get statusCode(): number {
    return statusOfKind[this.kind];
  }

  toBody(): ErrorBody {
    const statusCode = this.statusCode;
    return {
      statusCode,
      error: reasonPhrase(statusCode),
      message: this.message,
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** A 400 naming each bad field: `invalidData({ email: 'Please enter a valid email address' })`. */
export function invalidData(errors: Record<string, string>, message?: string): AppError {
  return new AppError(
    'invalid_data',
    message ?? Object.values(errors)[0] ?? 'Invalid data',
    errors,
  );
}
