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
import type { BuildPart, BuildSummary, SavedBuild } from '../../../shared/build/schema.ts';
import { percentComplete, totalPrice } from '../../../shared/build/totals.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Matches an ISO timestamp and a uuid (asymmetric matchers, typed for the object literals). */
const anIsoTime: unknown = expect.stringMatching(ISO);
const aUuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

describeApi('builds: save, list, read, update, delete', (server) => {
  it('saves a build for the token’s user and answers it with 201', async () => {
    const me = await signUp(server(), 'saver');
    const body = makeBuildRequest({ userId: me.id, saveStatus: 'idle', saveError: 'old error' });
    const res = await server().api('/api/user-builds', { method: 'POST', token: me.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: aUuid,
      userId: me.id,
      buildName: body.buildName,
      buildParts: body.buildParts,
      platform: 'AR15',
      saveStatus: 'saved',
      shareId: null,
      createdAt: anIsoTime,
      updatedAt: anIsoTime,
    });
  });

  it('trims the build name and keeps a given platform', async () => {
    const me = await signUp(server(), 'trimmer');
    const saved = await saveBuild(
      server(),
      me,
      makeBuildRequest({ buildName: '  Spaced Out  ', platform: 'AR10' }),
    );
    expect(saved.buildName).toBe('Spaced Out');
    expect(saved.platform).toBe('AR10');
  });

  it('lists only your builds, newest first, with total price and percent complete', async () => {
    const me = await signUp(server(), 'lister');
    const other = await signUp(server(), 'notme');
    await saveBuild(server(), other, makeBuildRequest({ buildName: 'Not Mine' }));
    const filled = (group: string, price: number, extra = {}): BuildPart => ({
      name: group,
      subParts: [
        {
          name: group,
          product: makeSelectedProduct({
            name: `${group} part`,
            selectedVendorPrice: price,
            ...extra,
          }),
        },
      ],
    });
    const parts: BuildPart[] = [
      filled('Upper Receiver', 500.5),
      filled('Lower Receiver', 200.25),
      filled('Barrel', 150),
      // An 'Included with' entry counts for completeness but not for the total.
      filled('Bolt Carrier Group', 30, { includedWith: 'Upper Receiver part' }),
      { name: 'Optics', subParts: [{ name: 'Scopes', product: null }] },
    ];
    const first = await saveBuild(server(), me, makeBuildRequest({ buildName: 'First' }));
    const second = await saveBuild(
      server(),
      me,
      makeBuildRequest({ buildName: 'Second', buildParts: parts }),
    );

    const res = await server().api('/api/user-builds', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: second._id,
        buildName: 'Second',
        createdAt: second.createdAt,
        updatedAt: second.updatedAt,
        totalPrice: 850.75,
        percentComplete: 40,
        shareId: null,
      },
      {
        _id: first._id,
        buildName: 'First',
        createdAt: first.createdAt,
        updatedAt: first.updatedAt,
        totalPrice: 100,
        percentComplete: 10,
        shareId: null,
      },
    ]);
    // the same numbers the builder shows, from the same shared rules
    const [summary] = res.body as BuildSummary[];
    expect(summary?.totalPrice).toBe(totalPrice(parts));
    expect(summary?.percentComplete).toBe(percentComplete(parts));

    const withMyId = await server().api(`/api/user-builds?userId=${me.id}`, { token: me.token });
    expect(withMyId.body).toEqual(res.body);
  });

  it('lists nothing for a user without builds', async () => {
    const me = await signUp(server(), 'empty');
    const res = await server().api('/api/user-builds', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('reads one of your builds', async () => {
    const me = await signUp(server(), 'reader');
    const saved = await saveBuild(server(), me);
    const res = await server().api(`/api/user-builds/${saved._id}?userId=${me.id}`, {
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(saved);
  });

  it('replaces a build on PUT, bumps updatedAt and keeps createdAt', async () => {
    const me = await signUp(server(), 'updater');
    const saved = await saveBuild(server(), me, makeBuildRequest({ platform: 'AR10' }));
    const change = {
      buildName: 'Renamed',
      buildParts: [{ name: 'Trigger', subParts: [{ name: 'Trigger', product: null }] }],
      saveStatus: 'loaded' as const,
    };
    const res = await server().api(`/api/user-builds/${saved._id}?userId=${me.id}`, {
      method: 'PUT',
      token: me.token,
      body: change,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: saved._id,
      userId: me.id,
      buildName: 'Renamed',
      buildParts: change.buildParts,
      platform: 'AR10', // the web app's PUT carries no platform: the stored one stays
      saveStatus: 'saved',
      createdAt: saved.createdAt,
    });
    expect(Date.parse((res.body as SavedBuild).updatedAt)).toBeGreaterThan(
      Date.parse(saved.updatedAt),
    );
    const again = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(again.body).toEqual(res.body);
  });

  it('deletes a build with 204; it is gone afterwards', async () => {
    const me = await signUp(server(), 'deleter');
    const saved = await saveBuild(server(), me);
    const res = await server().api(`/api/user-builds/${saved._id}?userId=${me.id}`, {
      method: 'DELETE',
      token: me.token,
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const again = await server().api(`/api/user-builds/${saved._id}`, { token: me.token });
    expect(again.status).toBe(404);
    const list = await server().api('/api/user-builds', { token: me.token });
    expect(list.body).toEqual([]);
  });

  it.each([
    ['an empty name', { buildName: '' }, 'buildName', buildMessages.nameEmpty],
    ['a blank name', { buildName: '   ' }, 'buildName', buildMessages.nameEmpty],
    ['no name', { buildName: undefined }, 'buildName', buildMessages.nameEmpty],
    ['a 1-character name', { buildName: ' A ' }, 'buildName', buildMessages.nameTooShort],
    ['a 51-character name', { buildName: 'x'.repeat(51) }, 'buildName', buildMessages.nameTooLong],
    ['parts that are not an array', { buildParts: {} }, 'buildParts', buildMessages.partsArray],
    ['no parts', { buildParts: undefined }, 'buildParts', buildMessages.partsArray],
    [
      'a part without a name',
      { buildParts: [{ subParts: [] }] },
      'buildParts.0.name',
      buildMessages.partNameRequired,
    ],
    [
      'a part with a blank name',
      { buildParts: [{ name: ' ' }] },
      'buildParts.0.name',
      buildMessages.partNameRequired,
    ],
    [
      'subParts that are not an array',
      { buildParts: [{ name: 'Barrel', subParts: 'Barrel' }] },
      'buildParts.0.subParts',
      buildMessages.subPartsArray,
    ],
    [
      'a sub-part without a name',
      { buildParts: [{ name: 'Barrel', subParts: [{ product: null }] }] },
      'buildParts.0.subParts.0.name',
      buildMessages.subPartNameRequired,
    ],
  ])('refuses %s with 400 naming the field', async (_case, change, field, message) => {
    const me = await signUp(server(), `v${Math.random().toString(36).slice(2, 10)}`);
    const body = { ...makeBuildRequest(), ...change };
    const created = await server().api('/api/user-builds', {
      method: 'POST',
      token: me.token,
      body,
    });
    expect(created.status).toBe(400);
    expect(errorOf(created).errors).toEqual({ [field]: message });
    expect(errorOf(created).message).toContain(message);

    const saved = await saveBuild(server(), me);
    const updated = await server().api(`/api/user-builds/${saved._id}`, {
      method: 'PUT',
      token: me.token,
      body,
    });
    expect(updated.status).toBe(400);
    expect(errorOf(updated).errors).toEqual({ [field]: message });
  });

  it('names every bad field at once', async () => {
    const me = await signUp(server(), 'manybad');
    const res = await server().api('/api/user-builds', {
      method: 'POST',
      token: me.token,
      body: { buildName: 'x', buildParts: [{ name: 'Barrel' }, { subParts: [{}] }] },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).errors).toEqual({
      buildName: buildMessages.nameTooShort,
      'buildParts.1.name': buildMessages.partNameRequired,
      'buildParts.1.subParts.0.name': buildMessages.subPartNameRequired,
    });
  });
});
