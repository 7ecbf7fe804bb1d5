import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../../shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import * as engine from '../../../../shared/compat/index.ts';
import { buildProgress } from './build-progress.ts';

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce(
    (parts, [product, subPart]) => addProduct(parts, product, subPart)!.parts,
    [...emptyBuildParts()],
  );
}

/** What the compatibility engine says is missing, for comparison. */
function engineMissing(parts: BuildPart[]): string[] {
  const report = engine.evaluateBuild(engine.compatPartsOf(parts));
  return report.issues.filter((i) => i.kind === 'missing').map((i) => i.ruleId);
}

const missing = (parts: BuildPart[]) =>
  buildProgress(parts, engine.RULES)
    .items.filter((i) => !i.done)
    .map((i) => i.id);

describe('buildProgress', () => {
  it('starts at 0 % with the ten core parts still to add, each with a catalogue to add it from', () => {
    const progress = buildProgress(emptyBuildParts(), engine.RULES);
    expect(progress).toMatchObject({ done: 0, percent: 0 });
    expect(progress.items.map((i) => i.title)).toEqual([
      'Upper receiver',
      'Lower receiver',
      'Barrel',
      'Bolt carrier group',
      'Charging handle',
      'Gas system',
      'Trigger',
      'Grip',
      'Stock or brace',
      'Buffer system',
    ]);
    expect(progress.items.find((i) => i.title === 'Barrel')?.addSubPart).toBe('Barrel');
  });

  it('counts a part once it is in the build, as the compatibility engine does', () => {
    const parts = build(
      [makeProduct({}, { subcategory: 'Barrel' }), 'Barrel'],
      [makeProduct({}, { subcategory: 'Grip', category: 'Grip' }), 'Grip'],
    );
    expect(buildProgress(parts, engine.RULES)).toMatchObject({ done: 2, percent: 20 });
    expect(missing(parts)).toEqual(engineMissing(parts));
  });

  it('counts what a complete upper includes', () => {
    const upper = makeProduct(
      { model: 'Upper', includedParts: ['Barrel', 'Bolt Carrier Group', 'Charging Handle'] },
      { subcategory: 'Complete Upper Receiver' },
    );
    const parts = build([upper, 'Complete Upper Receiver']);
    const progress = buildProgress(parts, engine.RULES);
    expect(progress.done).toBe(5); // upper, barrel, BCG, charging handle, gas system
    expect(missing(parts)).toEqual(engineMissing(parts));
  });
});
