import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeApi } from '../../tests/api-server.ts';
import { signUpUser } from '../../tests/factories.ts';
import { HSTS } from './lib/security-headers.ts';

const viaHttpsProxy = { 'x-forwarded-proto': 'https' };

describeApi(
  'HSTS behind a trusted proxy',
  (server) => {
    it('sends HSTS on answers to requests that came over HTTPS', async () => {
      const res = await server().api('/api/health', { headers: viaHttpsProxy });
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    });

    it('sends no HSTS over plain HTTP', async () => {
      for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
        const res = await server().api('/api/health', { headers });
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
    });
  },
  { env: { TRUST_PROXY: 'true' } },
);

describeApi('HSTS without a trusted proxy', (server) => {
  it('ignores X-Forwarded-Proto from an untrusted client and sends no HSTS over HTTP', async () => {
    const res = await server().api('/api/health', { headers: viaHttpsProxy });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describeApi('Cache-Control on private answers', (server) => {
  it('marks every answer to a signed-in request no-store, success or not', async () => {
    const admin = await signUpUser(server(), 'cacheadmin', { admin: true });
    const paths = [
      `/api/users/${admin.id}`,
      '/api/user-builds',
      '/api/catalog/groups',
      '/api/admin/newsletter-subscribers',
      '/api/users/00000000-0000-4000-8000-000000000000',
    ];
    for (const p of paths) {
      const res = await server().api(p, { token: admin.token });
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
    const forged = await server().api('/api/user-builds', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('cache-control')).toBe('no-store');
  });

  it('marks every /api/auth answer no-store, even refusals', async () => {
    const failed = await server().api('/api/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const signup = await server().api('/api/auth/signup', {
      method: 'POST',
      body: { email: 'x', password: '', username: '', acceptedTerms: true },
    });
    expect(signup.status).toBe(400);
    expect(signup.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the admin CSV exports no-store', async () => {
    const admin = await signUpUser(server(), 'csvadmin', { admin: true });
    for (const p of ['/api/admin/newsletter-subscribers.csv', '/api/admin/contact-messages.csv']) {
      const res = await server().api(p, { token: admin.token });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toContain('text/csv');
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
  });

  it('leaves public answers to anonymous visitors cacheable as their routes decide', async () => {
    const res = await server().api('/api/catalog/groups');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });
});

describeApi(
  'rate limit: health outside it, not-found answers inside it',
  (server) => {
    it('keeps answering /api/health after the per-IP limit is spent', async () => {
      for (let i = 0; i < 3; i++) expect((await server().api('/api/config')).status).toBe(200);
      expect((await server().api('/api/config')).status).toBe(429);
      for (let i = 0; i < 5; i++) {
        const health = await server().api('/api/health');
        expect(health.status).toBe(200);
        expect(health.headers.get('x-ratelimit-limit')).toBeNull();
      }
    });

    it('answers unknown paths and the web app page with 429 once the limit is spent', async () => {
      // The budget of this address is already spent by the test above.
      for (const p of ['/api/no-such-route', '/builder', '/verify-email?token=x']) {
        const res = await server().api(p);
        expect(res.status, p).toBe(429);
        expect(res.headers.get('content-type'), p).toContain('application/json');
        expect(res.body, p).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      }
    });
  },
  { env: { RATE_LIMIT_MAX: '3' }, config: { webDist: await makeWebDist() } },
);

describeApi(
  'rate limit counts not-found answers',
  (server) => {
    it('counts the web app page and 404s in the same per-IP budget as the API', async () => {
      const page = await fetch(`${server().baseUrl}/builder`);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-ratelimit-remaining')).toBe('2');
      const missing = await server().api('/api/no-such-route');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await server().api('/api/config')).headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await fetch(`${server().baseUrl}/builder`)).status).toBe(429);
    });
  },
  { env: { RATE_LIMIT_MAX: '3' }, config: { webDist: await makeWebDist() } },
);

/** A minimal Vite build: index.html and the manifest the server checks for. */
async function makeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-web-headers-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}
