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
import { compatCheckMessages } from '../../../shared/compat/check.ts';
import { compatReportSchema } from '../../../shared/compat/report.ts';
import type { ErrorBody } from '../../lib/errors.ts';

// POST /api/compat/check (ADR 062).

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
  /** The answer, checked against the one schema of the report. */
  const reportOf = async (body: unknown) => {
    const res = await check(body);
    expect(res.status).toBe(200);
    return compatReportSchema.parse(res.body);
  };
  /** A refusal's body. */
  const refusalOf = async (body: unknown, status: number) => {
    const res = await check(body);
    expect(res.status).toBe(status);
    return res.body as ErrorBody;
  };

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
    const report = await reportOf({
      buildParts: build(
        [product('b12', BARREL_12, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(report.counts.error).toBe(0);
    expect(report.issues.some((i) => i.ruleId === 'muzzle-thread')).toBe(false);
  });

  it('reports the thread pitch error and names the barrel on the device’s row', async () => {
    const report = await reportOf({
      buildParts: build(
        [product('b58', BARREL_58, 'Barrel', barrel('5/8x24')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    const [issue] = report.issues;
    expect(issue).toMatchObject({
      ruleId: 'muzzle-thread',
      severity: 'error',
      kind: 'conflict',
      partIds: ['Barrel', 'Muzzle Device'],
      message: `${BARREL_58} is threaded 5/8x24 RH but ${DEVICE_12} is threaded 1/2x28 RH: the device will not go on.`,
    });
    expect(report.byPart['Muzzle Device']?.[0]?.otherPartNames['Muzzle Device']).toEqual([
      BARREL_58,
    ]);
    // The .300 BLK bullet is also too wide for a 5.56 device's bore.
    const errors = report.issues.filter((i) => i.severity === 'error');
    expect(errors.map((i) => i.ruleId)).toEqual(['muzzle-thread', 'muzzle-bore']);
  });

  it('trusts the catalogue, not the client, for a known variant', async () => {
    // The client claims the 5/8x24 barrel is 1/2x28: the catalogue says otherwise.
    const report = await reportOf({
      buildParts: build(
        [product('b58', BARREL_58, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [product('m12', DEVICE_12, 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(report.issues[0]?.ruleId).toBe('muzzle-thread');
  });

  it('checks parts the catalogue does not know with the specs sent', async () => {
    const report = await reportOf({
      buildParts: build(
        [product('elsewhere-1', 'Custom Barrel', 'Barrel', barrel('5/8x24')), 'Barrel'],
        [product('elsewhere-2', 'Custom Device', 'Muzzle Device', DEVICE), 'Muzzle Device'],
      ),
    });
    expect(report.issues[0]).toMatchObject({ ruleId: 'muzzle-thread', severity: 'error' });
  });

  it('checks ammunition by the ammo catalogue’s calibre', async () => {
    const ammo = makeSelectedProduct(
      { _id: 'ammo-308', partName: 'Federal .308 150 gr', subcategory: 'Ammunition' },
      { _id: 'ammo-308', model: 'Federal .308 150 gr', compat: { caliber: '556' } },
    );
    const report = await reportOf({
      buildParts: build(
        [product('b12', BARREL_12, 'Barrel', barrel('1/2x28')), 'Barrel'],
        [ammo, 'Ammunition'],
      ),
    });
    expect(report.issues[0]).toMatchObject({
      ruleId: 'ammo-caliber',
      severity: 'error',
      partIds: ['Barrel', 'Ammunition'],
    });
  });

  it('accepts engine parts ({ parts }) with an optional catalogue variant id', async () => {
    const report = await reportOf({
      parts: [
        { id: 'b', name: 'Barrel X', subPart: 'Barrel', specs: barrel('5/8x24') },
        { id: 'm', name: 'Device Y', subPart: 'Muzzle Device', specs: { muzzleThread: '5/8x24' } },
      ],
    });
    expect(report.counts.error).toBe(0);
    const trusted = await reportOf({
      parts: [
        { id: 'b', name: 'Barrel X', subPart: 'Barrel', specs: barrel('5/8x24') },
        { id: 'm', name: 'Device Y', subPart: 'Muzzle Device', variantId: 'm12' },
      ],
    });
    expect(trusted.issues[0]).toMatchObject({ ruleId: 'muzzle-thread', partIds: ['b', 'm'] });
  });

  it('answers an empty build with no issues', async () => {
    const res = await check({ buildParts: emptyBuildParts() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issues: [], byPart: {}, counts: { error: 0, warning: 0, info: 0 } });
  });

  it('refuses a body without a build, with both shapes, or with bad values (400 naming fields)', async () => {
    const none = await refusalOf({}, 400);
    expect(none.errors).toEqual({ buildParts: compatCheckMessages.required });

    const both = await refusalOf({ buildParts: [], parts: [] }, 400);
    expect(both.errors).toEqual({ parts: compatCheckMessages.oneOf });

    const notArray = await refusalOf({ buildParts: 'x' }, 400);
    expect(notArray.errors?.buildParts).toBe(buildMessages.partsArray);

    const badSpec = await refusalOf(
      { parts: [{ id: 'b', name: 'B', subPart: 'Barrel', specs: { muzzleThread: '7/8x99' } }] },
      400,
    );
    expect(Object.keys(badSpec.errors ?? {})).toEqual(['parts.0.specs.muzzleThread']);

    const noName = await refusalOf({ buildParts: [{ subParts: [] }] }, 400);
    expect(noName.errors?.['buildParts.0.name']).toBe(buildMessages.partNameRequired);
  });

  it('refuses a body over the build limit (413)', async () => {
    const refusal = await refusalOf(
      { parts: [{ id: 'b', name: 'x'.repeat(MAX_BUILD_KB * 1024), subPart: 'Barrel' }] },
      413,
    );
    expect(refusal.message).toBe(buildMessages.tooLarge);
  });
});
