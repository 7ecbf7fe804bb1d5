import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import { addProduct, emptyBuildParts, makeSelectedProduct } from '../../../shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../../../shared/build/schema.ts';
import type { CompatSpecs } from '../../../shared/compat/index.ts';
import { buildMessages, MAX_BUILD_KB } from '../../../shared/build/messages.ts';
import { compatMessages } from './routes.ts';

// POST /api/compat/check (issue 9, ADR 062).

const BARREL_58 = 'Faxon 16" .300 BLK Barrel 5/8x24';
const BARREL_12 = 'BCM 16" 5.56 Barrel 1/2x28';
const DEVICE_12 = 'BCM A2 Flash Hider 1/2x28';

const barrel = (thread: '5/8x24' | '1/2x28'): CompatSpecs => ({
  platform: 'AR-15',
  caliber: thread === '1/2x28' ? '556' : '300-blackout',
  muzzleThread: thread,
  barrelLengthIn: 16,
  gasSystem: 'mid-length',
  gasJournal: 0.75,
});
const DEVICE: CompatSpecs = { muzzleThread: '1/2x28', boreDiameter: 0.224 };

/** A product as the Builder stores it, with the catalogue's keys in variantData.compat. */
function product(id: string, name: string, subPart: string, compat: CompatSpecs): SelectedProduct {
  return makeSelectedProduct(
    { _id: `group-${id}`, partName: name, subcategory: subPart },
    { _id: id, model: name, compat, price: 100 },
  );
}

function build(...entries: [SelectedProduct, string][]): BuildPart[] {
  let parts = emptyBuildParts();
  for (const [p, subPart] of entries) parts = addProduct(parts, p, subPart)!.parts;
  return parts;
}

