import type { SubPartName } from '../build/parts.ts';
import type { CompatPart } from './evaluate.ts';
import type { CompatSpecs } from './keys.ts';
import { carbineBuild, compatPart } from './test-builds.ts';

// One passing and one failing build (at least) per rule of RULES, starting from the realistic
// carbine build. rules.test.ts checks every rule id appears in both lists.

type Edit = (parts: CompatPart[]) => CompatPart[];

/** Merge specs into the part in `subPart`. */
export const set =
  (subPart: SubPartName, specs: CompatSpecs): Edit =>
  (parts) =>
    parts.map((p) => (p.subPart === subPart ? { ...p, specs: { ...p.specs, ...specs } } : p));

/** Drop the parts in these sub-parts. */
export const without =
  (...subParts: SubPartName[]): Edit =>
  (parts) =>
    parts.filter((p) => !(subParts as string[]).includes(p.subPart));

/** Add (or replace) a part. */
export const withPart =
  (subPart: SubPartName, name: string, specs: CompatSpecs): Edit =>
  (parts) => [...parts.filter((p) => p.subPart !== subPart), compatPart(subPart, name, specs)];

export const build = (...edits: Edit[]): CompatPart[] =>
  edits.reduce((parts, edit) => edit(parts), carbineBuild());

export interface RuleCase {
  rule: string;
  title: string;
  parts: CompatPart[];
}

const ar10: Edit[] = [
  set('Stripped Upper Receiver', { platform: 'AR-10', ar10Pattern: 'DPMS' }),
  set('Stripped Lower Receiver', {
    platform: 'AR-10',
    ar10Pattern: 'DPMS',
    triggerPin: '.154',
    magazineWell: 'SR-25',
  }),
  set('Handguard', { platform: 'AR-10', ar10Pattern: 'DPMS' }),
  set('Barrel', { platform: 'AR-10', caliber: '308', chamber: '308', muzzleThread: '5/8x24' }),
  set('Bolt Carrier Group', { platform: 'AR-10', caliber: '308' }),
  set('Charging Handle', { platform: 'AR-10', ar10Pattern: 'DPMS' }),
  set('Muzzle Device', { muzzleThread: '5/8x24', boreDiameter: 0.308 }),
  set('Magazines', { magazineCaliber: '308', magazineWell: 'SR-25' }),
  set('Ammunition', { caliber: '308' }),
];

/** A 9 mm blowback carbine on a Glock-pattern lower with a heavy buffer. */
const nineMm: Edit[] = [
  set('Stripped Lower Receiver', { magazineWell: 'Glock 9mm' }),
  set('Barrel', { caliber: '9mm', chamber: '9mm', muzzleThread: '1/2x28' }),
  set('Bolt Carrier Group', { caliber: '9mm' }),
  set('Muzzle Device', { boreDiameter: 0.355 }),
  set('Magazines', { magazineCaliber: '9mm', magazineWell: 'Glock 9mm' }),
  set('Buffer', { bufferWeightOz: 5.6 }),
  set('Ammunition', { caliber: '9mm' }),
];

/** A carbine with a front-sight-base gas block and a drop-in handguard of its length. */
const dropIn = (length: 'carbine' | 'mid-length'): Edit[] => [
  set('Gas Block', { gasBlockType: 'front-sight-base' }),
  set('Handguard', {
    handguardType: 'drop-in',
    handguardNeedsOwnNut: false,
    handguardLengthIn: length === 'carbine' ? 6.75 : 9,
    dropInGasSystem: length,
  }),
];

