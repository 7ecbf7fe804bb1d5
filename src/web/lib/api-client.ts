import { toast } from './toast.ts';
import type { CurrentSession } from '../../shared/accounts/schemas.ts';
import { FIRST_ANSWERS_ID } from '../../shared/site/first-answers.ts';
import {
  clearSession,
  getToken,
  heartbeatDue,
  noteActivity,
  noteServerContact,
  updateSession,
} from '../stores/session.ts';

// The texts shown for a refused token and for a request that got no answer.
export const apiMessages = {
  authFailed: 'Authentication failed. Please log in again.',
  network: 'Network error. Please check your connection.',
} as const;

/** The server's error body: `{ statusCode, error, message, errors? }`. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field messages the server named, e.g. `{ EMAIL: 'Please enter a valid email address' }`. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

/** No response arrived (offline, DNS, refused, aborted by timeout). */
export class NetworkError extends Error {
  constructor(message: string = apiMessages.network) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (e.g. a chosen picture file) is sent as its own bytes and type. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Abort after this many milliseconds (reported as a network error). */
  timeoutMs?: number;
  /** Suppress the toasts this client shows on 401 and network failures. */
  quiet?: boolean;
  /** false: send no bearer token, e.g. log-in and sign-up (a 401 there is not a lost session). */
  authenticated?: boolean;
  /** A request the visitor did not cause (the session heartbeat): not counted as activity. */
  background?: boolean;
}

const BASE = '/api';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Answers the server put into the page it sent (the page's first API request, answered in
 * advance, keyed by its address; see the server's pages module). Each is used once, by the first
 * request for that address; every later request asks the server.
 */
let firstAnswers: Map<string, { body: unknown; headers: Record<string, string> }> | undefined;

function pageAnswers() {
  if (!firstAnswers) {
    firstAnswers = new Map();
    const text =
      typeof document === 'undefined'
        ? null
        : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
    if (text) {
      try {
        for (const [key, answer] of Object.entries(JSON.parse(text) as object))
          firstAnswers.set(key, answer as { body: unknown; headers: Record<string, string> });
      } catch {
        // a page without usable answers: every request asks the server
      }
    }
  }
  return firstAnswers;
}

function takeFirstAnswer(url: string) {
  const answers = pageAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/**
 * Whether the page the server sent still holds the answer to this GET: that answer is the
 * server's own, made by the same server copy that sent the page and its code.
 */
export function hasFirstAnswer(path: string, query?: RequestOptions['query']): boolean {
  return pageAnswers().has(buildUrl(path, query));
}

/** The one typed fetch client: adds the bearer token, parses JSON, turns failures into errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** As apiRequest, with the response headers too (e.g. a list's X-Total-Count). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const url = buildUrl(path, options.query);
  if ((options.method ?? 'GET') === 'GET') {
    const first = takeFirstAnswer(url);
    if (first) return { data: first.body as T, headers: new Headers(first.headers) };
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.authenticated === false ? null : getToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
    const sentAt = Date.now();
    if (!options.background) noteActivity(sentAt); // API calls count as activity
    // The server sees the session with this request (on its way, it needs no heartbeat too).
    noteServerContact(sentAt);
  }
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (raw) headers['content-type'] = raw.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';

  const signals = [
    options.signal,
    options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  ].filter((s): s is AbortSignal => Boolean(s));
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      // Public reads may be cached briefly (by a proxy, or this browser); the app always asks the
      // server whether its copy is current (an unchanged answer is a bodiless 304), so nobody
      // sees a list without the post they have just written.
      cache: 'no-cache',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (err) {
    // A caller's own abort (e.g. a query cancelled on unmount) is not a network failure.
    if (options.signal?.aborted) throw err;
    if (!options.quiet) toast.error(apiMessages.network, { id: 'network-error' });
    throw new NetworkError();
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const body = isErrorBody(data) ? data : undefined;
    if (response.status === 401 && token) {
      clearSession();
      if (!options.quiet) toast.error(apiMessages.authFailed, { id: 'auth-failed' });
    }
    throw new ApiError(response.status, body?.message ?? `Server error: ${response.status}`, body);
  }
  return { data: data as T, headers: response.headers };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/**
 * GET /auth/session: who the stored token belongs to, read from the server (the request counts
 * as activity there). The stored user becomes the server's, unless the browser signed in or out
 * meanwhile. A refused token ends the session as any 401 does.
 */
export async function loadCurrentSession(
  options: Pick<RequestOptions, 'quiet' | 'background'> = {},
): Promise<CurrentSession> {
  const token = getToken();
  // The schema (and zod) load with the first session check, not with every page.
  const [{ currentSessionSchema }, body] = await Promise.all([
    import('../../shared/accounts/schemas.ts'),
    apiRequest<unknown>('/auth/session', options),
  ]);
  const answer = currentSessionSchema.parse(body);
  if (token && getToken() === token) updateSession({ user: answer.user });
  return answer;
}

/**
 * The heartbeat the 60 s timer sends while the visitor reads or scrolls without causing requests:
 * without it the server would end, after 10 minutes, a session the visitor is still using.
 * Nothing is sent when signed out or when a request has reached the server since the last
 * activity. A lost connection stays quiet (the next beat after further activity tries again); a
 * refused session says so.
 */
export async function sendSessionHeartbeat(): Promise<void> {
  if (!getToken() || !heartbeatDue()) return;
  try {
    await loadCurrentSession({ quiet: true, background: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(apiMessages.authFailed, { id: 'auth-failed' });
    }
  }
}
