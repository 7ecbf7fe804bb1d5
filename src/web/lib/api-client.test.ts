import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePublicUser } from '../../../tests/factories.ts';
import { MemoryStorage } from '../../../tests/memory-storage.ts';

const toastError = vi.fn();
vi.mock('./toast.ts', () => ({
  toast: {
    error: (...args: unknown[]) => {
      toastError(...args);
    },
  },
}));

const { apiMessages, apiRequest, ApiError, NetworkError, sendSessionHeartbeat } =
  await import('./api-client.ts');
const { noteActivity, readSession, writeSession } = await import('../stores/session.ts');

function signIn() {
  writeSession({
    token: 'tok-123',
    user: makePublicUser(),
    createdAt: Date.now(),
    lastActive: Date.now(),
    rememberMe: true,
  });
}

beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  });
  toastError.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends the stored bearer token and JSON body to /api', async () => {
    signIn();
    const fetchMock = respond(200, { ok: true });
    await expect(
      apiRequest('/newsletter', { method: 'POST', body: { EMAIL: 'a@b.co' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(init.body).toBe('{"EMAIL":"a@b.co"}');
  });

  it('sends a Blob as its own bytes with its own type', async () => {
    signIn();
    const fetchMock = respond(201, { id: 'p1' });
    const picture = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await apiRequest('/gallery/photos', { method: 'POST', body: picture });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('image/png');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(init.body).toBe(picture);
  });

  it('sends no authorization header without a session', async () => {
    const fetchMock = respond(200, {});
    await apiRequest('/health', { query: { page: 2, q: '', x: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/health?page=2');
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('on 401 removes the stored session and says authentication failed', async () => {
    signIn();
    respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid token' });
    await expect(apiRequest('/users/u1')).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
    expect(toastError).toHaveBeenCalledWith(apiMessages.authFailed, expect.anything());
    expect(apiMessages.authFailed).toBe('Authentication failed. Please log in again.');
  });

  it('on no response says there is a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/health')).rejects.toBeInstanceOf(NetworkError);
    expect(toastError).toHaveBeenCalledWith(
      'Network error. Please check your connection.',
      expect.anything(),
    );
  });

  it('hands field errors of a 400 to the caller', async () => {
    respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'EMAIL: Please enter a valid email address',
      errors: { EMAIL: 'Please enter a valid email address' },
    });
    const err = (await apiRequest('/newsletter', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as InstanceType<typeof ApiError>;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.fieldErrors).toEqual({ EMAIL: 'Please enter a valid email address' });
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('sendSessionHeartbeat', () => {
  // Each test starts an hour later than the last, and later than any activity the other tests
  // noted: the activity record lives for the whole file.
  let T = Date.now() + 24 * 60 * 60 * 1000;
  const at = (ms: number) => vi.setSystemTime(T + ms);
  const sessionAnswer = (user = makePublicUser()) => ({
    user,
    session: {
      id: 's1',
      createdAt: new Date(T).toISOString(),
      lastSeenAt: new Date(T).toISOString(),
      expiresAt: new Date(T + 1000).toISOString(),
      userAgent: 'test',
      ip: '127.0.0.1',
      current: true,
    },
  });

  beforeEach(() => {
    T += 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
  });
  afterEach(() => vi.useRealTimers());

  it('tells the server about activity it has not seen, once, and keeps the user it answers', async () => {
    signIn();
    const fetchMock = respond(200, sessionAnswer());
    at(1000);
    await apiRequest('/users/u1'); // a request: the server saw the visitor
    await sendSessionHeartbeat();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    at(2000);
    noteActivity(); // scrolling, no request
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(sessionAnswer(makePublicUser({ emailVerified: true })))),
      ),
    );
    at(60_000);
    await sendSessionHeartbeat();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/session');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(readSession()?.user.emailVerified).toBe(true);

    // the heartbeat itself is not activity: nothing more to tell
    at(120_000);
    await sendSessionHeartbeat();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when signed out', async () => {
    const fetchMock = respond(200, {});
    noteActivity();
    await sendSessionHeartbeat();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends a session the server refused and says so', async () => {
    signIn();
    at(1000);
    noteActivity();
    respond(401, { statusCode: 401, error: 'Unauthorized', message: apiMessages.authFailed });
    await sendSessionHeartbeat();
    expect(readSession()).toBeNull();
    expect(toastError).toHaveBeenCalledWith(apiMessages.authFailed, expect.anything());
  });

  it('stays quiet when the connection is lost and tries again after further activity', async () => {
    signIn();
    at(1000);
    noteActivity();
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await sendSessionHeartbeat();
    expect(toastError).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
    at(61_000);
    noteActivity();
    await sendSessionHeartbeat();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
