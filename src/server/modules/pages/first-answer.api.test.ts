import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../../tests/api-server.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { READ_PRIMARY_COOKIE } from '../../lib/read-replica.ts';
import { firstAnswer } from './first-answer.ts';

// A page's first answers are asked of the server itself. A page asked for just as the server
// closes (a rolling restart) still goes out, without them: never a 500.

describe("a page's first answers", () => {
  it('are left out, not an error, once the server has begun closing', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
      });
      const app = await buildApp({ config, database });
      await app.ready();
      const request = {
        ip: '127.0.0.1',
        headers: { cookie: `${READ_PRIMARY_COOKIE}=${Date.now() + 5_000}` },
      } as unknown as FastifyRequest;
      expect(await firstAnswer(app, request, '/api/blog')).toMatchObject({ status: 200 });
      await app.close();
      expect(await firstAnswer(app, request, '/api/blog')).toEqual({ status: 503 });
    } finally {
      await database.close();
    }
  });
});