export const PASSING: readonly RuleCase[] = [
  { rule: '*', title: 'the 5.56 mid-length carbine', parts: build() },
  { rule: 'platform-upper-lower', title: 'an AR-10 build throughout', parts: build(...ar10) },
  { rule: 'platform-bcg', title: 'an AR-15 BCG', parts: build() },
  { rule: 'platform-barrel', title: 'an AR-15 barrel', parts: build() },
  { rule: 'platform-handguard', title: 'an AR-15 handguard', parts: build() },
  { rule: 'platform-charging-handle', title: 'an AR-15 handle', parts: build() },
  {
    rule: 'bolt-face',
    title: 'a .300 BLK barrel on a 5.56 bolt',
    parts: build(
      set('Barrel', { caliber: '300-blackout', chamber: '300-blackout' }),
      set('Muzzle Device', { boreDiameter: 0.308 }),
      set('Ammunition', { caliber: '300-blackout' }),
    ),
  },
  {
    rule: 'bolt-face',
    title: 'a 6mm ARC barrel on a 6.5 Grendel bolt',
    parts: build(
      set('Barrel', { caliber: '6mm-arc', chamber: '6mm-arc' }),
      set('Bolt Carrier Group', { caliber: '65-grendel' }),
      set('Muzzle Device', { boreDiameter: 0.243 }),
      set('Ammunition', { caliber: '6mm-arc' }),
    ),
  },
  {
    rule: 'bolt-face',
    title: 'a .224 Valkyrie barrel on a 6.8 SPC bolt',
    parts: build(
      set('Barrel', { caliber: '224-valkyrie', chamber: '224-valkyrie' }),
      set('Bolt Carrier Group', { caliber: '68-spc' }),
      set('Ammunition', { caliber: '224-valkyrie' }),
    ),
  },
  {
    rule: 'muzzle-thread',
    title: 'a clamp-on device on a threaded barrel',
    parts: build(set('Muzzle Device', { muzzleThread: 'none' })),
  },
  {
    rule: 'muzzle-bore',
    title: 'a .30 cal device on a 5.56 barrel',
    parts: build(set('Muzzle Device', { boreDiameter: 0.308 })),
  },
  { rule: 'gas-tube-length', title: 'mid-length tube, mid-length barrel', parts: build() },
  { rule: 'gas-block-journal', title: '.750 block, .750 journal', parts: build() },
  {
    rule: 'handguard-free-float-fsb',
    title: 'free-float over a low-profile block',
    parts: build(),
  },
  {
    rule: 'handguard-drop-in-needs-fsb',
    title: 'a drop-in handguard with a front sight base',
    parts: build(
      set('Handguard', { handguardType: 'drop-in', handguardLengthIn: 9 }),
      set('Gas Block', { gasBlockType: 'front-sight-base' }),
    ),
  },
  {
    rule: 'handguard-nut-pattern',
    title: 'a DPMS handguard on a DPMS upper',
    parts: build(...ar10),
  },
  { rule: 'handguard-over-barrel', title: 'a 13" handguard on a 16" barrel', parts: build() },
  {
    rule: 'handguard-gas-block-exposed',
    title: 'a 9" handguard over a mid-length block',
    parts: build(set('Handguard', { handguardLengthIn: 9 })),
  },
  { rule: 'stock-buffer-tube', title: 'a mil-spec stock on a mil-spec tube', parts: build() },
  {
    rule: 'buffer-length',
    title: 'a rifle buffer in a rifle tube',
    parts: build(
      set('Buffer', { bufferLength: 'rifle' }),
      set('Buffer Tube', { bufferTube: 'rifle', tubeLength: 'rifle' }),
      set('Buffer Spring', { springLength: 'rifle' }),
      set('Stock', { stockFits: 'rifle' }),
    ),
  },
  {
    rule: 'buffer-length',
    title: 'an A5 buffer in an A5 extension',
    parts: build(
      set('Buffer', { bufferLength: 'A5' }),
      set('Buffer Tube', { tubeLength: 'A5' }),
      set('Buffer Spring', { springLength: 'rifle' }),
    ),
  },
  { rule: 'buffer-spring', title: 'a carbine spring in a carbine tube', parts: build() },
  {
    rule: 'buffer-spring',
    title: 'a rifle spring in an A5 extension',
    parts: build(
      set('Buffer', { bufferLength: 'A5' }),
      set('Buffer Tube', { tubeLength: 'A5' }),
      set('Buffer Spring', { springLength: 'rifle' }),
    ),
  },
  { rule: 'blowback-buffer-weight', title: 'a 5.56 bolt with an H2 buffer', parts: build() },
  {
    rule: 'blowback-buffer-weight',
    title: 'a 9 mm blowback bolt with a 5.6 oz buffer',
    parts: build(...nineMm),
  },
  { rule: 'magazine-well', title: 'a STANAG magazine in an AR-15 lower', parts: build() },
  {
    rule: 'magazine-well',
    title: 'a Glock magazine in a Glock-pattern 9 mm lower',
    parts: build(...nineMm),
  },
  {
    rule: 'magazine-well',
    title: 'an SR-25 magazine in a DPMS-pattern AR-10',
    parts: build(...ar10),
  },
  { rule: 'ar10-pattern-lower', title: 'DPMS upper on a DPMS lower', parts: build(...ar10) },
  {
    rule: 'ar10-pattern-lower',
    title: 'an AR-15 build (the pattern is only asked of AR-10 uppers)',
    parts: build(),
  },
  {
    rule: 'ar10-pattern-charging-handle',
    title: 'a DPMS handle in a DPMS upper',
    parts: build(...ar10),
  },
  { rule: 'handguard-drop-in-length', title: 'a free-float handguard', parts: build() },
  {
    rule: 'handguard-drop-in-length',
    title: 'a mid-length drop-in on a mid-length barrel',
    parts: build(...dropIn('mid-length')),
  },
  { rule: 'accessory-attachment', title: 'no accessory', parts: build() },
  {
    rule: 'accessory-attachment',
    title: 'an M-LOK foregrip on an M-LOK handguard',
    parts: build(withPart('Foregrips', 'Magpul M-LOK AFG', { accessoryMount: 'M-LOK' })),
  },
  {
    rule: 'short-barrel-with-brace',
    title: 'a 16" barrel with a brace',
    parts: build(set('Stock', { brace: true })),
  },
  {
    rule: 'short-barrel-with-brace',
    title: 'a 10.5" barrel with a stock (the stock rule speaks instead)',
    parts: build(set('Barrel', { barrelLengthIn: 10.5 })),
  },
  { rule: 'trigger-pin', title: '.154 trigger, .154 lower', parts: build() },
  {
    rule: 'magazine-caliber',
    title: 'a 5.56 magazine for .450 Bushmaster',
    parts: build(
      set('Barrel', { caliber: '450-bushmaster', chamber: '450-bushmaster' }),
      set('Bolt Carrier Group', { caliber: '450-bushmaster' }),
      set('Muzzle Device', { boreDiameter: 0.5 }),
      set('Ammunition', { caliber: '450-bushmaster' }),
    ),
  },
  {
    rule: 'short-barrel-with-stock',
    title: '14.5" plus a pinned-and-welded 1.5" device',
    parts: build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
      set('Muzzle Device', { pinnedAndWelded: true, deviceLengthIn: 1.5 }),
    ),
  },
  {
    rule: 'short-barrel-with-stock',
    title: 'a 10.5" barrel with a brace',
    parts: build(set('Barrel', { barrelLengthIn: 10.5 }), set('Stock', { brace: true })),
  },
  {
    rule: 'ammo-caliber',
    title: '.223 Rem in a 5.56 chamber',
    parts: build(set('Ammunition', { caliber: '223' })),
  },
  {
    rule: 'ammo-556-in-223',
    title: '5.56 NATO in a .223 Wylde chamber',
    parts: build(set('Barrel', { chamber: '223-wylde' })),
  },
  ...[
    'missing-upper',
    'missing-lower',
    'missing-barrel',
    'missing-bcg',
    'missing-charging-handle',
    'missing-gas-system',
    'missing-trigger',
    'missing-grip',
    'missing-stock',
    'missing-buffer',
  ].map((rule) => ({ rule, title: 'the full carbine', parts: build() })),
  {
    rule: 'missing-barrel',
    title: 'a complete upper brings the barrel',
    parts: build(
      without('Barrel', 'Stripped Upper Receiver'),
      withPart('Complete Upper Receiver', 'Aero M4E1 Complete Upper 16"', { platform: 'AR-15' }),
    ),
  },
];

