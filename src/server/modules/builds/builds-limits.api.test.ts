import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import {
  makeBuildRequest,
  makeSelectedProduct,
  saveBuild,
  signUpUser as signUp,
} from '../../../../tests/factories.ts';
import { buildMessages } from '../../../shared/build/messages.ts';
import type { BuildRequest, BuildSummary, ShareLink } from '../../../shared/build/schema.ts';
import { builds } from '../../db/schema.ts';
import { MAX_BUILDS_PER_USER } from '../../../shared/build/messages.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** A valid build whose JSON is about `bytes` long (the product's extra catalogue field pads it). */
function buildOfSize(bytes: number): BuildRequest {
  const product = makeSelectedProduct({ description: '' });
  const base = JSON.stringify(makeBuildRequest()).length + 20;
  product.description = 'x'.repeat(bytes - base);
  return makeBuildRequest({
    buildParts: [{ name: 'Barrel', subParts: [{ name: 'Barrel', product }] }],
  });
}

describeApi('builds: limits and concurrency', (server) => {
  const countBuilds = async (userId: string) => {
    const [row] = await server()
      .database.db.select({ n: count() })
      .from(builds)
      .where(eq(builds.userId, userId));
    return row?.n ?? 0;
  };

  it('accepts a build body up to 256 KB and refuses a larger one with 413', async () => {
    const me = await signUp(server(), 'bulky');
    const fits = buildOfSize(250 * 1024);
    expect(JSON.stringify(fits).length).toBeLessThan(256 * 1024);
    const saved = await saveBuild(server(), me, fits);

    const tooBig = buildOfSize(257 * 1024);
    const created = await server().api('/api/user-builds', {
      method: 'POST',
      token: me.token,
      body: tooBig,
    });
    const updated = await server().api(`/api/user-builds/${saved._id}`, {
      method: 'PUT',
      token: me.token,
      body: tooBig,
    });
    for (const res of [created, updated]) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: buildMessages.tooLarge,
        requestId: expect.any(String) as unknown,
      });
    }
    expect(await countBuilds(me.id)).toBe(1);
  });

  it('keeps at most 200 builds per user: the next create is a 400', async () => {
    const me = await signUp(server(), 'hoarder');
    const other = await signUp(server(), 'modest');
    await server()
      .database.db.insert(builds)
      .values(
        Array.from({ length: MAX_BUILDS_PER_USER }, (_, i) => ({
          userId: me.id,
          name: `Build ${i}`,
          parts: [],
        })),
      );
    const res = await server().api('/api/user-builds', {
      method: 'POST',
      token: me.token,
      body: makeBuildRequest(),
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(buildMessages.tooManyBuilds);
    expect(await countBuilds(me.id)).toBe(MAX_BUILDS_PER_USER);

    // the limit is per user, and deleting one makes room again
    await saveBuild(server(), other);
    const list = await server().api('/api/user-builds', { token: me.token });
    const summaries = list.body as BuildSummary[];
    expect(summaries).toHaveLength(MAX_BUILDS_PER_USER);
    const del = await server().api(`/api/user-builds/${summaries[0]?._id}`, {
      method: 'DELETE',
      token: me.token,
    });
    expect(del.status).toBe(204);
    await saveBuild(server(), me);
  });

  it('lets only one of several concurrent creates take the last free place', async () => {
    const me = await signUp(server(), 'racer');
    await server()
      .database.db.insert(builds)
      .values(
        Array.from({ length: MAX_BUILDS_PER_USER - 1 }, (_, i) => ({
          userId: me.id,
          name: `Build ${i}`,
          parts: [],
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server().api('/api/user-builds', {
          method: 'POST',
          token: me.token,
          body: makeBuildRequest({ buildName: `Racer ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await countBuilds(me.id)).toBe(MAX_BUILDS_PER_USER);
  });

  it('stores exactly one of several concurrent updates, whole (last write wins)', async () => {
    const me = await signUp(server(), 'writer');
    const saved = await saveBuild(server(), me);
    const bodies = Array.from({ length: 10 }, (_, i) =>
      makeBuildRequest({
        buildName: `Version ${i}`,
        platform: `P${i}`,
        buildParts: Array.from({ length: i + 1 }, (_, j) => ({
          name: `Group ${i}-${j}`,
          subParts: [
            {
              name: `Sub ${i}-${j}`,
              product: makeSelectedProduct({ _id: `v${i}-${j}`, selectedVendorPrice: i * 10 + j }),
            },
          ],
        })),
      }),
    );
    const answers = await Promise.all(
      bodies.map((body) =>
        server().api(`/api/user-builds/${saved._id}`, { method: 'PUT', token: me.token, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));

    const [row] = await server().database.db.select().from(builds).where(eq(builds.id, saved._id));
    const winner = bodies.find((b) => b.buildName === row?.name);
    expect(winner).toBeDefined();
    expect({ name: row?.name, parts: row?.parts, platform: row?.platform }).toEqual({
      name: winner?.buildName,
      parts: winner?.buildParts,
      platform: winner?.platform,
    });
    const read = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(read.body).toMatchObject({
      buildName: winner?.buildName,
      buildParts: winner?.buildParts,
      platform: winner?.platform,
    });
  });

  it('deletes a user’s builds and share links with the user', async () => {
    const me = await signUp(server(), 'leaver');
    const stays = await signUp(server(), 'stayer');
    const mine = await saveBuild(server(), me);
    await saveBuild(server(), me);
    await saveBuild(server(), stays);
    const share = await server().api(`/api/user-builds/${mine._id}/share`, {
      method: 'POST',
      token: me.token,
    });
    expect(share.status).toBe(201);

    const del = await server().api(`/api/users/${me.id}`, { method: 'DELETE', token: me.token });
    expect(del.status).toBe(204);
    expect(await countBuilds(me.id)).toBe(0);
    expect(await countBuilds(stays.id)).toBe(1);
    const open = await server().api(`/api/shared-builds/${(share.body as ShareLink).shareId}`);
    expect(open.status).toBe(404);
  });
});
