import { findCaliber } from '../catalog/calibers.ts';

// ADR 059: the typed compatibility facts a part may carry. Every key is optional: the
// engine never guesses a missing value, it reports that it could not check (an info). These are
// machine values, separate from the catalogue's display strings (src/shared/catalog/specs.ts,
// the detail page's specifications table); the catalogue data supplies them per variant.

export const PLATFORMS = ['AR-15', 'AR-10'] as const;
/** AR-10 / LR-308 uppers differ in the handguard barrel-nut thread and rail height. */
export const AR10_PATTERNS = ['DPMS', 'Armalite'] as const;
export const GAS_SYSTEMS = ['pistol', 'carbine', 'mid-length', 'rifle'] as const;
/** Gas block journal (barrel outside diameter under the block), inches. */
export const GAS_JOURNALS = [0.625, 0.75, 0.875, 0.936] as const;
export const GAS_BLOCK_TYPES = ['low-profile', 'front-sight-base'] as const;
export const HANDGUARD_TYPES = ['free-float', 'drop-in'] as const;
/** Receiver extension: mil-spec 1.148 in, commercial 1.168 in, rifle length. */
export const TUBE_TYPES = ['mil-spec', 'commercial', 'rifle'] as const;
/**
 * Buffer system family, by receiver-extension length: carbine, A5 (VLTOR's, about 3/4 in longer
 * than a carbine extension) and rifle. A buffer is made for one family; so is an extension.
 */
export const BUFFER_LENGTHS = ['carbine', 'A5', 'rifle'] as const;
/** Action (buffer) spring length: the A5 system takes the rifle spring. */
export const SPRING_LENGTHS = ['carbine', 'rifle'] as const;
/**
 * The magazine well a lower takes and a magazine fits: AR-15 (STANAG 4179), SR-25 (DPMS LR-308
 * and Magpul PMAG LR/SR), ArmaLite AR-10 (ArmaLite's own magazines, of M14 descent), and the two
 * 9 mm carbine patterns (Glock and Colt SMG magazines).
 */
export const MAGAZINE_WELLS = [
  'AR-15',
  'SR-25',
  'ArmaLite AR-10',
  'Glock 9mm',
  'Colt 9mm',
] as const;
/** How accessories attach to a handguard's sides: slots or rail. */
export const ATTACHMENTS = ['M-LOK', 'KeyMod', 'Picatinny'] as const;
/** Trigger / hammer pin diameter, inches ('.154' small pin, '.169' large pin). */
export const TRIGGER_PINS = ['.154', '.169'] as const;
/**
 * Muzzle thread: pitch, right-hand unless marked LH. 'none' is an unthreaded barrel, or for a
 * muzzle device one that clamps on rather than screws on.
 */
export const MUZZLE_THREADS = [
  '1/2x28',
  '1/2x36',
  '5/8x24',
  '5/8x32',
  '11/16x24',
  '3/4x24',
  '9/16x24 LH',
  '14x1 LH',
  'none',
] as const;

export type Platform = (typeof PLATFORMS)[number];
export type Ar10Pattern = (typeof AR10_PATTERNS)[number];
export type GasSystem = (typeof GAS_SYSTEMS)[number];
export type GasJournal = (typeof GAS_JOURNALS)[number];
export type GasBlockType = (typeof GAS_BLOCK_TYPES)[number];
export type HandguardType = (typeof HANDGUARD_TYPES)[number];
export type TubeType = (typeof TUBE_TYPES)[number];
export type BufferLength = (typeof BUFFER_LENGTHS)[number];
export type SpringLength = (typeof SPRING_LENGTHS)[number];
export type MagazineWell = (typeof MAGAZINE_WELLS)[number];
export type Attachment = (typeof ATTACHMENTS)[number];
export type TriggerPin = (typeof TRIGGER_PINS)[number];
export type MuzzleThread = (typeof MUZZLE_THREADS)[number];

/**
 * What values a key takes: one of a list, a number above 0 and at most `max`, yes/no, or text
 * (trimmed, 1 to `max` characters). The API's zod schema (schemas.ts) is built from these rules,
 * and `checkSpecValue` applies them where zod is not loaded (the web app's pages).
 */
export type KeyValueRule =
  | { readonly kind: 'oneOf'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'number'; readonly max: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'text'; readonly max: number };

const oneOf = <const T extends readonly (string | number)[]>(values: T) =>
  ({ kind: 'oneOf', values }) as const;
