import type { FastifyRequest } from 'fastify';

// Logs never hold secrets: no SQL parameters (a failed query's bound values include e-mails and
// password hashes), passwords, password hashes, tokens (bearer, cookies, one-time link tokens in
// request URLs), and e-mail addresses only masked. The logger's serializers (app.ts) run every
// logged error and request through these.

const REDACTED = '[redacted]';

/** 'a***@example.com': enough for the owner to recognise, too little to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

const EMAIL = /[^\s@"'<>(),;:=/?&]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Our password hashes: `scrypt$N$r$p$salt$hash`. */
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]*\$[A-Za-z0-9+/=]*/g;
/** Signed tokens (JWTs): three base64url parts, the first a JSON header. */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Query parameters that carry secrets: one-time link tokens, OAuth codes and states. */
const SECRET_PARAM =
  /^(?:token|code|state|access_token|id_token|refresh_token|password|secret|key|sig|signature)$/i;
const SECRET_PARAM_IN_TEXT =
  /([?&](?:token|code|state|access_token|id_token|refresh_token|password|secret|key|sig|signature)=)[^&\s"'#]*/gi;

/** Text with e-mail addresses masked and password hashes, signed tokens and URL secrets removed. */
export function scrubText(text: string): string {
  return text
    .replace(PASSWORD_HASH, `scrypt$${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`)
    .replace(EMAIL, maskEmail);
}

/** Fields never logged, at any depth: bound SQL values, secrets, and the database's row details. */
const SECRET_KEY =
  /^(?:params|parameters|password|newPassword|currentPassword|passwordHash|password_hash|token|access_token|id_token|refresh_token|authorization|cookie|set-cookie|secret|detail)$/i;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (value instanceof Error) return serializeError(value, depth + 1);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(v, depth + 1);
  }
  return out;
}

/**
 * A failed query's message without its bound values. Drizzle words it
 * "Failed query: <sql>\nparams: <values>"; the SQL text (with $1 placeholders) stays.
 */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as a log line shows it: type, message, stack, the driver's fields (`code`,
 * `constraint`, `routine`…) and its cause, each with bound SQL values, secrets and row details
 * removed and e-mail addresses masked. Something thrown that is not an Error is kept as `value`.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: '', stack: '', value: scrubValue(err, depth) };
  const message = withoutParams(err.message);
  const out: SerializedError = {
    type: err.constructor?.name || err.name,
    message: scrubText(message),
    stack: scrubText((err.stack ?? '').replace(err.message, () => message)),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(value, depth + 1);
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** An error's stack and its causes', redacted as a log line is, for plain console output. */
export function errorText(err: unknown): string {
  const parts: string[] = [];
  for (
    let e: SerializedError | undefined = serializeError(err);
    e && parts.length < 5;
    e = e.cause as SerializedError | undefined
  )
    parts.push(e.stack || e.message || JSON.stringify(e.value));
  return parts.join('\ncaused by: ');
}

/** A request URL with secret query parameters removed and e-mail addresses masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return scrubText(url);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        decoded = name;
      }
      if (SECRET_PARAM.test(decoded)) return `${name}=${REDACTED}`;
      let value = pair.slice(eq + 1);
      try {
        const text = decodeURIComponent(value.replace(/\+/g, ' '));
        const scrubbed = scrubText(text);
        if (scrubbed !== text) value = encodeURIComponent(scrubbed);
      } catch {
        value = scrubText(value);
      }
      return `${name}=${value}`;
    });
  return `${scrubText(url.slice(0, q))}?${params.join('&')}`;
}

/** Fastify's request line, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Serializers for the logger: errors, requests, and e-mail fields logged on purpose. */
export const logSerializers = {
  err: (err: unknown) => serializeError(err),
  error: (err: unknown) => serializeError(err),
  req: serializeRequest,
  email: (value: unknown) => (typeof value === 'string' ? maskEmail(value) : value),
  to: (value: unknown) => (typeof value === 'string' ? scrubText(value) : value),
};

/** Paths pino censors whatever logs them: credentials sent in headers or bodies. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'passwordHash',
  'token',
  'access_token',
  '*.password',
  '*.passwordHash',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.access_token',
  'body.password',
];
