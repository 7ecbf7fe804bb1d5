import { describe, expect, it } from 'vitest';
import { evaluateBuild } from '../../../../shared/compat/index.ts';
import { compatSpecsSchema } from '../../../../shared/compat/schemas.ts';
import { compatPart } from '../../../../shared/compat/test-builds.ts';
import { barrelThread, compatFor } from './compat.ts';
import { generateDemoCatalog } from './generate.ts';
import { gasLengthFor } from './model.ts';

// ADR 060: the demo catalogue's compatibility keys.

const catalog = generateDemoCatalog();

describe('demo compatibility keys', () => {
  it('are valid for every variant, and the product page shows the same thread', () => {
    for (const v of catalog.variants) {
      expect(compatSpecsSchema.safeParse(v.compat).success, v.id).toBe(true);
      const thread = v.compat?.muzzleThread;
      if (thread && v.specs?.threading && !v.includedParts?.length)
        expect(v.specs.threading, v.id).toBe(thread === 'none' ? 'Unthreaded' : thread);
    }
  });

  it('threads barrels by calibre and length, some unthreaded', () => {
    expect(barrelThread('5.56 NATO', '16"')).toBe('1/2x28');
    expect(barrelThread('.300 Blackout', '10.5"')).toBe('5/8x24');
    expect(barrelThread('.300 Blackout', '16"')).toBe('1/2x28');
    expect(barrelThread('6.5 Grendel', '18"')).toBe('5/8x24');
    expect(barrelThread('5.56 NATO', '8"')).toBe('none');
  });

  it('sets the gas system by barrel length', () => {
    expect(gasLengthFor('8"', '5.56 NATO')).toBe('Pistol');
    expect(gasLengthFor('10.5"', '.300 Blackout')).toBe('Pistol');
    expect(gasLengthFor('11.5"', '5.56 NATO')).toBe('Carbine');
    expect(gasLengthFor('16"', '5.56 NATO')).toBe('Mid-length');
    expect(gasLengthFor('18"', '5.56 NATO')).toBe('Mid-length');
    expect(gasLengthFor('20"', '5.56 NATO')).toBe('Rifle-length');
  });

  it('gives a 14.5" complete upper a pinned and welded device to 16"', () => {
    const keys = compatFor('ar15-complete-uppers', 'x', {
      caliber: '5.56 NATO',
      barrelLength: '14.5"',
      gasLength: 'Mid-length',
      railType: 'M-LOK',
    });
    expect(keys).toMatchObject({ pinnedAndWelded: true, barrelLengthIn: 14.5 });
    const report = evaluateBuild([
      compatPart('Barrel', 'Barrel', keys),
      compatPart('Muzzle Device', 'Device', keys),
      compatPart('Stock', 'Stock', { stockFits: 'mil-spec', brace: false }),
    ]);
    expect(report.issues.filter((i) => i.ruleId === 'short-barrel-with-stock')).toEqual([]);
  });

  it('marks AR-10 parts with their pattern, and no demo trigger large-pin', () => {
    const ar10 = catalog.variants.filter(
      (v) => v.groupId.startsWith('ar10-') && v.compat?.ar10Pattern,
    );
    expect(new Set(ar10.map((v) => v.compat!.ar10Pattern))).toEqual(new Set(['DPMS', 'Armalite']));
    const pins = new Set(catalog.variants.map((v) => v.compat?.triggerPin).filter(Boolean));
    // Large-pin (.169) triggers are their own models; none of the demo triggers is one.
    expect(pins).toEqual(new Set(['.154']));
  });

  it('gives lowers and magazines their well, buffer parts their family and weight', () => {
    const typeOf = new Map(catalog.groups.map((g) => [g.id, g.type]));
    const keysOf = (type: string) => {
      const keys = catalog.variants
        .filter((v) => typeOf.get(v.groupId) === type)
        .map((v) => v.compat ?? {});
      expect(keys.length, type).toBeGreaterThan(0);
      return keys;
    };
    for (const k of keysOf('ar15-stripped-lowers')) expect(k.magazineWell).toBe('AR-15');
    for (const k of keysOf('ar15-complete-lowers')) {
      expect(k.magazineWell).toBe('AR-15');
      expect(k.springLength).toBe(k.tubeLength === 'rifle' ? 'rifle' : 'carbine');
    }
    expect(new Set(keysOf('ar15-magazines').map((k) => k.magazineWell))).toContain('AR-15');
    const buffers = keysOf('ar15-buffers');
    expect(buffers.every((k) => typeof k.bufferWeightOz === 'number')).toBe(true);
    expect(new Set(buffers.map((k) => k.bufferLength))).toEqual(new Set(['carbine', 'rifle']));
    expect(new Set(keysOf('ar15-buffer-springs').map((k) => k.springLength))).toEqual(
      new Set(['carbine', 'rifle']),
    );
    for (const k of keysOf('ar15-buffer-tubes')) expect(k.tubeLength).toBeDefined();
  });

  it('gives drop-in handguards the gas length they are made for, and accessories their mount', () => {
    expect(
      compatFor('ar15-handguards', 'x', {
        type: 'Drop-in',
        railLength: '6.75"',
        railType: 'M-LOK',
      }),
    ).toMatchObject({ dropInGasSystem: 'carbine', handguardAttachment: 'M-LOK' });
    expect(compatFor('ar15-handguards', 'x', { type: 'Drop-in', railLength: '9"' })).toMatchObject({
      dropInGasSystem: 'mid-length',
    });
    expect(compatFor('ar15-foregrips', 'x', { mountingSystem: 'KeyMod' })).toEqual({
      accessoryMount: 'KeyMod',
    });
    // A mount the handguard rule does not know (a sling stud) is no claim.
    expect(compatFor('ar15-foregrips', 'x', { mountingSystem: 'Sling Stud' })).toEqual({});
  });
});
