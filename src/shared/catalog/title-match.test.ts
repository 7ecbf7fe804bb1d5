import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD, normaliseTitle, titleSimilarity } from './title-match.ts';

// MATCH_THRESHOLD is justified by these pairs of real product titles, as retailers write them:
// the same product and variant titled by two retailers scores at or above it; another length,
// colour, calibre, thread, capacity or model of the same line scores below it; another product of
// the same brand scores far below. Each pair is [a, b, the brand both rows carry].

type Pair = readonly [a: string, b: string, brand: string];

const SAME: Pair[] = [
  [
    'BCM Gunfighter Charging Handle Mod 4 Medium Latch 5.56 - Black',
    'BCM GUNFIGHTER Mod 4 Charging Handle 5.56mm Medium Latch',
    'Bravo Company',
  ],
  [
    'Aero Precision M4E1 Threaded Stripped Upper Receiver - Anodized Black',
    'Aero Precision M4E1 Threaded Stripped Upper, Black Anodized | Brownells',
    'Aero Precision',
  ],
  [
    'Faxon 16" Gunner 5.56 NATO Mid-Length Barrel',
    'Faxon Firearms 16 Inch Gunner Profile 5.56x45 Barrel, Mid Length Gas',
    'Faxon Firearms',
  ],
  [
    'Magpul MOE SL Carbine Stock Mil-Spec - Black',
    'MAGPUL MOE SL CARBINE STOCK MIL-SPEC BLK',
    'Magpul',
  ],
  [
    'SLR Rifleworks Sentry 7 Adjustable Gas Block .750',
    'SLR Rifleworks Sentry 7 Adj. Gas Block 0.750" - Free Shipping',
    'SLR Rifleworks',
  ],
  [
    'Radian Raptor-LT Ambidextrous Charging Handle',
    'Radian Weapons Raptor LT Ambi Charging Handle 5.56 - Black',
    'Radian Weapons',
  ],
  [
    'Geissele MK16 Super Modular Rail 13.5" M-LOK - DDC',
    'Geissele Automatics SMR MK16 13.5 in M-LOK Rail, Desert Dirt Color',
    'Geissele Automatics',
  ],
  [
    'Magpul PMAG 30 AR/M4 GEN M3 5.56x45 - Black',
    'Magpul PMAG 30 Round GEN M3 AR15 Magazine 5.56 NATO Black',
    'Magpul',
  ],
  [
    'Daniel Defense 16" Cold Hammer Forged Government Profile Barrel',
    'DANIEL DEFENSE 16 IN. CHF GOVERNMENT PROFILE BARREL 5.56',
    'Daniel Defense',
  ],
  [
    'Aimpoint PRO Patrol Rifle Optic Red Dot',
    'Aimpoint PRO (Patrol Rifle Optic) 2 MOA Red Dot Sight',
    'Aimpoint',
  ],
  [
    'Geissele Super 42 Braided Wire Buffer Spring Set',
    'NEW Geissele Super 42 Braided Wire Buffer Spring | Optics Planet',
    'Geissele Automatics',
  ],
  [
    'Vortex Strike Eagle 1-8x24 SFP Riflescope AR-BDC3',
    'Vortex Optics Strike Eagle 1-8x24 Second Focal Plane Riflescope, AR-BDC3 Reticle (MOA)',
    'Vortex Optics',
  ],
  [
    'Palmetto State Armory PA-15 16" Mid-Length 5.56 NATO 1:7 Nitride Barrel',
    'PSA 16" Mid-Length 5.56 NATO 1/7 Nitride Barrel',
    'Palmetto State Armory',
  ],
  [
    'Precision Armament M4-72 Severe Duty Muzzle Brake 1/2x28',
    'Precision Armament M4-72 Severe-Duty Muzzle Brake, 1/2-28, 5.56 NATO - Black',
    'Precision Armament',
  ],
];

