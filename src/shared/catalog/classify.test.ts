import { describe, expect, it } from 'vitest';
import { classifierWords, classifyFeedItem, type FeedItemInput } from './classify.ts';
import { CLASSIFY_RULES, GOOGLE_CATEGORIES } from './classify-rules.ts';
import { CATALOG_TYPES } from './types.ts';

// One test per family of rules: exclusions ('barrel nut' is no barrel), the product_type path,
// Google categories by name and id, the AR-10 types, the ammunition and other kinds, brands that
// nudge but never decide, and input that is empty or not text at all.

const typeOf = (input: FeedItemInput | string) =>
  classifyFeedItem(typeof input === 'string' ? { title: input } : input).type;

describe('the rules', () => {
  it('have one entry per catalogue type, plus ammo and other', () => {
    expect(CLASSIFY_RULES.map((r) => r.type).sort()).toEqual(
      [...CATALOG_TYPES.map((t) => t.key), 'ammo', 'other'].sort(),
    );
  });

  it('read titles without case, plural s, hyphens or dotted abbreviations', () => {
    expect(classifierWords('Magpul B.A.D. Lever')).toEqual(['magpul', 'bad', 'lever']);
    expect(classifierWords('M-LOK Handguards')).toEqual(['m', 'lok', 'handguard']);
    expect(classifierWords('Stock w/ Buffer - Black')).toEqual([
      'stock',
      'with',
      'buffer',
      ';',
      'black',
    ]);
  });
});

describe('classifyFeedItem: words that exclude a type', () => {
  it('files a barrel nut wrench as a tool and a barrel nut as upper hardware, never as a barrel', () => {
    expect(typeOf('AR-15 Barrel Nut Wrench Tool')).toBe('ar15-build-tools');
    expect(typeOf('Aero Precision AR15 Standard Barrel Nut')).toBe('ar15-upper-parts-kits');
  });

  it('tells a gas block from a gas tube and from a gas block kit', () => {
    expect(typeOf('Aero Precision Low Profile Gas Block .750')).toBe('ar15-gas-blocks');
    expect(typeOf('BCM Gas Tube, Carbine Length')).toBe('ar15-gas-tubes');
    expect(typeOf('Ballistic Advantage Low Profile Gas Block Kit .750 w/ Carbine Gas Tube')).toBe(
      'ar15-gas-systems',
    );
  });

  it('tells complete, barreled and stripped uppers apart, and lower parts kits from lowers', () => {
    expect(typeOf('Aero Precision M4E1 Complete Upper 16" 5.56 with BCG & Charging Handle')).toBe(
      'ar15-complete-uppers',
    );
    expect(typeOf('Bear Creek Arsenal BC-15 16" Barreled Upper Receiver')).toBe(
      'ar15-barreled-uppers',
    );
    expect(typeOf('Aero Precision M4E1 Threaded Stripped Upper Receiver')).toBe(
      'ar15-stripped-uppers',
    );
    expect(typeOf('CMMG Lower Parts Kit AR15')).toBe('ar15-lower-parts-kits');
    expect(typeOf('Anderson AM-15 Complete Lower Receiver')).toBe('ar15-complete-lowers');
    expect(typeOf('Anderson Manufacturing Complete Upper Parts Kit')).toBe('ar15-upper-parts-kits');
    expect(typeOf('Palmetto State Armory Complete Lower Parts Kit')).toBe('ar15-lower-parts-kits');
  });

  it('tells a buffer from its tube, spring and kit', () => {
    expect(typeOf('BCM Carbine Buffer (H)')).toBe('ar15-buffers');
    expect(typeOf('Aero Precision Carbine Buffer Tube, Mil-Spec')).toBe('ar15-buffer-tubes');
    expect(typeOf('Sprinco Enhanced Buffer Spring')).toBe('ar15-buffer-springs');
    expect(typeOf('Sprinco Red Carbine Buffer Spring')).toBe('ar15-buffer-springs');
    expect(typeOf('Tubb Rifle Buffer Spring, Stainless')).toBe('ar15-buffer-springs');
    expect(typeOf('PSA Carbine Buffer Tube Kit')).toBe('ar15-buffer-kits');
  });

  it('tells a trigger from its guard and pins, and a charging handle from a handguard', () => {
    expect(typeOf('Geissele SSA-E Two Stage Trigger')).toBe('ar15-triggers');
    expect(typeOf('Magpul MOE Enhanced Trigger Guard')).toBe('ar15-trigger-guards');
    expect(typeOf('KNS Precision Anti-Walk Hammer and Trigger Pins')).toBe('ar15-lower-hardware');
    expect(typeOf('Radian Raptor-LT Ambidextrous Charging Handle')).toBe('ar15-charging-handles');
    expect(typeOf('Midwest Industries SP Series 15" Handguard for 16" Barrel')).toBe(
      'ar15-handguards',
    );
  });

  it('tells muzzle brakes, flash hiders and compensators apart', () => {
    expect(typeOf('Griffin Armament M4SD-K Muzzle Brake 1/2x28')).toBe('ar15-muzzle-brakes');
    expect(typeOf('SureFire SF3P Flash Hider 5.56 1/2-28')).toBe('ar15-flash-hiders');
    expect(typeOf('Strike Industries King Comp 5.56')).toBe('ar15-compensators');
  });

  it('tells a BCG from a bolt, a cam pin and a bolt catch', () => {
    expect(typeOf('PSA Premium AR-15 5.56 NATO Nitride BCG')).toBe('ar15-bcgs');
    expect(typeOf('Toolcraft AR-15 Complete Bolt Assembly 5.56')).toBe('ar15-bolts');
    expect(typeOf('BCM Cam Pin 5.56')).toBe('ar15-cam-pins');
    expect(typeOf('Strike Industries Enhanced Bolt Catch')).toBe('ar15-bolt-catches');
  });

  it('tells a scope mount from a scope, and a magnifier combo from a red dot', () => {
    expect(typeOf('Vortex Strike Eagle 1-8x24 SFP Riflescope')).toBe('ar15-scopes');
    expect(typeOf('Scalarworks LEAP 30mm Scope Mount QD')).toBe('ar15-optic-mounts');
    expect(typeOf('EOTECH EXPS3-0 Holographic Weapon Sight')).toBe('ar15-red-dots');
    expect(typeOf('EOTECH EXPS3-0 Holographic Sight with G33 Magnifier Combo')).toBe(
      'ar15-optic-combos',
    );
  });

  it('counts nothing after "less": a lower parts kit less its trigger and grip', () => {
    expect(typeOf('BCM Lower Parts Kit, Less FCG & Grip')).toBe('ar15-lower-parts-kits');
  });
});

