import { expect, it } from 'vitest';
import { describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { makeBuildRequest, saveBuild, signUpUser as signUp } from '../../../../tests/factories.ts';
import { buildMessages } from '../../../shared/build/messages.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeApi('builds: who may do what', (server) => {
  it('answers 401 to every call without a token or with a tampered one', async () => {
    const me = await signUp(server(), 'holder');
    const other = await signUp(server(), 'intruder');
    const saved = await saveBuild(server(), me);
    // a valid signature for a different payload: the token now claims another user
    const [head, , signature] = me.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: other.id, ver: 0 })).toString('base64url');
    const tampered = `${head}.${payload}.${signature}`;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/user-builds', makeBuildRequest()],
      ['GET', '/api/user-builds'],
      ['GET', `/api/user-builds/${saved._id}`],
      ['PUT', `/api/user-builds/${saved._id}`, makeBuildRequest()],
      ['DELETE', `/api/user-builds/${saved._id}`],
      ['POST', `/api/user-builds/${saved._id}/share`],
      ['DELETE', `/api/user-builds/${saved._id}/share`],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [undefined, tampered]) {
        const res = await server().api(path, { method, token, body });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(errorOf(res).message).toBe('Authentication failed. Please log in again.');
      }
    }
    const still = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(still.body).toEqual(saved);
  });

  it("answers 403 to reading, changing or deleting another user's build, and changes nothing", async () => {
    const owner = await signUp(server(), 'owner');
    const other = await signUp(server(), 'other');
    const saved = await saveBuild(server(), owner);
    const url = `/api/user-builds/${saved._id}`;
    for (const query of ['', `?userId=${other.id}`, `?userId=${owner.id}`]) {
      const get = await server().api(url + query, { token: other.token });
      expect(get.status).toBe(403);
      expect(errorOf(get).message).toBe(buildMessages.forbiddenView);
      const put = await server().api(url + query, {
        method: 'PUT',
        token: other.token,
        body: makeBuildRequest({ buildName: 'Hijacked' }),
      });
      expect(put.status).toBe(403);
      expect(errorOf(put).message).toBe(buildMessages.forbiddenUpdate);
      const del = await server().api(url + query, { method: 'DELETE', token: other.token });
      expect(del.status).toBe(403);
      expect(errorOf(del).message).toBe(buildMessages.forbiddenDelete);
    }
    const still = await server().api(url, { token: owner.token });
    expect(still.body).toEqual(saved);
  });

  it('answers 403 when ?userId= or a body userId names another user, even for your own build', async () => {
    const me = await signUp(server(), 'claimer');
    const other = await signUp(server(), 'claimed');
    const saved = await saveBuild(server(), me);
    const url = `/api/user-builds/${saved._id}?userId=${other.id}`;

    const list = await server().api(`/api/user-builds?userId=${other.id}`, { token: me.token });
    expect(list.status).toBe(403);
    expect(errorOf(list).message).toBe(buildMessages.forbiddenView);
    const get = await server().api(url, { token: me.token });
    expect(get.status).toBe(403);
    expect(errorOf(get).message).toBe(buildMessages.forbiddenView);
    const put = await server().api(url, {
      method: 'PUT',
      token: me.token,
      body: makeBuildRequest(),
    });
    expect(errorOf(put).message).toBe(buildMessages.forbiddenUpdate);
    const putBody = await server().api(`/api/user-builds/${saved._id}`, {
      method: 'PUT',
      token: me.token,
      body: makeBuildRequest({ userId: other.id }),
    });
    expect(putBody.status).toBe(403);
    const del = await server().api(url, { method: 'DELETE', token: me.token });
    expect(errorOf(del).message).toBe(buildMessages.forbiddenDelete);

    // creating: a userId in the body or the query must be the token's user (ADR 016)
    for (const [query, userId] of [
      ['', other.id],
      [`?userId=${other.id}`, undefined],
    ]) {
      const create = await server().api(`/api/user-builds${query}`, {
        method: 'POST',
        token: me.token,
        body: makeBuildRequest({ userId }),
      });
      expect(create.status).toBe(403);
      expect(errorOf(create).message).toBe(buildMessages.forbiddenUpdate);
    }
    const others = await server().api('/api/user-builds', { token: other.token });
    expect(others.body).toEqual([]);
    const mine = await server().api('/api/user-builds', { token: me.token });
    expect(mine.body).toHaveLength(1);
  });

  it('answers 404 with the build id for an unknown or malformed id', async () => {
    const me = await signUp(server(), 'seeker');
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '12345']) {
      const url = `/api/user-builds/${id}`;
      const get = await server().api(url, { token: me.token });
      const put = await server().api(url, {
        method: 'PUT',
        token: me.token,
        body: makeBuildRequest(),
      });
      const del = await server().api(url, { method: 'DELETE', token: me.token });
      for (const res of [get, put, del]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: buildMessages.notFound(id),
          requestId: expect.any(String) as unknown,
        });
      }
    }
  });

  it('answers 400 for an empty or blank build id', async () => {
    const me = await signUp(server(), 'blank');
    for (const id of ['', '%20', '%20%20%09']) {
      const url = `/api/user-builds/${id}`;
      const get = await server().api(url, { token: me.token });
      const put = await server().api(url, {
        method: 'PUT',
        token: me.token,
        body: makeBuildRequest(),
      });
      const del = await server().api(url, { method: 'DELETE', token: me.token });
      for (const res of [get, put, del]) {
        expect(res.status).toBe(400);
        expect(errorOf(res).message).toBe(buildMessages.buildIdRequired);
        expect(errorOf(res).errors).toEqual({ id: buildMessages.buildIdRequired });
      }
    }
  });
});
