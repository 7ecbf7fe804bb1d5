// Errors have a closed set of kinds, mapped to a status in one place (STYLE: Medusa).
export const errorKinds = {
  invalid_data: { statusCode: 400, error: 'Bad Request' },
  unauthorized: { statusCode: 401, error: 'Unauthorized' },
  forbidden: { statusCode: 403, error: 'Forbidden' },
  not_found: { statusCode: 404, error: 'Not Found' },
  gone: { statusCode: 410, error: 'Gone' },
  conflict: { statusCode: 409, error: 'Conflict' },
  payload_too_large: { statusCode: 413, error: 'Payload Too Large' },
  too_many_requests: { statusCode: 429, error: 'Too Many Requests' },
  unavailable: { statusCode: 503, error: 'Service Unavailable' },
} as const;

export type ErrorKind = keyof typeof errorKinds;

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
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
    return errorKinds[this.kind].statusCode;
  }

  toBody(): ErrorBody {
    const { statusCode, error } = errorKinds[this.kind];
    return {
      statusCode,
      error,
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
