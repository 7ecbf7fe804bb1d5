import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../../shared/build/build.ts';
import { decodeBuildSpecs } from '../../../../shared/compat/schemas.ts';
import * as engine from '../../../../shared/compat/index.ts';
import { buildCompat } from './build-compat.ts';

describe('buildCompat', () => {
  it('sends nothing for an empty build', () => {
    expect(buildCompat(engine, emptyBuildParts())).toMatchObject({ parts: [], param: undefined });
  });

  it("encodes the build's relevant values for the list call", () => {
    const barrel = makeProduct(
      { model: 'Barrel', compat: { muzzleThread: '5/8x24', caliber: '308' } } as never,
      { subcategory: 'Barrel' },
    );
    const parts = addProduct(emptyBuildParts(), barrel, 'Barrel')!.parts;
    const { parts: engineParts, param } = buildCompat(engine, parts);
    expect(engineParts.map((p) => p.name)).toEqual(['Barrel']);
    const summary = decodeBuildSpecs(param!);
    expect(summary?.p).toEqual([
      {
        s: 'Barrel',
        k: expect.objectContaining({ muzzleThread: '5/8x24', caliber: '308' }) as unknown,
      },
    ]);
  });
});