describeApi('POST /api/compat/check', (server) => {
  const check = (body: unknown) => server().api('/api/compat/check', { method: 'POST', body });

  beforeAll(async () => {
    const groups = [
      makeGroupInput({ id: 'g-b58', type: 'ar15-barrels', partName: BARREL_58 }),
      makeGroupInput({ id: 'g-b12', type: 'ar15-barrels', partName: BARREL_12 }),
      makeGroupInput({ id: 'g-m12', type: 'ar15-flash-hiders', partName: DEVICE_12 }),
    ];
    const variants = [
      makeVariantInput('g-b58', { id: 'b58', model: BARREL_58, compat: barrel('5/8x24') }),
      makeVariantInput('g-b12', { id: 'b12', model: BARREL_12, compat: barrel('1/2x28') }),
      makeVariantInput('g-m12', { id: 'm12', model: DEVICE_12, compat: DEVICE }),
    ];
    const offers = variants.map((v) => makeOfferInput(v.id, 'shop-a', { price: 100 }));
    await insertCatalog(server(), { groups, variants, offers });
    await insertAmmo(server(), {
      items: [makeAmmoInput({ id: 'ammo-308', name: 'Federal .308 150 gr', caliber: '308' })],
    });
  });

  it('finds no error in a build whose barrel and muzzle device fit', async () => {
    const res = await check({
      buildParts: build(
        [product('b12', BARREL_12, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.counts.error).toBe(0);
    expect(res.body.issues.some((i: { ruleId: string }) => i.ruleId === 'muzzle-thread')).toBe(
      false,
    );
  });

  it('reports the thread pitch error and names the barrel on the device’s row', async () => {
    const res = await check({
      buildParts: build(
        [product('b58', BARREL_58, 'Barrel', barrel('5/8x24')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(res.status).toBe(200);
    const [issue] = res.body.issues;
    expect(issue).toMatchObject({
      ruleId: 'muzzle-thread',
      severity: 'error',
      kind: 'conflict',
      partIds: ['Barrel', 'Muzzle Device'],
      message: `${BARREL_58} is threaded 5/8x24 RH but ${DEVICE_12} is threaded 1/2x28 RH: the device will not go on.`,
    });
    expect(res.body.byPart['Muzzle Device'][0].otherPartNames['Muzzle Device']).toEqual([
      BARREL_58,
    ]);
    // The .300 BLK bullet is also too wide for a 5.56 device's bore.
    const errors = res.body.issues.filter((i: { severity: string }) => i.severity === 'error');
    expect(errors.map((i: { ruleId: string }) => i.ruleId)).toEqual([
      'muzzle-thread',
      'muzzle-bore',
    ]);
  });

  it('trusts the catalogue, not the client, for a known variant', async () => {
    // The client claims the 5/8x24 barrel is 1/2x28: the catalogue says otherwise.
    const res = await check({
      buildParts: build(
        [product('b58', BARREL_58, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(res.body.issues[0].ruleId).toBe('muzzle-thread');
  });

  it('checks parts the catalogue does not know with the specs sent', async () => {
    const res = await check({
      buildParts: build(
        [product('elsewhere-1', 'Custom Barrel', 'Barrel', barrel('5/8x24')), 'Barrel'],
        [product('elsewhere-2', 'Custom Device', 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(res.body.issues[0]).toMatchObject({ ruleId: 'muzzle-thread', severity: 'error' });
  });

  it('checks ammunition by the ammo catalogue’s calibre', async () => {
    const ammo = makeSelectedProduct(
      { _id: 'ammo-308', partName: 'Federal .308 150 gr', subcategory: 'Ammunition' },
      { _id: 'ammo-308', model: 'Federal .308 150 gr', compat: { caliber: '556' } },
    );
    const res = await check({
      buildParts: build(
        [product('b12', BARREL_12, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [ammo, 'Ammunition'],
      ),
    });
    expect(res.body.issues[0]).toMatchObject({
      ruleId: 'ammo-caliber',
      severity: 'error',
      partIds: ['Barrel', 'Ammunition'],
    });
  });

  it('accepts engine parts ({ parts }) with an optional catalogue variant id', async () => {
    const res = await check({
      parts: [
        { id: 'b', name: 'Barrel X', subPart: 'Barrel', specs: barrel('5/8x24') },
        { id: 'm', name: 'Device Y', subPart: 'Muzzle Device', specs: { muzzleThread: '5/8x24' } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.counts.error).toBe(0);
    const trusted = await check({
      parts: [
        { id: 'b', name: 'Barrel X', subPart: 'Barrel', specs: barrel('5/8x24') },
        { id: 'm', name: 'Device Y', subPart: 'Muzzle Device', variantId: 'm12' },
      ],
    });
    expect(trusted.body.issues[0]).toMatchObject({ ruleId: 'muzzle-thread', partIds: ['b', 'm'] });
  });

  it('answers an empty build with no issues', async () => {
    const res = await check({ buildParts: emptyBuildParts() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issues: [], byPart: {}, counts: { error: 0, warning: 0, info: 0 } });
  });

  it('refuses a body without a build, with both shapes, or with bad values (400 naming fields)', async () => {
    const none = await check({});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ buildParts: compatMessages.required });

    const both = await check({ buildParts: [], parts: [] });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ parts: compatMessages.oneOf });

    const notArray = await check({ buildParts: 'x' });
    expect(notArray.status).toBe(400);
    expect(notArray.body.errors.buildParts).toBe(buildMessages.partsArray);

    const badSpec = await check({
      parts: [{ id: 'b', name: 'B', subPart: 'Barrel', specs: { muzzleThread: '7/8x99' } }],
    });
    expect(badSpec.status).toBe(400);
    expect(Object.keys(badSpec.body.errors)).toEqual(['parts.0.specs.muzzleThread']);

    const noName = await check({ buildParts: [{ subParts: [] }] });
    expect(noName.status).toBe(400);
    expect(noName.body.errors['buildParts.0.name']).toBe(buildMessages.partNameRequired);
  });

  it('refuses a body over the build limit (413)', async () => {
    const res = await check({
      parts: [{ id: 'b', name: 'x'.repeat(MAX_BUILD_KB * 1024), subPart: 'Barrel' }],
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(buildMessages.tooLarge);
  });
});
