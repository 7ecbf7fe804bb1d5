import { BLACK_FDE, COLORS, COLORS_4, COLORS_GREY, line, type TypeData } from './model.ts';

// Lower receivers and their small parts, grips, triggers, stocks and buffer systems (ADR 021).

const LOWER_INCLUDES = ['Trigger', 'Grip', 'Stock', 'Buffer System', 'Lower Parts Kit'];
const BUFFER_KIT = ['Buffer', 'Buffer Tube', 'Buffer Spring'];
const BUFFER_KIT_PLATE = [...BUFFER_KIT, 'Receiver End Plate'];
const MULTI_CAL = {
  caliber: 'Multi-Caliber',
  caliberCompatibility: [
    '5.56 NATO',
    '.223 Remington',
    '.300 Blackout',
    '6.5 Grendel',
    '.224 Valkyrie',
    '7.62x39',
  ],
};

export const LOWER_TYPES: TypeData[] = [
  {
    type: 'ar15-complete-lowers',
    silhouette: 'lower',
    blurb:
      'A complete lower: receiver with trigger, grip, stock and buffer system installed, ready for any AR-15 upper.',
    base: { includedParts: LOWER_INCLUDES, material: '7075-T6 Aluminum', ...MULTI_CAL },
    lines: [
      line(
        'Aero Precision',
        'M4E1 Complete Lower Receiver',
        380,
        { color: COLORS_4 },
        { triggerType: 'Mil-Spec Single Stage' },
      ),
      line(
        'Bravo Company',
        'BCM Complete Lower Group',
        430,
        { color: BLACK_FDE, type: ['Mod 0 Stock', ['SOPMOD Stock', 30]] },
        { triggerType: 'Mil-Spec Single Stage' },
      ),
      line(
        'Palmetto State Armory',
        'PA-15 Classic Complete Lower',
        170,
        { color: ['Black'], type: ['A2 Fixed Stock', ['M4 Carbine Stock', 0], ['MOE Stock', 20]] },
        { triggerType: 'Mil-Spec Single Stage' },
      ),
      line(
        'Anderson Manufacturing',
        'AM-15 Complete Lower',
        150,
        {},
        { color: ['Black'], triggerType: 'Mil-Spec Single Stage' },
      ),
      line(
        'Daniel Defense',
        'DDM4 Complete Lower Receiver',
        520,
        {},
        { color: ['Black'], triggerType: 'Mil-Spec Single Stage' },
      ),
      line(
        'Sons of Liberty Gun Works',
        'Complete Lower Receiver',
        560,
        { color: BLACK_FDE },
        { triggerType: 'Geissele SSA' },
      ),
      line(
        'Geissele Automatics',
        'Super Duty Complete Lower',
        640,
        { color: ['Black', 'DDC'] },
        { triggerType: 'Geissele SSA' },
      ),
      line(
        'Radical Firearms',
        'Complete Lower Receiver',
        200,
        { type: ['Carbine Stock', ['Pistol Brace', 30]] },
        { color: ['Black'], triggerType: 'Mil-Spec Single Stage' },
      ),
    ],
  },
  {
    type: 'ar15-stripped-lowers',
    silhouette: 'lower',
    blurb:
      'The serialised part: a bare lower receiver to build up with your own parts kit, buffer system and stock.',
    base: { material: '7075-T6 Aluminum', finish: 'Type III Hardcoat Anodized', ...MULTI_CAL },
    lines: [
      line(
        'Aero Precision',
        'M4E1 Stripped Lower Receiver',
        110,
        { color: COLORS_4 },
        { type: 'Forged' },
      ),
      line(
        'Aero Precision',
        'AR15 Stripped Lower Receiver',
        80,
        { color: COLORS },
        { type: 'Forged' },
      ),
      line(
        'Anderson Manufacturing',
        'AM-15 Stripped Lower Receiver',
        50,
        {},
        { type: 'Forged', color: ['Black'] },
      ),
      line(
        'Palmetto State Armory',
        'PA-15 Stripped Lower Receiver',
        60,
        { color: COLORS },
        { type: 'Forged' },
      ),
      line(
        'Bravo Company',
        'BCM Stripped Lower Receiver',
        170,
        {},
        { type: 'Forged', color: ['Black'] },
      ),
      line(
        'San Tan Tactical',
        'STT-15 Billet Lower Receiver',
        280,
        { color: COLORS_GREY },
        { type: 'Billet' },
      ),
      line(
        'Radian Weapons',
        'Model 1 Lower Receiver',
        290,
        { color: COLORS_4 },
        { type: 'Billet' },
      ),
      line(
        'Tactical Machining',
        'TM-15 80% Lower Receiver',
        60,
        { color: ['Black', 'Raw'] },
        { type: 'Forged' },
        'Sold unfinished; the buyer machines the fire-control pocket where local law allows it.',
      ),
      line(
        'Spikes Tactical',
        'Spider Stripped Lower Receiver',
        130,
        {},
        { type: 'Forged', color: ['Black'] },
      ),
    ],
  },
  {
    type: 'ar15-lower-parts-kits',
    silhouette: 'kit',
    blurb:
      'The springs, pins, detents, controls and fire-control group that turn a stripped lower into a working one.',
    lines: [
      line('Aero Precision', 'AR15 Lower Parts Kit', 60, {
        type: ['Complete', ['Less FCG & Grip', -25]],
      }),
      line('Bravo Company', 'BCM Lower Parts Kit', 80, {
        type: ['Complete', ['Less FCG & Grip', -30]],
      }),
      line('CMMG', 'Lower Parts Kit', 70, { type: ['Complete', ['Enhanced Trigger Guard', 5]] }),
      line('Palmetto State Armory', 'Classic Lower Parts Kit', 40, {
        type: ['Complete', ['Less FCG & Grip', -15]],
      }),
      line('Anderson Manufacturing', 'Lower Parts Kit', 45),
      line(
        'Radian Weapons',
        'Talon Enhanced Lower Parts Kit',
        120,
        { color: BLACK_FDE },
        { type: 'Enhanced (Ambidextrous)' },
      ),
    ],
  },
  {
    type: 'ar15-trigger-guards',
    silhouette: 'small-part',
    blurb:
      'Closes the bottom of the trigger well; an oversized guard leaves room for gloved fingers.',
    lines: [
      line(
        'Magpul',
        'MOE Enhanced Trigger Guard',
        10,
        { color: ['Black', 'FDE', 'OD Green'] },
        { material: 'Polymer' },
      ),
      line(
        'Aero Precision',
        'Oversized Trigger Guard',
        15,
        {},
        { material: 'Aluminum', color: ['Black'] },
      ),
      line(
        'Strike Industries',
        'Enhanced Trigger Guard',
        12,
        { color: ['Black', 'Red', 'Blue'] },
        { material: 'Aluminum' },
      ),
      line(
        'Brownells',
        'Standard Trigger Guard Assembly',
        8,
        {},
        { material: 'Aluminum', color: ['Black'] },
      ),
    ],
  },
  {
    type: 'ar15-takedown-pins',
    silhouette: 'small-part',
    blurb: 'The front pivot and rear takedown pins that hold upper and lower together.',
    lines: [
      line('Strike Industries', 'Enhanced Takedown Pin Set', 20, {
        color: ['Black', 'Red', 'Blue', 'FDE'],
      }),
      line('Bravo Company', 'BCM Pivot and Takedown Pin Set', 15, {}, { color: ['Black'] }),
      line('KNS Precision', 'Non-Rotating Anti-Walk Pin Set', 20, {
        type: ['Gen 1', ['Gen 2', 5]],
      }),
    ],
  },
  {
    type: 'ar15-safety-selectors',
    silhouette: 'small-part',
    blurb:
      'Switches the rifle between safe and fire; short-throw and ambidextrous selectors are faster to work.',
    lines: [
      line('Radian Weapons', 'Talon Ambidextrous Safety Selector', 55, {
        color: BLACK_FDE,
        type: ['45/90', ['90 Only', 0]],
      }),
      line(
        'Bravo Company',
        'BCM Gunfighter Ambi Safety Selector',
        50,
        {},
        { type: 'Ambidextrous 90', color: ['Black'] },
      ),
      line(
        'Geissele Automatics',
        'Super Configurable Safety',
        70,
        { color: ['Black', 'DDC'] },
        { type: 'Ambidextrous 45/90' },
      ),
      line(
        'Badger Ordnance',
        'Condition One Safety Selector',
        60,
        {},
        { type: 'Ambidextrous', color: ['Black'] },
      ),
      line(
        'Aero Precision',
        'Standard Safety Selector',
        10,
        {},
        { type: 'Mil-Spec 90', color: ['Black'] },
      ),
    ],
  },
  {
    type: 'ar15-bolt-catches',
    silhouette: 'small-part',
    blurb: 'Holds the bolt open after the last round and releases it when pressed.',
    lines: [
      line('Magpul', 'B.A.D. Lever', 35, {}, { type: 'Extended Lever', color: ['Black'] }),
      line(
        'Strike Industries',
        'Enhanced Bolt Catch',
        15,
        { color: ['Black', 'Red', 'FDE'] },
        { type: 'Enhanced' },
      ),
      line('Aero Precision', 'Bolt Catch Assembly', 10, {}, { type: 'Mil-Spec', color: ['Black'] }),
      line(
        'Geissele Automatics',
        'Ultimate Bolt Catch',
        40,
        { color: ['Black', 'DDC'] },
        { type: 'Enhanced' },
      ),
    ],
  },
  {
    type: 'ar15-magazine-releases',
    silhouette: 'small-part',
    blurb: 'Drops the magazine; an extended button is easier to reach.',
    lines: [
      line('Strike Industries', 'Extended Magazine Release', 15, {
        color: ['Black', 'Red', 'Blue'],
      }),
      line('Geissele Automatics', 'Ultimate Magazine Catch', 45, { color: ['Black', 'DDC'] }),
      line('Bravo Company', 'BCM Gunfighter Mag Release Mod 0', 20, {}, { color: ['Black'] }),
      line('Aero Precision', 'Magazine Catch Assembly', 10, {}, { color: ['Black'] }),
    ],
  },
  {
    type: 'ar15-end-plates',
    silhouette: 'small-part',
    blurb:
      'Receiver end plate and castle nut: lock the buffer tube and retain the takedown detent.',
    lines: [
      line('Bravo Company', 'BCM End Plate and Castle Nut', 20, {
        type: ['Standard', ['QD Sling Plate', 10]],
      }),
      line(
        'Aero Precision',
        'Enhanced End Plate',
        18,
        { color: BLACK_FDE },
        { type: 'QD Sling Plate' },
      ),
      line(
        'Magpul',
        'ASAP Ambidextrous Sling Attachment Point',
        30,
        {},
        { type: 'Sling Plate', color: ['Black'] },
      ),
      line('Palmetto State Armory', 'End Plate and Castle Nut', 10),
    ],
  },
  {
    type: 'ar15-detents',
    silhouette: 'spring',
    blurb: 'The little springs and detents of the lower that everybody loses on the workbench.',
    lines: [
      line('Brownells', 'Detent and Spring Kit', 10, {
        type: ['Standard', ['Enhanced (Extra Springs)', 4]],
      }),
      line('Sprinco', 'Enhanced Detent Spring Set', 12),
      line('Aero Precision', 'Takedown Detent and Spring', 5),
    ],
  },
  {
    type: 'ar15-lower-hardware',
    silhouette: 'kit',
    blurb: 'Pins, roll pins and screws of the lower sold as spares.',
    lines: [
      line('Brownells', 'Lower Receiver Pin Kit', 12),
      line('Anderson Manufacturing', 'Lower Hardware Kit', 10),
      line('KNS Precision', 'Anti-Walk Hammer and Trigger Pins', 18, {
        type: ['Gen 1', ['Gen 2', 5]],
      }),
    ],
  },
  {
    type: 'ar15-grips',
    silhouette: 'grip',
    blurb: 'The pistol grip your firing hand holds; the angle and texture decide how it feels.',
    base: { material: 'Polymer' },
    lines: [
      line(
        'Magpul',
        'MOE Grip',
        20,
        { color: ['Black', 'FDE', 'OD Green', 'Stealth Grey'] },
        { type: '17° Angle' },
      ),
      line(
        'Magpul',
        'MOE-K2 Grip',
        22,
        { color: ['Black', 'FDE', 'OD Green'] },
        { type: 'Vertical (K2)' },
      ),
      line(
        'Bravo Company',
        'BCMGUNFIGHTER Grip Mod 3',
        25,
        { color: ['Black', 'FDE', 'Wolf Grey'] },
        { type: 'Vertical' },
      ),
      line(
        'Hogue',
        'OverMolded Rubber Grip',
        20,
        { color: ['Black', 'FDE', 'OD Green'], type: ['Finger Grooves', ['Beavertail', 2]] },
        { material: 'Rubber' },
      ),
      line('Ergo Grips', 'Tactical Deluxe Grip', 25, { color: BLACK_FDE }, { type: 'Sure Grip' }),
      line('Daniel Defense', 'Pistol Grip', 30, { color: ['Black', 'Mil-Spec+', 'Deep Woods'] }),
      line(
        'Reptilia',
        'CQG Grip',
        30,
        { color: ['Black', 'FDE', 'OD Green'] },
        { type: 'Vertical' },
      ),
      line('Palmetto State Armory', 'A2 Pistol Grip', 8, {}, { color: ['Black'], type: 'A2' }),
      line('Strike Industries', 'Overmolded Enhanced Pistol Grip', 30, {
        color: ['Black', 'FDE'],
        type: ['Standard', ['With Storage', 5]],
      }),
    ],
  },
  {
    type: 'ar15-triggers',
    silhouette: 'trigger',
    blurb:
      'The fire-control group: trigger, hammer, disconnector and springs; a better one breaks cleaner and lighter.',
    lines: [
      line(
        'Geissele Automatics',
        'SSA-E Trigger',
        240,
        { triggerType: ['Curved', ['Flat', 0]] },
        { type: 'Two Stage', pullWeight: '3.5 lb' },
      ),
      line(
        'Geissele Automatics',
        'SD-E Trigger',
        170,
        {},
        { type: 'Two Stage', pullWeight: '4.5 lb', triggerType: 'Curved' },
      ),
      line(
        'Geissele Automatics',
        'Super 3 Gun (S3G) Trigger',
        240,
        { triggerType: ['Curved', 'Flat'] },
        { type: 'Single Stage', pullWeight: '3.5 lb' },
      ),
      line(
        'LaRue Tactical',
        'MBT-2S Trigger',
        90,
        {},
        { type: 'Two Stage', pullWeight: '4.5 lb', triggerType: 'Curved' },
      ),
      line(
        'CMC Triggers',
        'Drop-In Trigger',
        180,
        { triggerType: ['Flat', 'Curved'], pullWeight: ['3.5 lb', '4.5 lb'] },
        { type: 'Single Stage Cassette' },
      ),
      line(
        'Rise Armament',
        'RA-535 Advanced Performance Trigger',
        120,
        { color: ['Black', 'Silver'], triggerType: ['Curved', ['Flat', 10]] },
        { type: 'Single Stage', pullWeight: '3.5 lb' },
      ),
      line(
        'TriggerTech',
        'Diamond AR Trigger',
        300,
        { triggerType: ['Flat', 'Curved'], pullWeight: ['2.5-4.0 lb (adjustable)'] },
        { type: 'Single Stage' },
      ),
      line(
        'Timney Triggers',
        'AR-15 Competition Trigger',
        230,
        { pullWeight: ['3 lb', '4 lb'], triggerType: ['Straight', 'Curved'] },
        { type: 'Single Stage Cassette' },
      ),
      line(
        'Hiperfire',
        'EDT2 Trigger',
        130,
        {},
        { type: 'Single Stage', pullWeight: '3.5-4.5 lb', triggerType: 'Curved' },
      ),
      line(
        'Palmetto State Armory',
        'Mil-Spec Trigger Group',
        30,
        {},
        { type: 'Single Stage', pullWeight: '6.5 lb', triggerType: 'Curved' },
      ),
      line(
        'Aero Precision',
        'Enhanced Trigger Group',
        60,
        {},
        { type: 'Single Stage', pullWeight: '5.5 lb', triggerType: 'Curved' },
      ),
      line(
        'Elftmann Tactical',
        'Match Trigger',
        210,
        { triggerType: ['Straight', 'Curved'], color: ['Red', 'Black', 'Silver'] },
        { type: 'Single Stage Adjustable', pullWeight: '2.75-5 lb' },
      ),
    ],
  },
  {
    type: 'ar15-stocks',
    silhouette: 'stock',
    blurb:
      'The stock sets length of pull and cheek weld; collapsible stocks need a carbine buffer tube of the matching diameter.',
    base: { material: 'Polymer' },
    lines: [
      line('Magpul', 'MOE Carbine Stock', 65, {
        color: ['Black', 'FDE', 'OD Green', 'Stealth Grey'],
        type: ['Mil-Spec', ['Commercial', 0]],
      }),
      line('Magpul', 'CTR Carbine Stock', 85, {
        color: ['Black', 'FDE', 'OD Green'],
        type: ['Mil-Spec', ['Commercial', 0]],
      }),
      line(
        'Magpul',
        'PRS Gen3 Precision Stock',
        250,
        { color: BLACK_FDE },
        { type: 'Fixed (Rifle Tube)' },
      ),
      line(
        'Bravo Company',
        'BCMGUNFIGHTER Stock Mod 0',
        70,
        { color: ['Black', 'FDE', 'Wolf Grey'] },
        { type: 'Mil-Spec' },
      ),
      line('B5 Systems', 'Bravo Stock', 60, {
        color: ['Black', 'FDE', 'OD Green'],
        type: ['Mil-Spec', ['Commercial', 0]],
      }),
      line('B5 Systems', 'SOPMOD Stock', 80, { color: BLACK_FDE }, { type: 'Mil-Spec' }),
      line(
        'Daniel Defense',
        'Buttstock',
        90,
        { color: ['Black', 'Mil-Spec+', 'Deep Woods'] },
        { type: 'Mil-Spec' },
      ),
      line('Mission First Tactical', 'BATTLELINK Minimalist Stock', 55, {
        color: ['Black', 'Scorched Dark Earth', 'Wolf Grey'],
        type: ['Mil-Spec', 'Commercial'],
      }),
      line(
        'Palmetto State Armory',
        'A2 Fixed Stock',
        30,
        {},
        { type: 'Fixed (Rifle Tube)', color: ['Black'] },
      ),
      line(
        'Luth-AR',
        'MBA-1 Adjustable Stock',
        165,
        {},
        { type: 'Fixed (Rifle Tube)', color: ['Black'] },
      ),
    ],
  },
  {
    type: 'ar15-buffers',
    silhouette: 'buffer',
    blurb:
      'Buffer weight tunes how hard the carrier cycles; heavier buffers calm over-gassed rifles.',
    lines: [
      line(
        'Bravo Company',
        'BCM Carbine Buffer',
        35,
        { bufferType: ['Carbine (3.0 oz)', 'H (3.8 oz)', 'H2 (4.7 oz)', 'H3 (5.6 oz)'] },
        { material: 'Aluminum, Tungsten' },
      ),
      line(
        'Spikes Tactical',
        'ST-T2 Tungsten Buffer',
        50,
        {},
        { bufferType: 'H2 (4.7 oz)', material: 'Aluminum, Tungsten' },
      ),
      line(
        'Kaw Valley Precision',
        'Carbine Buffer',
        30,
        { bufferType: ['H (3.8 oz)', 'H2 (4.7 oz)', 'H3 (5.6 oz)'] },
        { material: 'Aluminum, Tungsten' },
      ),
      line('Palmetto State Armory', 'Carbine Buffer', 15, {
        bufferType: ['Carbine (3.0 oz)', 'H (3.8 oz)'],
      }),
      line('Sprinco', 'Heavy Rifle Buffer', 40, {
        bufferType: ['Rifle (5.2 oz)', 'Heavy Rifle (7.6 oz)'],
      }),
    ],
  },
  {
    type: 'ar15-buffer-tubes',
    silhouette: 'buffer-tube',
    blurb:
      'The receiver extension the stock slides on; mil-spec and commercial tubes differ in diameter.',
    lines: [
      line(
        'Bravo Company',
        'BCM Mil-Spec Receiver Extension',
        45,
        {},
        { type: 'Mil-Spec', innerDiameter: '1.148"', material: '7075-T6 Aluminum' },
      ),
      line(
        'Aero Precision',
        'Carbine Buffer Tube',
        35,
        { type: ['Mil-Spec', ['Commercial', -5]] },
        { material: '7075-T6 Aluminum' },
      ),
      line('Palmetto State Armory', 'Carbine Buffer Tube', 25, {
        type: ['Mil-Spec', 'Commercial'],
      }),
      line(
        'Kaw Valley Precision',
        'Pistol Buffer Tube',
        30,
        { length: ['6.5"', '7.25"'] },
        { type: 'Pistol' },
      ),
    ],
  },
  {
    type: 'ar15-buffer-springs',
    silhouette: 'spring',
    blurb: 'Returns the carrier to battery; a tired spring causes short-stroking.',
    lines: [
      line(
        'Sprinco',
        'Enhanced Buffer Spring',
        20,
        { type: ['Carbine', 'Rifle'], color: ['Blue (+10%)', 'Red (+20%)'] },
        { material: 'Chrome Silicon' },
      ),
      line(
        'Tubb Precision',
        'Flatwire Buffer Spring',
        40,
        { type: ['Carbine', 'Rifle'] },
        { material: 'Chrome Silicon' },
      ),
      line(
        'Bravo Company',
        'BCM Carbine Action Spring',
        12,
        {},
        { type: 'Carbine', material: 'Stainless Steel' },
      ),
      line('Geissele Automatics', 'Super 42 Braided Wire Spring', 40, {
        type: ['Carbine', 'Rifle'],
      }),
    ],
  },
  {
    type: 'ar15-buffer-kits',
    silhouette: 'buffer-tube',
    blurb:
      'Buffer tube, buffer and action spring sold together, usually with end plate and castle nut.',
    lines: [
      line(
        'Bravo Company',
        'BCM Carbine Receiver Extension Kit',
        90,
        { bufferType: ['Carbine (3.0 oz)', 'H (3.8 oz)', 'H2 (4.7 oz)'] },
        { type: 'Mil-Spec', includedParts: BUFFER_KIT_PLATE },
      ),
      line(
        'Aero Precision',
        'Carbine Buffer Kit',
        60,
        { type: ['Mil-Spec', 'Commercial'], bufferType: ['Carbine (3.0 oz)', 'H (3.8 oz)'] },
        { includedParts: BUFFER_KIT_PLATE },
      ),
      line(
        'Geissele Automatics',
        'Super 42 Buffer Kit',
        140,
        { bufferType: ['H1 (3.8 oz)', 'H2 (4.7 oz)'] },
        { type: 'Mil-Spec', includedParts: BUFFER_KIT },
      ),
      line(
        'Palmetto State Armory',
        'Carbine Buffer Tube Kit',
        45,
        { type: ['Mil-Spec', 'Commercial'] },
        { includedParts: BUFFER_KIT_PLATE },
      ),
      line(
        'Kaw Valley Precision',
        'Pistol Buffer Tube Kit',
        55,
        { length: ['6.5"', '7.25"'] },
        { type: 'Pistol', includedParts: BUFFER_KIT_PLATE },
      ),
    ],
  },
];
