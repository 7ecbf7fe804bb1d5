import { findCaliber } from '../../../../shared/catalog/calibers.ts';
import type {
  Ar10Pattern,
  Attachment,
  BufferLength,
  CompatSpecs,
  GasJournal,
  GasSystem,
  MagazineWell,
  MuzzleThread,
  Platform,
  TubeType,
} from '../../../../shared/compat/keys.ts';
import type { VariantFields } from './model.ts';

// ADR 060: the demo catalogue's compatibility keys (src/shared/compat/keys.ts), derived
// from each variant's catalogue fields by the facts of the AR market, so every variant of a type
// the rules look at carries them and they never contradict the product page's display specs
// (the barrel's thread and gas length shown are computed by the same functions). Pure and
// deterministic: no randomness, no per-product table except the few facts the fields cannot say
// (OVERRIDES).

const inches = (text: string | undefined): number | undefined => {
  const n = Number.parseFloat(text ?? '');
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

const caliberKey = (name: string | undefined): string | undefined =>
  name ? findCaliber(name)?.key : undefined;

/** Nominal bullet diameter a muzzle device for a calibre is bored for ('.30 cal' = .308). */
const DEVICE_BORE: Record<string, number> = {
  '556': 0.224,
  '223': 0.224,
  '223-wylde': 0.224,
  '224-valkyrie': 0.224,
  '6mm-arc': 0.243,
  '65-grendel': 0.264,
  '65-creedmoor': 0.264,
  '68-spc': 0.277,
  '300-blackout': 0.308,
  '308': 0.308,
  '762x39': 0.308,
  // 9 mm Luger bullets are .355 in (SAAMI); 9 mm devices are bored for them.
  '9mm': 0.355,
  '450-bushmaster': 0.452,
  '458-socom': 0.458,
  '50-beowulf': 0.5,
};

/** The muzzle thread of a calibre as the market threads it (right-hand). */
const CALIBER_THREAD: Record<string, MuzzleThread> = {
  '556': '1/2x28',
  '223': '1/2x28',
  '223-wylde': '1/2x28',
  '224-valkyrie': '1/2x28',
  '9mm': '1/2x28',
  '300-blackout': '5/8x24',
  '65-grendel': '5/8x24',
  '68-spc': '5/8x24',
  '762x39': '5/8x24',
  '6mm-arc': '5/8x24',
  '308': '5/8x24',
  '65-creedmoor': '5/8x24',
  '450-bushmaster': '11/16x24',
  // As their barrel makers thread them: .458 SOCOM 5/8x32, .50 Beowulf 3/4x24 (Alexander Arms).
  '458-socom': '5/8x32',
  '50-beowulf': '3/4x24',
};

/**
 * A barrel's muzzle thread. .300 BLK barrels of 16" and more are sold as carbines and threaded
 * 1/2x28 like 5.56 (shorter ones 5/8x24, for a suppressor); 8" pencil barrels are the
 * unthreaded pistol barrels of the catalogue, except 9 mm ones, which are threaded 1/2x28 at
 * every length.
 */
export function barrelThread(caliber: string | undefined, barrelLength?: string): MuzzleThread {
  const key = caliberKey(caliber);
  const length = inches(barrelLength);
  if (length !== undefined && length <= 8 && key !== '9mm') return 'none';
  if (key === '300-blackout' && length !== undefined && length >= 16) return '1/2x28';
  return (key ? CALIBER_THREAD[key] : undefined) ?? '1/2x28';
}

/** The thread as the product page shows it. */
export const threadLabel = (thread: MuzzleThread): string =>
  thread === 'none' ? 'Unthreaded' : thread;

/** The display gas lengths (catalogue specs) and the engine's gas systems. */
const GAS_SYSTEM: Record<string, GasSystem> = {
  Pistol: 'pistol',
  Carbine: 'carbine',
  'Mid-length': 'mid-length',
  'Rifle-length': 'rifle',
};

const JOURNALS: Record<string, GasJournal> = {
  '.625"': 0.625,
  '.750"': 0.75,
  '.875"': 0.875,
  '.936"': 0.936,
};

/** Gas journal from the display diameter, else from the profile (pencil .625, heavy .875). */
function journalOf(fields: VariantFields): GasJournal {
  const stated = fields.diameter && JOURNALS[fields.diameter];
  if (stated) return stated;
  if (/pencil/i.test(fields.profile ?? '')) return 0.625;
  if (/heavy|bull/i.test(fields.profile ?? '')) return 0.875;
  return 0.75;
}

const profileKey = (profile: string | undefined): string | undefined =>
  profile ? profile.toLowerCase() : undefined;

/**
 * The keys of a barrel (and of the barrel a composite includes). A barrel with no gas system (a
 * 9 mm blowback barrel) or none stated has no gas journal to claim unless its diameter is given.
 */
function barrelKeys(fields: VariantFields, platform: Platform = 'AR-15'): CompatSpecs {
  const caliber = caliberKey(fields.caliber);
  const gasSystem = fields.gasLength ? GAS_SYSTEM[fields.gasLength] : undefined;
  return {
    platform,
    ...(caliber && { caliber, chamber: caliber }),
    muzzleThread: barrelThread(fields.caliber, fields.barrelLength),
    ...(gasSystem && { gasSystem }),
    ...((gasSystem || fields.diameter) && { gasJournal: journalOf(fields) }),
    ...(inches(fields.barrelLength) !== undefined && {
      barrelLengthIn: inches(fields.barrelLength),
    }),
    ...(profileKey(fields.profile) && { barrelProfile: profileKey(fields.profile) }),
  };
}

/** Where a complete upper's free-float rail ends: 3" short of the muzzle, in half inches. */
const railFor = (barrel: number): number => Math.max(4.5, Math.round((barrel - 3) * 2) / 2);

/**
 * A composite upper carries the keys of the parts it includes, consistent with one another, so
 * its included entries can be checked with them (ADR 060). Uppers of 13.7–15.9" come with the
 * device pinned and welded to reach 16" overall (the market's norm for a legal carbine). An
 * upper that states its rail length keeps it; a 9 mm blowback upper has no gas block.
 */
function upperKeys(fields: VariantFields, complete: boolean, ar10 = false): CompatSpecs {
  const barrel = barrelKeys(fields, ar10 ? 'AR-10' : 'AR-15');
  const length = barrel.barrelLengthIn;
  const dropIn = fields.railType === 'Round Handguard';
  const rail = inches(fields.railLength) ?? (length !== undefined ? railFor(length) : undefined);
  const pattern = ar10 ? ar10PatternOf(fields.type) : undefined;
  const keys: CompatSpecs = {
    ...barrel,
    ...(pattern && { ar10Pattern: pattern }),
    ...(barrel.gasSystem && { gasBlockType: dropIn ? 'front-sight-base' : 'low-profile' }),
    handguardType: dropIn ? 'drop-in' : 'free-float',
    handguardNeedsOwnNut: !dropIn,
    ...(length !== undefined && { handguardLengthIn: dropIn ? 7 : rail }),
    ...(dropIn && barrel.gasSystem && { dropInGasSystem: barrel.gasSystem }),
    ...attachmentKeys(fields.railType),
  };
  if (!complete) return keys;
  const bore = barrel.caliber ? DEVICE_BORE[barrel.caliber] : undefined;
  const pinned = length !== undefined && length >= 13.5 && length < 16;
  return {
    ...keys,
    ...(bore && { boreDiameter: bore }),
    pinnedAndWelded: pinned,
    deviceLengthIn: pinned ? Math.round((16.1 - length) * 10) / 10 : 2.25,
  };
}

/** Device length past the muzzle by kind, inches (A2 birdcage about 2.25"). */
function deviceLength(type: string | undefined): number {
  if (/comp/i.test(type ?? '')) return 2.0;
  if (/brake/i.test(type ?? '')) return 2.4;
  if (/mount/i.test(type ?? '')) return 2.5;
  return 2.25;
}

function muzzleKeys(fields: VariantFields): CompatSpecs {
  const caliber = caliberKey(fields.caliber);
  const bore = caliber ? DEVICE_BORE[caliber] : undefined;
  const thread = caliber ? CALIBER_THREAD[caliber] : undefined;
  return {
    ...(thread && { muzzleThread: thread }),
    ...(bore && { boreDiameter: bore }),
    pinnedAndWelded: false,
    deviceLengthIn: deviceLength(fields.type),
  };
}

function handguardKeys(fields: VariantFields, ar10: boolean): CompatSpecs {
  const dropIn = /drop-in/i.test(fields.type ?? '');
  const length = inches(fields.railLength);
  return {
    platform: ar10 ? 'AR-10' : 'AR-15',
    ...(ar10 && { ar10Pattern: /armalite/i.test(fields.type ?? '') ? 'Armalite' : 'DPMS' }),
    handguardType: dropIn ? 'drop-in' : 'free-float',
    handguardNeedsOwnNut: !dropIn,
    ...(length !== undefined && { handguardLengthIn: length }),
    ...(dropIn && dropInKeys(length)),
    ...attachmentKeys(fields.railType),
  };
}

/** How accessories attach to a handguard, from its display rail type (none for a plain one). */
function attachmentOf(railType: string | undefined): Attachment | undefined {
  if (!railType) return undefined;
  if (/m-lok/i.test(railType)) return 'M-LOK';
  if (/keymod/i.test(railType)) return 'KeyMod';
  if (/picatinny|quad/i.test(railType)) return 'Picatinny';
  return undefined;
}

/** A drop-in handguard's gas-length key, when its length is known. */
function dropInKeys(length: number | undefined): CompatSpecs {
  const gasSystem = dropInGasSystemOf(length);
  return gasSystem ? { dropInGasSystem: gasSystem } : {};
}

/** A handguard's attachment key, when its rail type names one. */
function attachmentKeys(railType: string | undefined): CompatSpecs {
  const attachment = attachmentOf(railType);
  return attachment ? { handguardAttachment: attachment } : {};
}

/** A drop-in handguard's gas-system length, from its length (Magpul MOE: 6.75" carbine, 9" mid). */
function dropInGasSystemOf(length: number | undefined): GasSystem | undefined {
  if (length === undefined) return undefined;
  if (length <= 7.5) return 'carbine';
  if (length <= 10) return 'mid-length';
  return 'rifle';
}

/** A buffer's weight in ounces from its display type ('H2 (4.7 oz)'). */
function bufferWeightOf(bufferType: string | undefined): number | undefined {
  const match = /\(([\d.]+)\s*oz\)/i.exec(bufferType ?? '');
  const oz = match ? Number.parseFloat(match[1]!) : Number.NaN;
  return Number.isFinite(oz) && oz > 0 ? oz : undefined;
}

/** A buffer's family from its display type: rifle, A5 or (the rest) carbine. */
function bufferFamilyOf(bufferType: string | undefined): BufferLength {
  if (/rifle/i.test(bufferType ?? '')) return 'rifle';
  if (/\bA5/i.test(bufferType ?? '')) return 'A5';
  return 'carbine';
}

/**
 * The AR-10 pattern a part's display type names: ArmaLite's own, or the DPMS (LR-308, SR-25)
 * one; undefined when it names neither.
 */
function ar10PatternOf(type: string | undefined): Ar10Pattern | undefined {
  if (/armalite/i.test(type ?? '')) return 'Armalite';
  if (/dpms|lr-?308|sr-?25/i.test(type ?? '')) return 'DPMS';
  return undefined;
}

/**
 * The magazine well a magazine fits, or a lower takes. The display type names it where the
 * calibre cannot: ArmaLite AR-10 or SR-25 (DPMS) for .308-class parts, Glock or Colt (SMG) for
 * 9 mm ones. Otherwise .308-class magazines are SR-25 pattern (Magpul PMAG LR/SR, Lancer L7), a
 * 9 mm part that names no pattern gets none, and every other demo calibre is an AR-15 (STANAG)
 * magazine.
 */
function magazineWellOf(caliber: string | undefined, type?: string): MagazineWell | undefined {
  if (!caliber) return undefined;
  if (caliber === '308' || caliber === '65-creedmoor') {
    return ar10PatternOf(type) === 'Armalite' ? 'ArmaLite AR-10' : 'SR-25';
  }
  if (caliber === '9mm') {
    if (/glock/i.test(type ?? '')) return 'Glock 9mm';
    if (/colt/i.test(type ?? '')) return 'Colt 9mm';
    return undefined;
  }
  return 'AR-15';
}

/** An AR-10 receiver's keys: its pattern, and for a lower the trigger pins and magazine well. */
function ar10ReceiverKeys(fields: VariantFields, lower: boolean): CompatSpecs {
  const pattern = ar10PatternOf(fields.type);
  if (!lower) return { platform: 'AR-10', ...(pattern && { ar10Pattern: pattern }) };
  const well = pattern && magazineWellOf('308', fields.type);
  return {
    platform: 'AR-10',
    ...(pattern && { ar10Pattern: pattern }),
    // DPMS and ArmaLite lowers take the AR-15's .154 in trigger and hammer pins.
    triggerPin: '.154',
    ...(well && { magazineWell: well }),
  };
}

/**
 * An AR-15 lower's keys. Its well is the AR-15's unless it is a 9 mm lower, which takes Glock or
 * Colt (SMG) magazines by the pattern its type names.
 */
function ar15LowerKeys(fields: VariantFields): CompatSpecs {
  const well = caliberKey(fields.caliber) === '9mm' ? magazineWellOf('9mm', fields.type) : 'AR-15';
  return { platform: 'AR-15', triggerPin: '.154', ...(well && { magazineWell: well }) };
}

/**
 * The complete-lower keys: the stock and buffer system it comes with (an A2 fixed stock on a
 * rifle extension, else a collapsible stock on a mil-spec carbine extension) and its well.
 */
function completeLowerKeys(fields: VariantFields, ar10: boolean): CompatSpecs {
  const tube: TubeType = /a2 fixed/i.test(fields.type ?? '') ? 'rifle' : 'mil-spec';
  const family: BufferLength = tube === 'rifle' ? 'rifle' : 'carbine';
  const receiver = ar10 ? ar10ReceiverKeys(fields, true) : ar15LowerKeys(fields);
  return {
    ...receiver,
    stockFits: tube,
    brace: /brace/i.test(fields.type ?? ''),
    bufferTube: tube,
    bufferLength: family,
    tubeLength: family,
    springLength: tube === 'rifle' ? 'rifle' : 'carbine',
  };
}

/** What an accessory attaches with (M-LOK, KeyMod or Picatinny; others: no claim). */
function accessoryMountOf(fields: VariantFields): CompatSpecs {
  const attachment = attachmentOf(fields.mountingSystem);
  return attachment ? { accessoryMount: attachment } : {};
}

/** Tube type from a stock's, tube's or kit's display type; pistol tubes take no stock: unknown. */
function tubeOf(type: string | undefined): TubeType | undefined {
  if (!type) return undefined;
  if (/rifle tube|a2 fixed/i.test(type)) return 'rifle';
  if (/commercial/i.test(type)) return 'commercial';
  if (/mil-spec|carbine|mod 0|sopmod|moe/i.test(type)) return 'mil-spec';
  return undefined;
}

/** The buffer-system family an extension's length makes it: rifle, VLTOR's A5, or carbine. */
function tubeFamilyOf(type: string | undefined, tube: TubeType | undefined): BufferLength {
  if (tube === 'rifle') return 'rifle';
  return /\bA5/i.test(type ?? '') ? 'A5' : 'carbine';
}

/** The few facts the catalogue fields do not carry, by group id. */
const OVERRIDES: Record<string, (fields: VariantFields) => CompatSpecs> = {
  // Geissele's .308 rail is made for Armalite-pattern (AR-10) uppers.
  'ar10-geissele-automatics-mk14-smr-rail': () => ({ ar10Pattern: 'Armalite' }),
};

/** The compatibility keys of a demo variant of catalogue type `type` in group `groupId`. */
export function compatFor(type: string, groupId: string, fields: VariantFields): CompatSpecs {
  const keys = baseKeys(type, fields);
  const override = OVERRIDES[groupId]?.(fields);
  return override ? { ...keys, ...override } : keys;
}

function baseKeys(type: string, fields: VariantFields): CompatSpecs {
  const caliber = caliberKey(fields.caliber);
  switch (type) {
    case 'ar15-complete-uppers':
      return upperKeys(fields, true);
    case 'ar15-barreled-uppers':
      return upperKeys(fields, false);
    case 'ar10-complete-uppers':
      return upperKeys(fields, true, true);
    case 'ar15-barrels':
      return barrelKeys(fields);
    case 'ar10-barrels':
      return barrelKeys(fields, 'AR-10');
    case 'ar15-muzzle-brakes':
    case 'ar15-flash-hiders':
    case 'ar15-compensators':
      return muzzleKeys(fields);
    case 'ar15-gas-blocks':
      return {
        gasJournal: journalOf(fields),
        gasBlockType: fields.type === 'FSB' ? 'front-sight-base' : 'low-profile',
      };
    case 'ar15-gas-tubes': {
      const gasSystem = fields.gasLength ? GAS_SYSTEM[fields.gasLength] : undefined;
      return gasSystem ? { gasSystem } : {};
    }
    case 'ar15-gas-systems': {
      const gasSystem = fields.gasLength ? GAS_SYSTEM[fields.gasLength] : undefined;
      return {
        ...(gasSystem && { gasSystem }),
        gasJournal: journalOf(fields),
        gasBlockType: 'low-profile',
      };
    }
    case 'ar15-handguards':
      return handguardKeys(fields, false);
    case 'ar10-handguard':
      return handguardKeys(fields, true);
    case 'ar10-charging-handle': {
      const pattern = ar10PatternOf(fields.type);
      return { platform: 'AR-10', ...(pattern && { ar10Pattern: pattern }) };
    }
    case 'ar10-stripped-uppers':
      return ar10ReceiverKeys(fields, false);
    case 'ar10-stripped-lowers':
      return ar10ReceiverKeys(fields, true);
    case 'ar10-complete-lowers':
      return completeLowerKeys(fields, true);
    case 'ar10-bcg-hardware-group':
    case 'ar10-bcgs':
      return { platform: 'AR-10', ...(caliber && { caliber }) };
    case 'ar10-bolt-catch':
    case 'ar10-ejection-port-cover':
      return { platform: 'AR-10' };
    case 'ar15-bcgs':
    case 'ar15-bolts':
      return { platform: 'AR-15', ...(caliber && { caliber }) };
    case 'ar15-stripped-uppers':
    case 'ar15-ejection-port-covers':
    case 'ar15-forward-assists':
    case 'ar15-upper-parts-kits':
    case 'ar15-cam-pins':
    case 'ar15-firing-pins':
    case 'ar15-bolt-hardware':
    case 'ar15-bcg-hardware-group':
    case 'ar15-charging-handles':
      return { platform: 'AR-15' };
    case 'ar15-complete-lowers':
      return completeLowerKeys(fields, false);
    case 'ar15-stripped-lowers':
      return ar15LowerKeys(fields);
    case 'ar15-triggers':
      // Every demo trigger is sold for the standard AR-15 lower, whose hammer and trigger pins are
      // .154 in; a large-pin (.169) trigger is its own model, marked so by its maker, and gets
      // .169 only where its own specification says so, never from a guess.
      return { triggerPin: '.154' };
    case 'ar15-stocks': {
      const tube = tubeOf(fields.type);
      return { ...(tube && { stockFits: tube }), brace: /brace/i.test(fields.type ?? '') };
    }
    case 'ar15-buffers':
    case 'ar10-buffers': {
      const weight = bufferWeightOf(fields.bufferType);
      return {
        bufferLength: bufferFamilyOf(fields.bufferType),
        ...(weight !== undefined && { bufferWeightOz: weight }),
      };
    }
    case 'ar15-buffer-tubes':
    case 'ar10-buffer-tubes': {
      const tube = tubeOf(fields.type);
      // A pistol tube is a carbine-length extension without a stock's positions.
      return { ...(tube && { bufferTube: tube }), tubeLength: tubeFamilyOf(fields.type, tube) };
    }
    case 'ar15-buffer-springs':
    case 'ar10-buffer-springs':
      return /rifle|carbine/i.test(fields.type ?? '')
        ? { springLength: /rifle/i.test(fields.type ?? '') ? 'rifle' : 'carbine' }
        : {};
    case 'ar15-buffer-kits': {
      const tube = tubeOf(fields.type);
      const family = tubeFamilyOf(fields.type, tube);
      const weight = bufferWeightOf(fields.bufferType);
      return {
        ...(tube && { bufferTube: tube }),
        bufferLength: family,
        tubeLength: family,
        // The A5 and rifle extensions take the rifle-length action spring.
        springLength: family === 'carbine' ? 'carbine' : 'rifle',
        ...(weight !== undefined && { bufferWeightOz: weight }),
      };
    }
    case 'ar15-magazines':
    case 'ar10-magazines': {
      const well = magazineWellOf(caliber, fields.type);
      return { ...(caliber && { magazineCaliber: caliber }), ...(well && { magazineWell: well }) };
    }
    case 'ar15-foregrips':
    case 'ar15-lasers':
    case 'ar15-lights':
    case 'ar15-accessory-mounts':
    case 'ar15-bipods':
      return accessoryMountOf(fields);
    default:
      return {};
  }
}