describe('classifyFeedItem: product_type and Google category', () => {
  it('reads the deepest product_type segment when the title names no part', () => {
    const got = classifyFeedItem({
      title: 'Faxon ARC-15 16 in.',
      productType: 'Gun Parts > AR-15 Parts > Barrels',
    });
    expect(got).toMatchObject({
      kind: 'part',
      type: 'ar15-barrels',
      subPart: 'Barrel',
      mainCategory: 'barrels',
    });
    expect(
      typeOf({
        title: 'Geissele 13.5"',
        productType: 'Rifle Parts>Upper Parts>Handguards & Rails',
      }),
    ).toBe('ar15-handguards');
  });

  it('lets a section name such as "BCG Parts" count for nothing', () => {
    expect(typeOf({ title: 'BCM Bolt Upgrade/Rebuild Kit 5.56', productType: 'BCG Parts' })).toBe(
      'ar15-bcg-hardware-group',
    );
  });

  it('reads a Google category by its numeric id or its name', () => {
    const slings = GOOGLE_CATEGORIES.find((c) => c.id === '499853')!;
    expect(typeOf({ title: 'Vickers Combat Application 2-Point', googleCategory: '499853' })).toBe(
      'ar15-slings',
    );
    expect(
      typeOf({ title: 'Vickers Combat Application 2-Point', googleCategory: slings.name }),
    ).toBe('ar15-slings');
    expect(classifyFeedItem({ title: 'Hornady Frontier 5.56', googleCategory: '781' }).kind).toBe(
      'ammo',
    );
  });

  it('reads a category by its last segments, and the optics categories', () => {
    expect(
      typeOf({
        title: 'Primary Arms SLx 1-6x24',
        googleCategory: 'Cameras & Optics > Optics > Scopes > Weapon Scopes & Sights',
      }),
    ).toBe('ar15-scopes');
    expect(
      classifyFeedItem({ title: 'Vortex Diamondback HD 10x42', googleCategory: '157' }).kind,
    ).toBe('other');
    expect(
      classifyFeedItem({ title: 'Howard Leight Impact Sport', googleCategory: 'Hearing Enhancers' })
        .type,
    ).toBe('ar15-earpro');
  });
});

describe('classifyFeedItem: description', () => {
  it('reads the description when the title says little, and never over a clear title', () => {
    const description =
      'The Super 42 braided wire buffer spring runs smoother and lasts longer than a standard spring.';
    expect(typeOf({ title: 'Geissele Automatics 05-160', description })).toBe(
      'ar15-buffer-springs',
    );
    expect(
      typeOf({
        title: 'Magpul MOE SL Carbine Stock Mil-Spec',
        description:
          'Fits mil-spec buffer tubes; works with any carbine buffer tube and buffer spring.',
      }),
    ).toBe('ar15-stocks');
  });
});

