import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from './build.ts';
import { addWarning, confirmTitle, existingWarnings, type BuildWarning } from './redundancy.ts';
import type { BuildPart, SelectedProduct } from './schema.ts';

const upper = makeProduct({
  model: 'Complete Upper',
  includedParts: ['Barrel', 'Bolt Carrier Group', 'Handguard', 'Gas System'],
});
const gasKit = makeProduct({ model: 'Gas Kit', includedParts: ['Gas Block', 'Gas Tube'] });
const assembly = makeProduct({ model: 'Upper Assembly', includedParts: ['Barrel', 'Handguard'] });
const barrel = makeProduct({ model: 'Faxon Barrel' });

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce((parts, [p, at]) => addProduct(parts, p, at)!.parts, emptyBuildParts());
}

const redundant = (message: string, affected: string[]): BuildWarning => ({
  type: 'redundant',
  hint: 'warning',
  message,
  affected,
});

describe('addWarning (redundancy warnings)', () => {
  it('says nothing for a part whose place is free', () => {
    expect(addWarning(emptyBuildParts(), barrel, 'Barrel')).toBeNull();
    expect(addWarning(emptyBuildParts(), upper, 'Complete Upper Receiver')).toBeNull();
  });

  it("warns 'Will replace: <list>' when a composite's parts are already chosen", () => {
    const grip = makeProduct({ model: 'BCM Handguard' });
    const parts = build([barrel, 'Barrel'], [grip, 'Handguard']);
    expect(addWarning(parts, upper, 'Complete Upper Receiver')).toEqual(
      redundant('Will replace: Faxon Barrel, BCM Handguard', ['Faxon Barrel', 'BCM Handguard']),
    );
  });

  it("warns 'Overlaps with <product>: <list>' when composites overlap", () => {
    const parts = build([upper, 'Complete Upper Receiver']);
    expect(addWarning(parts, assembly, 'Upper Receiver Assembly')).toEqual(
      redundant('Overlaps with Complete Upper: Barrel, Handguard', ['Complete Upper']),
    );
  });

  it("warns 'Already included in <product>' for a simple part a composite brings", () => {
    const parts = build([upper, 'Complete Upper Receiver']);
    expect(addWarning(parts, barrel, 'Barrel')).toEqual(
      redundant('Already included in Complete Upper', ['Complete Upper']),
    );
  });

  it('returns only one warning, replacement first', () => {
    const parts = build([gasKit, 'Gas System'], [barrel, 'Barrel']);
    const warning = addWarning(parts, upper, 'Complete Upper Receiver');
    expect(warning?.message).toBe('Will replace: Faxon Barrel, Gas Kit');
  });
});

describe('existingWarnings', () => {
  it("marks a composite 'Duplicates: <list>' and the part 'Duplicates <product>'", () => {
    const parts = build([upper, 'Complete Upper Receiver'], [barrel, 'Barrel']);
    const warnings = existingWarnings(parts);
    expect(warnings.get('Complete Upper Receiver')?.message).toBe('Duplicates: Faxon Barrel');
    expect(warnings.get('Barrel')?.message).toBe('Duplicates Complete Upper');
    expect(warnings.size).toBe(2);
  });

  it("marks overlapping composites 'Overlaps with <product>: <list>'", () => {
    const parts = build([upper, 'Complete Upper Receiver'], [assembly, 'Upper Receiver Assembly']);
    const warnings = existingWarnings(parts);
    expect(warnings.get('Complete Upper Receiver')?.message).toBe(
      'Overlaps with Upper Assembly: Barrel, Handguard',
    );
  });

  it('finds nothing in a clean build', () => {
    expect(existingWarnings(build([upper, 'Complete Upper Receiver'])).size).toBe(0);
  });
});

describe('confirmTitle', () => {
  it('names conflicts when any issue is an error', () => {
    const warning = redundant('x', []);
    expect(confirmTitle([warning])).toBe('Potential Redundancy Warning');
    expect(confirmTitle([warning, { ...warning, type: 'conflict', hint: 'error' }])).toBe(
      'Potential Conflicts Detected',
    );
  });
});
