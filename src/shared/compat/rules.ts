import { CALIBERS } from '../catalog/calibers.ts';
import type { GroupName, SubPartName } from '../build/parts.ts';
import type { SpecKey, SpecValue } from './keys.ts';

// ADR 059: the compatibility rules AS DATA. The evaluator (evaluate.ts) interprets every
// rule generically — there is no per-rule code. A rule compares one spec key of part A with one of
// part B through a relation from a small closed set, optionally after mapping each value through a
// lookup table defined below. docs/compatibility.md is generated from this file
// (npm run docs:compat); a unit test fails when it is stale.

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** Which tooltip heading ('Conflict' or 'Invalid', redundancy.ts ISSUE_LABELS) the issue uses. */
export const ISSUE_TYPES = ['conflict', 'invalid'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** Parts a rule side applies to: by sub-part name and/or by group name. */
export interface Selector {
  subParts?: readonly SubPartName[];
  groups?: readonly GroupName[];
}

// ---------------------------------------------------------------------------------------------
// Lookup tables (data). Value maps turn a value into another before comparing; pair tables list,
// per A value, the B values a relation allows or forbids.

/**
 * Bolt-face family per caliber key: cartridges whose case heads share one bolt. The case-head
 * diameters are the SAAMI drawings' (5.56/.223 and .300 BLK .378 in; 6.5 Grendel .441 in; 6.8 SPC
 * .422 in; 7.62x39 .447 in). 6mm ARC is the Grendel case necked down and takes the Grendel bolt
 * (Hornady's 6mm ARC technical notes); .224 Valkyrie is the 6.8 SPC case necked down and takes the
 * 6.8 SPC bolt (Federal's .224 Valkyrie builder's notes). Grendel and 6.8 SPC bolts do not
 * interchange: their case heads differ by .019 in.
 */
const BOLT_FACE: Record<string, string> = {
  '556': '5.56/.223/.300 BLK',
  '223': '5.56/.223/.300 BLK',
  '223-wylde': '5.56/.223/.300 BLK',
  '300-blackout': '5.56/.223/.300 BLK',
  '65-grendel': '6.5 Grendel/6mm ARC',
  '6mm-arc': '6.5 Grendel/6mm ARC',
  '68-spc': '6.8 SPC/.224 Valkyrie',
  '224-valkyrie': '6.8 SPC/.224 Valkyrie',
  '762x39': '7.62x39',
  '450-bushmaster': '.450 Bushmaster/.50 Beowulf',
  '50-beowulf': '.450 Bushmaster/.50 Beowulf',
  '458-socom': '.450 Bushmaster/.50 Beowulf',
  '308': '.308/7.62x51/6.5 Creedmoor',
  '65-creedmoor': '.308/7.62x51/6.5 Creedmoor',
  '9mm': '9mm blowback',
  '22-lr': '.22 LR conversion',
};

/** Nominal bullet diameter (in) per caliber key, as muzzle devices are sold (".30 cal" = .308). */
const BULLET_DIAMETER: Record<string, number> = {
  '556': 0.224,
  '223': 0.224,
  '223-wylde': 0.224,
  '224-valkyrie': 0.224,
  '22-lr': 0.224,
  '6mm-arc': 0.243,
  '65-grendel': 0.264,
  '65-creedmoor': 0.264,
  '68-spc': 0.277,
  '300-blackout': 0.308,
  '308': 0.308,
  '762x39': 0.308,
  '9mm': 0.355,
  '450-bushmaster': 0.452,
  '458-socom': 0.458,
  '50-beowulf': 0.5,
};

/** Magazine family per caliber key: what a magazine for that caliber feeds. */
const MAGAZINE_FAMILY: Record<string, string> = {
  '556': 'STANAG 5.56',
  '223': 'STANAG 5.56',
  '223-wylde': 'STANAG 5.56',
  '300-blackout': 'STANAG 5.56',
  '450-bushmaster': 'STANAG 5.56',
  '50-beowulf': 'STANAG 5.56',
  '458-socom': 'STANAG 5.56',
  '65-grendel': '6.5 Grendel',
  '6mm-arc': '6.5 Grendel',
  '68-spc': '6.8 SPC',
  '224-valkyrie': '6.8 SPC',
  '762x39': '7.62x39',
  '308': 'SR-25 .308',
  '65-creedmoor': 'SR-25 .308',
  '9mm': '9mm',
  '22-lr': '.22 LR',
};

/**
 * Where the gas port (and so the gas block) sits, in inches from the upper's receiver face, per
 * gas system. Handguard length is measured from the same face, so a free-float handguard shorter
 * than this leaves the gas block exposed. (Makers sell 7" handguards for carbine gas, 9" for mid.)
 */
const GAS_BLOCK_POSITION_IN: Record<string, number> = {
  pistol: 4,
  carbine: 7,
  'mid-length': 9,
  rifle: 12,
};

/** Barrel thread → the device threads that go on it ('none': a clamp-on device fits any barrel). */
const THREAD_FITS: Record<string, readonly string[]> = Object.fromEntries(
  ['1/2x28', '1/2x36', '5/8x24', '5/8x32', '11/16x24', '3/4x24', '9/16x24 LH', '14x1 LH'].map(
    (t) => [t, [t, 'none']],
  ),
);
THREAD_FITS['none'] = ['none'];

/**
 * Action spring → the receiver-extension families it works in. A carbine extension takes the
 * carbine spring; VLTOR's A5 extension takes the rifle spring (VLTOR's A5 system notes), as does a
 * rifle extension (MIL-SPEC M16A2 buttstock assembly).
 */
const SPRING_FITS_TUBE: Record<string, readonly string[]> = {
  carbine: ['carbine'],
  rifle: ['A5', 'rifle'],
};

/**
 * The lightest buffer (oz) a blowback bolt runs safely with, per caliber key. A blowback 9 mm
 * bolt is held shut by mass alone; makers of 9 mm AR carbines fit buffers of at least the H3
 * weight, 5.4 oz (the H/H2/H3 carbine buffer weights of 3.8/4.6/5.4 oz are the industry's, after
 * Colt's), against 3.0 oz for a 5.56 carbine buffer.
 */
const MIN_BUFFER_OZ: Record<string, number> = {
  '9mm': 5.4,
};

/** A free-float handguard cannot go over a front-sight-base gas block. */
const FREE_FLOAT_CLASH: Record<string, readonly string[]> = { 'free-float': ['front-sight-base'] };
/** A drop-in handguard needs the delta ring in front and the FSB's handguard cap behind. */
const DROP_IN_CLASH: Record<string, readonly string[]> = { 'drop-in': ['low-profile'] };

/** Chambers that fire a cartridge at a pressure above their rating (a warning, not a no-go). */
const CHAMBER_PRESSURE_WARN: Record<string, readonly string[]> = { '223': ['556'] };

/**
 * Chamber (caliber key) → the ammunition calibers that chamber and fire in it: the catalogue's
 * `fires` list (a 5.56 NATO or .223 Wylde chamber fires both), plus the pressure-warning pairs.
 */
const CHAMBER_FIRES: Record<string, readonly string[]> = Object.fromEntries(
  CALIBERS.map((c) => [c.key, [...c.fires, ...(CHAMBER_PRESSURE_WARN[c.key] ?? [])]]),
);

export const MAP_TABLES = {
  boltFace: BOLT_FACE,
  bulletDiameter: BULLET_DIAMETER,
  magazineFamily: MAGAZINE_FAMILY,
  gasBlockPositionIn: GAS_BLOCK_POSITION_IN,
  minBufferOz: MIN_BUFFER_OZ,
} as const satisfies Record<string, Record<string, string | number>>;

export const PAIR_TABLES = {
  threadFits: THREAD_FITS,
  springFitsTube: SPRING_FITS_TUBE,
  freeFloatClash: FREE_FLOAT_CLASH,
  dropInClash: DROP_IN_CLASH,
  chamberFires: CHAMBER_FIRES,
  chamberPressureWarn: CHAMBER_PRESSURE_WARN,
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type MapTableName = keyof typeof MAP_TABLES;
export type PairTableName = keyof typeof PAIR_TABLES;

// ---------------------------------------------------------------------------------------------
// Rule shapes.

/**
 * The closed set of relations. Each says what must hold for the parts to be compatible; when it
 * does not, the rule's issue is raised.
 * - equal: A = B (after mapping).        - lt / lte / gt / gte: A op B, numbers (after mapping).
 * - allowedPairs: B is listed under A in the table (an A the table does not list: not checkable).
 * - forbiddenPairs: B is not listed under A (an A the table does not list: passes).
 * - atLeast: A (plus any addend) ≥ value; B only has to be present.
 */
export type Relation =
  | { kind: 'equal' }
  | { kind: 'lt' | 'lte' | 'gt' | 'gte' }
  | { kind: 'allowedPairs'; table: PairTableName }
  | { kind: 'forbiddenPairs'; table: PairTableName }
  | { kind: 'atLeast'; value: number };

/**
 * A precondition on one side's raw value. `in`: the rule applies only when the value is one of
 * these (unknown → the rule is skipped). `notIn`: skipped only when the value is one of these.
 */
export interface Condition {
  side: 'a' | 'b';
  key: SpecKey;
  in?: readonly SpecValue[];
  notIn?: readonly SpecValue[];
}

/** Adds another part's number to A's value when that part's `when` flag is true. */
export interface Addend {
  parts: Selector;
  key: SpecKey;
  when: SpecKey;
}

interface RuleBase {
  id: string;
  /** Short name for 'could not check …' and the docs. */
  title: string;
  severity: Severity;
  issueType: IssueType;
  /**
   * Placeholders: {a} {b} (part names), {aValue} {bValue} (formatted values; for atLeast, A's
   * total), {value} (the relation's constant).
   */
  message: string;
  /** One line for docs/compatibility.md. */
  reason: string;
  /**
   * Where the values come from (maker spec sheets, SAAMI/CIP drawings, mil-spec numbers), for
   * docs/compatibility.md.
   */
  sources?: string;
  /** A page the issue links to (a regulator's page for a legal question), shown after the message. */
  link?: { href: string; text: string };
}

export interface PairRule extends RuleBase {
  kind: 'pair';
  parts: readonly [Selector, Selector];
  /** B's key is null when B only has to be present (atLeast). */
  keys: readonly [SpecKey, SpecKey | null];
  map?: readonly [MapTableName | null, MapTableName | null];
  relation: Relation;
  when?: readonly Condition[];
  add?: Addend;
}

/** A core part the build should have (one of the ten core parts); only for a non-empty build. */
export interface PresenceRule extends RuleBase {
  kind: 'requires';
  parts: Selector;
}

export type Rule = PairRule | PresenceRule;

// ---------------------------------------------------------------------------------------------
// Selectors.

const sub = (...subParts: SubPartName[]): Selector => ({ subParts });

const UPPER = sub('Complete Upper Receiver', 'Stripped Upper Receiver', 'Upper Receiver Assembly');
const LOWER = sub('Complete Lower Receiver', 'Stripped Lower Receiver');
const BCG = sub('Bolt Carrier Group', 'Bolt');
const BARREL = sub('Barrel');
const MUZZLE = sub('Muzzle Device');
const GAS_TUBE = sub('Gas Tube', 'Gas System');
const GAS_BLOCK = sub('Gas Block', 'Gas System');
const HANDGUARD = sub('Handguard');
const CHARGING_HANDLE = sub('Charging Handle');
const TRIGGER = sub('Trigger');
const STOCK = sub('Stock');
const BUFFER = sub('Buffer', 'Buffer Tube Kit');
const BUFFER_TUBE = sub('Buffer Tube', 'Buffer Tube Kit');
const BUFFER_SPRING = sub('Buffer Spring', 'Buffer Tube Kit');
/** Accessories that attach to the handguard by their own mount. */
const ACCESSORY = sub('Foregrips', 'Lights', 'Lasers', 'Bipods', 'Accessory Mounts');
const MAGAZINE = sub('Magazines');
const AMMO = sub('Ammunition');

const platform = (id: string, a: Selector, what: string): PairRule => ({
  kind: 'pair',
  id,
  title: `${what} platform`,
  parts: [a, UPPER],
  keys: ['platform', 'platform'],
  relation: { kind: 'equal' },
  severity: 'error',
  issueType: 'conflict',
  message: '{a} is an {aValue} part but {b} is an {bValue} upper.',
  reason: `An AR-10 ${what.toLowerCase()} does not fit an AR-15 upper, nor the reverse.`,
  sources:
    'Mil-spec M16/M4 receiver drawings (AR-15 frame) against the ArmaLite AR-10 and DPMS LR-308 (.308 frame) receivers.',
});

const requires = (id: string, title: string, parts: Selector): PresenceRule => ({
  kind: 'requires',
  id,
  title,
  parts,
  severity: 'info',
  issueType: 'invalid',
  message: `No ${title.toLowerCase()} in the build yet.`,
  reason: `A working rifle needs a ${title.toLowerCase()} (one of the ten core parts).`,
  sources: 'The M16/M4 parts breakdown: upper and lower groups and what each must hold to fire.',
});

// ---------------------------------------------------------------------------------------------
// The rules.

export const RULES: readonly Rule[] = [
  {
    ...platform('platform-upper-lower', LOWER, 'Lower receiver'),
    message: '{a} is an {aValue} lower but {b} is an {bValue} upper.',
    reason: 'AR-10 and AR-15 receivers are different sizes; the takedown pins do not line up.',
  },
  platform('platform-bcg', BCG, 'Bolt carrier group'),
  platform('platform-barrel', BARREL, 'Barrel'),
  platform('platform-handguard', HANDGUARD, 'Handguard'),
  platform('platform-charging-handle', CHARGING_HANDLE, 'Charging handle'),
  {
    kind: 'pair',
    id: 'bolt-face',
    title: 'bolt face',
    parts: [BARREL, BCG],
    keys: ['caliber', 'caliber'],
    map: ['boltFace', 'boltFace'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: "{b}'s bolt ({bValue}) does not fit the case head of {a} ({aValue}).",
    reason:
      'Each bolt-face family (5.56/.223/.300 BLK, 6.5 Grendel/6mm ARC, 6.8 SPC/.224 Valkyrie, 7.62x39, .450/.50) needs its own bolt.',
    sources:
      'SAAMI cartridge and chamber drawings: case-head diameters .378 in (5.56/.223, .300 BLK), .441 in (6.5 Grendel, 6mm ARC), .422 in (6.8 SPC, .224 Valkyrie), .447 in (7.62x39); Hornady 6mm ARC and Federal .224 Valkyrie technical notes.',
  },
  {
    kind: 'pair',
    id: 'muzzle-thread',
    title: 'muzzle thread',
    parts: [BARREL, MUZZLE],
    keys: ['muzzleThread', 'muzzleThread'],
    relation: { kind: 'allowedPairs', table: 'threadFits' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is {aValue} but {b} is {bValue}: the device will not go on.',
    reason:
      'A device screws on only with the same pitch and direction; an unthreaded barrel takes none.',
    sources:
      "Makers' thread specifications (1/2x28 for .22 cal, 5/8x24 for .30 cal and larger AR-15 and AR-10 barrels, 11/16x24 for .450 Bushmaster).",
  },
  {
    kind: 'pair',
    id: 'muzzle-bore',
    title: 'muzzle device bore',
    parts: [BARREL, MUZZLE],
    keys: ['caliber', 'boreDiameter'],
    map: ['bulletDiameter', null],
    relation: { kind: 'lte' },
    severity: 'error',
    issueType: 'conflict',
    message: '{b} is bored for {bValue} bullets, too small for {a} ({aValue}): baffle strike.',
    reason: 'A bullet wider than the device bore strikes the device (bore or baffle strike).',
    sources:
      "SAAMI bullet diameters (.224, .243, .264, .277, .308, .452 in); device makers' calibre ratings.",
  },
  {
    kind: 'pair',
    id: 'gas-tube-length',
    title: 'gas tube length',
    parts: [BARREL, GAS_TUBE],
    keys: ['gasSystem', 'gasSystem'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} has a {aValue} gas system but {b} is a {bValue} gas tube.',
    reason:
      'The gas tube must reach from the gas block to the receiver: its length is set by the gas system.',
    sources:
      'Gas tube lengths per gas system (pistol, carbine, mid-length, rifle) as the makers sell them.',
  },
  {
    kind: 'pair',
    id: 'gas-block-journal',
    title: 'gas block diameter',
    parts: [BARREL, GAS_BLOCK],
    keys: ['gasJournal', 'gasJournal'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} has a {aValue} gas journal but {b} is made for {bValue}.',
    reason: 'A gas block only seals on the journal diameter it is bored for.',
    sources: "Barrel makers' journal diameters (.625, .750, .875, .936 in).",
  },
  {
    kind: 'pair',
    id: 'handguard-free-float-fsb',
    title: 'free-float handguard over the gas block',
    parts: [HANDGUARD, GAS_BLOCK],
    keys: ['handguardType', 'gasBlockType'],
    relation: { kind: 'forbiddenPairs', table: 'freeFloatClash' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a free-float handguard: it cannot go over the front sight base of {b}.',
    reason:
      'A free-float tube slides over the barrel; a front-sight-base block is too tall for it.',
    sources:
      "A2 front sight base height against free-float handguard bores; handguard makers' note that their rails need a low-profile gas block.",
  },
  {
    kind: 'pair',
    id: 'handguard-drop-in-needs-fsb',
    title: 'drop-in handguard cap',
    parts: [HANDGUARD, GAS_BLOCK],
    keys: ['handguardType', 'gasBlockType'],
    relation: { kind: 'forbiddenPairs', table: 'dropInClash' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a drop-in handguard: it needs a front sight base, but {b} is {bValue}.',
    reason: "A drop-in handguard's front end is held by the front sight base's handguard cap.",
    sources:
      'Mil-spec M4 handguard assembly (delta ring and front sight base cap); Magpul MOE Hand Guard fitting notes.',
  },
  {
    kind: 'pair',
    id: 'handguard-nut-pattern',
    title: 'handguard barrel nut',
    parts: [HANDGUARD, UPPER],
    keys: ['ar10Pattern', 'ar10Pattern'],
    relation: { kind: 'equal' },
    when: [{ side: 'b', key: 'platform', in: ['AR-10'] }],
    severity: 'error',
    issueType: 'conflict',
    message: "{a}'s barrel nut fits {aValue} uppers but {b} is a {bValue} pattern upper.",
    reason: 'AR-10 uppers come in DPMS and Armalite patterns with different barrel-nut threads.',
    sources: "AR-10 handguard makers' listings for DPMS (LR-308) and ArmaLite barrel nuts.",
  },
  {
    kind: 'pair',
    id: 'handguard-over-barrel',
    title: 'handguard length against barrel',
    parts: [HANDGUARD, BARREL],
    keys: ['handguardLengthIn', 'barrelLengthIn'],
    relation: { kind: 'lt' },
    severity: 'warning',
    issueType: 'conflict',
    message: '{a} ({aValue}) is as long as or longer than {b} ({bValue}).',
    reason: 'A handguard as long as the barrel covers the muzzle: devices may not fit or turn.',
    sources:
      "Barrel and handguard lengths as makers list them, both measured from the upper receiver's face.",
  },
  {
    kind: 'pair',
    id: 'handguard-gas-block-exposed',
    title: 'handguard covering the gas block',
    parts: [HANDGUARD, BARREL],
    keys: ['handguardLengthIn', 'gasSystem'],
    map: [null, 'gasBlockPositionIn'],
    relation: { kind: 'gte' },
    when: [{ side: 'a', key: 'handguardType', in: ['free-float'] }],
    severity: 'info',
    issueType: 'conflict',
    message:
      '{a} ({aValue}) ends before the gas block of {b} ({bValue} gas): the block is exposed.',
    reason:
      'The gas port sits 4/7/9/12 in from the receiver (pistol/carbine/mid/rifle); a shorter handguard leaves it bare.',
    sources:
      'Gas port positions of the pistol, carbine, mid-length and rifle gas systems (about 4, 7, 9 and 12 in from the receiver).',
  },
  {
    kind: 'pair',
    id: 'stock-buffer-tube',
    title: 'stock and buffer tube',
    parts: [STOCK, BUFFER_TUBE],
    keys: ['stockFits', 'bufferTube'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} fits a {aValue} buffer tube but {b} is {bValue}.',
    reason:
      'Mil-spec (1.148 in) and commercial (1.168 in) tubes differ; rifle stocks need a rifle tube.',
    sources: 'Receiver extension outside diameters: mil-spec 1.148 in, commercial 1.168 in.',
  },
  {
    kind: 'pair',
    id: 'buffer-length',
    title: 'buffer and buffer tube',
    parts: [BUFFER, BUFFER_TUBE],
    keys: ['bufferLength', 'tubeLength'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a {aValue} buffer but {b} is a {bValue} tube.',
    reason:
      'Carbine, A5 and rifle buffers differ in length (about 3.25, 3.9 and 5.25 in) to fill their own extension; another family leaves the bolt short or over-travelling.',
    sources:
      'Carbine and rifle lengths: the M4 carbine and M16A2 receiver-extension assemblies (MIL-C-70599, MIL-R-63997); A5: VLTOR A5 system notes.',
  },
  {
    kind: 'pair',
    id: 'buffer-spring',
    title: 'buffer spring and buffer tube',
    parts: [BUFFER_SPRING, BUFFER_TUBE],
    keys: ['springLength', 'tubeLength'],
    relation: { kind: 'allowedPairs', table: 'springFitsTube' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a {aValue} spring, which does not belong in {b} ({bValue} tube).',
    reason:
      'Carbine extensions take the carbine spring; A5 and rifle extensions take the rifle spring.',
    sources: 'VLTOR A5 system notes (rifle-length action spring); M16A2 and M4 action springs.',
  },
  {
    kind: 'pair',
    id: 'blowback-buffer-weight',
    title: 'blowback buffer weight',
    parts: [BCG, BUFFER],
    keys: ['caliber', 'bufferWeightOz'],
    map: ['minBufferOz', null],
    relation: { kind: 'lte' },
    when: [{ side: 'a', key: 'caliber', in: ['9mm'] }],
    severity: 'warning',
    issueType: 'conflict',
    message:
      '{b} ({bValue}) is light for the blowback bolt of {a}: 9 mm carbines need a buffer of 5.4 oz or more.',
    reason:
      'A blowback bolt is held shut by mass alone: a light buffer lets it open early, battering the gun and the shooter.',
    sources:
      'Carbine buffer weights 3.0/3.8/4.6/5.4 oz (standard, H, H2, H3); 9 mm AR carbines ship with buffers of 5.4 oz and heavier.',
  },
  {
    kind: 'pair',
    id: 'trigger-pin',
    title: 'trigger pin size',
    parts: [TRIGGER, LOWER],
    keys: ['triggerPin', 'triggerPin'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} uses {aValue} pins but {b} is drilled for {bValue} pins.',
    reason:
      'Mil-spec AR-15 and AR-10 lowers take .154 in trigger and hammer pins; some older Colt lowers are drilled for .170 in (large pin). Checked only where the maker states the pin size.',
    sources: 'Colt and mil-spec lower receiver drawings (.154 in pins); Colt large-pin lowers.',
  },
  {
    kind: 'pair',
    id: 'magazine-caliber',
    title: 'magazine caliber',
    parts: [MAGAZINE, BARREL],
    keys: ['magazineCaliber', 'caliber'],
    map: ['magazineFamily', 'magazineFamily'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is made for {aValue}, which does not feed {b} ({bValue}).',
    reason:
      'A magazine feeds only the cartridges of its family (5.56 magazines also feed .300 BLK and .450/.50).',
    sources: "Magazine makers' calibre ratings (Magpul PMAG, Lancer L5, ASC, Duramag).",
  },
  {
    kind: 'pair',
    id: 'magazine-well',
    title: 'magazine well',
    parts: [MAGAZINE, LOWER],
    keys: ['magazineWell', 'magazineWell'],
    relation: { kind: 'equal' },
    severity: 'error',
    issueType: 'conflict',
    message: '{a} fits {aValue} magazine wells but {b} takes {bValue} magazines.',
    reason:
      'A lower takes one magazine pattern: AR-15 (STANAG), SR-25 (DPMS LR-308, Magpul LR/SR), ArmaLite AR-10, or for 9 mm Glock or Colt magazines.',
    sources:
      'STANAG 4179 (AR-15 magazines); Magpul PMAG 20 LR/SR GEN M3 compatibility list (SR-25/LR-308 pattern, not ArmaLite AR-10A); Aero Precision EPC-9 (Glock magazines); Colt 9 mm SMG magazines.',
  },
  {
    kind: 'pair',
    id: 'ar10-pattern-lower',
    title: 'AR-10 upper and lower pattern',
    parts: [LOWER, UPPER],
    keys: ['ar10Pattern', 'ar10Pattern'],
    relation: { kind: 'equal' },
    when: [{ side: 'b', key: 'platform', in: ['AR-10'] }],
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a {aValue} pattern lower but {b} is a {bValue} pattern upper.',
    reason:
      "DPMS (LR-308) and ArmaLite AR-10 receivers differ at the rear takedown lug and the upper's profile: an upper mates only with a lower of its own pattern.",
    sources: 'Aero Precision M5 (DPMS LR-308 pattern) and ArmaLite AR-10A receiver documentation.',
  },
  {
    kind: 'pair',
    id: 'ar10-pattern-charging-handle',
    title: 'AR-10 charging handle pattern',
    parts: [CHARGING_HANDLE, UPPER],
    keys: ['ar10Pattern', 'ar10Pattern'],
    relation: { kind: 'equal' },
    when: [{ side: 'b', key: 'platform', in: ['AR-10'] }],
    severity: 'error',
    issueType: 'conflict',
    message: '{a} fits {aValue} pattern uppers but {b} is a {bValue} pattern upper.',
    reason: 'DPMS and ArmaLite AR-10 uppers take charging handles of their own pattern.',
    sources:
      'Radian Raptor and Geissele ACH .308 (made for DPMS LR-308 and SR-25 uppers) against ArmaLite AR-10 charging handles.',
  },
  {
    kind: 'pair',
    id: 'handguard-drop-in-length',
    title: 'drop-in handguard length',
    parts: [HANDGUARD, BARREL],
    keys: ['dropInGasSystem', 'gasSystem'],
    relation: { kind: 'equal' },
    when: [{ side: 'a', key: 'handguardType', in: ['drop-in'] }],
    severity: 'error',
    issueType: 'conflict',
    message: '{a} is a {aValue}-length drop-in handguard but {b} has a {bValue} gas system.',
    reason:
      "A drop-in handguard spans the delta ring to the front sight base's cap, which sits where the gas system puts it: it comes in carbine, mid-length and rifle lengths.",
    sources:
      'Magpul MOE Hand Guard, carbine and mid-length (Magpul product pages); front sight base positions of the carbine, mid-length and rifle gas systems.',
  },
  {
    kind: 'pair',
    id: 'accessory-attachment',
    title: 'accessory attachment',
    parts: [ACCESSORY, HANDGUARD],
    keys: ['accessoryMount', 'handguardAttachment'],
    relation: { kind: 'equal' },
    severity: 'warning',
    issueType: 'conflict',
    message: '{a} mounts on {aValue} but {b} has {bValue}: it needs an adapter or a rail section.',
    reason:
      'M-LOK, KeyMod and Picatinny do not interchange: an accessory goes straight on a handguard of its own standard, or on a rail section fitted to it.',
    sources: 'Magpul M-LOK specification (free licence); VLTOR KeyMod; MIL-STD-1913 (Picatinny).',
  },
  {
    kind: 'pair',
    id: 'short-barrel-with-stock',
    title: 'legal barrel length',
    parts: [BARREL, STOCK],
    keys: ['barrelLengthIn', null],
    relation: { kind: 'atLeast', value: 16 },
    add: { parts: MUZZLE, key: 'deviceLengthIn', when: 'pinnedAndWelded' },
    when: [{ side: 'b', key: 'brace', notIn: [true] }],
    severity: 'warning',
    issueType: 'invalid',
    message:
      '{a} is {aValue} (with any pinned-and-welded device), under {value}", and {b} is a stock: a short-barrelled rifle under federal law. Check federal, state and local law first.',
    reason: 'Under US federal law (NFA) a rifle barrel under 16 in makes a short-barrelled rifle.',
    sources: 'National Firearms Act, 26 U.S.C. 5845(c); 18 U.S.C. 921(a)(8).',
    link: {
      href: 'https://www.atf.gov/rules-and-regulations/national-firearms-act',
      text: "ATF's page on the National Firearms Act",
    },
  },
  {
    kind: 'pair',
    id: 'short-barrel-with-brace',
    title: 'short barrel with a brace',
    parts: [BARREL, STOCK],
    keys: ['barrelLengthIn', null],
    relation: { kind: 'atLeast', value: 16 },
    add: { parts: MUZZLE, key: 'deviceLengthIn', when: 'pinnedAndWelded' },
    when: [{ side: 'b', key: 'brace', in: [true] }],
    severity: 'warning',
    issueType: 'invalid',
    message:
      "{a} is {aValue} (with any pinned-and-welded device), under {value}\", and {b} is a stabilising brace. Whether a braced firearm with a short barrel is a pistol or a short-barrelled rifle has been the subject of an ATF rule (2023) and of court rulings on it; states have their own laws. This is not legal advice: read the regulator's page and check your state's law before you build.",
    reason:
      "A brace on a barrel under 16 in raises a legal question (pistol or short-barrelled rifle) that the ATF's 2023 rule and the courts' rulings on it have answered differently over time.",
    sources:
      "ATF final rule 2021R-08F, Factoring Criteria for Firearms with Attached Stabilizing Braces (2023), and the federal courts' rulings that set it aside (2024).",
    link: {
      href: 'https://www.atf.gov/rules-and-regulations/factoring-criteria-firearms-attached-stabilizing-braces',
      text: "ATF's page on stabilising braces",
    },
  },
  {
    kind: 'pair',
    id: 'ammo-caliber',
    title: 'ammunition caliber',
    parts: [BARREL, AMMO],
    keys: ['chamber', 'caliber'],
    relation: { kind: 'allowedPairs', table: 'chamberFires' },
    severity: 'error',
    issueType: 'conflict',
    message: '{b} ({bValue}) cannot be fired in {a}, chambered in {aValue}.',
    reason: 'Only cartridges the chamber is made for may be fired in it.',
    sources: 'SAAMI chamber drawings per cartridge.',
  },
  {
    kind: 'pair',
    id: 'ammo-556-in-223',
    title: 'ammunition pressure',
    parts: [BARREL, AMMO],
    keys: ['chamber', 'caliber'],
    relation: { kind: 'forbiddenPairs', table: 'chamberPressureWarn' },
    severity: 'warning',
    issueType: 'conflict',
    message: '{b} is {bValue}, loaded hotter than the {aValue} chamber of {a} is rated for.',
    reason: '5.56 NATO runs at higher pressure than a .223 Rem chamber is made for.',
    sources: "SAAMI: 5.56x45 NATO is loaded above the .223 Remington chamber's rated pressure.",
  },
  requires('missing-upper', 'Upper receiver', UPPER),
  requires('missing-lower', 'Lower receiver', LOWER),
  requires(
    'missing-barrel',
    'Barrel',
    sub('Barrel', 'Complete Upper Receiver', 'Upper Receiver Assembly'),
  ),
  requires(
    'missing-bcg',
    'Bolt carrier group',
    sub('Bolt Carrier Group', 'Complete Upper Receiver'),
  ),
  requires(
    'missing-charging-handle',
    'Charging handle',
    sub('Charging Handle', 'Complete Upper Receiver'),
  ),
  requires(
    'missing-gas-system',
    'Gas system',
    sub('Gas Block', 'Gas System', 'Complete Upper Receiver', 'Upper Receiver Assembly'),
  ),
  requires('missing-trigger', 'Trigger', sub('Trigger', 'Complete Lower Receiver')),
  requires('missing-grip', 'Grip', sub('Grip', 'Complete Lower Receiver')),
  requires('missing-stock', 'Stock or brace', sub('Stock', 'Complete Lower Receiver')),
  requires(
    'missing-buffer',
    'Buffer system',
    sub('Buffer Tube Kit', 'Buffer Tube', 'Complete Lower Receiver'),
  ),
];