const positive = (max: number) => ({ kind: 'number', max }) as const;
const yesNo = { kind: 'boolean' } as const;
const text = (max: number) => ({ kind: 'text', max }) as const;
/** A catalogue caliber key (src/shared/catalog/calibers.ts). */
const caliberKey = text(40);
const inches = positive(60);

/** The compatibility specs a part may carry, each with the values it takes. */
const KEY_VALUES = {
  /** Receivers, BCG, barrel, handguard, charging handle. */
  platform: oneOf(PLATFORMS),
  /**
   * AR-10 receivers, handguards and charging handles: DPMS (LR-308, SR-25) or ArmaLite pattern.
   * Uppers and lowers of the two do not mate; handguard nuts and charging handles differ.
   */
  ar10Pattern: oneOf(AR10_PATTERNS),
  /** A catalogue caliber key: barrel, BCG/bolt, ammunition. */
  caliber: caliberKey,
  /** The barrel's chamber as a caliber key ('556', '223-wylde', '223'); defaults to `caliber`. */
  chamber: caliberKey,
  /** Barrel and muzzle device thread. */
  muzzleThread: oneOf(MUZZLE_THREADS),
  /** Muzzle device: the bullet diameter (in) it is bored for: .224, .264, .277, .308, .452, .5. */
  boreDiameter: positive(1),
  /** Muzzle device pinned and welded to the barrel (counts towards the legal barrel length). */
  pinnedAndWelded: yesNo,
  /** Muzzle device: how far it extends past the muzzle, in inches. */
  deviceLengthIn: inches,
  /** Barrels, gas tubes and gas-system kits. */
  gasSystem: oneOf(GAS_SYSTEMS),
  /** Barrels, gas blocks and gas-system kits. */
  gasJournal: oneOf(GAS_JOURNALS),
  gasBlockType: oneOf(GAS_BLOCK_TYPES),
  barrelLengthIn: inches,
  barrelProfile: text(60),
  handguardLengthIn: inches,
  handguardType: oneOf(HANDGUARD_TYPES),
  /** Informational: the handguard comes with its own barrel nut. */
  handguardNeedsOwnNut: yesNo,
  /** Buffer tubes and buffer tube kits. */
  bufferTube: oneOf(TUBE_TYPES),
  /** Stocks: the tube the stock slides on. */
  stockFits: oneOf(TUBE_TYPES),
  /** Stocks: a pistol brace rather than a shoulder stock. */
  brace: yesNo,
  /** Buffers: the buffer system family they are made for. */
  bufferLength: oneOf(BUFFER_LENGTHS),
  /** Buffer tubes and kits: the family their length makes them (pistol tubes: carbine). */
  tubeLength: oneOf(BUFFER_LENGTHS),
  /** Buffer springs and kits. */
  springLength: oneOf(SPRING_LENGTHS),
  /** Buffers: weight in ounces (carbine 3.0, H 3.8, H2 4.6, H3 5.4, rifle 5.2). */
  bufferWeightOz: positive(40),
  /** Triggers and lower receivers. */
  triggerPin: oneOf(TRIGGER_PINS),
  /** Magazines: the caliber key the magazine is made for. */
  magazineCaliber: caliberKey,
  /** Lower receivers: the magazine well; magazines: the well they fit. */
  magazineWell: oneOf(MAGAZINE_WELLS),
  /** Drop-in handguards: the gas-system length they are made for (set by the sight base). */
  dropInGasSystem: oneOf(GAS_SYSTEMS),
  /** Handguards: how accessories attach to their sides. */
  handguardAttachment: oneOf(ATTACHMENTS),
  /** Foregrips, lights, lasers, bipods, accessory mounts: what they attach to. */
  accessoryMount: oneOf(ATTACHMENTS),
} as const satisfies Record<string, KeyValueRule>;