describe('classifyFeedItem: AR-10', () => {
  it('files an AR-10 part under the AR-10 type when one exists', () => {
    expect(typeOf('Radian Raptor AR-10 Ambidextrous Charging Handle .308')).toBe(
      'ar10-charging-handle',
    );
    expect(typeOf('Midwest Industries Combat Series .308 Handguard 15" DPMS High')).toBe(
      'ar10-handguard',
    );
    expect(typeOf({ title: 'Bolt Rebuild Kit', productType: 'LR-308 Parts' })).toBe(
      'ar10-bcg-hardware-group',
    );
    expect(typeOf('Magpul B.A.D. Lever AR-10 / SR-25')).toBe('ar10-bolt-catch');
    expect(typeOf('Ballistic Advantage 18" .308 Win Modern Series AR-10 Barrel')).toBe(
      'ar10-barrels',
    );
    expect(typeOf('Aero Precision M5 Stripped Lower Receiver .308')).toBe('ar10-stripped-lowers');
    expect(typeOf('Magpul PMAG 20 LR/SR GEN M3 7.62x51 Magazine')).toBe('ar10-magazines');
    expect(typeOf('Sprinco AR-10 Carbine Buffer Spring - Blue')).toBe('ar10-buffer-springs');
  });

  it('keeps the AR-15 type when there is no AR-10 one, and for AR-15 titles', () => {
    expect(typeOf('SureFire SF3P Flash Hider .308 5/8x24')).toBe('ar15-flash-hiders');
    expect(typeOf('Radian Raptor Ambidextrous Charging Handle 5.56')).toBe('ar15-charging-handles');
  });

  it('files a Glock magazine as a part (the 9 mm carbine lowers take it), a Glock barrel not', () => {
    expect(typeOf('Glock Magazine G17 9mm 17 Round OEM')).toBe('ar15-magazines');
    expect(classifyFeedItem({ title: 'Glock 17 OEM Factory Barrel 9mm' }).kind).toBe('other');
  });
});

describe('classifyFeedItem: kinds', () => {
  it('knows ammunition by its words, grain and round count, but not a 30-round magazine', () => {
    expect(classifyFeedItem({ title: 'PMC Bronze .223 Rem 55gr FMJ-BT 20rds' }).kind).toBe('ammo');
    expect(classifyFeedItem({ title: 'Federal Premium 12 Gauge 00 Buckshot 5 Rounds' }).kind).toBe(
      'ammo',
    );
    expect(classifyFeedItem({ title: 'Bulk 5.56 Ammo - Lake City M855 - 1000 Rounds' }).kind).toBe(
      'ammo',
    );
    expect(typeOf('Magpul PMAG 30 AR/M4 GEN M3 5.56x45 30 Round Magazine')).toBe('ar15-magazines');
    expect(classifyFeedItem({ title: 'MTM Ammo Can 30 Cal - Green' }).kind).toBe('other');
  });

  it('calls complete firearms, pistol parts, clothing and knives other', () => {
    for (const title of [
      'Ruger AR-556 5.56 NATO 16.1" Semi-Auto Rifle',
      'Glock 17 OEM Factory Barrel 9mm',
      'Magpul SGA Stock for Remington 870',
      'Magpul Icon Logo T-Shirt Black Large',
      'Benchmade Adamas Fixed Blade Knife',
      'Leupold RX-1400i Laser Rangefinder',
    ]) {
      const got = classifyFeedItem({ title });
      expect(got.kind, title).toBe('other');
      expect(got.type, title).toBeUndefined();
    }
    // the brand's own words still count when they name a platform we do not list
    expect(classifyFeedItem({ title: 'Glock 17 OEM Barrel', brand: 'Glock' }).kind).toBe('other');
  });
});

describe('classifyFeedItem: brands, confidence and odd input', () => {
  it('lets a brand nudge between close types but never decide alone', () => {
    const brandOnly = classifyFeedItem({ title: 'Aimpoint 200729', brand: 'Aimpoint' });
    expect(brandOnly.type).toBeUndefined();
    expect(brandOnly.confidence).toBeLessThanOrEqual(0.15);
    expect(brandOnly.alternatives[0]?.type).toBe('ar15-red-dots');
    // the brand's words are not read as part words: 'Smith Optics' makes eyewear, not optics
    expect(
      typeOf({ title: 'Smith Optics Aegis Echo II Ballistic Eyewear', brand: 'Smith Optics' }),
    ).toBe('ar15-eyepro');
  });

  it('is more confident of a clear title than of a vague one, and gives the best three types', () => {
    const clear = classifyFeedItem({
      title: 'BCM Gunfighter Charging Handle Mod 4',
      productType: 'Charging Handles',
    });
    const vague = classifyFeedItem({ title: 'Geissele Super 42 kit' });
    expect(clear.confidence).toBeGreaterThan(0.8);
    expect(clear.confidence).toBeLessThanOrEqual(1);
    expect(vague.confidence).toBeLessThan(clear.confidence);
    const mixed = classifyFeedItem({
      title: 'Buffer Tube Assembly w/ Castle Nut, End Plate, Buffer & Spring',
    });
    expect(mixed.alternatives).toHaveLength(3);
    expect(mixed.alternatives[0]?.type).toBe(mixed.type);
  });

  it('answers empty or non-text input without throwing', () => {
    expect(classifyFeedItem({ title: '' })).toEqual({
      kind: 'other',
      confidence: 0,
      alternatives: [],
    });
    expect(
      classifyFeedItem({ title: '   ', productType: '', googleCategory: '', brand: '' }).kind,
    ).toBe('other');
    const junk = [
      null,
      undefined,
      42,
      {},
      { title: null },
      { title: ['x'] },
      { title: 'x'.repeat(100_000) },
    ];
    for (const input of junk) expect(() => classifyFeedItem(input as FeedItemInput)).not.toThrow();
  });
});
