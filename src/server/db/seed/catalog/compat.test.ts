import { describe, expect, it } from 'vitest';
import { evaluateBuild } from '../../../../shared/compat/index.ts';
import { compatSpecsSchema } from '../../../../shared/compat/schemas.ts';
import { compatPart } from '../../../../shared/compat/test-builds.ts';
import type { SubPartName } from '../../../../shared/build/parts.ts';
import { barrelThread, compatFor } from './compat.ts';
import { generateDemoCatalog } from './generate.ts';
import { gasLengthFor } from './model.ts';

// ADR 060: the demo catalogue's compatibility keys.

const catalog = generateDemoCatalog();

/** Groups in the demo catalogue before the AR-10, 9 mm, calibre, A5, brace and accessory lines. */
const GROUPS_BEFORE = 339;

const groupTypeOf = new Map(catalog.groups.map((g) => [g.id, g.type]));
const variantById = new Map(catalog.variants.map((v) => [v.id, v]));
/** The variants of a catalogue type. */
const variantsOf = (type: string) =>
  catalog.variants.filter((v) => groupTypeOf.get(v.groupId) === type);
/** A demo variant as a build part, with the compatibility keys the seed gives it. */
function demoPart(subPart: SubPartName, variantId: string) {
  const variant = variantById.get(variantId);
  if (!variant) throw new Error(`no demo variant ${variantId}`);
  return compatPart(subPart, variant.model ?? variantId, variant.compat ?? {});
}
/** The errors and warnings of a build (infos say only what could not be checked). */
const problems = (parts: Parameters<typeof evaluateBuild>[0]) =>
  evaluateBuild(parts)
    .issues.filter((i) => i.severity !== 'info')
    .map((i) => `${i.ruleId}: ${i.message}`);

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
    // 9 mm lowers take Glock or Colt magazines (tested below); every other AR-15 lower takes
    // AR-15 (STANAG) magazines.
    for (const v of catalog.variants) {
      const type = typeOf.get(v.groupId);
      if (type !== 'ar15-stripped-lowers' && type !== 'ar15-complete-lowers') continue;
      if (v.caliber !== '9mm') expect(v.compat?.magazineWell, v.id).toBe('AR-15');
    }
    for (const k of keysOf('ar15-complete-lowers'))
      expect(k.springLength).toBe(k.tubeLength === 'rifle' ? 'rifle' : 'carbine');
    expect(new Set(keysOf('ar15-magazines').map((k) => k.magazineWell))).toContain('AR-15');
    const buffers = keysOf('ar15-buffers');
    expect(buffers.every((k) => typeof k.bufferWeightOz === 'number')).toBe(true);
    expect(new Set(buffers.map((k) => k.bufferLength))).toEqual(
      new Set(['carbine', 'A5', 'rifle']),
    );
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

  it('has at least 150 more groups than before the AR-10, 9 mm, calibre and accessory lines', () => {
    expect(catalog.groups.length).toBeGreaterThanOrEqual(GROUPS_BEFORE + 150);
  });

  it('gives AR-10 uppers, lowers, charging handles and magazines of both patterns matching keys', () => {
    const patterns = (types: string[]) =>
      new Set(
        types.flatMap((t) => variantsOf(t).map((v) => v.compat?.ar10Pattern)).filter(Boolean),
      );
    const both = new Set(['DPMS', 'Armalite']);
    expect(patterns(['ar10-stripped-uppers', 'ar10-complete-uppers'])).toEqual(both);
    expect(patterns(['ar10-stripped-lowers', 'ar10-complete-lowers'])).toEqual(both);
    expect(patterns(['ar10-charging-handle'])).toEqual(both);
    for (const type of [
      'ar10-stripped-uppers',
      'ar10-complete-uppers',
      'ar10-stripped-lowers',
      'ar10-complete-lowers',
      'ar10-barrels',
      'ar10-bcgs',
      'ar10-charging-handle',
      'ar10-handguard',
    ])
      for (const v of variantsOf(type)) expect(v.compat?.platform, v.id).toBe('AR-10');
    // A lower's well follows its pattern; so does a magazine's.
    for (const v of [
      ...variantsOf('ar10-stripped-lowers'),
      ...variantsOf('ar10-complete-lowers'),
    ]) {
      const pattern = v.compat?.ar10Pattern;
      expect(pattern, v.id).toBeDefined();
      expect(v.compat?.magazineWell, v.id).toBe(
        pattern === 'Armalite' ? 'ArmaLite AR-10' : 'SR-25',
      );
      expect(v.compat?.triggerPin, v.id).toBe('.154');
    }
    const wells = new Set(variantsOf('ar10-magazines').map((v) => v.compat?.magazineWell));
    expect(wells).toEqual(new Set(['SR-25', 'ArmaLite AR-10']));
    for (const v of variantsOf('ar10-magazines')) {
      expect(v.compat?.magazineCaliber, v.id).toBe('308');
      expect(v.compat?.magazineWell, v.id).toBe(
        /armalite/i.test(v.specs?.type ?? '') ? 'ArmaLite AR-10' : 'SR-25',
      );
    }
    for (const v of variantsOf('ar10-barrels')) {
      expect(v.compat?.muzzleThread, v.id).toBe('5/8x24');
      expect(['308', '65-creedmoor'], v.id).toContain(v.compat?.caliber);
    }
  });

  it('gives Glock and Colt pattern 9 mm lowers and magazines the same wells', () => {
    const nineMm = (type: string) => variantsOf(type).filter((v) => v.caliber === '9mm');
    const lowers = [...nineMm('ar15-stripped-lowers'), ...nineMm('ar15-complete-lowers')];
    const magazines = nineMm('ar15-magazines');
    for (const list of [lowers, magazines]) {
      expect(new Set(list.map((v) => v.compat?.magazineWell))).toEqual(
        new Set(['Glock 9mm', 'Colt 9mm']),
      );
      for (const v of list)
        expect(v.compat?.magazineWell, v.id).toBe(
          /glock/i.test(v.specs?.type ?? '') ? 'Glock 9mm' : 'Colt 9mm',
        );
    }
    for (const v of magazines) expect(v.compat?.magazineCaliber, v.id).toBe('9mm');
    expect(compatFor('ar15-magazines', 'x', { caliber: '9mm' }).magazineWell).toBeUndefined();
  });

  it('gives 9 mm buffers their weight, at least 5.4 oz, and 9 mm barrels and devices their facts', () => {
    const buffers = variantsOf('ar15-buffers').filter((v) => /9mm/.test(v.specs?.bufferType ?? ''));
    expect(buffers.length).toBeGreaterThanOrEqual(2);
    for (const v of buffers) {
      expect(v.compat?.bufferLength, v.id).toBe('carbine');
      expect(v.compat?.bufferWeightOz, v.id).toBeGreaterThanOrEqual(5.4);
    }
    const barrels = variantsOf('ar15-barrels').filter((v) => v.caliber === '9mm');
    expect(barrels.length).toBeGreaterThan(0);
    for (const v of barrels) {
      // Blowback: threaded 1/2x28 at every length, no gas system and so no gas journal.
      expect(v.compat, v.id).toMatchObject({ caliber: '9mm', muzzleThread: '1/2x28' });
      expect(v.compat?.gasSystem, v.id).toBeUndefined();
      expect(v.compat?.gasJournal, v.id).toBeUndefined();
    }
    const devices = ['ar15-muzzle-brakes', 'ar15-flash-hiders', 'ar15-compensators']
      .flatMap(variantsOf)
      .filter((v) => v.caliber === '9mm');
    expect(devices.length).toBeGreaterThan(0);
    for (const v of devices)
      expect(v.compat, v.id).toMatchObject({ boreDiameter: 0.355, muzzleThread: '1/2x28' });
  });

  it('sells A5 extensions, buffers and kits as the A5 family, with the rifle spring', () => {
    const tubes = variantsOf('ar15-buffer-tubes').filter((v) => v.compat?.tubeLength === 'A5');
    expect(tubes.length).toBeGreaterThan(0);
    for (const v of tubes) expect(v.compat?.bufferTube, v.id).toBe('mil-spec');
    const buffers = variantsOf('ar15-buffers').filter((v) => v.compat?.bufferLength === 'A5');
    expect(buffers.length).toBeGreaterThanOrEqual(5);
    for (const v of buffers) expect(v.compat?.bufferWeightOz, v.id).toBeGreaterThan(0);
    const kits = variantsOf('ar15-buffer-kits').filter((v) => v.compat?.tubeLength === 'A5');
    expect(kits.length).toBeGreaterThan(0);
    for (const v of kits)
      expect(v.compat, v.id).toMatchObject({ bufferLength: 'A5', springLength: 'rifle' });
    expect(variantsOf('ar15-buffer-tubes').some((v) => v.compat?.tubeLength === 'rifle')).toBe(
      true,
    );
    expect(variantsOf('ar15-buffer-springs').some((v) => v.compat?.springLength === 'rifle')).toBe(
      true,
    );
    expect(
      problems([
        demoPart('Buffer Tube', 'vltor-a5-receiver-extension--standard'),
        demoPart('Buffer', 'vltor-a5-buffer--a5h2-50-oz'),
        demoPart('Buffer Spring', 'kak-industry-rifle-length-buffer-spring--standard'),
      ]),
    ).toEqual([]);
    const carbineInA5 = evaluateBuild([
      demoPart('Buffer Tube', 'vltor-a5-receiver-extension--standard'),
      demoPart('Buffer', 'kak-industry-9mm-heavy-carbine-buffer--9mm-55-oz'),
    ]);
    expect(carbineInA5.issues.map((i) => i.ruleId)).toContain('buffer-length');
  });

  it('marks braces as braces, on the tube the maker names or none', () => {
    const braces = variantsOf('ar15-stocks').filter((v) => /brace/i.test(v.specs?.type ?? ''));
    expect(new Set(braces.map((v) => v.groupId)).size).toBeGreaterThanOrEqual(5);
    for (const v of braces) {
      expect(v.compat?.brace, v.id).toBe(true);
      if (/mil-spec/i.test(v.specs?.type ?? '')) expect(v.compat?.stockFits, v.id).toBe('mil-spec');
      else expect(v.compat?.stockFits, v.id).toBeUndefined();
    }
    for (const v of variantsOf('ar15-stocks').filter((x) => !braces.includes(x)))
      expect(v.compat?.brace, v.id).toBe(false);
  });

  it('has a barrel in every calibre the engine knows, threaded and bored as its makers do it', () => {
    const barrels = variantsOf('ar15-barrels');
    const of = (caliber: string) => barrels.filter((v) => v.compat?.caliber === caliber);
    for (const caliber of [
      '556',
      '223',
      '223-wylde',
      '300-blackout',
      '65-grendel',
      '6mm-arc',
      '224-valkyrie',
      '68-spc',
      '762x39',
      '450-bushmaster',
      '458-socom',
      '50-beowulf',
      '9mm',
    ])
      expect(of(caliber).length, caliber).toBeGreaterThan(0);
    for (const [caliber, thread] of [
      ['6mm-arc', '5/8x24'],
      ['224-valkyrie', '1/2x28'],
      ['223', '1/2x28'],
      ['450-bushmaster', '11/16x24'],
      ['458-socom', '5/8x32'],
      ['50-beowulf', '3/4x24'],
    ] as const)
      for (const v of of(caliber)) expect(v.compat?.muzzleThread, v.id).toBe(thread);
    // A 16" 5.56 barrel with a carbine-length gas system.
    expect(
      of('556').some((v) => v.compat?.barrelLengthIn === 16 && v.compat.gasSystem === 'carbine'),
    ).toBe(true);
    // The big bores state no gas system the makers do not, and claim no gas journal.
    for (const v of [...of('450-bushmaster'), ...of('458-socom'), ...of('50-beowulf')])
      expect(v.compat?.gasJournal, v.id).toBeUndefined();
    const bores = new Map(
      ['ar15-muzzle-brakes', 'ar15-flash-hiders', 'ar15-compensators']
        .flatMap(variantsOf)
        .map((v) => [v.caliber, v.compat?.boreDiameter]),
    );
    expect(bores.get('.458 SOCOM')).toBe(0.458);
    expect(bores.get('.50 Beowulf')).toBe(0.5);
    expect(barrelThread('.458 SOCOM', '16"')).toBe('5/8x32');
    expect(barrelThread('.50 Beowulf', '16"')).toBe('3/4x24');
    expect(barrelThread('9mm', '5.5"')).toBe('1/2x28');
    expect(gasLengthFor('16"', '.308 Winchester')).toBe('Mid-length');
    expect(gasLengthFor('18"', '.308 Winchester')).toBe('Rifle-length');
    expect(gasLengthFor('16"', '.458 SOCOM')).toBeUndefined();
  });

  it('gives KeyMod and Picatinny rails, and accessories for each mount, one mount per variant', () => {
    const attachments = new Set(
      variantsOf('ar15-handguards').map((v) => v.compat?.handguardAttachment),
    );
    expect(attachments).toEqual(new Set(['M-LOK', 'KeyMod', 'Picatinny', undefined]));
    const accessories = [
      'ar15-foregrips',
      'ar15-lights',
      'ar15-lasers',
      'ar15-bipods',
      'ar15-accessory-mounts',
    ].flatMap(variantsOf);
    expect(new Set(accessories.map((v) => v.compat?.accessoryMount))).toEqual(
      new Set(['M-LOK', 'KeyMod', 'Picatinny', undefined]),
    );
    for (const v of accessories)
      if (v.compat?.accessoryMount)
        expect(v.specs?.mountingSystem, v.id).toBe(v.compat.accessoryMount);
  });

  it('assembles sound DPMS and ArmaLite .308 builds and Glock and Colt 9 mm builds from demo parts', () => {
    const dpms = [
      demoPart('Stripped Upper Receiver', 'ar10-aero-precision-m5-stripped-upper-receiver--black'),
      demoPart('Stripped Lower Receiver', 'ar10-aero-precision-m5-stripped-lower-receiver--black'),
      demoPart('Barrel', 'ar10-aero-precision-m5-308-barrel--18'),
      demoPart('Bolt Carrier Group', 'ar10-aero-precision-m5-308-bolt-carrier-group--nitride'),
      demoPart('Handguard', 'ar10-aero-precision-m5-atlas-s-one-handguard--15-black'),
      demoPart(
        'Charging Handle',
        'ar10-radian-weapons-raptor-ar-10-charging-handle--black-dpms-high-pattern',
      ),
      demoPart('Muzzle Device', 'surefire-sf3p-flash-hider--308-winchester'),
      demoPart('Gas Block', 'aero-precision-low-profile-gas-block--750'),
      demoPart('Trigger', 'geissele-automatics-ssa-e-trigger--curved'),
      demoPart('Grip', 'magpul-moe-grip--black'),
      demoPart('Stock', 'magpul-moe-carbine-stock--black-mil-spec'),
      demoPart('Buffer Tube', 'ar10-aero-precision-ar15-m5-carbine-buffer-tube--standard'),
      demoPart('Buffer', 'ar10-aero-precision-m5-308-carbine-buffer--standard'),
      demoPart('Buffer Spring', 'ar10-aero-precision-m5-308-carbine-buffer-spring--standard'),
      demoPart('Magazines', 'ar10-magpul-pmag-lr-sr-gen-m3--20-rounds-black'),
    ];
    expect(problems(dpms)).toEqual([]);

    const swap = (parts: typeof dpms, ...others: ReturnType<typeof demoPart>[]) => [
      ...parts.filter((p) => !others.some((o) => o.subPart === p.subPart)),
      ...others,
    ];
    const armalite = swap(
      dpms,
      demoPart(
        'Stripped Upper Receiver',
        'ar10-armalite-ar-10a4-stripped-upper-receiver--standard',
      ),
      demoPart('Stripped Lower Receiver', 'ar10-armalite-ar-10a-stripped-lower-receiver--standard'),
      demoPart('Bolt Carrier Group', 'ar10-armalite-ar-10-bolt-carrier-group--standard'),
      demoPart('Handguard', 'ar10-midwest-industries-combat-series-armalite-ar-10-handguard--15'),
      demoPart('Charging Handle', 'ar10-armalite-ar-10-charging-handle--standard'),
      demoPart('Buffer', 'ar10-armalite-ar-10-carbine-buffer--standard'),
      demoPart('Buffer Spring', 'ar10-armalite-ar-10-carbine-action-spring--standard'),
      demoPart('Magazines', 'ar10-armalite-ar-10-magazine--20-rounds'),
    );
    expect(problems(armalite)).toEqual([]);
    // The patterns do not mix: a PMAG LR/SR in the ArmaLite lower, a DPMS handle on its upper.
    const mixed = swap(
      armalite,
      demoPart('Magazines', 'ar10-magpul-pmag-lr-sr-gen-m3--20-rounds-black'),
      demoPart(
        'Charging Handle',
        'ar10-radian-weapons-raptor-ar-10-charging-handle--black-dpms-high-pattern',
      ),
    );
    expect(problems(mixed).map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['magazine-well', 'ar10-pattern-charging-handle']),
    );

    const glock = [
      demoPart('Stripped Upper Receiver', 'aero-precision-epc-9-stripped-upper-receiver--black'),
      demoPart('Stripped Lower Receiver', 'aero-precision-epc-9-stripped-lower-receiver--black'),
      demoPart('Barrel', 'aero-precision-epc-9-9mm-barrel--16'),
      demoPart('Bolt Carrier Group', 'aero-precision-epc-9-9mm-bolt-carrier-group--standard'),
      demoPart('Muzzle Device', 'kak-industry-9mm-flash-can--standard'),
      demoPart('Handguard', 'bravo-company-bcm-kmr-alpha-handguard--13'),
      demoPart('Foregrips', 'bravo-company-bcm-vertical-grip-mod-3--black-keymod'),
      demoPart(
        'Charging Handle',
        'bravo-company-bcm-gunfighter-charging-handle--mod-4-large-black',
      ),
      demoPart('Trigger', 'geissele-automatics-ssa-e-trigger--curved'),
      demoPart('Grip', 'magpul-moe-grip--black'),
      demoPart('Stock', 'magpul-moe-carbine-stock--black-mil-spec'),
      demoPart('Buffer Tube', 'bravo-company-bcm-mil-spec-receiver-extension--standard'),
      demoPart('Buffer', 'kak-industry-9mm-heavy-carbine-buffer--9mm-55-oz'),
      demoPart('Buffer Spring', 'bravo-company-bcm-carbine-action-spring--standard'),
      demoPart('Magazines', 'magpul-pmag-gl9--21-rounds'),
    ];
    expect(problems(glock)).toEqual([]);
    const colt = swap(
      glock,
      demoPart('Stripped Upper Receiver', 'rock-river-arms-lar-9-a4-upper-receiver--standard'),
      demoPart(
        'Stripped Lower Receiver',
        'rock-river-arms-lar-9-stripped-lower-receiver--standard',
      ),
      demoPart('Bolt Carrier Group', 'rock-river-arms-lar-9-9mm-bolt-carrier--standard'),
      demoPart('Buffer', 'spikes-tactical-st-t2-9mm-heavy-buffer--standard'),
      demoPart('Magazines', 'metalform-colt-9mm-smg-magazine--32-rounds'),
    );
    expect(problems(colt)).toEqual([]);
    // Colt magazines in the Glock lower, and a 5.56 carbine buffer behind the blowback bolt.
    const wrong = swap(
      glock,
      demoPart('Magazines', 'metalform-colt-9mm-smg-magazine--32-rounds'),
      demoPart('Buffer', 'bravo-company-bcm-carbine-buffer--carbine-30-oz'),
    );
    expect(problems(wrong).map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['magazine-well', 'blowback-buffer-weight']),
    );
  });
});