const OTHER_VARIANT: Pair[] = [
  [
    'Faxon 16" Gunner 5.56 NATO Mid-Length Barrel',
    'Faxon 14.5" Gunner 5.56 NATO Mid-Length Barrel',
    'Faxon',
  ],
  [
    'Aero Precision M4E1 Stripped Upper Receiver - Black',
    'Aero Precision M4E1 Stripped Upper Receiver - FDE',
    'Aero Precision',
  ],
  [
    'Magpul MOE SL Carbine Stock Mil-Spec - Black',
    'Magpul MOE SL Carbine Stock Mil-Spec - OD Green',
    'Magpul',
  ],
  [
    'PSA 16" Mid-Length Nitride Barrel 5.56 NATO',
    'PSA 16" Mid-Length Nitride Barrel .300 BLK',
    'Palmetto State Armory',
  ],
  [
    'Criterion 18" .223 Wylde Hybrid Barrel',
    'Criterion 18" 5.56 NATO Hybrid Barrel',
    'Criterion Barrels',
  ],
  [
    'BCM Gunfighter Charging Handle Mod 4 - Black',
    'BCM Gunfighter Charging Handle Mod 3 - Black',
    'Bravo Company',
  ],
  ['SureFire WARCOMP Muzzle Brake 1/2x28', 'SureFire WARCOMP Muzzle Brake 5/8x24', 'SureFire'],
  ['Magpul PMAG 30 AR/M4 GEN M3', 'Magpul PMAG 40 AR/M4 GEN M3', 'Magpul'],
  [
    'Geissele MK16 Super Modular Rail 13.5" M-LOK',
    'Geissele MK16 Super Modular Rail 9.5" M-LOK',
    'Geissele Automatics',
  ],
  [
    'Aero Precision Carbine Buffer Tube, Mil-Spec',
    'Aero Precision Carbine Buffer Tube, Commercial',
    'Aero Precision',
  ],
  ['Magpul MOE Grip - Black', 'Magpul MOE-K2 Grip - Black', 'Magpul'],
];

const OTHER_PRODUCT: Pair[] = [
  ['BCM Gunfighter Charging Handle Mod 4', 'BCM Gunfighter Grip Mod 3', 'Bravo Company'],
  [
    'Aero Precision M4E1 Stripped Upper Receiver',
    'Aero Precision M4E1 Stripped Lower Receiver',
    'Aero Precision',
  ],
  [
    'Aero Precision M4E1 Complete Upper 16" 5.56',
    'Aero Precision M4E1 Stripped Upper Receiver',
    'Aero Precision',
  ],
  ['Magpul MOE Grip - Black', 'Magpul MOE SL Carbine Stock - Black', 'Magpul'],
  [
    'Geissele SSA-E Two Stage Trigger',
    'Geissele Super 42 Braided Wire Buffer Spring',
    'Geissele Automatics',
  ],
  ['Holosun HS510C Reflex Sight', 'Holosun HS403B Red Dot Sight', 'Holosun'],
];

const show = ([a, b, brand]: Pair) => `${titleSimilarity(a, b, brand)}: ${a} ~ ${b}`;

