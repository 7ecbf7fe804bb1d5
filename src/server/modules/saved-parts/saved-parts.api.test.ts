import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type TestServer, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { signUpUser, type SignedUp } from '../../../../tests/factories.ts';
import { profileMessages } from '../../../shared/accounts/messages.ts';
import { MAX_SAVED_PARTS, savedPartMessages } from '../../../shared/catalog/messages.ts';
import type { SavedPart } from '../../../shared/catalog/saved-parts.ts';
import { users } from '../../db/schema.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** The saved-part list of the user an answer carries. */
const savedPartsOf = (res: JsonResponse) =>
  (res.body as { savedPartList: SavedPart[] }).savedPartList;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Matches an ISO timestamp (an asymmetric matcher, typed for object literals). */
const anIsoTime: unknown = expect.stringMatching(ISO);

const productPart = (id: string, upc?: string) => ({
  name: 'Barrel',
  details: {
    product: { _id: id, ...(upc && { upc }), model: 'Modern Series 16"', price: 189.99 },
    groupData: { _id: 'ba-modern', partName: 'Ballistic Advantage Modern Series', brand: 'BA' },
    savedAt: '2026-11-20T10:00:00.000Z',
  },
});
const ammoPart = (id: string | number) => ({
  name: 'Ammunition',
  details: { ammo: { id, name: 'PMC X-TAC 5.56 55gr FMJBT', price: 12.99 } },
});

function patch(server: TestServer, user: SignedUp, body: unknown, id = user.id) {
  return server.api(`/api/users/${id}/saved-parts`, { method: 'PATCH', token: user.token, body });
}

