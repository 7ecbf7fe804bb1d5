import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../shared/build/build.ts';
import { confirmTitle } from '../../../shared/build/redundancy.ts';
import type { BuildPart, SelectedProduct } from '../../../shared/build/schema.ts';
import { addIssues } from './add-issues.ts';

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce(
    (parts, [product, subPart]) => addProduct(parts, product, subPart)!.parts,
    [...emptyBuildParts()],
  );
}

const barrel = (compat: object, model = 'Barrel 5/8x24') =>
  makeProduct({ model, compat }, { subcategory: 'Barrel' });
const device = (compat: object, model = 'Brake 1/2x28') =>
  makeProduct(
    { model, compat },
    {
      subcategory: 'Muzzle Device',
      category: 'Muzzle Device',
    },
  );

describe('addIssues', () => {
  it("names a thread-pitch error and the barrel it conflicts with: 'Potential Conflicts Detected'", async () => {
    const parts = build([barrel({ muzzleThread: '5/8x24', caliber: '308' }), 'Barrel']);
    const issues = await addIssues(parts, device({ muzzleThread: '1/2x28' }), 'Muzzle Device');
    expect(issues).toEqual([
      expect.objectContaining({ type: 'conflict', hint: 'error', affected: ['Barrel 5/8x24'] }),
    ]);
    expect(issues[0]!.message).toContain('1/2x28');
    expect(confirmTitle(issues)).toBe('Potential Conflicts Detected');
  });

  it('says nothing for a part that fits, or whose values are unknown', async () => {
    const parts = build([barrel({ muzzleThread: '1/2x28', caliber: '556' }), 'Barrel']);
    expect(await addIssues(parts, device({ muzzleThread: '1/2x28' }), 'Muzzle Device')).toEqual([]);
    expect(await addIssues(parts, device({}), 'Muzzle Device')).toEqual([]);
  });

  it('keeps the redundancy warning, after the errors', async () => {
    const upper = makeProduct(
      { model: 'Upper', includedParts: ['Barrel', 'Flash Hider'] },
      { subcategory: 'Complete Upper Receiver' },
    );
    const parts = build([upper, 'Complete Upper Receiver']);
    const issues = await addIssues(parts, barrel({ muzzleThread: '5/8x24' }), 'Barrel');
    expect(issues.map((i) => i.message)).toEqual(['Already included in Upper']);
    expect(confirmTitle(issues)).toBe('Potential Redundancy Warning');
  });
});
