import { barrelFacts } from './data-upper.ts';
import {
  BLACK_FDE,
  COLORS_GREY,
  COLORS_4,
  line,
  type TypeData,
  UPPER_INCLUDES,
  LOWER_INCLUDES,
  BCG_INCLUDES,
} from './model.ts';

// The AR-10 (large-frame, .308-class) receivers, barrels, bolt carrier groups, magazines and
// buffer parts (ADR 021). AR-10 receivers come in two patterns that do not mate: the DPMS one
// (LR-308, SR-25 magazines: Aero Precision M5, Palmetto State Armory PA-10, Seekins SP10) and
// ArmaLite's own (AR-10A, its own magazines). A receiver, handguard, charging handle or magazine
// names its pattern in its type; barrels and bolt carrier groups fit both.

const AR10_CALIBERS = {
  caliber: '.308 Winchester',
  caliberCompatibility: ['.308 Winchester', '6.5 Creedmoor'],
};

export const AR10_TYPES: TypeData[] = [
  {
    type: 'ar10-barrels',
    silhouette: 'barrel',
    blurb:
      'A .308-class barrel for large-frame AR-10 uppers, with its barrel extension, chambered, headspaced and threaded 5/8x24.',
    base: { material: '4150 CMV Steel', finish: 'QPQ Nitride' },
    derive: barrelFacts,
    steps: { barrelLength: 15 },
    lines: [
      line(
        'Aero Precision',
        'M5 .308 Barrel',
        230,
        { barrelLength: ['16"', '18"', '20"'] },
        { caliber: '.308 Winchester', diameter: '.750"' },
        'Made for the M5 receivers, with a mid-length gas system on the 16" and rifle-length on the longer ones.',
      ),
      line(
        'Ballistic Advantage',
        'Modern Series .308 Win SPR Barrel',
        210,
        { barrelLength: ['16"', '18"', '20"'] },
        { caliber: '.308 Winchester', profile: 'SPR', diameter: '.750"' },
      ),
      line(
        'Ballistic Advantage',
        'Performance Series .308 Win Barrel',
        300,
        { barrelLength: ['16"', '18"', '20"'] },
        {
          caliber: '.308 Winchester',
          diameter: '.750"',
          material: '416R Stainless Steel',
          finish: 'Black Nitride',
        },
      ),
      line(
        'Ballistic Advantage',
        'Performance Series 6.5 Creedmoor Heavy Barrel',
        330,
        { barrelLength: ['20"', '22"', '24"'] },
        {
          caliber: '6.5 Creedmoor',
          profile: 'Heavy',
          diameter: '.875"',
          material: '416R Stainless Steel',
          finish: 'Black Nitride',
        },
        'A heavy stainless barrel for shooting off a bipod at distance; it needs a .875" gas block.',
      ),
      line(
        'Criterion Barrels',
        '.308 Winchester Hybrid Profile Barrel',
        320,
        { barrelLength: ['16"', '18"', '20"'] },
        {
          caliber: '.308 Winchester',
          profile: 'Hybrid',
          diameter: '.750"',
          material: '416R Stainless Steel',
          finish: 'Stainless',
        },
      ),
      line(
        'Proof Research',
        'AR-10 Carbon Fiber Barrel',
        900,
        { barrelLength: ['16"', '18"', '20"'] },
        {
          caliber: '.308 Winchester',
          profile: 'Carbon Fiber Wrapped',
          diameter: '.750"',
          material: '416R Stainless, Carbon Fiber',
          finish: 'Carbon Fiber',
        },
        'A thin steel liner wrapped in carbon fibre: the stiffness of a heavy barrel at a fraction of its weight.',
      ),
      line(
        'Palmetto State Armory',
        'PA-10 .308 Nitride Barrel',
        150,
        { barrelLength: ['16"', '18"'] },
        { caliber: '.308 Winchester', diameter: '.750"' },
      ),
    ],
  },
  {
    type: 'ar10-stripped-uppers',
    silhouette: 'stripped-upper',
    blurb:
      'A bare large-frame upper receiver; its pattern decides which lowers, handguards and charging handles it takes.',
    base: { material: '7075-T6 Aluminum', finish: 'Type III Hardcoat Anodized' },
    lines: [
      line(
        'Aero Precision',
        'M5 Stripped Upper Receiver',
        150,
        { color: COLORS_GREY },
        { type: 'DPMS High Profile, Forged' },
      ),
      line(
        'Aero Precision',
        'M5 Assembled Upper Receiver',
        185,
        { color: BLACK_FDE },
        { type: 'DPMS High Profile, Forged' },
        'Comes with the forward assist and dust cover already fitted.',
      ),
      line(
        'Aero Precision',
        'M5E1 Stripped Upper Receiver',
        200,
        { color: COLORS_4 },
        { type: 'DPMS High Profile, Forged' },
        'The enhanced M5 upper, with a threaded front for Aero’s own handguards.',
      ),
      line(
        'Seekins Precision',
        'SP10 Billet Upper Receiver',
        350,
        { color: BLACK_FDE },
        { type: 'DPMS Pattern, Billet' },
      ),
      line(
        'Palmetto State Armory',
        'PA-10 Stripped Upper Receiver',
        90,
        {},
        { type: 'DPMS Pattern, Forged', color: ['Black'] },
      ),
      line(
        'ArmaLite',
        'AR-10A4 Stripped Upper Receiver',
        260,
        {},
        { type: 'ArmaLite AR-10 Pattern, Forged', color: ['Black'] },
        'ArmaLite’s own pattern: it mates only with ArmaLite AR-10 lowers.',
      ),
    ],
  },
  {
    type: 'ar10-complete-uppers',
    silhouette: 'complete-upper',
    blurb:
      'A complete large-frame upper: receiver, barrel, gas system, handguard, muzzle device, bolt carrier group and charging handle, headspaced and ready to pin on a lower of its pattern.',
    base: { includedParts: UPPER_INCLUDES, material: '7075-T6 Aluminum', color: ['Black'] },
    derive: barrelFacts,
    steps: { barrelLength: 30 },
    lines: [
      line(
        'Aero Precision',
        'M5 .308 Complete Upper',
        850,
        { barrelLength: ['16"', '18"', '20"'] },
        {
          caliber: '.308 Winchester',
          type: 'DPMS High Profile',
          railType: 'M-LOK',
          railLength: '15"',
        },
      ),
      line(
        'Aero Precision',
        'M5E1 .308 Complete Upper',
        1000,
        { barrelLength: ['16"', '18"'] },
        {
          caliber: '.308 Winchester',
          type: 'DPMS High Profile',
          railType: 'M-LOK',
          railLength: '15"',
        },
      ),
      line(
        'Palmetto State Armory',
        'PA-10 Gen 3 .308 Complete Upper',
        500,
        { barrelLength: ['16"', '18"', '20"'] },
        {
          caliber: '.308 Winchester',
          type: 'DPMS Pattern',
          railType: 'M-LOK',
          railLength: '15"',
          finish: 'Nitride',
        },
      ),
      line(
        'Bear Creek Arsenal',
        'BC-10 .308 Complete Upper',
        430,
        { barrelLength: ['16"', '18"', '20"'] },
        { caliber: '.308 Winchester', type: 'DPMS Pattern', railType: 'M-LOK' },
        'A budget large-frame upper for a first .308 build.',
      ),
    ],
  },
  {
    type: 'ar10-stripped-lowers',
    silhouette: 'lower',
    blurb:
      'The serialised part of a large-frame rifle: its pattern decides the upper and the magazines it takes.',
    base: { material: '7075-T6 Aluminum', finish: 'Type III Hardcoat Anodized', ...AR10_CALIBERS },
    lines: [
      line(
        'Aero Precision',
        'M5 Stripped Lower Receiver',
        180,
        { color: COLORS_GREY },
        { type: 'DPMS Pattern (SR-25 Magazines), Forged' },
        'Takes Magpul PMAG LR/SR and other SR-25 pattern magazines.',
      ),
      line(
        'Palmetto State Armory',
        'PA-10 Stripped Lower Receiver',
        90,
        {},
        { type: 'DPMS Pattern (SR-25 Magazines), Forged', color: ['Black'] },
      ),
      line(
        'Seekins Precision',
        'SP10 Billet Lower Receiver',
        400,
        { color: BLACK_FDE },
        { type: 'DPMS Pattern (SR-25 Magazines), Billet' },
        'Machined from billet, with the DPMS pattern’s SR-25 magazine well.',
      ),
      line(
        'ArmaLite',
        'AR-10A Stripped Lower Receiver',
        280,
        {},
        { type: 'ArmaLite AR-10 Pattern, Forged', color: ['Black'] },
        'Takes ArmaLite’s own AR-10 magazines, not SR-25 pattern ones.',
      ),
    ],
  },
  {
    type: 'ar10-complete-lowers',
    silhouette: 'lower',
    blurb:
      'A complete large-frame lower: receiver with trigger, grip, stock and carbine buffer system for .308.',
    base: { includedParts: LOWER_INCLUDES, material: '7075-T6 Aluminum', ...AR10_CALIBERS },
    lines: [
      line(
        'Aero Precision',
        'M5 Complete Lower Receiver',
        420,
        { color: BLACK_FDE },
        {
          type: 'DPMS Pattern (SR-25 Magazines), MOE Carbine Stock',
          triggerType: 'Mil-Spec Single Stage',
        },
      ),
      line(
        'Palmetto State Armory',
        'PA-10 Classic Complete Lower',
        250,
        {},
        {
          type: 'DPMS Pattern (SR-25 Magazines), MOE Carbine Stock',
          triggerType: 'Mil-Spec Single Stage',
          color: ['Black'],
        },
      ),
    ],
  },
  {
    type: 'ar10-bcgs',
    silhouette: 'bcg',
    blurb:
      'A .308 bolt carrier group for DPMS and ArmaLite pattern uppers: carrier, bolt, cam pin, firing pin and retaining pin.',
    base: {
      includedParts: BCG_INCLUDES,
      ...AR10_CALIBERS,
      material: '8620 Steel Carrier',
      type: 'Full Auto Profile',
    },
    lines: [
      line('Aero Precision', 'M5 .308 Bolt Carrier Group', 200, {
        finish: ['Nitride', ['Nickel Boron', 30]],
      }),
      line('Toolcraft', '.308 Bolt Carrier Group', 180, {
        finish: ['Nitride', ['Phosphate', 0]],
      }),
      line(
        'Palmetto State Armory',
        'PA-10 .308 Bolt Carrier Group',
        110,
        {},
        { finish: 'Nitride' },
      ),
      line('Faxon Firearms', '.308 Bolt Carrier Group', 190, {}, { finish: 'Nitride' }),
      line('ArmaLite', 'AR-10 Bolt Carrier Group', 260, {}, { finish: 'Phosphate' }),
    ],
  },
  {
    type: 'ar10-magazines',
    silhouette: 'magazine',
    blurb:
      'Magazines for large-frame .308 rifles; SR-25 and ArmaLite AR-10 pattern magazines do not interchange.',
    base: AR10_CALIBERS,
    lines: [
      line(
        'Magpul',
        'PMAG LR/SR GEN M3',
        22,
        { capacity: ['10 Rounds', '20 Rounds', ['25 Rounds', 2]], color: ['Black', 'FDE'] },
        { type: 'SR-25 Pattern', material: 'Polymer' },
        'Fits DPMS-pattern and SR-25 lowers; Magpul lists it as not for ArmaLite AR-10A lowers.',
      ),
      line(
        'Magpul',
        'PMAG LR/SR GEN M3 Window',
        27,
        { capacity: ['20 Rounds', ['25 Rounds', 2]] },
        { type: 'SR-25 Pattern', material: 'Polymer', color: ['Black'] },
      ),
      line(
        'Lancer Systems',
        'L7AWM Advanced Warfighter Magazine',
        33,
        {
          capacity: ['20 Rounds', ['25 Rounds', 3]],
          color: ['Translucent Smoke', 'Opaque Black'],
        },
        { type: 'SR-25 Pattern', material: 'Polymer, Steel Feed Lips' },
      ),
      line(
        'C Products Defense',
        'LR-308 Stainless Magazine',
        25,
        { capacity: ['10 Rounds', '20 Rounds'] },
        { type: 'SR-25 Pattern', material: 'Stainless Steel', color: ['Black'] },
      ),
      line(
        'ArmaLite',
        'AR-10 Magazine',
        45,
        { capacity: ['10 Rounds', '20 Rounds'] },
        { type: 'ArmaLite AR-10 Pattern', material: 'Steel', color: ['Black'] },
        'ArmaLite’s own steel magazine, for ArmaLite AR-10A lowers only.',
      ),
    ],
  },
  {
    type: 'ar10-buffers',
    silhouette: 'buffer',
    blurb:
      'A carbine buffer for .308: shorter than an AR-15 buffer, to make room for the longer large-frame bolt carrier.',
    base: { material: 'Aluminum, Steel' },
    lines: [
      line('Aero Precision', 'M5 .308 Carbine Buffer', 35, {}, { bufferType: 'Carbine (.308)' }),
      line('KAK Industry', '.308 Carbine Buffer', 30, {}, { bufferType: 'Carbine (.308)' }),
      line(
        'Palmetto State Armory',
        'PA-10 .308 Carbine Buffer',
        20,
        {},
        { bufferType: 'Carbine (.308)' },
      ),
      line('ArmaLite', 'AR-10 Carbine Buffer', 40, {}, { bufferType: 'Carbine (AR-10)' }),
      line(
        'VLTOR',
        'A5 .308 Buffer',
        45,
        {},
        { bufferType: 'A5 (.308)' },
        'For the A5 receiver extension only, which VLTOR first made for the SR-25 pattern.',
      ),
    ],
  },
  {
    type: 'ar10-buffer-springs',
    silhouette: 'spring',
    blurb: 'The action spring of a .308 buffer system, longer than the AR-15 one.',
    lines: [
      line('Aero Precision', 'M5 .308 Carbine Buffer Spring', 15, {}, { type: 'Carbine (.308)' }),
      line('KAK Industry', '.308 Carbine Buffer Spring', 15, {}, { type: 'Carbine (.308)' }),
      line('ArmaLite', 'AR-10 Carbine Action Spring', 18, {}, { type: 'Carbine (AR-10)' }),
      line(
        'Tubb Precision',
        'AR10T Flatwire Buffer Spring',
        45,
        { type: ['Carbine (.308)', 'Rifle (.308)'] },
        { material: 'Chrome Silicon' },
      ),
      line(
        'VLTOR',
        'A5 .308 Action Spring',
        20,
        {},
        { type: 'Rifle Length (A5 .308)' },
        'The A5 extension takes a rifle-length spring.',
      ),
    ],
  },
  {
    type: 'ar10-buffer-tubes',
    silhouette: 'buffer-tube',
    blurb:
      'The receiver extension of a large-frame rifle: DPMS-pattern lowers take the AR-15’s carbine and rifle extensions.',
    base: { material: '7075-T6 Aluminum' },
    lines: [
      line(
        'Aero Precision',
        'AR15/M5 Carbine Buffer Tube',
        40,
        {},
        { type: 'Mil-Spec Carbine', innerDiameter: '1.148"' },
      ),
      line(
        'Palmetto State Armory',
        'PA-10 Carbine Buffer Tube',
        25,
        {},
        { type: 'Mil-Spec Carbine' },
      ),
    ],
  },
];
