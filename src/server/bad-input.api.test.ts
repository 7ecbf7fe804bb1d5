import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PublicUser } from '../shared/accounts/schemas.ts';
import { buildMessages } from '../shared/build/messages.ts';
import { describeApi, type JsonResponse } from '../../tests/api-server.ts';
import { makeBuildRequest, signUpUser } from '../../tests/factories.ts';
import { BAD_INPUT_MESSAGE } from './lib/error-handler.ts';
import type { ErrorBody } from './lib/errors.ts';
import { badInputMessages, MAX_JSON_DEPTH } from './lib/input-guard.ts';

/** A 400 error body naming `field` with `message`. */
function expectRefused(res: JsonResponse, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `${field}: ${message}`,
    errors: { [field]: message },
    requestId: expect.any(String) as unknown,
  });
}

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describeApi(
  'bad input: NUL, lone surrogates and deep JSON refused centrally',
  (server) => {
    it('refuses a NUL in a nested body field with a 400 naming the field', async () => {
      const user = await signUpUser(server(), 'nulprofile');
      const res = await server().api(`/api/users/${user.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { userProfile: { fullName: 'Ada\u0000Lovelace' } },
      });
      expectRefused(res, 'userProfile.fullName', badInputMessages.nul);
    });

    it('refuses a lone surrogate in a build part name, naming the part', async () => {
      const user = await signUpUser(server(), 'surrogatebuild');
      const build = makeBuildRequest();
      build.buildParts.push({ name: 'Stock \ud800' });
      const res = await server().api('/api/user-builds', {
        method: 'POST',
        token: user.token,
        body: build,
      });
      expectRefused(res, 'buildParts.1.name', badInputMessages.loneSurrogate);
    });

    it('refuses bad characters in an e-mail before log-in or a newsletter sign-up', async () => {
      const login = await server().api('/api/auth/login', {
        method: 'POST',
        body: { email: 'a\u0000b@example.com', password: 'whatever-pw' },
      });
      expectRefused(login, 'email', badInputMessages.nul);
      const newsletter = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'a\ud800@example.com' },
      });
      expectRefused(newsletter, 'EMAIL', badInputMessages.loneSurrogate);
    });

    it('refuses a NUL or an undecodable character in a key', async () => {
      const res = await server().api('/api/compat/check', {
        method: 'POST',
        body: { buildParts: [], ['x\u0000y']: 1 },
      });
      expectRefused(res, 'x\ufffdy', badInputMessages.fieldName);
    });

    it('refuses a NUL in a query parameter and in a path id', async () => {
      expectRefused(
        await server().api('/api/catalog/groups?brand=Mag%00pul'),
        'brand',
        badInputMessages.nul,
      );
      expectRefused(await server().api('/api/blog?title=%00'), 'title', badInputMessages.nul);
      expectRefused(
        await server().api('/api/shared-builds/abc%00def'),
        'shareId',
        badInputMessages.nul,
      );
      expectRefused(await server().api('/api/ammo/x%00'), 'id', badInputMessages.nul);
    });

    it('answers percent-encoded surrogates (invalid UTF-8) in a query or path without a 500', async () => {
      for (const path of ['/api/catalog/groups?brand=%ED%A0%80', '/api/blog/%ED%A0%80']) {
        const res = await server().api(path);
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers.get('content-type'), path).toContain('application/json');
      }
    });

    it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels before parsing it`, async () => {
      for (const levels of [MAX_JSON_DEPTH + 1, 5000, 30_000]) {
        const res = await server().api('/api/compat/check', {
          method: 'POST',
          body: nested(levels),
        });
        expectRefused(res, 'body', badInputMessages.tooDeep);
      }
      // At the limit the body parses, and the route's own validation answers.
      const atLimit = await server().api('/api/compat/check', {
        method: 'POST',
        body: nested(MAX_JSON_DEPTH),
      });
      expect(atLimit.status).toBe(400);
      expect((atLimit.body as ErrorBody).errors?.body).not.toBe(badInputMessages.tooDeep);
    });

    it('refuses 1e309 (infinite once parsed) as a number too large', async () => {
      const res = await server().api('/api/compat/check', {
        method: 'POST',
        body: '{"buildParts":[{"name":"Barrel","product":{"_id":"x","name":"y","selectedVendorPrice":1e309}}]}',
      });
      expectRefused(res, 'buildParts.0.product.selectedVendorPrice', badInputMessages.hugeNumber);
    });

    it('still refuses prototype poisoning and malformed JSON with a 400', async () => {
      for (const body of [
        '{"__proto__":{"role":"admin"}}',
        '{"constructor":{"prototype":{}}}',
        '{"a":',
      ]) {
        const res = await server().api('/api/newsletter', { method: 'POST', body });
        expect(res.status, body).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      }
    });

    it('lets ordinary text through: accents, emoji and other scripts', async () => {
      const user = await signUpUser(server(), 'unicodeok');
      const res = await server().api(`/api/users/${user.id}`, {
        method: 'PATCH',
        token: user.token,
        body: { userProfile: { fullName: 'Zoë Ångström 🎯 日本' } },
      });
      expect(res.status).toBe(200);
      expect((res.body as PublicUser).userProfile.fullName).toBe('Zoë Ångström 🎯 日本');
    });

    it('says a part name over 200 characters is too long, not missing', async () => {
      const user = await signUpUser(server(), 'longpartname');
      const build = makeBuildRequest();
      build.buildParts.push({ name: 'x'.repeat(201), subParts: [{ name: 'y'.repeat(201) }] });
      const res = await server().api('/api/user-builds', {
        method: 'POST',
        token: user.token,
        body: build,
      });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors).toEqual({
        'buildParts.1.name': buildMessages.partNameTooLong,
        'buildParts.1.subParts.0.name': buildMessages.subPartNameTooLong,
      });
      expect(buildMessages.partNameTooLong).toBe('Part names are at most 200 characters');
    });

    it('answers the database errors bad input can still cause with a 400, not a 500', async () => {
      for (const kind of ['text', 'range', 'date', 'json']) {
        const res = await server().api(`/api/__bad-sql/${kind}`);
        expect(res.status, kind).toBe(400);
        expect(res.body, kind).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: BAD_INPUT_MESSAGE,
          requestId: expect.any(String) as unknown,
        });
      }
      // Any other database failure stays a 500.
      expect((await server().api('/api/__bad-sql/other')).status).toBe(500);
    });
  },
  {
    setup: (app) => {
      // Queries failing as bad input makes them fail (SQLSTATE 22P02, 22003, 22007, 22P05).
      const failing: Record<string, ReturnType<typeof sql>> = {
        text: sql`select ${'abc'}::int`,
        range: sql`select ${'99999999999'}::int`,
        date: sql`select ${'not a date'}::timestamptz`,
        json: sql`select ${'"\\u0000"'}::jsonb`,
        other: sql`select * from no_such_table`,
      };
      app.get<{ Params: { kind: string } }>('/api/__bad-sql/:kind', async (request) => {
        await app.db.execute(failing[request.params.kind] ?? failing.other!);
        return { ok: true };
      });
    },
  },
);
