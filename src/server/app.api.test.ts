import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import Fastify from 'fastify';
import { describeApi } from '../../tests/api-server.ts';
import { makeWebDist, SOURCE_MARKER } from '../../tests/web-dist.ts';
import { loadConfig } from './config.ts';
import { registerSpa } from './lib/spa.ts';

/** A GET through node:http, which (unlike fetch) hands over the bytes as they travelled. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The body as the client reads it, whatever the encoding it came in. */
function decoded({ headers, body }: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return bytes.toString('utf8');
}

describeApi(
  'API shell',
  (server) => {
    it('answers an unknown /api path with a JSON 404', async () => {
      const res = await server().api('/api/x');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET /api/x not found',
        requestId: expect.any(String) as unknown,
      });
    });

    it('answers an unexpected error with 500 and no internals', async () => {
      const res = await server().api('/api/__boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again later.',
        requestId: expect.any(String) as unknown,
      });
      expect(res.text).not.toContain('secret-internal-detail');
    });

    it('answers malformed JSON with a 400 in the same error shape', async () => {
      const res = await server().api('/api/newsletter', { method: 'POST', body: '{"EMAIL": ' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it('publishes the OpenAPI document and the docs UI', async () => {
      const json = await server().api('/api/docs/json');
      expect(json.status).toBe(200);
      const doc = json.body as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/newsletter']),
      );
      const ui = await fetch(`${server().baseUrl}/api/docs`, { redirect: 'follow' });
      expect(ui.status).toBe(200);
      expect(await ui.text()).toContain('swagger');
    });

    it('sends security headers with a Content-Security-Policy', async () => {
      const res = await server().api('/api/health');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Blog images from anywhere; frames only from the YouTube and Vimeo players.
      expect(csp).toContain("img-src 'self' data: https: http:");
      expect(csp).toContain(
        'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('serves the SPA index.html for client routes, with no-cache', async () => {
      for (const route of ['/', '/builder', '/account/savedpartlist', '/products/AR10']) {
        const res = await fetch(`${server().baseUrl}${route}`);
        expect(res.status, route).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<div id="root"></div>');
      }
    });

    it('answers an unknown page, post or product with the app and 404 (the app shows not-found)', async () => {
      for (const route of ['/no-such-page', '/blog/some-post', '/product/barrels/nothing']) {
        const res = await fetch(`${server().baseUrl}${route}`);
        expect(res.status, route).toBe(404);
        const html = await res.text();
        expect(html, route).toContain('<div id="root"></div>');
        expect(html, route).toContain('<meta name="robots" content="noindex" />');
      }
    });

    it('sends one address per page: a trailing slash redirects to the page', async () => {
      const res = await fetch(`${server().baseUrl}/ammo/?sort=name`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/ammo?sort=name');
      // never to another site: '//host' and '/\\host' are addresses of other hosts to a browser
      for (const path of ['//evil.example/', '/\\evil.example/']) {
        const other = await fetch(`${server().baseUrl}${path}`, { redirect: 'manual' });
        expect(other.status, path).toBe(404);
        expect(other.headers.get('location'), path).toBeNull();
      }
    });

    it('puts the configured brand into the served index.html', async () => {
      const html = await (await fetch(`${server().baseUrl}/`)).text();
      expect(html).toContain('<title>Rifle &amp; Co</title>');
      expect(html).toContain('<meta name="site-name" content="Rifle &#38; Co"');
    });

    it('compresses answers of 1 KB or more in the encoding the client prefers, and leaves small ones', async () => {
      const url = `${server().baseUrl}/api/docs/json`;
      const plain = await rawGet(url, '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(10_000);
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
      ] as const) {
        const res = await rawGet(url, accept);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(res.body.length, accept).toBeLessThan(plain.body.length / 3);
        expect(JSON.parse(decoded(res)), accept).toEqual(JSON.parse(plain.body.toString('utf8')));
      }
      const small = await rawGet(`${server().baseUrl}/api/health`, 'br, gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('sends the page compressed when the client accepts it, and as it is otherwise', async () => {
      const url = `${server().baseUrl}/builder`;
      const plain = await rawGet(url, '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const encoding of ['br', 'gzip']) {
        const res = await rawGet(url, encoding);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(res)).toBe(plain.body.toString('utf8'));
      }
    });

    it("sends a built asset's compressed copy to a client that accepts it", async () => {
      const url = `${server().baseUrl}/assets/app-abc123.js`;
      const res = await rawGet(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe((await rawGet(url, '')).body.toString('utf8'));
    });

    it('serves hashed assets with long-lived cache headers', async () => {
      const res = await fetch(`${server().baseUrl}/assets/app-abc123.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('does not serve the SPA for non-GET requests to client routes', async () => {
      const res = await server().api('/builder', { method: 'POST', body: {} });
      expect(res.status).toBe(404);
      expect((res.body as { statusCode: number }).statusCode).toBe(404);
    });

    it('never sends a source file, even one inside the built folder', async () => {
      for (const file of ['/main.tsx', '/assets/stray.ts']) {
        const res = await fetch(`${server().baseUrl}${file}`);
        const body = await res.text();
        expect(res.headers.get('content-type'), file).not.toContain('video/mp2t');
        expect(body, file).not.toContain(SOURCE_MARKER);
      }
    });
  },
  {
    env: { SITE_NAME: 'Rifle & Co' },
    config: { webDist: await makeWebDist() },
    setup: (app) => {
      app.get('/api/__boom', () => Promise.reject(new Error('secret-internal-detail')));
    },
  },
);

// Module paths the browser asks for under the Vite dev server; the API server must never answer
// them with source code.
const MODULE_PATHS = [
  '/main.tsx',
  '/router.tsx',
  '/queries/get-user.ts',
  '/lib/api-client.ts',
  '/features/catalog/api/get-product.ts',
  '/api/get-user.ts',
  '/api/queries/get-user.ts',
  '/index.html',
];

describeApi(
  'API server without a built web app (npm run dev)',
  (server) => {
    it('answers module paths with a JSON 404, never with source code', async () => {
      for (const modulePath of MODULE_PATHS) {
        const res = await fetch(`${server().baseUrl}${modulePath}`);
        const body = await res.text();
        expect(res.status, modulePath).toBe(404);
        expect(res.headers.get('content-type'), modulePath).toContain('application/json');
        expect(body, modulePath).not.toMatch(/\bimport\b|<script/);
      }
    });

    it('answers a page path with a JSON 404 that points to the web app', async () => {
      const res = await server().api('/products/AR');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message:
          'Route GET /products/AR not found. This is the API server; open the web app at http://localhost:3000',
        requestId: expect.any(String) as unknown,
      });
    });

    it('still answers the API', async () => {
      const res = await server().api('/api/health');
      expect(res.status).toBe(200);
    });
  },
  { env: { DEV_WEB_URL: 'http://localhost:3000' } },
);

it('refuses to serve a web folder that is not a build', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-web-src-'));
  await writeFile(path.join(dir, 'index.html'), '<script type="module" src="./main.tsx"></script>');
  const app = Fastify();
  await expect(
    registerSpa(app, loadConfig({ NODE_ENV: 'test' }, { webDist: dir })),
  ).rejects.toThrow(/not a built web app/);
  await app.close();
});