describe('titleSimilarity and MATCH_THRESHOLD', () => {
  it.each(SAME)('trusts one product titled by two retailers: %s ~ %s', (a, b, brand) => {
    expect(titleSimilarity(a, b, brand), show([a, b, brand])).toBeGreaterThanOrEqual(
      MATCH_THRESHOLD,
    );
  });

  it.each(OTHER_VARIANT)(
    'keeps another length, colour, calibre or model below: %s ~ %s',
    (a, b, brand) => {
      expect(titleSimilarity(a, b, brand), show([a, b, brand])).toBeLessThan(MATCH_THRESHOLD);
    },
  );

  it.each(OTHER_PRODUCT)('puts another product of the brand far below: %s ~ %s', (a, b, brand) => {
    expect(titleSimilarity(a, b, brand), show([a, b, brand])).toBeLessThanOrEqual(0.45);
  });

  it('leaves a margin both ways: same products above 0.85, other variants under 0.7', () => {
    expect(Math.min(...SAME.map(([a, b, brand]) => titleSimilarity(a, b, brand)))).toBeGreaterThan(
      0.85,
    );
    expect(
      Math.max(...OTHER_VARIANT.map(([a, b, brand]) => titleSimilarity(a, b, brand))),
    ).toBeLessThan(0.7);
  });

  it('pulls a differing length or calibre further down than a differing colour', () => {
    const length = titleSimilarity('Faxon 16" Gunner Barrel 5.56', 'Faxon 18" Gunner Barrel 5.56');
    const calibre = titleSimilarity(
      'Faxon 16" Gunner Barrel 5.56',
      'Faxon 16" Gunner Barrel 6.5 Grendel',
    );
    const colour = titleSimilarity('Magpul MOE Grip - Black', 'Magpul MOE Grip - FDE');
    expect(length).toBeLessThan(0.5);
    expect(calibre).toBeLessThan(0.5);
    expect(colour).toBeLessThan(MATCH_THRESHOLD);
    expect(colour).toBeGreaterThan(length);
  });

  it('is symmetric, 1 for the same title, and 0 for an empty one', () => {
    for (const [a, b, brand] of [...SAME, ...OTHER_VARIANT, ...OTHER_PRODUCT])
      expect(titleSimilarity(a, b, brand)).toBe(titleSimilarity(b, a, brand));
    expect(titleSimilarity('Magpul MOE Grip', 'MAGPUL MOE GRIP')).toBe(1);
    expect(titleSimilarity('', 'Magpul MOE Grip')).toBe(0);
    expect(titleSimilarity('| Store', '™')).toBe(0);
  });
});

describe('normaliseTitle', () => {
  it('writes a length in inches one way', () => {
    for (const title of [
      'Barrel 16"',
      'Barrel 16 in',
      'Barrel 16 in.',
      'Barrel 16-inch',
      'Barrel 16 Inches',
      "Barrel 16''",
    ])
      expect(normaliseTitle(title), title).toBe('barrel 16in');
    expect(normaliseTitle('MCMR 13.5" Rail')).toBe('mcmr 13.5in rail');
  });

  it('writes a calibre as one word, whatever its spelling', () => {
    for (const title of ['5.56 NATO', '5.56x45', '5.56x45mm', '5.56mm', '556 NATO'])
      expect(normaliseTitle(`Upper ${title}`), title).toBe('upper 556nato');
    expect(normaliseTitle('Barrel .300 BLK')).toBe('barrel 300blackout');
    expect(normaliseTitle('Barrel .223 Wylde')).toBe('barrel 223wylde');
  });

  it('writes threads, twists, journals, magnifications and model codes one way', () => {
    expect(normaliseTitle('Brake 1/2-28')).toBe(normaliseTitle('Brake 1/2x28'));
    expect(normaliseTitle('Barrel 1:7 Twist')).toBe(normaliseTitle('Barrel 1/7'));
    expect(normaliseTitle('Gas Block .750"')).toBe('gas block 0.750');
    expect(normaliseTitle('Scope 1 - 8 x 24 mm')).toBe('scope 1-8x24');
    expect(normaliseTitle('Charging Handle Mod 4, Gen 3')).toBe('chargehandle mod4 gen3');
  });

  it('drops the brand, trademark signs, punctuation and retailer noise', () => {
    expect(
      normaliseTitle('NEW Magpul® MOE™ Grip - Free Shipping! In Stock | Acme Guns', 'Magpul'),
    ).toBe('moe grip');
    expect(normaliseTitle('BCM Gunfighter Grip', 'Bravo Company')).toBe('gunfighter grip');
    expect(normaliseTitle('Radian Raptor Charging Handle', 'Radian Weapons')).toBe(
      'raptor chargehandle',
    );
  });

  it('keeps colour and finish words, in one spelling', () => {
    expect(normaliseTitle('Stock - Flat Dark Earth')).toBe('stock fde');
    expect(normaliseTitle('Grip OD Green')).toBe('grip odgreen');
    expect(normaliseTitle('Tube Stainless Steel, Gray')).toBe('tube stainless grey');
  });

  it('gives the same words when run on its own output', () => {
    for (const [a, b, brand] of [...SAME, ...OTHER_VARIANT]) {
      for (const title of [a, b]) {
        const once = normaliseTitle(title, brand);
        expect(normaliseTitle(once)).toBe(once);
      }
    }
  });
});
