import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts, updateVendor } from '../../../../shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import * as engine from '../../../../shared/compat/index.ts';
import { buildReport } from './compat-view.ts';
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
    expect(composite?.issues?.[0]?.message).toBe('Duplicates: Faxon Barrel');
    expect(extras.get('Barrel')?.get('Barrel')?.issues?.[0]?.message).toBe(
      'Duplicates Complete Upper',
    );
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
  it('compares issues by value and included entries by identity', () => {
    const issue = {
      type: 'redundant',
      severity: 'warning',
      message: 'm',
      affected: ['a'],
    } as const;
    const copy = { ...issue, affected: ['a'] };
    expect(
      sameRowExtras({ issues: [{ ...issue, affected: [...issue.affected] }] }, { issues: [copy] }),
    ).toBe(true);
    expect(sameRowExtras({ issues: [copy] }, { issues: [{ ...copy, message: 'n' }] })).toBe(false);
    expect(sameRowExtras({ issues: [copy] }, { issues: [copy, copy] })).toBe(false);
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

describe('buildExtras with compatibility data', () => {
  const threaded = makeProduct(
    { model: 'Barrel 5/8x24', compat: { muzzleThread: '5/8x24', caliber: '556' } } as never,
    { subcategory: 'Barrel' },
  );
  const device = makeProduct(
    { model: 'Brake 1/2x28', compat: { muzzleThread: '1/2x28', boreDiameter: 0.224 } } as never,
    { subcategory: 'Muzzle Device', category: 'Muzzle Device' },
  );

  it("puts an engine conflict on both rows, naming the other part under 'Conflicts with:'", () => {
    const parts = build([threaded, 'Barrel'], [device, 'Muzzle Device']);
    expect(buildExtras(parts).get('Barrel')).toBe(NO_EXTRAS); // no report yet: no icon
    const extras = buildExtras(parts, undefined, buildReport(engine, parts));
    const barrelIssues = extras.get('Barrel')?.get('Barrel')?.issues ?? [];
    expect(barrelIssues).toEqual([
      expect.objectContaining({ type: 'conflict', severity: 'error', affected: ['Brake 1/2x28'] }),
    ]);
    expect(barrelIssues[0]?.message).toContain('5/8x24');
    const deviceIssues = extras.get('Muzzle Device')?.get('Muzzle Device')?.issues ?? [];
    expect(deviceIssues[0]?.affected).toEqual(['Barrel 5/8x24']);
  });

  it("gives no icon for 'could not check' notes: parts without data stay quiet", () => {
    const parts = build([barrel, 'Barrel'], [grip, 'Grip']);
    const extras = buildExtras(parts, undefined, buildReport(engine, parts));
    expect(extras.get('Barrel')).toBe(NO_EXTRAS);
    expect(extras.get('Grip')).toBe(NO_EXTRAS);
  });

  it("extrasMemo answers anew when the engine's report arrives for the same parts", () => {
    const memo = extrasMemo();
    const parts = build([threaded, 'Barrel'], [device, 'Muzzle Device']);
    const before = memo(parts);
    const after = memo(parts, buildReport(engine, parts));
    expect(after).not.toBe(before);
    expect(after.get('Barrel')?.get('Barrel')?.issues?.[0]?.severity).toBe('error');
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
