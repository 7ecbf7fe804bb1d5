import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, updateVendor } from '../../../../shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import { NO_EXTRAS, buildExtras, extrasMemo, sameRowExtras } from './row-extras.ts';

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce(
    (parts, [product, subPart]) => addProduct(parts, product, subPart)!.parts,
    [...emptyBuildParts()],
  );
}

const upper = makeProduct(
  {
    model: 'Complete Upper',
    includedParts: ['Barrel', 'BCG', 'Charging Handle', 'Handguard', 'Gas System', 'Flash Hider'],
  },
  { subcategory: 'Complete Upper Receiver' },
);
const barrel = makeProduct({ model: 'Faxon Barrel' });
const grip = makeProduct({ model: 'Magpul Grip' }, { subcategory: 'Grip' });

describe('buildExtras', () => {
  it("lists a composite's included entries under it, in its includedParts order", () => {
    const extras = buildExtras(build([upper, 'Complete Upper Receiver']));
    const rows = extras.get('Upper Receiver')?.get('Complete Upper Receiver')?.included;
    expect(rows?.map((r) => r.subPart)).toEqual([
      'Barrel',
      'Bolt Carrier Group',
      'Charging Handle',
      'Handguard',
      'Gas System',
      'Muzzle Device',
    ]);
    expect(rows?.[0]?.product.name).toBe('Barrel (Included with Complete Upper)');
    // the entries' own places carry nothing extra
    expect(extras.get('Barrel')).toBe(NO_EXTRAS);
  });

  it('leaves out an included place another product took, and gives both rows their warning', () => {
    const extras = buildExtras(build([upper, 'Complete Upper Receiver'], [barrel, 'Barrel']));
    const composite = extras.get('Upper Receiver')?.get('Complete Upper Receiver');
    expect(composite?.included?.map((r) => r.subPart)).not.toContain('Barrel');
    expect(composite?.warning?.message).toBe('Duplicates: Faxon Barrel');
    expect(extras.get('Barrel')?.get('Barrel')?.warning?.message).toBe('Duplicates Complete Upper');
  });

  it('keeps the identity of every group whose extras did not change', () => {
    const parts = build([upper, 'Complete Upper Receiver'], [barrel, 'Barrel']);
    const before = buildExtras(parts);
    const after = buildExtras(addProduct(parts, grip, 'Grip')!.parts, before);
    for (const [group, extras] of after) expect(extras).toBe(before.get(group));
  });

  it('gives a group new extras only when its rows changed', () => {
    const parts = build([upper, 'Complete Upper Receiver'], [barrel, 'Barrel']);
    const before = buildExtras(parts);
    // a different merchant for the upper's barrel replacement does not touch the warnings
    const vendorId = barrel.availableVendors![0]!.id;
    const same = buildExtras(updateVendor(parts, 'Barrel', vendorId), before);
    expect(same.get('Barrel')).toBe(before.get('Barrel'));
    // adding another upper replaces the entries: that group's extras are new
    const other = makeProduct(
      { model: 'Other Upper', includedParts: ['Handguard'] },
      { subcategory: 'Complete Upper Receiver' },
    );
    const changed = buildExtras(addProduct(parts, other, 'Complete Upper Receiver')!.parts, before);
    expect(changed.get('Upper Receiver')).not.toBe(before.get('Upper Receiver'));
    expect(changed.get('Grip')).toBe(before.get('Grip'));
  });
});

describe('sameRowExtras', () => {
  it('compares warnings by value and included entries by identity', () => {
    const warning = { type: 'redundant', hint: 'warning', message: 'm', affected: ['a'] } as const;
    const copy = { ...warning, affected: ['a'] };
    expect(
      sameRowExtras(
        { warning: { ...warning, affected: [...warning.affected] } },
        { warning: copy },
      ),
    ).toBe(true);
    expect(sameRowExtras({ warning: copy }, { warning: { ...copy, message: 'n' } })).toBe(false);
    expect(
      sameRowExtras(
        { included: [{ subPart: 'Barrel', product: barrel }] },
        {
          included: [{ subPart: 'Barrel', product: { ...barrel } }],
        },
      ),
    ).toBe(false);
    expect(sameRowExtras(undefined, undefined)).toBe(true);
    expect(sameRowExtras({}, undefined)).toBe(false);
  });
});

describe('extrasMemo', () => {
  it('answers the same object for the same parts and carries identities over a change', () => {
    const memo = extrasMemo();
    const parts = build([upper, 'Complete Upper Receiver']);
    const first = memo(parts);
    expect(memo(parts)).toBe(first);
    const next = memo(addProduct(parts, grip, 'Grip')!.parts);
    expect(next).not.toBe(first);
    expect(next.get('Upper Receiver')).toBe(first.get('Upper Receiver'));
  });
});