describeApi('saved parts', (server) => {
  it('appends a part to your savedPartList and answers you as GET /users/{id} does', async () => {
    const me = await signUpUser(server(), 'saver1');
    const res = await patch(server(), me, productPart('v-1', '012345678905'));
    expect(res.status).toBe(200);
    const read = await server().api(`/api/users/${me.id}`, { token: me.token });
    expect(res.body).toEqual(read.body);
    expect(savedPartsOf(res)).toEqual([productPart('v-1', '012345678905')]);
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('keeps unknown product fields and fills in savedAt when missing', async () => {
    const me = await signUpUser(server(), 'saver2');
    const res = await patch(server(), me, ammoPart(42));
    expect(res.status).toBe(200);
    expect(savedPartsOf(res)[0]).toEqual({
      name: 'Ammunition',
      details: {
        ammo: { id: 42, name: 'PMC X-TAC 5.56 55gr FMJBT', price: 12.99 },
        savedAt: anIsoTime,
      },
    });
  });

  it('accepts the older client’s { userId, part } payload too', async () => {
    const me = await signUpUser(server(), 'saver3');
    const res = await patch(server(), me, { userId: me.id, part: productPart('v-9') });
    expect(res.status).toBe(200);
    expect(savedPartsOf(res)).toHaveLength(1);
  });

  it('refuses a part already saved, by _id or by upc, with the agreed text (409)', async () => {
    const me = await signUpUser(server(), 'dup1');
    expect((await patch(server(), me, productPart('v-1', '111111111117'))).status).toBe(200);
    const sameId = await patch(server(), me, productPart('v-1'));
    expect(sameId.status).toBe(409);
    expect(errorOf(sameId).message).toBe(savedPartMessages.partDuplicate);
    const sameUpc = await patch(server(), me, productPart('v-other', '111111111117'));
    expect(sameUpc.status).toBe(409);
    expect(errorOf(sameUpc).message).toBe('This part is already in your saved list!');
  });

  it('refuses ammo already saved, by id, with the agreed text (409)', async () => {
    const me = await signUpUser(server(), 'dup2');
    expect((await patch(server(), me, ammoPart('pmc-556'))).status).toBe(200);
    const res = await patch(server(), me, ammoPart('pmc-556'));
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe('This ammo is already in your saved list!');
    // An ammo id equal to a product id is not the same saved item.
    expect((await patch(server(), me, productPart('pmc-556'))).status).toBe(200);
  });

  it('DELETE removes one part by product _id, upc or ammo id and answers you', async () => {
    const me = await signUpUser(server(), 'remover');
    await patch(server(), me, productPart('v-1', '222222222224'));
    await patch(server(), me, productPart('v-2'));
    await patch(server(), me, ammoPart(7));
    const del = (partId: string) =>
      server().api(`/api/users/${me.id}/saved-parts/${partId}`, {
        method: 'DELETE',
        token: me.token,
      });
    const byUpc = await del('222222222224');
    expect(byUpc.status).toBe(200);
    expect(savedPartsOf(byUpc).map((p) => p.name)).toEqual(['Barrel', 'Ammunition']);
    expect(savedPartsOf(await del('7'))).toHaveLength(1);
    expect(savedPartsOf(await del('v-2'))).toEqual([]);
    const missing = await del('v-2');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(savedPartMessages.notSaved('v-2'));
  });

  it('403 for another user’s list, and for a body naming another user', async () => {
    const me = await signUpUser(server(), 'owner1');
    const other = await signUpUser(server(), 'intruder1');
    const res = await patch(server(), other, productPart('v-1'), me.id);
    expect(res.status).toBe(403);
    expect(errorOf(res).message).toBe(profileMessages.notYourAccount);
    const claim = await patch(server(), other, { ...productPart('v-1'), userId: me.id });
    expect(claim.status).toBe(403);
    const del = await server().api(`/api/users/${me.id}/saved-parts/v-1`, {
      method: 'DELETE',
      token: other.token,
    });
    expect(del.status).toBe(403);
  });

  it('401 without a valid token', async () => {
    const me = await signUpUser(server(), 'notoken');
    const res = await server().api(`/api/users/${me.id}/saved-parts`, {
      method: 'PATCH',
      body: productPart('v-1'),
    });
    expect(res.status).toBe(401);
    expect(errorOf(res).message).toBe('Authentication failed. Please log in again.');
    const del = await server().api(`/api/users/${me.id}/saved-parts/v-1`, {
      method: 'DELETE',
      token: 'garbage',
    });
    expect(del.status).toBe(401);
  });

  it('400 naming the field for a malformed part', async () => {
    const me = await signUpUser(server(), 'malformed');
    const noName = await patch(server(), me, { details: productPart('v').details });
    expect(noName.status).toBe(400);
    expect(errorOf(noName).errors).toHaveProperty('name');
    const badDetails = await patch(server(), me, { name: 'X', details: { product: { upc: '1' } } });
    expect(badDetails.status).toBe(400);
    expect(errorOf(badDetails).errors).toEqual({ details: savedPartMessages.detailsInvalid });
  });

  it(`keeps at most ${MAX_SAVED_PARTS} saved parts (400 beyond)`, async () => {
    const me = await signUpUser(server(), 'hoarder');
    const full = Array.from({ length: MAX_SAVED_PARTS }, (_, i) => ammoPart(`a-${i}`));
    await server()
      .database.db.update(users)
      .set({ savedPartList: full })
      .where(eq(users.id, me.id));
    const res = await patch(server(), me, ammoPart('one-more'));
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(savedPartMessages.tooMany);
  });

  it('refuses a part over the size limit (400) and a body far over it (413)', async () => {
    const me = await signUpUser(server(), 'bigpart');
    const big = productPart('v-big');
    const over = {
      ...big,
      details: { ...big.details, product: { _id: 'v-big', blob: 'x'.repeat(40_000) } },
    };
    const res = await patch(server(), me, over);
    expect(res.status).toBe(400);
    expect(errorOf(res).errors).toEqual({ details: savedPartMessages.tooLarge });
    const huge = {
      ...big,
      details: { ...big.details, product: { _id: 'v-big', blob: 'x'.repeat(70_000) } },
    };
    const tooLarge = await patch(server(), me, huge);
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge).message).toBe(savedPartMessages.tooLarge);
  });

  it('concurrent saves of different parts all land; of the same part exactly one does', async () => {
    const me = await signUpUser(server(), 'racer');
    const distinct = await Promise.all(
      Array.from({ length: 6 }, (_, i) => patch(server(), me, productPart(`r-${i}`))),
    );
    expect(distinct.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => patch(server(), me, productPart('same'))),
    );
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.status === 409)).toHaveLength(4);
    const read = await server().api(`/api/users/${me.id}`, { token: me.token });
    expect(savedPartsOf(read)).toHaveLength(7);
  });
});
