import { describe, expect, it } from 'vitest';
import { makeGroup, makeProduct, makeVariant } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, makeSelectedProduct } from '../build/build.ts';
import { evaluateBuild, wouldConflict } from './evaluate.ts';
import { compatPartOf, compatPartsOf, parseCompatSpecs } from './from-build.ts';

describe('parseCompatSpecs', () => {
  it('keeps the valid keys and drops the invalid or unknown ones', () => {
    expect(
      parseCompatSpecs({ platform: 'AR-15', gasJournal: 0.8, triggerPin: '.154', colour: 'black' }),
    ).toEqual({ platform: 'AR-15', triggerPin: '.154' });
    expect(parseCompatSpecs(null)).toEqual({});
    expect(parseCompatSpecs('AR-15')).toEqual({});
  });
});

describe('compatPartsOf', () => {
  it('reads the build and the variants’ compat keys, as the add flow places them', () => {
    const barrel = makeSelectedProduct(
      makeGroup({ partName: 'Faxon 16" Barrel' }),
      makeVariant({ compat: { muzzleThread: '5/8x24', caliber: '556' } }),
    );
    const device = makeProduct({ compat: { muzzleThread: '1/2x28' } });
    const parts = addProduct(emptyBuildParts(), barrel, 'Barrel')!.parts;
    const engine = compatPartsOf(parts);
    expect(engine).toEqual([
      {
        id: 'Barrel',
        name: barrel.name,
        subPart: 'Barrel',
        group: 'Barrel',
        specs: { muzzleThread: '5/8x24', caliber: '556' },
      },
    ]);
    const issues = wouldConflict(engine, compatPartOf(device, 'Muzzle Device'));
    expect(issues.map((i) => i.ruleId)).toContain('muzzle-thread');
    expect(evaluateBuild(engine).counts.error).toBe(0);
  });
});