export const FAILING: readonly RuleCase[] = [
  {
    rule: 'platform-upper-lower',
    title: 'an AR-10 lower',
    parts: build(set('Stripped Lower Receiver', { platform: 'AR-10' })),
  },
  {
    rule: 'platform-bcg',
    title: 'an AR-10 BCG',
    parts: build(set('Bolt Carrier Group', { platform: 'AR-10' })),
  },
  {
    rule: 'platform-barrel',
    title: 'an AR-10 barrel',
    parts: build(set('Barrel', { platform: 'AR-10' })),
  },
  {
    rule: 'platform-handguard',
    title: 'an AR-10 handguard',
    parts: build(set('Handguard', { platform: 'AR-10' })),
  },
  {
    rule: 'platform-charging-handle',
    title: 'an AR-10 charging handle',
    parts: build(set('Charging Handle', { platform: 'AR-10' })),
  },
  {
    rule: 'bolt-face',
    title: 'a 6.5 Grendel barrel on a 5.56 bolt',
    parts: build(set('Barrel', { caliber: '65-grendel', chamber: '65-grendel' })),
  },
  {
    rule: 'bolt-face',
    title: 'a 6.5 Grendel barrel on a 6.8 SPC bolt (case heads .441 and .422 in)',
    parts: build(
      set('Barrel', { caliber: '65-grendel', chamber: '65-grendel' }),
      set('Bolt Carrier Group', { caliber: '68-spc' }),
    ),
  },
  {
    rule: 'bolt-face',
    title: 'a .224 Valkyrie barrel on a 6.5 Grendel bolt',
    parts: build(
      set('Barrel', { caliber: '224-valkyrie', chamber: '224-valkyrie' }),
      set('Bolt Carrier Group', { caliber: '65-grendel' }),
    ),
  },
  {
    rule: 'bolt-face',
    title: 'a 7.62x39 bolt with a 5.56 barrel',
    parts: build(set('Bolt Carrier Group', { caliber: '762x39' })),
  },
  {
    rule: 'muzzle-thread',
    title: 'a 5/8x24 barrel and a 1/2x28 device',
    parts: build(set('Barrel', { muzzleThread: '5/8x24' })),
  },
  {
    rule: 'muzzle-thread',
    title: 'an unthreaded barrel and a threaded device',
    parts: build(set('Barrel', { muzzleThread: 'none' })),
  },
  {
    rule: 'muzzle-bore',
    title: 'a 5.56 device on a .300 BLK barrel',
    parts: build(set('Barrel', { caliber: '300-blackout', chamber: '300-blackout' })),
  },
  {
    rule: 'gas-tube-length',
    title: 'a carbine tube on a mid-length barrel',
    parts: build(set('Gas Tube', { gasSystem: 'carbine' })),
  },
  {
    rule: 'gas-block-journal',
    title: 'a .625 block on a .750 journal',
    parts: build(set('Gas Block', { gasJournal: 0.625 })),
  },
  {
    rule: 'handguard-free-float-fsb',
    title: 'a free-float handguard with a front sight base',
    parts: build(set('Gas Block', { gasBlockType: 'front-sight-base' })),
  },
  {
    rule: 'handguard-drop-in-needs-fsb',
    title: 'a drop-in handguard with a low-profile block',
    parts: build(set('Handguard', { handguardType: 'drop-in' })),
  },
  {
    rule: 'handguard-nut-pattern',
    title: 'an Armalite handguard on a DPMS upper',
    parts: build(...ar10, set('Handguard', { ar10Pattern: 'Armalite' })),
  },
  {
    rule: 'handguard-over-barrel',
    title: 'a 16" handguard on a 16" barrel',
    parts: build(set('Handguard', { handguardLengthIn: 16 })),
  },
  {
    rule: 'handguard-gas-block-exposed',
    title: 'a 7" handguard with mid-length gas',
    parts: build(set('Handguard', { handguardLengthIn: 7 })),
  },
  {
    rule: 'stock-buffer-tube',
    title: 'a commercial stock on a mil-spec tube',
    parts: build(set('Stock', { stockFits: 'commercial' })),
  },
  {
    rule: 'buffer-length',
    title: 'a rifle buffer in a carbine tube',
    parts: build(set('Buffer', { bufferLength: 'rifle' })),
  },
  {
    rule: 'buffer-length',
    title: 'a carbine buffer in a rifle tube',
    parts: build(
      set('Buffer Tube', { bufferTube: 'rifle', tubeLength: 'rifle' }),
      set('Buffer Spring', { springLength: 'rifle' }),
      set('Stock', { stockFits: 'rifle' }),
    ),
  },
  {
    rule: 'buffer-length',
    title: 'a carbine buffer in an A5 extension',
    parts: build(
      set('Buffer Tube', { tubeLength: 'A5' }),
      set('Buffer Spring', { springLength: 'rifle' }),
    ),
  },
  {
    rule: 'buffer-spring',
    title: 'a carbine spring in an A5 extension',
    parts: build(set('Buffer', { bufferLength: 'A5' }), set('Buffer Tube', { tubeLength: 'A5' })),
  },
  {
    rule: 'buffer-spring',
    title: 'a rifle spring in a carbine tube',
    parts: build(set('Buffer Spring', { springLength: 'rifle' })),
  },
  {
    rule: 'blowback-buffer-weight',
    title: 'a 9 mm blowback bolt with a 3.0 oz carbine buffer',
    parts: build(...nineMm, set('Buffer', { bufferWeightOz: 3 })),
  },
  {
    rule: 'magazine-well',
    title: 'a STANAG magazine in a Glock-pattern lower',
    parts: build(...nineMm, set('Magazines', { magazineWell: 'AR-15' })),
  },
  {
    rule: 'magazine-well',
    title: 'an SR-25 magazine in an ArmaLite AR-10A lower',
    parts: build(...ar10, set('Stripped Lower Receiver', { magazineWell: 'ArmaLite AR-10' })),
  },
  {
    rule: 'ar10-pattern-lower',
    title: 'a DPMS upper on an ArmaLite lower',
    parts: build(...ar10, set('Stripped Lower Receiver', { ar10Pattern: 'Armalite' })),
  },
  {
    rule: 'ar10-pattern-charging-handle',
    title: 'an ArmaLite handle in a DPMS upper',
    parts: build(...ar10, set('Charging Handle', { ar10Pattern: 'Armalite' })),
  },
  {
    rule: 'handguard-drop-in-length',
    title: 'a carbine drop-in on a mid-length barrel',
    parts: build(...dropIn('carbine')),
  },
  {
    rule: 'accessory-attachment',
    title: 'a KeyMod foregrip on an M-LOK handguard',
    parts: build(withPart('Foregrips', 'Magpul KeyMod AFG', { accessoryMount: 'KeyMod' })),
  },
  {
    rule: 'short-barrel-with-brace',
    title: 'a 10.5" barrel with a brace',
    parts: build(set('Barrel', { barrelLengthIn: 10.5 }), set('Stock', { brace: true })),
  },
  {
    rule: 'trigger-pin',
    title: 'a .169 trigger in a .154 lower',
    parts: build(set('Trigger', { triggerPin: '.169' })),
  },
  {
    rule: 'magazine-caliber',
    title: 'a 7.62x39 magazine for a 5.56 barrel',
    parts: build(set('Magazines', { magazineCaliber: '762x39' })),
  },
  {
    rule: 'short-barrel-with-stock',
    title: 'a 14.5" barrel, device not pinned',
    parts: build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
    ),
  },
  {
    rule: 'ammo-caliber',
    title: '.300 BLK ammunition in a 5.56 chamber',
    parts: build(set('Ammunition', { caliber: '300-blackout' })),
  },
  {
    rule: 'ammo-556-in-223',
    title: '5.56 NATO in a .223 Rem chamber',
    parts: build(set('Barrel', { chamber: '223' })),
  },
  { rule: 'missing-upper', title: 'no upper', parts: build(without('Stripped Upper Receiver')) },
  { rule: 'missing-lower', title: 'no lower', parts: build(without('Stripped Lower Receiver')) },
  { rule: 'missing-barrel', title: 'no barrel', parts: build(without('Barrel')) },
  { rule: 'missing-bcg', title: 'no BCG', parts: build(without('Bolt Carrier Group')) },
  {
    rule: 'missing-charging-handle',
    title: 'no charging handle',
    parts: build(without('Charging Handle')),
  },
  { rule: 'missing-gas-system', title: 'no gas block', parts: build(without('Gas Block')) },
  { rule: 'missing-trigger', title: 'no trigger', parts: build(without('Trigger')) },
  { rule: 'missing-grip', title: 'no grip', parts: build(without('Grip')) },
  { rule: 'missing-stock', title: 'no stock', parts: build(without('Stock')) },
  { rule: 'missing-buffer', title: 'no buffer tube', parts: build(without('Buffer Tube')) },
];
