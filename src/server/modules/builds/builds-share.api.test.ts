import { expect, it } from 'vitest';
import { describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { makeBuildRequest, saveBuild, signUpUser as signUp } from '../../../../tests/factories.ts';
import { buildMessages } from '../../../shared/build/messages.ts';
import type { BuildSummary, SharedBuild } from '../../../shared/build/schema.ts';
import { legacyMessages } from './routes.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** The share id of a share link or a saved build (null while not shared). */
const shareIdOf = (res: JsonResponse) => (res.body as { shareId: string | null }).shareId;

/** The part of the OpenAPI document this test reads. */
interface OpenApiDoc {
  paths: Record<
    string,
    { post?: { requestBody: { content: Record<string, { schema: { required?: string[] } }> } } }
  >;
}

const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

describeApi('builds: share links and retired calls', (server) => {
  it('shares a build under an unguessable id; sharing again gives the same link', async () => {
    const me = await signUp(server(), 'sharer');
    const saved = await saveBuild(server(), me);
    const url = `/api/user-builds/${saved._id}/share`;
    const first = await server().api(url, { method: 'POST', token: me.token });
    expect(first.status).toBe(201);
    expect(shareIdOf(first)).toMatch(SHARE_ID);
    expect(first.body).toEqual({
      shareId: shareIdOf(first),
      url: `/b/${shareIdOf(first)}`,
    });
    const again = await server().api(url, { method: 'POST', token: me.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const other = await saveBuild(server(), me);
    const otherShare = await server().api(`/api/user-builds/${other._id}/share`, {
      method: 'POST',
      token: me.token,
    });
    expect(shareIdOf(otherShare)).not.toBe(shareIdOf(first));

    const read = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(shareIdOf(read)).toBe(shareIdOf(first));
    const list = await server().api('/api/user-builds', { token: me.token });
    expect((list.body as BuildSummary[]).map((b) => b.shareId).sort()).toEqual(
      [shareIdOf(first), shareIdOf(otherShare)].sort(),
    );
  });

  it('opens a shared build without signing in, without its owner or ids', async () => {
    const me = await signUp(server(), 'opener');
    const body = makeBuildRequest({ buildName: 'Show Off', platform: 'AR10' });
    const saved = await saveBuild(server(), me, body);
    const share = await server().api(`/api/user-builds/${saved._id}/share`, {
      method: 'POST',
      token: me.token,
    });
    const res = await server().api(`/api/shared-builds/${shareIdOf(share)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      buildName: 'Show Off',
      buildParts: body.buildParts,
      platform: 'AR10',
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
      compatibility: {
        counts: { error: 0, warning: 0, info: expect.any(Number) as number },
        problems: [],
      },
    });
    expect(res.text).not.toContain(me.id);
    expect(res.text).not.toContain(saved._id);

    // the link shows the build as it is now
    await server().api(`/api/user-builds/${saved._id}`, {
      method: 'PUT',
      token: me.token,
      body: makeBuildRequest({ buildName: 'Show Off II' }),
    });
    const later = await server().api(`/api/shared-builds/${shareIdOf(share)}`);
    expect((later.body as SharedBuild).buildName).toBe('Show Off II');
  });

  it('revokes a link with 204; the old id then answers 404 and a new share gives a new id', async () => {
    const me = await signUp(server(), 'revoker');
    const saved = await saveBuild(server(), me);
    const url = `/api/user-builds/${saved._id}/share`;
    const first = await server().api(url, { method: 'POST', token: me.token });
    const revoke = await server().api(url, { method: 'DELETE', token: me.token });
    expect(revoke.status).toBe(204);
    const gone = await server().api(`/api/shared-builds/${shareIdOf(first)}`);
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe(buildMessages.shareNotFound);
    const read = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(shareIdOf(read)).toBeNull();
    // revoking twice is not an error
    const twice = await server().api(url, { method: 'DELETE', token: me.token });
    expect(twice.status).toBe(204);

    const second = await server().api(url, { method: 'POST', token: me.token });
    expect(second.status).toBe(201);
    expect(shareIdOf(second)).not.toBe(shareIdOf(first));
  });

  it('ends the link when the build is deleted', async () => {
    const me = await signUp(server(), 'ender');
    const saved = await saveBuild(server(), me);
    const share = await server().api(`/api/user-builds/${saved._id}/share`, {
      method: 'POST',
      token: me.token,
    });
    await server().api(`/api/user-builds/${saved._id}`, { method: 'DELETE', token: me.token });
    const res = await server().api(`/api/shared-builds/${shareIdOf(share)}`);
    expect(res.status).toBe(404);
  });

  it("lets only the owner share or revoke; another user's attempt is a 403", async () => {
    const owner = await signUp(server(), 'keeper');
    const other = await signUp(server(), 'grabber');
    const saved = await saveBuild(server(), owner);
    const url = `/api/user-builds/${saved._id}/share`;
    const shared = await server().api(url, { method: 'POST', token: owner.token });
    for (const method of ['POST', 'DELETE']) {
      const res = await server().api(url, { method, token: other.token });
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(buildMessages.forbiddenView);
    }
    const still = await server().api(`/api/shared-builds/${shareIdOf(shared)}`);
    expect(still.status).toBe(200);
  });

  it('answers 404 for unknown builds and unknown share ids', async () => {
    const me = await signUp(server(), 'nobody');
    const id = '00000000-0000-4000-8000-000000000000';
    const share = await server().api(`/api/user-builds/${id}/share`, {
      method: 'POST',
      token: me.token,
    });
    expect(share.status).toBe(404);
    expect(errorOf(share).message).toBe(buildMessages.notFound(id));
    for (const shareId of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope']) {
      const res = await server().api(`/api/shared-builds/${shareId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: buildMessages.shareNotFound,
        requestId: expect.any(String) as unknown,
      });
    }
  });

  it('answers 410 to the retired legacy build calls, naming the call to use', async () => {
    const me = await signUp(server(), 'legacy');
    const saved = await saveBuild(server(), me);
    for (const token of [undefined, me.token]) {
      const add = await server().api(`/api/users/${me.id}/builds`, {
        method: 'POST',
        token,
        body: { buildName: 'Old Way', buildParts: [] },
      });
      expect(add.status).toBe(410);
      expect(add.body).toEqual({
        statusCode: 410,
        error: 'Gone',
        message: legacyMessages.addBuild,
        requestId: expect.any(String) as unknown,
      });
      expect(errorOf(add).message).toContain('POST /api/user-builds');

      const del = await server().api(`/api/users/${me.id}/builds/${saved._id}`, {
        method: 'DELETE',
        token,
      });
      expect(del.status).toBe(410);
      expect(del.body).toEqual({
        statusCode: 410,
        error: 'Gone',
        message: legacyMessages.deleteBuild,
        requestId: expect.any(String) as unknown,
      });
      expect(errorOf(del).message).toContain('DELETE /api/user-builds/{id}');
    }
    const list = await server().api('/api/user-builds', { token: me.token });
    expect(list.body).toHaveLength(1);
  });

  it('documents every build call in /api/docs', async () => {
    const res = await server().api('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as OpenApiDoc;
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user-builds',
        '/api/user-builds/{id}',
        '/api/user-builds/{id}/share',
        '/api/shared-builds/{shareId}',
        '/api/users/{id}/builds',
        '/api/users/{id}/builds/{buildId}',
      ]),
    );
    const create = doc.paths['/api/user-builds']?.post;
    expect(create?.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['buildName', 'buildParts']),
    );
  });
});