type ValueOf<R extends KeyValueRule> = R extends { kind: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : R extends { kind: 'number' }
    ? number
    : R extends { kind: 'boolean' }
      ? boolean
      : string;

export type SpecKey = keyof typeof KEY_VALUES;
/** The compatibility specs of one part (all optional). */
export type CompatSpecs = { [K in SpecKey]?: ValueOf<(typeof KEY_VALUES)[K]> };
export type SpecValue = string | number | boolean;

export const SPEC_KEYS = Object.keys(KEY_VALUES) as SpecKey[];

/** Each key's rule for its values. */
export const KEY_VALUE_RULES: Readonly<Record<SpecKey, KeyValueRule>> = KEY_VALUES;

/**
 * `raw` as a valid value of `key` (text trimmed), or undefined when it is not one. Agrees with
 * the API's zod schema key by key (unit-tested), so a page checks without loading zod.
 */
export function checkSpecValue(key: SpecKey, raw: unknown): SpecValue | undefined {
  const rule = KEY_VALUE_RULES[key];
  switch (rule.kind) {
    case 'oneOf':
      return rule.values.includes(raw as string | number) ? (raw as string | number) : undefined;
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= rule.max
        ? raw
        : undefined;
    case 'boolean':
      return typeof raw === 'boolean' ? raw : undefined;
    case 'text': {
      if (typeof raw !== 'string') return undefined;
      const trimmed = raw.trim();
      return trimmed.length >= 1 && trimmed.length <= rule.max ? trimmed : undefined;
    }
  }
}

interface KeyInfo {
  /** Words for messages and docs ('thread', 'gas journal'). */
  label: string;
  /** How a value reads in a message. */
  format: 'text' | 'caliber' | 'inches' | 'diameter' | 'thread' | 'yesNo' | 'ounces';
  /** Read this key when the part does not carry its own (a barrel's chamber is its caliber). */
  fallback?: SpecKey;
}

export const KEY_INFO: Readonly<Record<SpecKey, KeyInfo>> = {
  platform: { label: 'platform', format: 'text' },
  ar10Pattern: { label: 'AR-10 pattern', format: 'text' },
  caliber: { label: 'caliber', format: 'caliber' },
  chamber: { label: 'chamber', format: 'caliber', fallback: 'caliber' },
  muzzleThread: { label: 'muzzle thread', format: 'thread' },
  boreDiameter: { label: 'bore diameter', format: 'diameter' },
  pinnedAndWelded: { label: 'pinned and welded', format: 'yesNo' },
  deviceLengthIn: { label: 'device length', format: 'inches' },
  gasSystem: { label: 'gas system', format: 'text' },
  gasJournal: { label: 'gas journal', format: 'diameter' },
  gasBlockType: { label: 'gas block type', format: 'text' },
  barrelLengthIn: { label: 'barrel length', format: 'inches' },
  barrelProfile: { label: 'barrel profile', format: 'text' },
  handguardLengthIn: { label: 'handguard length', format: 'inches' },
  handguardType: { label: 'handguard type', format: 'text' },
  handguardNeedsOwnNut: { label: 'own barrel nut', format: 'yesNo' },
  bufferTube: { label: 'buffer tube type', format: 'text' },
  stockFits: { label: 'stock tube type', format: 'text' },
  brace: { label: 'brace', format: 'yesNo' },
  bufferLength: { label: 'buffer system', format: 'text' },
  tubeLength: { label: 'buffer tube length', format: 'text' },
  springLength: { label: 'buffer spring length', format: 'text' },
  bufferWeightOz: { label: 'buffer weight', format: 'ounces' },
  triggerPin: { label: 'trigger pin size', format: 'text' },
  magazineCaliber: { label: 'magazine caliber', format: 'caliber' },
  magazineWell: { label: 'magazine well', format: 'text' },
  dropInGasSystem: { label: 'drop-in handguard length', format: 'text' },
  handguardAttachment: { label: 'handguard attachment', format: 'text' },
  accessoryMount: { label: 'accessory mount', format: 'text' },
};

/** A part's value for a key, following the key's fallback; undefined when unknown. */
export function specValue(specs: CompatSpecs, key: SpecKey): SpecValue | undefined {
  const own = specs[key];
  if (own !== undefined) return own;
  const fallback = KEY_INFO[key].fallback;
  return fallback === undefined ? undefined : specs[fallback];
}

/** 0.75 → '.750', 0.224 → '.224' (how diameters are written in the trade). */
const thou = (n: number): string => n.toFixed(3).replace(/^0\./, '.');

/** A value as a message shows it: '5.56 NATO', '16"', '.750"', 'threaded 1/2x28 RH', 'unthreaded'. */
export function formatSpecValue(key: SpecKey, value: SpecValue): string {
  switch (KEY_INFO[key].format) {
    case 'caliber':
      return findCaliber(String(value))?.label ?? String(value);
    case 'inches':
      return `${typeof value === 'number' ? Math.round(value * 100) / 100 : value}"`;
    case 'diameter':
      return typeof value === 'number' ? `${thou(value)}"` : String(value);
    case 'thread':
      if (value === 'none') return 'unthreaded';
      return String(value).endsWith(' LH') ? `threaded ${value}` : `threaded ${value} RH`;
    case 'yesNo':
      return value ? 'yes' : 'no';
    case 'ounces':
      return `${typeof value === 'number' ? Math.round(value * 10) / 10 : value} oz`;
    default:
      return String(value);
  }
}
