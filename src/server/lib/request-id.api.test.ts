import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/api-server.ts';
import type { ErrorBody } from './errors.ts';

// Request ids as a client and an operator meet them: the X-Request-Id header on every answer (the
// client's own when it is safe), the same id in every error body, and on every log line the server
// writes while handling that request.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

/** Both database kinds' servers write here; each test looks only at its own request ids. */
const lines: string[] = [];
const logLines = () => lines.map((line) => JSON.parse(line) as LogLine);

/** A fresh id of the safe form, so that a test finds only its own request's lines. */
const freshId = (label: string) => `${label}-${randomUUID()}`;

describeApi(
  'request ids',
  (server) => {
    it('answers a safe incoming X-Request-Id as it came', async () => {
      const id = `Root-1.5f84c7a4:${randomUUID().slice(0, 8)}_ok`;
      const res = await server().api('/api/health', { headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
    });

    it('makes one up when none is sent, or the one sent is unsafe', async () => {
      const plain = await server().api('/api/health');
      const again = await server().api('/api/health');
      expect(plain.headers.get('x-request-id')).toMatch(UUID);
      expect(again.headers.get('x-request-id')).toMatch(UUID);
      expect(again.headers.get('x-request-id')).not.toBe(plain.headers.get('x-request-id'));

      for (const unsafe of ['has space', 'x'.repeat(65), 'quote"d', '{"level":60}', 'a=b']) {
        const res = await server().api('/api/health', { headers: { 'x-request-id': unsafe } });
        expect(res.headers.get('x-request-id'), unsafe).toMatch(UUID);
      }
      expect(logLines().some((line) => line.reqId === 'has space')).toBe(false);
    });

    it('names the request in a 404 body and on every log line of that request', async () => {
      const id = freshId('not-found');
      const path = `/api/catalog/groups/no-such-group-${randomUUID()}`;
      const res = await server().api<ErrorBody>(path, {
        headers: { 'x-request-id': id },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-request-id')).toBe(id);
      expect(res.body).toMatchObject({ statusCode: 404, requestId: id });

      const mine = logLines().filter((line) => line.reqId === id);
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      // Every line about this URL is this request's.
      const aboutUrl = logLines().filter((line) => line.req?.url === path);
      expect(aboutUrl.length).toBeGreaterThan(0);
      expect(aboutUrl.every((line) => line.reqId === id)).toBe(true);

      const route = await server().api<ErrorBody>('/api/no-such-route');
      expect(route.status).toBe(404);
      expect(route.body.requestId).toBe(route.headers.get('x-request-id'));
      expect(route.body.requestId).toMatch(UUID);
    });

    it('names the request in 400 bodies: a bad field, bad JSON, a malformed URL', async () => {
      const id = freshId('bad-field');
      const invalid = await server().api<ErrorBody>('/api/auth/login', {
        method: 'POST',
        headers: { 'x-request-id': id },
        body: { email: 'not-an-address', password: 'x' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.headers.get('x-request-id')).toBe(id);
      expect(invalid.body.requestId).toBe(id);
      expect(logLines().filter((line) => line.reqId === id).length).toBeGreaterThan(0);

      const json = await server().api<ErrorBody>('/api/auth/login', {
        method: 'POST',
        body: '{"email":',
      });
      expect(json.status).toBe(400);
      expect(json.body.requestId).toBe(json.headers.get('x-request-id'));

      // Refused before any route or hook runs.
      const url = await server().api<ErrorBody>('/api/%E0%A4%A', {
        headers: { 'x-request-id': 'bad-url-1' },
      });
      expect(url.status).toBe(400);
      expect(url.headers.get('x-request-id')).toBe('bad-url-1');
      expect(url.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        requestId: 'bad-url-1',
      });
    });

    it('names the request in a 500 body and on the lines the failing handler wrote', async () => {
      const id = freshId('boom');
      const res = await server().api<ErrorBody>('/api/__request-id-boom', {
        headers: { 'x-request-id': id },
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ statusCode: 500, requestId: id });
      expect(res.text).not.toContain('internal detail');

      const mine = logLines().filter((line) => line.reqId === id);
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'incoming request',
          'working on it',
          'unexpected error',
          'request completed',
        ]),
      );
    });
  },
  {
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(line) },
    setup: (app) => {
      app.get('/api/__request-id-boom', (request) => {
        request.log.info('working on it');
        throw new Error('internal detail');
      });
    },
  },
);
