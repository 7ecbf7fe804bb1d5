import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePublicUser } from '../../../tests/factories.ts';
import { MemoryStorage } from '../../../tests/memory-storage.ts';

const toastError = vi.fn();
vi.mock('sonner', () => ({
  toast: {
    error: (...args: unknown[]) => {
      toastError(...args);
    },
  },
}));

const { apiMessages, apiRequest, ApiError, NetworkError } = await import('./api-client.ts');
const { readSession, writeSession } = await import('../stores/session.ts');

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
