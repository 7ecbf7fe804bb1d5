import type { SubPartName } from '../build/parts.ts';
import type { CompatPart } from './evaluate.ts';
import { compatPart as part } from './test-builds.ts';

// An independent reference set: real rifle builds with the verdict a gunsmith would give each,
// written from published facts (makers' spec sheets, SAAMI cartridge drawings, mil-spec numbers,
// magazine makers' compatibility lists) and not from the engine's rules. Each part carries the
// keys its maker states; where a spec sheet is silent the key is left out, so the engine may only
// say it could not check (an info), which is never a verdict.
//
// Verdicts: 'sound' (goes together and runs), 'warning' (goes together and runs, with a caution
// the owner must heed: a legal length, an ammunition caution, a fit that needs an adapter),
// 'error' (will not go together, or will not run safely). Every error and warning build holds
// one mistake, named by the rule ids in `because`.

export interface ReferenceBuild {
  /** Kebab-case, unique. */
  id: string;
  /** What the build is, e.g. '16" 6.5 Grendel mid-length on a 5.56 bolt'. */
  title: string;
  parts: CompatPart[];
  /** The verdict: 'sound' (no error, no warning), 'warning' (works, with a caution), 'error' (will not work). */
  verdict: 'sound' | 'warning' | 'error';
  /** The rule ids that must be among the engine's errors/warnings (empty for 'sound'). */
  because: string[];
  /** Where the facts come from: maker spec sheets, SAAMI/CIP drawing names, mil-spec numbers, compatibility lists. */
  source: string;
}

// ---------------------------------------------------------------------------------------------
// Building blocks: a base list of parts, then changes. A change is a part (it takes the place of
// the base's part in the same sub-part) or a list of sub-parts to leave out.

type Change = CompatPart | { readonly drop: readonly SubPartName[] };

const drop = (...subParts: SubPartName[]): Change => ({ drop: subParts });

function kit(base: readonly CompatPart[], ...changes: Change[]): CompatPart[] {
  let parts = [...base];
  for (const change of changes) {
    if ('drop' in change) {
      const gone: readonly string[] = change.drop;
      parts = parts.filter((p) => !gone.includes(p.subPart));
    } else {
      parts = [...parts.filter((p) => p.subPart !== change.subPart), change];
    }
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------
// AR-15 receivers. Lowers state their trigger pin size and magazine well.

const UPPER_M4E1 = part('Stripped Upper Receiver', 'Aero Precision M4E1 Stripped Upper Receiver', {
  platform: 'AR-15',
});
const UPPER_BCM = part('Stripped Upper Receiver', 'BCM M4 Flat-Top Upper Receiver, Stripped', {
  platform: 'AR-15',
});
const UPPER_EPC9 = part('Stripped Upper Receiver', 'Aero Precision EPC-9 Stripped Upper Receiver', {
  platform: 'AR-15',
});
const UPPER_RRA9 = part('Stripped Upper Receiver', 'Rock River Arms LAR-9 A4 Upper Receiver', {
  platform: 'AR-15',
});
const LOWER_M4E1 = part('Stripped Lower Receiver', 'Aero Precision M4E1 Stripped Lower Receiver', {
  platform: 'AR-15',
  triggerPin: '.154',
  magazineWell: 'AR-15',
});
const LOWER_ANDERSON = part(
  'Stripped Lower Receiver',
  'Anderson Manufacturing AM-15 Stripped Lower',
  {
    platform: 'AR-15',
    triggerPin: '.154',
    magazineWell: 'AR-15',
  },
);
/** Colt's Sporter lowers took .170 in (large) trigger and hammer pins. */
const LOWER_COLT_LARGE_PIN = part(
  'Stripped Lower Receiver',
  'Colt AR-15A2 Sporter II Lower Receiver (large pin)',
  { platform: 'AR-15', triggerPin: '.169', magazineWell: 'AR-15' },
);
const LOWER_EPC9 = part('Stripped Lower Receiver', 'Aero Precision EPC-9 Stripped Lower Receiver', {
  platform: 'AR-15',
  triggerPin: '.154',
  magazineWell: 'Glock 9mm',
});
const LOWER_LAR9 = part(
  'Stripped Lower Receiver',
  'Rock River Arms LAR-9 Dedicated 9mm Lower (Colt-pattern magazines)',
  { platform: 'AR-15', triggerPin: '.154', magazineWell: 'Colt 9mm' },
);

// AR-10 receivers: Aero's M5 and the DPMS LR-308 are the DPMS (SR-25 magazine) pattern; the
// ArmaLite AR-10A series is ArmaLite's own pattern with its own magazines.

const UPPER_M5 = part('Stripped Upper Receiver', 'Aero Precision M5 Stripped Upper Receiver', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
});
const UPPER_LR308 = part('Stripped Upper Receiver', 'DPMS LR-308 High-Profile Stripped Upper', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
});
const UPPER_ARMALITE = part('Stripped Upper Receiver', 'ArmaLite AR-10A4 Stripped Upper Receiver', {
  platform: 'AR-10',
  ar10Pattern: 'Armalite',
});
const LOWER_M5 = part('Stripped Lower Receiver', 'Aero Precision M5 Stripped Lower Receiver', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
  triggerPin: '.154',
  magazineWell: 'SR-25',
});
const LOWER_LR308 = part('Stripped Lower Receiver', 'DPMS LR-308 Stripped Lower Receiver', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
  triggerPin: '.154',
  magazineWell: 'SR-25',
});
const LOWER_ARMALITE = part('Stripped Lower Receiver', 'ArmaLite AR-10A Stripped Lower Receiver', {
  platform: 'AR-10',
  ar10Pattern: 'Armalite',
  triggerPin: '.154',
  magazineWell: 'ArmaLite AR-10',
});

// ---------------------------------------------------------------------------------------------
// Barrels. AR-15 5.56 family.

const BCM_16_MID = part('Barrel', 'BCM 16" Mid-Length 5.56 Standard Profile Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
  barrelProfile: 'standard',
});
const BA_16_CARBINE = part(
  'Barrel',
  'Ballistic Advantage 16" 5.56 Modern Series Government Carbine-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '556',
    chamber: '556',
    muzzleThread: '1/2x28',
    gasSystem: 'carbine',
    gasJournal: 0.75,
    barrelLengthIn: 16,
    barrelProfile: 'government',
  },
);
const FAXON_16_GUNNER = part('Barrel', 'Faxon 16" Gunner 5.56 Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
  barrelProfile: 'gunner',
});
const FAXON_16_PENCIL = part('Barrel', 'Faxon 16" Pencil 5.56 Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.625,
  barrelLengthIn: 16,
  barrelProfile: 'pencil',
});
const CRITERION_16_WYLDE = part('Barrel', 'Criterion 16" Hybrid .223 Wylde Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '223-wylde',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
  barrelProfile: 'hybrid',
});
const CRITERION_16_WYLDE_PLAIN = part(
  'Barrel',
  'Criterion 16" Hybrid .223 Wylde Mid-Length Barrel, Unthreaded',
  {
    platform: 'AR-15',
    caliber: '556',
    chamber: '223-wylde',
    muzzleThread: 'none',
    gasSystem: 'mid-length',
    gasJournal: 0.75,
    barrelLengthIn: 16,
    barrelProfile: 'hybrid',
  },
);
const BCM_145_MID = part('Barrel', 'BCM 14.5" Mid-Length 5.56 Standard Profile Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 14.5,
});
const DD_145_MID = part('Barrel', 'Daniel Defense 14.5" CHF Government Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 14.5,
});
const NOVESKE_137 = part('Barrel', 'Noveske 13.7" Recon Mid-Length 5.56 Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 13.7,
});
const DD_115 = part('Barrel', 'Daniel Defense 11.5" CHF Carbine-Length 5.56 Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'carbine',
  gasJournal: 0.75,
  barrelLengthIn: 11.5,
});
const FAXON_105_PENCIL = part('Barrel', 'Faxon 10.5" Pencil 5.56 Carbine-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'carbine',
  gasJournal: 0.625,
  barrelLengthIn: 10.5,
  barrelProfile: 'pencil',
});
const BA_18_SPR = part(
  'Barrel',
  'Ballistic Advantage 18" .223 Wylde SPR Rifle-Length Performance Series Barrel',
  {
    platform: 'AR-15',
    caliber: '556',
    chamber: '223-wylde',
    muzzleThread: '1/2x28',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
    barrelProfile: 'spr',
  },
);
const FAXON_20_WYLDE = part('Barrel', 'Faxon 20" Heavy Fluted .223 Wylde Rifle-Length Barrel', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '223-wylde',
  muzzleThread: '1/2x28',
  gasSystem: 'rifle',
  gasJournal: 0.75,
  barrelLengthIn: 20,
});
// Barrels sold with an F-marked A2 front sight base already pinned on.
const COLT_20_A2 = part('Barrel', 'Colt 20" A2 Government Rifle-Length Barrel (with FSB)', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'rifle',
  gasJournal: 0.75,
  barrelLengthIn: 20,
  barrelProfile: 'government',
});
const BCM_16_CARBINE_FSB = part(
  'Barrel',
  'BCM 16" Carbine-Length 5.56 Standard Barrel Assembly (F-marked FSB)',
  {
    platform: 'AR-15',
    caliber: '556',
    chamber: '556',
    muzzleThread: '1/2x28',
    gasSystem: 'carbine',
    gasJournal: 0.75,
    barrelLengthIn: 16,
  },
);
const BCM_16_MID_FSB = part(
  'Barrel',
  'BCM 16" Mid-Length 5.56 Standard Barrel Assembly (F-marked FSB)',
  {
    platform: 'AR-15',
    caliber: '556',
    chamber: '556',
    muzzleThread: '1/2x28',
    gasSystem: 'mid-length',
    gasJournal: 0.75,
    barrelLengthIn: 16,
  },
);
const COLT_145_M4 = part('Barrel', 'Colt 14.5" M4 Profile Carbine Barrel Assembly (F-marked FSB)', {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  gasSystem: 'carbine',
  gasJournal: 0.75,
  barrelLengthIn: 14.5,
  barrelProfile: 'm4',
});
// SAAMI .223 Remington chambers (shorter throat than 5.56 NATO).
const KRIEGER_20_223 = part(
  'Barrel',
  'Krieger 20" .223 Remington AR-15 Match Barrel, Rifle-Length',
  {
    platform: 'AR-15',
    caliber: '223',
    chamber: '223',
    muzzleThread: '1/2x28',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 20,
  },
);
const SHILEN_18_223 = part(
  'Barrel',
  'Shilen 18" .223 Remington Select Match AR-15 Barrel, Rifle-Length',
  {
    platform: 'AR-15',
    caliber: '223',
    chamber: '223',
    muzzleThread: '1/2x28',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
  },
);
const KRIEGER_16_223 = part('Barrel', 'Krieger 16" .223 Remington AR-15 Barrel, Mid-Length', {
  platform: 'AR-15',
  caliber: '223',
  chamber: '223',
  muzzleThread: '1/2x28',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
});

// AR-15 barrels in other calibres.

const BA_16_300 = part(
  'Barrel',
  'Ballistic Advantage 16" .300 BLK Modern Series Hanson Carbine-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '300-blackout',
    chamber: '300-blackout',
    muzzleThread: '5/8x24',
    gasSystem: 'carbine',
    gasJournal: 0.75,
    barrelLengthIn: 16,
    barrelProfile: 'hanson',
  },
);
const PSA_16_300_HALF = part('Barrel', 'PSA 16" .300 AAC Blackout Carbine-Length Barrel, 1/2x28', {
  platform: 'AR-15',
  caliber: '300-blackout',
  chamber: '300-blackout',
  muzzleThread: '1/2x28',
  gasSystem: 'carbine',
  gasJournal: 0.75,
  barrelLengthIn: 16,
});
const FAXON_105_300 = part('Barrel', 'Faxon 10.5" Gunner .300 BLK Pistol-Length Barrel', {
  platform: 'AR-15',
  caliber: '300-blackout',
  chamber: '300-blackout',
  muzzleThread: '5/8x24',
  gasSystem: 'pistol',
  gasJournal: 0.75,
  barrelLengthIn: 10.5,
});
/** Thread not stated on the listing: left out. */
const FAXON_8_300 = part('Barrel', 'Faxon 8" Pencil .300 BLK Pistol-Length Barrel', {
  platform: 'AR-15',
  caliber: '300-blackout',
  chamber: '300-blackout',
  gasSystem: 'pistol',
  gasJournal: 0.625,
  barrelLengthIn: 8,
  barrelProfile: 'pencil',
});
const BA_18_GRENDEL = part(
  'Barrel',
  'Ballistic Advantage 18" 6.5 Grendel Performance Series Rifle-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '65-grendel',
    chamber: '65-grendel',
    muzzleThread: '5/8x24',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
  },
);
const FAXON_16_GRENDEL = part('Barrel', 'Faxon 16" Gunner 6.5 Grendel Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '65-grendel',
  chamber: '65-grendel',
  muzzleThread: '5/8x24',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
});
const BA_18_ARC = part(
  'Barrel',
  'Ballistic Advantage 18" 6mm ARC Performance Series Rifle-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '6mm-arc',
    chamber: '6mm-arc',
    muzzleThread: '5/8x24',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
  },
);
const BA_16_ARC = part(
  'Barrel',
  'Ballistic Advantage 16" 6mm ARC Modern Series Mid-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '6mm-arc',
    chamber: '6mm-arc',
    muzzleThread: '5/8x24',
    gasSystem: 'mid-length',
    gasJournal: 0.75,
    barrelLengthIn: 16,
  },
);
const FAXON_20_VALK = part('Barrel', 'Faxon 20" Heavy Fluted .224 Valkyrie Rifle-Length Barrel', {
  platform: 'AR-15',
  caliber: '224-valkyrie',
  chamber: '224-valkyrie',
  muzzleThread: '1/2x28',
  gasSystem: 'rifle',
  gasJournal: 0.75,
  barrelLengthIn: 20,
});
const BA_18_VALK = part(
  'Barrel',
  'Ballistic Advantage 18" .224 Valkyrie Performance Series Rifle-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '224-valkyrie',
    chamber: '224-valkyrie',
    muzzleThread: '1/2x28',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
  },
);
const NOVESKE_16_68 = part('Barrel', 'Noveske 16" 6.8 SPC II Mid-Length Barrel', {
  platform: 'AR-15',
  caliber: '68-spc',
  chamber: '68-spc',
  muzzleThread: '5/8x24',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
});
const BA_16_762X39 = part(
  'Barrel',
  'Ballistic Advantage 16" 7.62x39 Modern Series Carbine-Length Barrel',
  {
    platform: 'AR-15',
    caliber: '762x39',
    chamber: '762x39',
    muzzleThread: '5/8x24',
    gasSystem: 'carbine',
    gasJournal: 0.75,
    barrelLengthIn: 16,
  },
);
/** Gas length and journal not on the listing: left out, as is the thread. */
const FAXON_16_450 = part('Barrel', 'Faxon 16" Gunner Big Bore .450 Bushmaster Barrel', {
  platform: 'AR-15',
  caliber: '450-bushmaster',
  chamber: '450-bushmaster',
  barrelLengthIn: 16,
});
const BCA_16_458 = part('Barrel', 'Bear Creek Arsenal 16" .458 SOCOM Barrel', {
  platform: 'AR-15',
  caliber: '458-socom',
  chamber: '458-socom',
  muzzleThread: '11/16x24',
  barrelLengthIn: 16,
});
const AA_16_BEOWULF = part('Barrel', 'Alexander Arms 16" .50 Beowulf Barrel', {
  platform: 'AR-15',
  caliber: '50-beowulf',
  chamber: '50-beowulf',
  barrelLengthIn: 16,
});
const EPC9_16 = part('Barrel', 'Aero Precision EPC-9 16" 9mm Barrel', {
  platform: 'AR-15',
  caliber: '9mm',
  chamber: '9mm',
  muzzleThread: '1/2x28',
  barrelLengthIn: 16,
});
const FAXON_8_9MM = part('Barrel', 'Faxon 8" 9mm Pistol-Calibre AR Barrel', {
  platform: 'AR-15',
  caliber: '9mm',
  chamber: '9mm',
  muzzleThread: '1/2x28',
  barrelLengthIn: 8,
});
const RRA_16_9MM = part('Barrel', 'Rock River Arms 16" 9mm Chrome-Lined Barrel', {
  platform: 'AR-15',
  caliber: '9mm',
  chamber: '9mm',
  muzzleThread: '1/2x28',
  barrelLengthIn: 16,
});

// AR-10 barrels (same barrel extension for DPMS and ArmaLite uppers; the nut differs).

const BA_18_308 = part(
  'Barrel',
  'Ballistic Advantage 18" .308 Win Performance Series Rifle-Length Barrel',
  {
    platform: 'AR-10',
    caliber: '308',
    chamber: '308',
    muzzleThread: '5/8x24',
    gasSystem: 'rifle',
    gasJournal: 0.75,
    barrelLengthIn: 18,
  },
);
const BA_16_308_MID = part(
  'Barrel',
  'Ballistic Advantage 16" .308 Win Performance Series Mid-Length Barrel',
  {
    platform: 'AR-10',
    caliber: '308',
    chamber: '308',
    muzzleThread: '5/8x24',
    gasSystem: 'mid-length',
    gasJournal: 0.75,
    barrelLengthIn: 16,
  },
);
const AERO_M5_16_308 = part('Barrel', 'Aero Precision M5 16" .308 Win Mid-Length Barrel', {
  platform: 'AR-10',
  caliber: '308',
  chamber: '308',
  muzzleThread: '5/8x24',
  gasSystem: 'mid-length',
  gasJournal: 0.75,
  barrelLengthIn: 16,
});
const BA_20_65CM = part(
  'Barrel',
  'Ballistic Advantage 20" 6.5 Creedmoor Performance Series Heavy Rifle-Length Barrel',
  {
    platform: 'AR-10',
    caliber: '65-creedmoor',
    chamber: '65-creedmoor',
    muzzleThread: '5/8x24',
    gasSystem: 'rifle',
    gasJournal: 0.875,
    barrelLengthIn: 20,
  },
);
const DPMS_24_BULL = part('Barrel', 'DPMS LR-308 24" Stainless Bull Barrel (.936 gas journal)', {
  platform: 'AR-10',
  caliber: '308',
  chamber: '308',
  muzzleThread: 'none',
  gasSystem: 'rifle',
  gasJournal: 0.936,
  barrelLengthIn: 24,
  barrelProfile: 'bull',
});

// ---------------------------------------------------------------------------------------------
// Muzzle devices: thread, the bullet diameter they are bored for, pinned and welded or not.

const A2 = part('Muzzle Device', 'A2 Birdcage Flash Hider, 1/2x28', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.224,
  pinnedAndWelded: false,
});
/** An A2 birdcage stands about 1.75 in past the muzzle. */
const A2_PINNED = part('Muzzle Device', 'A2 Birdcage Flash Hider, 1/2x28, pinned and welded', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.224,
  pinnedAndWelded: true,
  deviceLengthIn: 1.75,
});
const WARCOMP_PINNED = part('Muzzle Device', 'SureFire WARCOMP-556, 1/2x28, pinned and welded', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.224,
  pinnedAndWelded: true,
  deviceLengthIn: 1.75,
});
const SF3P_556 = part('Muzzle Device', 'SureFire SF3P Flash Hider, 5.56, 1/2x28', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.224,
  pinnedAndWelded: false,
});
const BCM_COMP = part('Muzzle Device', 'BCM Gunfighter Compensator Mod 0, 5.56, 1/2x28', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.224,
  pinnedAndWelded: false,
});
const SF3P_762 = part('Muzzle Device', 'SureFire SF3P Flash Hider, 7.62, 5/8x24', {
  muzzleThread: '5/8x24',
  boreDiameter: 0.308,
  pinnedAndWelded: false,
});
const PA_M11 = part('Muzzle Device', 'Precision Armament M11 Severe-Duty Brake, .30 cal, 5/8x24', {
  muzzleThread: '5/8x24',
  boreDiameter: 0.308,
  pinnedAndWelded: false,
});
const HELLFIRE_65 = part('Muzzle Device', 'Area 419 Hellfire Muzzle Brake, 6.5 mm bore, 5/8x24', {
  muzzleThread: '5/8x24',
  boreDiameter: 0.264,
  pinnedAndWelded: false,
});
const HELLFIRE_6MM = part('Muzzle Device', 'Area 419 Hellfire Muzzle Brake, 6 mm bore, 5/8x24', {
  muzzleThread: '5/8x24',
  boreDiameter: 0.243,
  pinnedAndWelded: false,
});
const AK_SLANT = part('Muzzle Device', 'AK-47 Slant Muzzle Brake, 14x1 LH', {
  muzzleThread: '14x1 LH',
  boreDiameter: 0.311,
  pinnedAndWelded: false,
});
const BCA_458_BRAKE = part(
  'Muzzle Device',
  'Bear Creek Arsenal .458 SOCOM Muzzle Brake, 11/16x24',
  {
    muzzleThread: '11/16x24',
    boreDiameter: 0.458,
    pinnedAndWelded: false,
  },
);
/** Thread not stated on the listing: left out. */
const BRAKE_450 = part('Muzzle Device', 'Brownells .450 Bushmaster Muzzle Brake', {
  boreDiameter: 0.452,
  pinnedAndWelded: false,
});
const KAK_9MM_CAN = part('Muzzle Device', 'KAK Industry 9mm Flash Can, 1/2x28', {
  muzzleThread: '1/2x28',
  boreDiameter: 0.355,
  pinnedAndWelded: false,
});

// ---------------------------------------------------------------------------------------------
// Gas blocks (a front sight base is a gas block too) and gas tubes.

const LP_750 = part('Gas Block', 'Aero Precision Low Profile Gas Block .750', {
  gasBlockType: 'low-profile',
  gasJournal: 0.75,
});
const SLA_750 = part('Gas Block', 'Superlative Arms Adjustable Bleed-Off Gas Block .750', {
  gasBlockType: 'low-profile',
  gasJournal: 0.75,
});
const LP_625 = part('Gas Block', 'Faxon Low Profile Gas Block .625', {
  gasBlockType: 'low-profile',
  gasJournal: 0.625,
});
const LP_875 = part('Gas Block', 'Ballistic Advantage Low Profile Gas Block .875', {
  gasBlockType: 'low-profile',
  gasJournal: 0.875,
});
const LP_936 = part('Gas Block', 'DPMS Low Profile Gas Block .936', {
  gasBlockType: 'low-profile',
  gasJournal: 0.936,
});
const FSB = part('Gas Block', 'BCM F-Marked A2 Front Sight Base .750', {
  gasBlockType: 'front-sight-base',
  gasJournal: 0.75,
});
const TUBE_PISTOL = part('Gas Tube', 'Faxon Pistol-Length Gas Tube', { gasSystem: 'pistol' });
const TUBE_CARBINE = part('Gas Tube', 'Aero Precision Carbine-Length Gas Tube', {
  gasSystem: 'carbine',
});
const TUBE_MID = part('Gas Tube', 'Aero Precision Mid-Length Gas Tube', {
  gasSystem: 'mid-length',
});
const TUBE_RIFLE = part('Gas Tube', 'Aero Precision Rifle-Length Gas Tube', { gasSystem: 'rifle' });
const TUBE_M5_MID = part('Gas Tube', 'Aero Precision M5 .308 Mid-Length Gas Tube', {
  gasSystem: 'mid-length',
});
const TUBE_M5_RIFLE = part('Gas Tube', 'Aero Precision M5 .308 Rifle-Length Gas Tube', {
  gasSystem: 'rifle',
});
const TUBE_AL_RIFLE = part('Gas Tube', 'ArmaLite AR-10 Rifle-Length Gas Tube', {
  gasSystem: 'rifle',
});
const TUBE_AL_MID = part('Gas Tube', 'ArmaLite AR-10 Mid-Length Gas Tube', {
  gasSystem: 'mid-length',
});

// ---------------------------------------------------------------------------------------------
// Handguards.

const freeFloat15 = (name: string, lengthIn: number) =>
  part('Handguard', name, {
    platform: 'AR-15',
    handguardType: 'free-float',
    handguardLengthIn: lengthIn,
    handguardAttachment: 'M-LOK',
    handguardNeedsOwnNut: true,
  });
const MCMR_13 = freeFloat15('BCM MCMR 13" M-LOK Handguard', 13);
const MCMR_15 = freeFloat15('BCM MCMR 15" M-LOK Handguard', 15);
const MK16_93 = freeFloat15('Geissele MK16 9.3" M-LOK Super Modular Rail', 9.3);
const MK16_105 = freeFloat15('Geissele MK16 10.5" M-LOK Super Modular Rail', 10.5);
const MK16_135 = freeFloat15('Geissele MK16 13.5" M-LOK Super Modular Rail', 13.5);
const MK16_15 = freeFloat15('Geissele MK16 15" M-LOK Super Modular Rail', 15);
const ATLAS_12 = freeFloat15('Aero Precision ATLAS S-ONE 12" M-LOK Handguard', 12);
const MI_7 = freeFloat15('Midwest Industries Combat Rail 7" M-LOK Handguard', 7);
const MI_1725 = freeFloat15('Midwest Industries Combat Rail 17.25" M-LOK Handguard', 17.25);
const KMR_13 = part('Handguard', 'BCM KMR Alpha 13" KeyMod Handguard', {
  platform: 'AR-15',
  handguardType: 'free-float',
  handguardLengthIn: 13,
  handguardAttachment: 'KeyMod',
});
const DD_LITE_RAIL = part('Handguard', 'Daniel Defense Lite Rail 12.0 Free-Float Quad Rail', {
  platform: 'AR-15',
  handguardType: 'free-float',
  handguardLengthIn: 12,
  handguardAttachment: 'Picatinny',
});
// Magpul MOE drop-in hand guards: held by the delta ring and the front sight base's cap.
const MOE_CARBINE = part('Handguard', 'Magpul MOE M-LOK Hand Guard, Carbine-Length', {
  platform: 'AR-15',
  handguardType: 'drop-in',
  dropInGasSystem: 'carbine',
  handguardLengthIn: 7,
  handguardAttachment: 'M-LOK',
});
const MOE_MID = part('Handguard', 'Magpul MOE M-LOK Hand Guard, Mid-Length', {
  platform: 'AR-15',
  handguardType: 'drop-in',
  dropInGasSystem: 'mid-length',
  handguardLengthIn: 9,
  handguardAttachment: 'M-LOK',
});
const MOE_RIFLE = part('Handguard', 'Magpul MOE M-LOK Hand Guard, Rifle-Length', {
  platform: 'AR-15',
  handguardType: 'drop-in',
  dropInGasSystem: 'rifle',
  handguardLengthIn: 12,
  handguardAttachment: 'M-LOK',
});
const M5_ATLAS_15 = part('Handguard', 'Aero Precision ATLAS S-ONE 15" M-LOK Handguard for M5', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
  handguardType: 'free-float',
  handguardLengthIn: 15,
  handguardAttachment: 'M-LOK',
});
const M5_ATLAS_12 = part('Handguard', 'Aero Precision ATLAS S-ONE 12" M-LOK Handguard for M5', {
  platform: 'AR-10',
  ar10Pattern: 'DPMS',
  handguardType: 'free-float',
  handguardLengthIn: 12,
  handguardAttachment: 'M-LOK',
});
const ARMALITE_HG_15 = part('Handguard', 'ArmaLite AR-10 15" Tactical M-LOK Free-Float Handguard', {
  platform: 'AR-10',
  ar10Pattern: 'Armalite',
  handguardType: 'free-float',
  handguardLengthIn: 15,
  handguardAttachment: 'M-LOK',
});

// ---------------------------------------------------------------------------------------------
// Charging handles and bolt carrier groups (the bolt sets the bolt face).

const CH_BCM = part('Charging Handle', 'BCM Gunfighter Charging Handle Mod 4', {
  platform: 'AR-15',
});
const CH_RAPTOR = part('Charging Handle', 'Radian Raptor Ambidextrous Charging Handle', {
  platform: 'AR-15',
});
const CH_BCM_762 = part(
  'Charging Handle',
  'BCM Gunfighter Charging Handle Mod 4 7.62 (SR-25/LR-308 pattern)',
  { platform: 'AR-10', ar10Pattern: 'DPMS' },
);
const CH_ARMALITE = part('Charging Handle', 'ArmaLite AR-10 Charging Handle', {
  platform: 'AR-10',
  ar10Pattern: 'Armalite',
});

const BCG_556 = part('Bolt Carrier Group', 'Toolcraft M16 Nitride Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '556',
});
const BCG_BCM = part('Bolt Carrier Group', 'BCM M16 Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '556',
});
const BCG_GRENDEL = part('Bolt Carrier Group', 'Faxon 6.5 Grendel Type II Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '65-grendel',
});
const BCG_ARC = part('Bolt Carrier Group', 'Ballistic Advantage 6mm ARC Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '6mm-arc',
});
const BCG_68 = part('Bolt Carrier Group', 'Faxon 6.8 SPC / .224 Valkyrie Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '68-spc',
});
const BCG_VALK = part(
  'Bolt Carrier Group',
  'Ballistic Advantage .224 Valkyrie Bolt Carrier Group',
  {
    platform: 'AR-15',
    caliber: '224-valkyrie',
  },
);
const BCG_762X39 = part('Bolt Carrier Group', 'Toolcraft 7.62x39 Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '762x39',
});
const BCG_450 = part('Bolt Carrier Group', 'Brownells .450 Bushmaster Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '450-bushmaster',
});
const BCG_458 = part('Bolt Carrier Group', 'Bear Creek Arsenal .458 SOCOM Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '458-socom',
});
const BCG_BEOWULF = part('Bolt Carrier Group', 'Alexander Arms .50 Beowulf Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '50-beowulf',
});
const BCG_EPC9 = part('Bolt Carrier Group', 'Aero Precision EPC-9 9mm Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '9mm',
});
const BCG_RRA9 = part('Bolt Carrier Group', 'Rock River Arms 9mm Bolt Carrier Group', {
  platform: 'AR-15',
  caliber: '9mm',
});
const BCG_M5 = part('Bolt Carrier Group', 'Aero Precision M5 .308 Bolt Carrier Group', {
  platform: 'AR-10',
  caliber: '308',
});
const BCG_ARMALITE = part('Bolt Carrier Group', 'ArmaLite AR-10 Bolt Carrier Group', {
  platform: 'AR-10',
  caliber: '308',
});

// ---------------------------------------------------------------------------------------------
// Lower parts: triggers, grips, stocks and braces, buffer systems.

const SSA_E = part('Trigger', 'Geissele SSA-E', { triggerPin: '.154' });
const ALG_ACT = part('Trigger', 'ALG Defense ACT Trigger', { triggerPin: '.154' });
const CMC_LARGE_PIN = part('Trigger', 'CMC Triggers Single-Stage Drop-In, Large Pin (.170)', {
  triggerPin: '.169',
});
const CMC_9MM = part('Trigger', 'CMC Triggers 9mm PCC Single-Stage Drop-In', {
  triggerPin: '.154',
});
/** The listing does not state the pin size. */
const TIMNEY = part('Trigger', 'Timney AR-15 Competition Trigger');
const LPK = part('Lower Parts Kit', 'Aero Precision Lower Parts Kit (less FCG and grip)');
const GRIP_BCM = part('Grip', 'BCM Gunfighter Grip Mod 3');
const GRIP_MOE = part('Grip', 'Magpul MOE Grip');

const STOCK_BCM = part('Stock', 'BCM Gunfighter Stock Mod 0, Mil-Spec', {
  stockFits: 'mil-spec',
  brace: false,
});
const STOCK_MOE_MIL = part('Stock', 'Magpul MOE Carbine Stock, Mil-Spec', {
  stockFits: 'mil-spec',
  brace: false,
});
const STOCK_MOE_COM = part('Stock', 'Magpul MOE Carbine Stock, Commercial-Spec', {
  stockFits: 'commercial',
  brace: false,
});
const STOCK_CTR_MIL = part('Stock', 'Magpul CTR Carbine Stock, Mil-Spec', {
  stockFits: 'mil-spec',
  brace: false,
});
const STOCK_BRAVO = part('Stock', 'B5 Systems SOPMOD Bravo Stock, Mil-Spec', {
  stockFits: 'mil-spec',
  brace: false,
});
const STOCK_MOE_RIFLE = part('Stock', 'Magpul MOE Rifle Stock (A2 rifle extension)', {
  stockFits: 'rifle',
  brace: false,
});
const SBA3 = part('Stock', 'SB Tactical SBA3 Pistol Stabilizing Brace', {
  stockFits: 'mil-spec',
  brace: true,
});
const SBA4 = part('Stock', 'SB Tactical SBA4 Pistol Stabilizing Brace', {
  stockFits: 'mil-spec',
  brace: true,
});
const SBM4 = part('Stock', 'SB Tactical SBM4 Pistol Stabilizing Brace', {
  stockFits: 'mil-spec',
  brace: true,
});
/** Rides a pistol or carbine tube; the maker gives no tube diameter class. */
const TAILHOOK = part('Stock', 'Gear Head Works Tailhook Mod 2 Pistol Brace', { brace: true });
/** The listing gives no tube diameter and does not say stock or brace. */
const STOCK_UNKNOWN = part('Stock', 'Mission First Tactical Battlelink Minimalist Stock');

const EXT_BCM = part('Buffer Tube', 'BCM Mil-Spec Receiver Extension (carbine)', {
  bufferTube: 'mil-spec',
  tubeLength: 'carbine',
});
const EXT_AERO = part('Buffer Tube', 'Aero Precision Carbine Buffer Tube, Mil-Spec', {
  bufferTube: 'mil-spec',
  tubeLength: 'carbine',
});
const EXT_COMMERCIAL = part('Buffer Tube', 'DPMS Commercial-Spec Carbine Buffer Tube', {
  bufferTube: 'commercial',
  tubeLength: 'carbine',
});
/** VLTOR's A5: mil-spec diameter, about 3/4 in longer than a carbine extension. */
const EXT_A5 = part('Buffer Tube', 'VLTOR A5 Receiver Extension', {
  bufferTube: 'mil-spec',
  tubeLength: 'A5',
});
const EXT_RIFLE = part('Buffer Tube', 'Aero Precision A2 Rifle Receiver Extension', {
  bufferTube: 'rifle',
  tubeLength: 'rifle',
});
/** A slick pistol tube: carbine length, no stock diameter class. */
const EXT_PISTOL = part('Buffer Tube', 'KAK Industry AR-15 Pistol Buffer Tube', {
  tubeLength: 'carbine',
});

const BUF_CARBINE = part('Buffer', 'BCM Carbine Buffer (3.0 oz)', {
  bufferLength: 'carbine',
  bufferWeightOz: 3.0,
});
const BUF_H = part('Buffer', "Spike's Tactical H Buffer (3.8 oz)", {
  bufferLength: 'carbine',
  bufferWeightOz: 3.8,
});
const BUF_H2 = part('Buffer', "Spike's Tactical H2 Buffer (4.6 oz)", {
  bufferLength: 'carbine',
  bufferWeightOz: 4.6,
});
const BUF_9MM = part('Buffer', "Spike's Tactical 9mm Heavy Buffer (5.5 oz)", {
  bufferLength: 'carbine',
  bufferWeightOz: 5.5,
});
const BUF_9MM_HEAVY = part('Buffer', 'KAK Industry 9mm Heavy Carbine Buffer (6.5 oz)', {
  bufferLength: 'carbine',
  bufferWeightOz: 6.5,
});
const BUF_RIFLE = part('Buffer', 'Aero Precision A2 Rifle Buffer (5.2 oz)', {
  bufferLength: 'rifle',
  bufferWeightOz: 5.2,
});
const BUF_A5H2 = part('Buffer', 'VLTOR A5H2 Buffer', { bufferLength: 'A5' });
const BUF_A5_308 = part('Buffer', 'VLTOR A5 .308 Buffer', { bufferLength: 'A5' });
const BUF_M5 = part('Buffer', 'Aero Precision M5 .308 Carbine Buffer', { bufferLength: 'carbine' });
const BUF_ARMALITE = part('Buffer', 'ArmaLite AR-10 Carbine Buffer', { bufferLength: 'carbine' });

const SPRING_CARBINE = part('Buffer Spring', 'Geissele Super 42 Braided Wire Spring, Carbine', {
  springLength: 'carbine',
});
const SPRING_RIFLE = part('Buffer Spring', 'Geissele Super 42 Braided Wire Spring, Rifle/A5', {
  springLength: 'rifle',
});
/** The listing does not state carbine or rifle length. */
const SPRING_UNKNOWN = part('Buffer Spring', 'Sprinco Blue Buffer Spring');
const SPRING_M5 = part('Buffer Spring', 'Aero Precision M5 .308 Carbine Buffer Spring', {
  springLength: 'carbine',
});
const SPRING_ARMALITE = part('Buffer Spring', 'ArmaLite AR-10 Carbine Action Spring', {
  springLength: 'carbine',
});
const SPRING_A5_308 = part('Buffer Spring', 'VLTOR A5 .308 Action Spring (rifle length)', {
  springLength: 'rifle',
});

// ---------------------------------------------------------------------------------------------
// Magazines and ammunition.

const PMAG_30 = part('Magazines', 'Magpul PMAG 30 AR/M4 GEN M3', {
  magazineCaliber: '556',
  magazineWell: 'AR-15',
});
const LANCER_30 = part('Magazines', 'Lancer L5AWM 30-Round Magazine', {
  magazineCaliber: '556',
  magazineWell: 'AR-15',
});
const PMAG_300B = part('Magazines', 'Magpul PMAG 30 AR 300 B GEN M3', {
  magazineCaliber: '300-blackout',
  magazineWell: 'AR-15',
});
const ASC_GRENDEL = part('Magazines', 'ASC 24-Round 6.5 Grendel Stainless Magazine', {
  magazineCaliber: '65-grendel',
  magazineWell: 'AR-15',
});
const AA_GRENDEL = part('Magazines', 'Alexander Arms 26-Round 6.5 Grendel Magazine', {
  magazineCaliber: '65-grendel',
  magazineWell: 'AR-15',
});
const ASC_68 = part('Magazines', 'ASC 25-Round 6.8 SPC Stainless Magazine', {
  magazineCaliber: '68-spc',
  magazineWell: 'AR-15',
});
const CPD_762X39 = part('Magazines', 'C Products Defense 28-Round 7.62x39 AR Magazine', {
  magazineCaliber: '762x39',
  magazineWell: 'AR-15',
});
const CMMG_22 = part('Magazines', 'CMMG 25-Round .22 LR AR Conversion Magazine', {
  magazineCaliber: '22-lr',
  magazineWell: 'AR-15',
});
const PMAG_LRSR = part('Magazines', 'Magpul PMAG 20 LR/SR GEN M3', {
  magazineCaliber: '308',
  magazineWell: 'SR-25',
});
const ARMALITE_MAG = part('Magazines', 'ArmaLite AR-10 20-Round .308 Magazine (AR-10A pattern)', {
  magazineCaliber: '308',
  magazineWell: 'ArmaLite AR-10',
});
const PMAG_GL9 = part('Magazines', 'Magpul PMAG 27 GL9', {
  magazineCaliber: '9mm',
  magazineWell: 'Glock 9mm',
});
const GLOCK_17_MAG = part('Magazines', 'Glock 17 OEM 17-Round Magazine', {
  magazineCaliber: '9mm',
  magazineWell: 'Glock 9mm',
});
const COLT_9_MAG = part('Magazines', 'Colt 32-Round 9mm SMG Magazine', {
  magazineCaliber: '9mm',
  magazineWell: 'Colt 9mm',
});

const AMMO_556 = part('Ammunition', 'Federal American Eagle 5.56 NATO 55 gr FMJ (XM193)', {
  caliber: '556',
});
const AMMO_M855 = part('Ammunition', 'Lake City M855 5.56 NATO 62 gr Green Tip', {
  caliber: '556',
});
const AMMO_223 = part('Ammunition', 'Hornady Frontier .223 Rem 55 gr FMJ', { caliber: '223' });
const AMMO_300 = part('Ammunition', 'Sig Sauer Elite Performance .300 BLK 125 gr', {
  caliber: '300-blackout',
});
const AMMO_GRENDEL = part('Ammunition', 'Hornady BLACK 6.5 Grendel 123 gr ELD Match', {
  caliber: '65-grendel',
});
const AMMO_ARC = part('Ammunition', 'Hornady BLACK 6mm ARC 105 gr BTHP', { caliber: '6mm-arc' });
const AMMO_VALK = part('Ammunition', 'Federal Premium .224 Valkyrie 90 gr Sierra MatchKing', {
  caliber: '224-valkyrie',
});
const AMMO_68 = part('Ammunition', 'Hornady BLACK 6.8 SPC 110 gr V-MAX', { caliber: '68-spc' });
const AMMO_762X39 = part('Ammunition', 'Wolf Military Classic 7.62x39 123 gr FMJ', {
  caliber: '762x39',
});
const AMMO_450 = part('Ammunition', 'Hornady .450 Bushmaster 250 gr FTX', {
  caliber: '450-bushmaster',
});
const AMMO_458 = part('Ammunition', 'Underwood .458 SOCOM 300 gr Xtreme Hunter', {
  caliber: '458-socom',
});
const AMMO_BEOWULF = part('Ammunition', 'Alexander Arms .50 Beowulf 350 gr FP', {
  caliber: '50-beowulf',
});
const AMMO_22 = part('Ammunition', 'CCI Mini-Mag .22 LR 40 gr', { caliber: '22-lr' });
const AMMO_9 = part('Ammunition', 'Federal American Eagle 9mm Luger 115 gr FMJ', {
  caliber: '9mm',
});
const AMMO_308 = part('Ammunition', 'Federal Gold Medal Match .308 Win 168 gr', { caliber: '308' });
const AMMO_65CM = part('Ammunition', 'Hornady ELD Match 6.5 Creedmoor 140 gr', {
  caliber: '65-creedmoor',
});

// Accessories.
const MVG = part('Foregrips', 'Magpul M-LOK MVG Vertical Grip', { accessoryMount: 'M-LOK' });
const RVG = part('Foregrips', 'Magpul RVG Rail Vertical Grip (1913 Picatinny)', {
  accessoryMount: 'Picatinny',
});
const BCM_VG_KEYMOD = part('Foregrips', 'BCMGUNFIGHTER Vertical Grip Mod 3, KeyMod', {
  accessoryMount: 'KeyMod',
});
const BIPOD_MLOK = part('Bipods', 'Magpul Bipod for M-LOK', { accessoryMount: 'M-LOK' });
const BIPOD_PIC = part('Bipods', 'Magpul Bipod for 1913 Picatinny', {
  accessoryMount: 'Picatinny',
});
const M600_RM45 = part('Lights', 'SureFire M600DF Scout Light on RM45 Picatinny Mount', {
  accessoryMount: 'Picatinny',
});
const ARISAKA_MLOK = part('Accessory Mounts', 'Arisaka Defense Inline Scout Mount, M-LOK', {
  accessoryMount: 'M-LOK',
});

// ---------------------------------------------------------------------------------------------
// Base builds: sound on their own.

/** 5.56 NATO, 16" mid-length, free-float M-LOK, carbine buffer system. */
const AR15: readonly CompatPart[] = [
  UPPER_M4E1,
  LOWER_M4E1,
  BCM_16_MID,
  A2,
  LP_750,
  TUBE_MID,
  MCMR_13,
  CH_BCM,
  BCG_556,
  SSA_E,
  LPK,
  GRIP_BCM,
  STOCK_BCM,
  EXT_BCM,
  BUF_H,
  SPRING_CARBINE,
  PMAG_30,
  AMMO_556,
];

/** The A2 rifle buffer system: rifle extension, rifle buffer, rifle spring, rifle stock. */
const RIFLE_BUFFER: readonly CompatPart[] = [STOCK_MOE_RIFLE, EXT_RIFLE, BUF_RIFLE, SPRING_RIFLE];

/** 9 mm blowback carbine on a Glock-pattern lower, heavy buffer. */
const PCC_GLOCK: readonly CompatPart[] = [
  UPPER_EPC9,
  LOWER_EPC9,
  EPC9_16,
  ATLAS_12,
  CH_BCM,
  BCG_EPC9,
  CMC_9MM,
  LPK,
  GRIP_MOE,
  STOCK_BCM,
  EXT_AERO,
  BUF_9MM,
  SPRING_CARBINE,
  PMAG_GL9,
  AMMO_9,
];

/** 9 mm blowback carbine on a Colt-pattern lower, heavy buffer. */
const PCC_COLT: readonly CompatPart[] = [
  UPPER_RRA9,
  LOWER_LAR9,
  RRA_16_9MM,
  MCMR_13,
  CH_RAPTOR,
  BCG_RRA9,
  CMC_9MM,
  LPK,
  GRIP_BCM,
  STOCK_MOE_MIL,
  EXT_AERO,
  BUF_9MM_HEAVY,
  SPRING_CARBINE,
  COLT_9_MAG,
  AMMO_9,
];

/** DPMS-pattern AR-10 (Aero M5), 18" .308 rifle-length, PMAG 20 LR/SR. */
const AR10_DPMS: readonly CompatPart[] = [
  UPPER_M5,
  LOWER_M5,
  BA_18_308,
  SF3P_762,
  LP_750,
  TUBE_M5_RIFLE,
  M5_ATLAS_15,
  CH_BCM_762,
  BCG_M5,
  SSA_E,
  LPK,
  GRIP_MOE,
  STOCK_CTR_MIL,
  EXT_AERO,
  BUF_M5,
  SPRING_M5,
  PMAG_LRSR,
  AMMO_308,
];

/** ArmaLite-pattern AR-10A4, 18" .308 rifle-length, ArmaLite magazines. */
const AR10_ARMALITE: readonly CompatPart[] = [
  UPPER_ARMALITE,
  LOWER_ARMALITE,
  BA_18_308,
  SF3P_762,
  LP_750,
  TUBE_AL_RIFLE,
  ARMALITE_HG_15,
  CH_ARMALITE,
  BCG_ARMALITE,
  SSA_E,
  LPK,
  GRIP_MOE,
  STOCK_CTR_MIL,
  EXT_AERO,
  BUF_ARMALITE,
  SPRING_ARMALITE,
  ARMALITE_MAG,
  AMMO_308,
];

/** The AR-15 base with a BCM complete 5.56 upper in place of the upper's parts. */
/** The BCM complete upper's keys, as its listing states them. */
const BCM_UPPER_KEYS = {
  platform: 'AR-15',
  caliber: '556',
  chamber: '556',
  muzzleThread: '1/2x28',
  barrelLengthIn: 16,
} as const;
const BCM_UPPER_NAME = 'BCM Mk2 Standard 16" Mid-Length MCMR-13 Complete Upper';

/**
 * A complete upper as the Builder holds it: the upper itself and, in each sub-part it includes
 * (barrel, device, gas system, handguard, charging handle, BCG), an entry carrying the upper's
 * own keys, so every rule about those parts reads them.
 */
const AR15_BCM_UPPER = kit(
  AR15,
  drop(
    'Stripped Upper Receiver',
    'Barrel',
    'Muzzle Device',
    'Gas Block',
    'Gas Tube',
    'Handguard',
    'Charging Handle',
    'Bolt Carrier Group',
  ),
  part('Complete Upper Receiver', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Barrel', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Muzzle Device', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Gas System', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Handguard', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Charging Handle', BCM_UPPER_NAME, BCM_UPPER_KEYS),
  part('Bolt Carrier Group', BCM_UPPER_NAME, BCM_UPPER_KEYS),
);

// Sources, reused.
const SRC_556 =
  'SAAMI .223 Remington and NATO 5.56x45 (STANAG 4172) chamber drawings; mil-spec M4/M16 ' +
  '1/2-28 muzzle thread and .750 gas journal; BCM and Aero Precision spec sheets.';
const SRC_BUFFER =
  'Mil-spec carbine receiver extension 1.148 in, commercial 1.168 in; A2 rifle extension and ' +
  '5.2 oz rifle buffer; VLTOR A5 instructions (carbine-diameter tube about 3/4 in longer, takes ' +
  'the rifle-length action spring and A5 buffers); Magpul and BCM stock listings (mil-spec or ' +
  'commercial).';
const SRC_AR10 =
  'Aero Precision M5 product notes (DPMS high-profile pattern, PMAG LR/SR magazines); ArmaLite ' +
  'AR-10A parts catalogue (own barrel nut, charging handle and magazines); Magpul PMAG 20 LR/SR ' +
  'GEN M3 compatibility list (DPMS/SR-25 lowers, not ArmaLite AR-10A).';
const SRC_9MM =
  'Aero Precision EPC-9 manual (Glock-pattern magazines, blowback, heavy 9 mm buffer); Colt SMG ' +
  'magazine pattern; 9 mm AR carbines threaded 1/2-28; blowback builds run 5.5 oz and heavier ' +
  "buffers (Spike's, KAK listings).";
const SRC_NFA =
  'National Firearms Act, 26 U.S.C. 5845: a rifle with a barrel under 16 in is a short-barrelled ' +
  'rifle; a permanently attached (pinned and welded) device counts towards the length (ATF ruling).';
const SRC_BRACE =
  'ATF final rule on stabilising braces (2023) and the court rulings since: a short-barrelled ' +
  'pistol with a brace is a legal question for the owner; SB Tactical listings (mil-spec tube).';
const SRC_DROP_IN =
  'Magpul MOE M-LOK hand guard listings: carbine, mid-length and rifle-length drop-ins need a ' +
  'delta ring and a front sight base (or a hand guard cap) of the same gas length.';
const SRC_ACCESSORY =
  'Magpul M-LOK specification; KeyMod open standard (VLTOR/Noveske); MIL-STD-1913 Picatinny. ' +
  'An accessory for one system does not mount on another without an adapter or rail section.';

// ---------------------------------------------------------------------------------------------
// The builds.

const SOUND: ReferenceBuild[] = [
  {
    id: 'ar15-556-mid-16',
    title: '16" 5.56 mid-length carbine, free-float M-LOK, H buffer',
    parts: [...AR15],
    verdict: 'sound',
    because: [],
    source: SRC_556,
  },
  {
    id: 'ar15-223-wylde-mid-16-m855',
    title: '16" .223 Wylde mid-length firing M855 5.56 NATO',
    parts: kit(AR15, CRITERION_16_WYLDE, AMMO_M855),
    verdict: 'sound',
    because: [],
    source:
      'Criterion Hybrid barrel spec sheet (.223 Wylde, mid-length, .750, 1/2-28); the .223 Wylde ' +
      'chamber takes 5.56 NATO pressure and throat length.',
  },
  {
    id: 'ar15-556-chamber-223-ammo',
    title: '16" 5.56 NATO chamber firing .223 Remington',
    parts: kit(AR15, AMMO_223),
    verdict: 'sound',
    because: [],
    source: 'SAAMI: .223 Remington ammunition is safe in a 5.56 NATO chamber. ' + SRC_556,
  },
  {
    id: 'ar15-145-pinned-a2',
    title: '14.5" mid-length with a pinned and welded A2 (16.25" overall)',
    parts: kit(AR15, BCM_145_MID, A2_PINNED, MCMR_13),
    verdict: 'sound',
    because: [],
    source: SRC_NFA + ' BCM 14.5" mid-length barrel listing.',
  },
  {
    id: 'ar15-145-dd-pinned-warcomp',
    title: '14.5" Daniel Defense mid-length with a pinned and welded WARCOMP',
    parts: kit(AR15, DD_145_MID, WARCOMP_PINNED, MK16_135, STOCK_BRAVO, BUF_H2),
    verdict: 'sound',
    because: [],
    source:
      SRC_NFA + ' SureFire WARCOMP listing (made to be pinned on 14.5" barrels for a 16" rifle).',
  },
  {
    id: 'ar15-18-spr-rifle-gas',
    title: '18" .223 Wylde SPR, rifle-length gas, 15" rail',
    parts: kit(AR15, BA_18_SPR, TUBE_RIFLE, MK16_15, AMMO_M855, SF3P_556),
    verdict: 'sound',
    because: [],
    source: 'Ballistic Advantage Performance Series SPR spec sheet (.223 Wylde, rifle, .750).',
  },
  {
    id: 'ar15-20-a2-rifle',
    title: '20" A2 rifle: front sight base, rifle drop-in hand guard, rifle buffer system',
    parts: kit(AR15, COLT_20_A2, FSB, TUBE_RIFLE, MOE_RIFLE, ...RIFLE_BUFFER, AMMO_M855),
    verdict: 'sound',
    because: [],
    source:
      'Colt A2 (M16A2 pattern) rifle: rifle gas, .750 FSB, A2 rifle stock and buffer. ' +
      SRC_DROP_IN,
  },
  {
    id: 'ar15-16-carbine-fsb-carbine-dropin',
    title: '16" carbine-length with front sight base and carbine drop-in hand guard',
    parts: kit(AR15, BCM_16_CARBINE_FSB, FSB, TUBE_CARBINE, MOE_CARBINE),
    verdict: 'sound',
    because: [],
    source: SRC_DROP_IN + ' BCM barrel assembly listing (carbine gas, F-marked FSB).',
  },
  {
    id: 'ar15-16-mid-fsb-mid-dropin',
    title: '16" mid-length with front sight base and mid-length drop-in hand guard',
    parts: kit(AR15, BCM_16_MID_FSB, FSB, TUBE_MID, MOE_MID),
    verdict: 'sound',
    because: [],
    source: SRC_DROP_IN + ' BCM barrel assembly listing (mid-length gas, F-marked FSB).',
  },
  {
    id: 'ar15-m4-clone-145-pinned-fsb',
    title: 'M4 clone: 14.5" M4 profile, FSB, pinned and welded A2, carbine drop-in',
    parts: kit(AR15, COLT_145_M4, FSB, A2_PINNED, TUBE_CARBINE, MOE_CARBINE, STOCK_MOE_MIL, BUF_H2),
    verdict: 'sound',
    because: [],
    source: SRC_NFA + ' ' + SRC_DROP_IN + ' Colt M4 carbine technical data (carbine gas, 14.5").',
  },
  {
    id: 'ar15-vltor-a5',
    title: '16" mid-length on a VLTOR A5 system (A5 buffer, rifle spring, mil-spec stock)',
    parts: kit(AR15, EXT_A5, BUF_A5H2, SPRING_RIFLE, STOCK_MOE_MIL),
    verdict: 'sound',
    because: [],
    source: SRC_BUFFER,
  },
  {
    id: 'ar15-carbine-buffer-kit',
    title: '16" mid-length with an Aero carbine buffer kit',
    parts: kit(
      AR15,
      drop('Buffer Tube', 'Buffer', 'Buffer Spring'),
      part('Buffer Tube Kit', 'Aero Precision AR-15 Carbine Buffer Kit', {
        bufferTube: 'mil-spec',
        tubeLength: 'carbine',
        bufferLength: 'carbine',
        springLength: 'carbine',
        bufferWeightOz: 3.0,
      }),
    ),
    verdict: 'sound',
    because: [],
    source: 'Aero Precision carbine buffer kit listing (mil-spec tube, carbine buffer and spring).',
  },
  {
    id: 'ar15-commercial-tube-commercial-stock',
    title: '16" mid-length with a commercial tube and a commercial-spec MOE stock',
    parts: kit(AR15, EXT_COMMERCIAL, STOCK_MOE_COM),
    verdict: 'sound',
    because: [],
    source: SRC_BUFFER,
  },
  {
    id: 'ar15-16-carbine-gas',
    title: '16" carbine-length government profile with a carbine gas tube',
    parts: kit(AR15, BA_16_CARBINE, TUBE_CARBINE, BCG_BCM, LANCER_30),
    verdict: 'sound',
    because: [],
    source: 'Ballistic Advantage Modern Series spec sheet (carbine gas, .750, 1/2-28). ' + SRC_556,
  },
  {
    id: 'ar15-keymod-rail-keymod-grip',
    title: 'KeyMod handguard with a KeyMod vertical grip',
    parts: kit(AR15, UPPER_BCM, KMR_13, BCM_VG_KEYMOD, BCG_BCM),
    verdict: 'sound',
    because: [],
    source: SRC_ACCESSORY + ' BCM KMR and BCMGUNFIGHTER grip listings.',
  },
  {
    id: 'ar15-mlok-rail-mlok-bipod',
    title: 'M-LOK handguard with an M-LOK bipod',
    parts: kit(AR15, BA_18_SPR, TUBE_RIFLE, MK16_15, BIPOD_MLOK),
    verdict: 'sound',
    because: [],
    source: SRC_ACCESSORY,
  },
  {
    id: 'ar15-quad-rail-picatinny-accessories',
    title: 'Picatinny quad rail with a rail grip and a Picatinny-mounted light',
    parts: kit(AR15, DD_LITE_RAIL, RVG, M600_RM45),
    verdict: 'sound',
    because: [],
    source: SRC_ACCESSORY + ' Daniel Defense Lite Rail listing (free-float, low-profile block).',
  },
  {
    id: 'ar15-mlok-grip-and-mount',
    title: 'M-LOK handguard with an M-LOK grip and an M-LOK light mount',
    parts: kit(AR15, MK16_135, MVG, ARISAKA_MLOK),
    verdict: 'sound',
    because: [],
    source: SRC_ACCESSORY,
  },
  {
    id: 'ar15-faxon-gunner-adjustable-block',
    title: '16" Faxon Gunner mid-length with an adjustable gas block and ALG trigger',
    parts: kit(AR15, FAXON_16_GUNNER, SLA_750, MK16_135, ALG_ACT, BCM_COMP, STOCK_CTR_MIL),
    verdict: 'sound',
    because: [],
    source: 'Faxon Gunner spec sheet (mid-length, .750, 1/2-28); Superlative Arms .750 block.',
  },
  {
    id: 'ar15-20-rifle-free-float',
    title: '20" .223 Wylde rifle-length free-float with the rifle buffer system',
    parts: kit(AR15, FAXON_20_WYLDE, TUBE_RIFLE, MCMR_15, ...RIFLE_BUFFER, SF3P_556),
    verdict: 'sound',
    because: [],
    source: 'Faxon heavy fluted barrel spec sheet (.223 Wylde, rifle, .750). ' + SRC_BUFFER,
  },
  {
    id: 'ar15-300blk-16-556-mags',
    title: '16" .300 BLK on a 5.56 bolt, standard 5.56 magazines',
    parts: kit(AR15, BA_16_300, SF3P_762, TUBE_CARBINE, AMMO_300),
    verdict: 'sound',
    because: [],
    source:
      'SAAMI .300 AAC Blackout drawing (5.56 case head, .308 bullet); AAC designed it for the ' +
      'standard AR-15 bolt and magazines; Ballistic Advantage spec sheet (5/8-24, carbine, .750).',
  },
  {
    id: 'ar15-300blk-16-pmag-300b',
    title: '16" .300 BLK with Magpul PMAG 300 B magazines and a .30 cal brake',
    parts: kit(AR15, BA_16_300, PA_M11, TUBE_CARBINE, PMAG_300B, BCG_BCM, AMMO_300),
    verdict: 'sound',
    because: [],
    source: 'Magpul PMAG 30 AR 300 B listing; SAAMI .300 AAC Blackout drawing.',
  },
  {
    id: 'ar15-300blk-8-pistol-no-brace',
    title: '8" .300 BLK pistol: pistol gas, pistol tube, no stock',
    parts: kit(
      AR15,
      FAXON_8_300,
      drop('Muzzle Device', 'Stock'),
      LP_625,
      TUBE_PISTOL,
      MI_7,
      EXT_PISTOL,
      BUF_H2,
      AMMO_300,
    ),
    verdict: 'sound',
    because: [],
    source:
      'Faxon pencil barrel spec sheet (pistol gas, .625 journal); KAK pistol tube (carbine ' +
      'buffer and spring). A pistol with no stock and no brace raises no short-barrel question.',
  },
  {
    id: 'ar15-grendel-18-rifle',
    title: '18" 6.5 Grendel rifle-length on a Grendel bolt, Grendel magazines',
    parts: kit(
      AR15,
      BA_18_GRENDEL,
      HELLFIRE_65,
      TUBE_RIFLE,
      MK16_15,
      BCG_GRENDEL,
      ASC_GRENDEL,
      AMMO_GRENDEL,
    ),
    verdict: 'sound',
    because: [],
    source:
      'SAAMI 6.5 Grendel drawing (.441 in case head, needs the Grendel bolt); Ballistic Advantage ' +
      'spec sheet (5/8-24, rifle, .750); ASC Grendel magazine listing.',
  },
  {
    id: 'ar15-grendel-16-30cal-brake',
    title: '16" 6.5 Grendel mid-length with a .30 cal brake',
    parts: kit(AR15, FAXON_16_GRENDEL, PA_M11, BCG_GRENDEL, AA_GRENDEL, AMMO_GRENDEL),
    verdict: 'sound',
    because: [],
    source:
      'A .30 cal bore passes a .264 bullet; Faxon Grendel spec sheet (5/8-24, mid-length, .750); ' +
      'Alexander Arms magazine listing.',
  },
  {
    id: 'ar15-6mm-arc-grendel-bolt',
    title: '18" 6mm ARC on a 6.5 Grendel bolt, Grendel magazines, 6.5 mm brake',
    parts: kit(
      AR15,
      BA_18_ARC,
      HELLFIRE_65,
      TUBE_RIFLE,
      MK16_15,
      BCG_GRENDEL,
      ASC_GRENDEL,
      AMMO_ARC,
    ),
    verdict: 'sound',
    because: [],
    source:
      'Hornady 6mm ARC technical notes: uses the 6.5 Grendel (Type II) bolt and 6.5 Grendel ' +
      'magazines; SAAMI 6mm ARC drawing; a .264 bore passes a .243 bullet.',
  },
  {
    id: 'ar15-6mm-arc-16-arc-bcg',
    title: '16" 6mm ARC mid-length on a 6mm ARC BCG with a 6 mm brake',
    parts: kit(AR15, BA_16_ARC, HELLFIRE_6MM, BCG_ARC, ASC_GRENDEL, AMMO_ARC),
    verdict: 'sound',
    because: [],
    source: 'Hornady 6mm ARC technical notes; Ballistic Advantage 6mm ARC barrel and BCG listings.',
  },
  {
    id: 'ar15-224-valkyrie-68-bolt',
    title: '20" .224 Valkyrie on a 6.8 SPC bolt, 6.8 magazines',
    parts: kit(AR15, FAXON_20_VALK, SF3P_556, TUBE_RIFLE, MK16_15, BCG_68, ASC_68, AMMO_VALK),
    verdict: 'sound',
    because: [],
    source:
      'Federal .224 Valkyrie build notes: 6.8 SPC bolt face and 6.8 SPC magazines; SAAMI .224 ' +
      'Valkyrie drawing; Faxon spec sheet (1/2-28, rifle, .750).',
  },
  {
    id: 'ar15-224-valkyrie-valkyrie-bcg',
    title: '18" .224 Valkyrie on a Valkyrie-marked BCG',
    parts: kit(AR15, BA_18_VALK, SF3P_556, TUBE_RIFLE, MK16_15, BCG_VALK, ASC_68, AMMO_VALK),
    verdict: 'sound',
    because: [],
    source: 'Federal .224 Valkyrie build notes; Ballistic Advantage barrel and BCG listings.',
  },
  {
    id: 'ar15-68spc-16',
    title: '16" 6.8 SPC II mid-length on a 6.8 bolt, 6.8 magazines, .30 cal brake',
    parts: kit(AR15, NOVESKE_16_68, PA_M11, BCG_68, ASC_68, AMMO_68),
    verdict: 'sound',
    because: [],
    source: 'SAAMI 6.8 mm Remington SPC drawing (.422 case head); Noveske 6.8 barrel listing.',
  },
  {
    id: 'ar15-762x39-16-30cal',
    title: '16" 7.62x39 carbine-length, 7.62x39 bolt and AR magazines, .30 cal flash hider',
    parts: kit(AR15, BA_16_762X39, SF3P_762, TUBE_CARBINE, BCG_762X39, CPD_762X39, AMMO_762X39),
    verdict: 'sound',
    because: [],
    source:
      'CIP 7.62x39 drawing (.311 bullet passes a .30 cal device, which makers rate for 7.62x39); ' +
      'C Products Defense AR 7.62x39 magazine listing; Toolcraft 7.62x39 bolt.',
  },
  {
    id: 'ar15-450bm-16',
    title: '16" .450 Bushmaster on a .450 bolt, standard AR-15 magazines',
    parts: kit(AR15, FAXON_16_450, drop('Muzzle Device'), BCG_450, AMMO_450),
    verdict: 'sound',
    because: [],
    source:
      'SAAMI .450 Bushmaster drawing; Hornady and Bushmaster: feeds from standard AR-15 magazines ' +
      'in a single stack.',
  },
  {
    id: 'ar15-458socom-16',
    title: '16" .458 SOCOM on a .458 bolt, 11/16-24 brake, standard magazines',
    parts: kit(AR15, BCA_16_458, BCA_458_BRAKE, BCG_458, AMMO_458),
    verdict: 'sound',
    because: [],
    source:
      '.458 SOCOM (Teppo Jutsu) design: standard AR-15 magazines, single stack; Bear Creek Arsenal ' +
      'barrel and brake listings (11/16-24).',
  },
  {
    id: 'ar15-50-beowulf-16',
    title: '16" .50 Beowulf on a Beowulf bolt, standard magazines',
    parts: kit(AR15, AA_16_BEOWULF, drop('Muzzle Device'), BCG_BEOWULF, AMMO_BEOWULF),
    verdict: 'sound',
    because: [],
    source: 'Alexander Arms .50 Beowulf manual: standard AR-15 magazines, own bolt.',
  },
  {
    id: 'ar15-22lr-dedicated-upper',
    title: 'CMMG dedicated .22 LR upper on a mil-spec lower, standard carbine buffer',
    parts: kit(
      AR15,
      drop(
        'Stripped Upper Receiver',
        'Barrel',
        'Muzzle Device',
        'Gas Block',
        'Gas Tube',
        'Handguard',
        'Charging Handle',
        'Bolt Carrier Group',
      ),
      part('Complete Upper Receiver', 'CMMG 16.1" .22 LR Dedicated Complete Upper', {
        platform: 'AR-15',
        caliber: '22-lr',
        chamber: '22-lr',
        muzzleThread: '1/2x28',
        barrelLengthIn: 16.1,
      }),
      BUF_CARBINE,
      CMMG_22,
      AMMO_22,
    ),
    verdict: 'sound',
    because: [],
    source: 'CMMG .22 LR upper manual: standard carbine buffer and spring, CMMG .22 LR magazines.',
  },
  {
    id: 'ar15-bcm-complete-upper',
    title: 'BCM 16" complete upper on an Aero lower',
    parts: [...AR15_BCM_UPPER],
    verdict: 'sound',
    because: [],
    source: 'BCM complete upper listing (5.56, 16", mil-spec interfaces). ' + SRC_556,
  },
  {
    id: 'ar15-colt-large-pin-large-trigger',
    title: 'Colt Sporter large-pin lower with a large-pin trigger',
    parts: kit(AR15, LOWER_COLT_LARGE_PIN, CMC_LARGE_PIN),
    verdict: 'sound',
    because: [],
    source: 'Colt Sporter lowers use .170 in pins; CMC large-pin trigger listing.',
  },
  {
    id: 'ar15-anderson-lower-alg',
    title: 'Anderson AM-15 lower with an ALG ACT trigger and a SOPMOD stock',
    parts: kit(AR15, LOWER_ANDERSON, ALG_ACT, STOCK_BRAVO),
    verdict: 'sound',
    because: [],
    source: 'Mil-spec .154 in small-pin lower and trigger; B5 Systems mil-spec stock.',
  },
  {
    id: 'ar15-missing-data',
    title: '16" carbine whose trigger, stock and spring listings give no compatibility data',
    parts: kit(AR15, TIMNEY, STOCK_UNKNOWN, SPRING_UNKNOWN),
    verdict: 'sound',
    because: [],
    source: 'Unstated keys can only be "could not check"; the parts are mil-spec in fact.',
  },
  {
    id: 'ar15-115-pistol-no-brace',
    title: '11.5" 5.56 pistol: pistol tube, no stock',
    parts: kit(AR15, DD_115, TUBE_CARBINE, MK16_105, drop('Stock'), EXT_PISTOL, BUF_H2),
    verdict: 'sound',
    because: [],
    source:
      'Daniel Defense 11.5" barrel listing (carbine gas); KAK pistol tube. No stock, no brace.',
  },
  {
    id: 'ar10-dpms-m5-308-18',
    title: 'Aero M5 18" .308 rifle-length, PMAG 20 LR/SR',
    parts: [...AR10_DPMS],
    verdict: 'sound',
    because: [],
    source: SRC_AR10,
  },
  {
    id: 'ar10-m5-upper-lr308-lower',
    title: 'Aero M5 upper on a DPMS LR-308 lower',
    parts: kit(AR10_DPMS, LOWER_LR308),
    verdict: 'sound',
    because: [],
    source: SRC_AR10 + ' Both receivers are the DPMS pattern.',
  },
  {
    id: 'ar10-m5-65cm-20',
    title: 'Aero M5 20" 6.5 Creedmoor on a .308 bolt, PMAG 20 LR/SR',
    parts: kit(AR10_DPMS, BA_20_65CM, LP_875, HELLFIRE_65, AMMO_65CM),
    verdict: 'sound',
    because: [],
    source:
      'SAAMI 6.5 Creedmoor drawing (.473 in case head, same bolt face as .308, 2.825 in ' +
      'cartridge fits .308 magazines); Magpul PMAG LR/SR listing (.308-based cartridges); ' +
      'Ballistic Advantage spec sheet (.875 journal).',
  },
  {
    id: 'ar10-m5-16-mid',
    title: 'Aero M5 16" .308 mid-length with a 12" M5 handguard',
    parts: kit(AR10_DPMS, AERO_M5_16_308, TUBE_M5_MID, M5_ATLAS_12),
    verdict: 'sound',
    because: [],
    source: SRC_AR10 + ' Aero M5 barrel listing (mid-length, .750, 5/8-24).',
  },
  {
    id: 'ar10-lr308-24-bull',
    title: 'DPMS LR-308 24" bull barrel (.936 journal), unthreaded',
    parts: kit(AR10_DPMS, UPPER_LR308, LOWER_LR308, DPMS_24_BULL, drop('Muzzle Device'), LP_936),
    verdict: 'sound',
    because: [],
    source: 'DPMS LR-308 bull barrel listing (.936 gas journal, crowned muzzle). ' + SRC_AR10,
  },
  {
    id: 'ar10-m5-vltor-a5',
    title: 'Aero M5 .308 on a VLTOR A5 system (A5 .308 buffer, rifle-length spring)',
    parts: kit(AR10_DPMS, EXT_A5, BUF_A5_308, SPRING_A5_308),
    verdict: 'sound',
    because: [],
    source: SRC_BUFFER + ' VLTOR A5 was made for the SR-25/M110 pattern.',
  },
  {
    id: 'ar10-armalite-308-18',
    title: 'ArmaLite AR-10A4 18" .308, ArmaLite handguard, handle and magazines',
    parts: [...AR10_ARMALITE],
    verdict: 'sound',
    because: [],
    source: SRC_AR10,
  },
  {
    id: 'ar10-armalite-308-16-mid',
    title: 'ArmaLite AR-10A4 16" .308 mid-length',
    parts: kit(AR10_ARMALITE, BA_16_308_MID, TUBE_AL_MID),
    verdict: 'sound',
    because: [],
    source: SRC_AR10 + ' AR-10 barrels share one barrel extension across DPMS and ArmaLite.',
  },
  {
    id: 'pcc-glock-epc9-16',
    title: '16" 9 mm on an Aero EPC-9 Glock-pattern lower, 5.5 oz buffer, PMAG GL9',
    parts: [...PCC_GLOCK],
    verdict: 'sound',
    because: [],
    source: SRC_9MM,
  },
  {
    id: 'pcc-glock-oem-mags-heavy-buffer',
    title: '16" 9 mm Glock-pattern with Glock 17 magazines and a 6.5 oz buffer',
    parts: kit(PCC_GLOCK, GLOCK_17_MAG, BUF_9MM_HEAVY),
    verdict: 'sound',
    because: [],
    source: SRC_9MM,
  },
  {
    id: 'pcc-glock-9mm-flash-can',
    title: '16" 9 mm Glock-pattern with a 9 mm flash can',
    parts: kit(PCC_GLOCK, KAK_9MM_CAN),
    verdict: 'sound',
    because: [],
    source: SRC_9MM + ' KAK 9 mm flash can listing (1/2-28, 9 mm bore).',
  },
  {
    id: 'pcc-colt-lar9-16',
    title: '16" 9 mm on a Colt-pattern LAR-9 lower, Colt SMG magazines, 6.5 oz buffer',
    parts: [...PCC_COLT],
    verdict: 'sound',
    because: [],
    source: SRC_9MM + ' Rock River Arms LAR-9 listing (Colt-pattern magazines).',
  },
  {
    id: 'pcc-colt-9mm-flash-can',
    title: '16" 9 mm Colt-pattern with a 9 mm flash can',
    parts: kit(PCC_COLT, KAK_9MM_CAN),
    verdict: 'sound',
    because: [],
    source: SRC_9MM,
  },
];

const ERROR: ReferenceBuild[] = [
  // Bolt faces.
  {
    id: 'grendel-barrel-556-bolt',
    title: '18" 6.5 Grendel barrel on a 5.56 bolt',
    parts: kit(AR15, BA_18_GRENDEL, HELLFIRE_65, TUBE_RIFLE, MK16_15, ASC_GRENDEL, AMMO_GRENDEL),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'SAAMI 6.5 Grendel (.441 in case head) against the 5.56 bolt face (.378 in).',
  },
  {
    id: 'valkyrie-barrel-556-bolt',
    title: '20" .224 Valkyrie barrel on a 5.56 bolt',
    parts: kit(AR15, FAXON_20_VALK, SF3P_556, TUBE_RIFLE, MK16_15, ASC_68, AMMO_VALK),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'SAAMI .224 Valkyrie (6.8 SPC case head, .422 in); Federal: use a 6.8 SPC bolt.',
  },
  {
    id: 'arc-barrel-556-bolt',
    title: '18" 6mm ARC barrel on a 5.56 bolt',
    parts: kit(AR15, BA_18_ARC, HELLFIRE_65, TUBE_RIFLE, MK16_15, ASC_GRENDEL, AMMO_ARC),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'Hornady 6mm ARC: needs the 6.5 Grendel bolt (.441 in face).',
  },
  {
    id: '68spc-barrel-556-bolt',
    title: '16" 6.8 SPC barrel on a 5.56 bolt',
    parts: kit(AR15, NOVESKE_16_68, PA_M11, ASC_68, AMMO_68),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'SAAMI 6.8 SPC (.422 in case head) against the 5.56 bolt face.',
  },
  {
    id: '762x39-barrel-556-bolt',
    title: '16" 7.62x39 barrel on a 5.56 bolt',
    parts: kit(AR15, BA_16_762X39, SF3P_762, TUBE_CARBINE, CPD_762X39, AMMO_762X39),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'CIP 7.62x39 (.447 in case head) needs a 7.62x39 bolt.',
  },
  {
    id: '450bm-barrel-556-bolt',
    title: '16" .450 Bushmaster barrel on a 5.56 bolt',
    parts: kit(AR15, FAXON_16_450, drop('Muzzle Device'), AMMO_450),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'SAAMI .450 Bushmaster (.473 in rim) needs its own opened bolt.',
  },
  {
    id: '556-barrel-grendel-bolt',
    title: '16" 5.56 barrel on a 6.5 Grendel bolt',
    parts: kit(AR15, BCG_GRENDEL),
    verdict: 'error',
    because: ['bolt-face'],
    source: 'A .441 in Grendel bolt face cannot hold the .378 in 5.56 case head.',
  },
  {
    id: 'arc-barrel-68-bolt',
    title: '18" 6mm ARC barrel on a 6.8 SPC bolt',
    parts: kit(AR15, BA_18_ARC, HELLFIRE_65, TUBE_RIFLE, MK16_15, BCG_68, ASC_GRENDEL, AMMO_ARC),
    verdict: 'error',
    because: ['bolt-face'],
    source: '6mm ARC case head .441 in; 6.8 SPC bolt face .422 in.',
  },
  // Muzzle threads and bores.
  {
    id: '300blk-58-barrel-a2',
    title: '16" .300 BLK threaded 5/8-24 with a 1/2-28 A2 birdcage',
    parts: kit(AR15, BA_16_300, TUBE_CARBINE, AMMO_300),
    verdict: 'error',
    because: ['muzzle-thread'],
    source: 'Ballistic Advantage .300 BLK spec sheet (5/8-24); A2 flash hider 1/2-28.',
  },
  {
    id: '556-barrel-58-device',
    title: '16" 5.56 (1/2-28) with a 5/8-24 .30 cal flash hider',
    parts: kit(AR15, SF3P_762),
    verdict: 'error',
    because: ['muzzle-thread'],
    source: 'SureFire SF3P 7.62 listing (5/8-24) against a 1/2-28 muzzle.',
  },
  {
    id: '762x39-ak-brake',
    title: '16" AR 7.62x39 (5/8-24) with an AK-47 slant brake (14x1 LH)',
    parts: kit(AR15, BA_16_762X39, AK_SLANT, TUBE_CARBINE, BCG_762X39, CPD_762X39, AMMO_762X39),
    verdict: 'error',
    because: ['muzzle-thread'],
    source: 'AK-47 muzzles are 14x1 mm left-hand; AR 7.62x39 barrels are 5/8-24 right-hand.',
  },
  {
    id: 'unthreaded-barrel-a2',
    title: 'Unthreaded 16" .223 Wylde with a threaded A2 birdcage',
    parts: kit(AR15, CRITERION_16_WYLDE_PLAIN),
    verdict: 'error',
    because: ['muzzle-thread'],
    source: 'Criterion unthreaded (state-compliant) barrel listing.',
  },
  {
    id: 'ar10-308-a2-device',
    title: 'Aero M5 .308 (5/8-24) with a 1/2-28 5.56 A2 birdcage',
    parts: kit(AR10_DPMS, A2),
    verdict: 'error',
    because: ['muzzle-thread'],
    source: 'AR-10 .308 barrels are 5/8-24; an A2 birdcage is 1/2-28 and bored for .224.',
  },
  {
    id: '300blk-half-28-a2-bore',
    title: '16" .300 BLK threaded 1/2-28 with a 5.56 A2 birdcage',
    parts: kit(AR15, PSA_16_300_HALF, TUBE_CARBINE, AMMO_300),
    verdict: 'error',
    because: ['muzzle-bore'],
    source:
      'A .308 bullet through a device bored for .224 strikes it; PSA listing (1/2-28 on .300 BLK).',
  },
  {
    id: '308-65mm-brake',
    title: 'Aero M5 .308 with a 6.5 mm bore brake',
    parts: kit(AR10_DPMS, HELLFIRE_65),
    verdict: 'error',
    because: ['muzzle-bore'],
    source: 'Area 419 Hellfire listing: bore sized per calibre; a .264 bore cannot pass .308.',
  },
  {
    id: '458socom-450-brake',
    title: '16" .458 SOCOM with a brake bored for .450 Bushmaster (.452)',
    parts: kit(AR15, BCA_16_458, BRAKE_450, BCG_458, AMMO_458),
    verdict: 'error',
    because: ['muzzle-bore'],
    source: '.458 SOCOM bullets are .458 in; a .452 bore is too small.',
  },
  {
    id: '9mm-a2-birdcage',
    title: '16" 9 mm Glock-pattern with a 5.56 A2 birdcage',
    parts: kit(PCC_GLOCK, A2),
    verdict: 'error',
    because: ['muzzle-bore'],
    source: '9 mm bullets are .355 in; an A2 is bored for .224. ' + SRC_9MM,
  },
  // Gas system.
  {
    id: 'mid-barrel-carbine-gas-tube',
    title: '16" mid-length barrel with a carbine gas tube',
    parts: kit(AR15, TUBE_CARBINE),
    verdict: 'error',
    because: ['gas-tube-length'],
    source: 'Mil-spec gas tube lengths: carbine 9.75 in, mid-length 11.75 in, rifle 15 in.',
  },
  {
    id: 'mid-barrel-rifle-gas-tube',
    title: '16" mid-length barrel with a rifle gas tube',
    parts: kit(AR15, TUBE_RIFLE),
    verdict: 'error',
    because: ['gas-tube-length'],
    source: 'Mil-spec gas tube lengths: carbine 9.75 in, mid-length 11.75 in, rifle 15 in.',
  },
  {
    id: 'pistol-300blk-carbine-tube',
    title: '8" .300 BLK pistol-length barrel with a carbine gas tube',
    parts: kit(
      AR15,
      FAXON_8_300,
      drop('Muzzle Device', 'Stock'),
      LP_625,
      TUBE_CARBINE,
      MI_7,
      EXT_PISTOL,
      BUF_H2,
      AMMO_300,
    ),
    verdict: 'error',
    because: ['gas-tube-length'],
    source: 'Faxon pencil .300 BLK spec sheet (pistol gas); a carbine tube is 2 in too long.',
  },
  {
    id: 'ar10-rifle-barrel-mid-tube',
    title: 'Aero M5 18" rifle-length barrel with a mid-length gas tube',
    parts: kit(AR10_DPMS, TUBE_M5_MID),
    verdict: 'error',
    because: ['gas-tube-length'],
    source: 'Ballistic Advantage spec sheet (rifle gas); Aero M5 gas tube listings.',
  },
  {
    id: 'block-625-on-750-journal',
    title: '.625 gas block on a .750 journal',
    parts: kit(AR15, LP_625),
    verdict: 'error',
    because: ['gas-block-journal'],
    source: 'BCM barrel spec (.750 journal); a .625 block will not slide on.',
  },
  {
    id: 'block-750-on-625-pencil',
    title: '.750 gas block on a .625 pencil journal',
    parts: kit(AR15, FAXON_16_PENCIL, LP_750),
    verdict: 'error',
    because: ['gas-block-journal'],
    source: 'Faxon pencil profile spec (.625 journal); a .750 block leaks gas and will not seal.',
  },
  {
    id: 'ar10-block-750-on-936-bull',
    title: 'DPMS 24" bull barrel (.936) with a .750 gas block',
    parts: kit(AR10_DPMS, UPPER_LR308, LOWER_LR308, DPMS_24_BULL, drop('Muzzle Device'), LP_750),
    verdict: 'error',
    because: ['gas-block-journal'],
    source: 'DPMS LR-308 bull barrel listing (.936 journal).',
  },
  {
    id: 'ar10-block-750-on-875-65cm',
    title: 'Aero M5 20" 6.5 Creedmoor heavy (.875) with a .750 gas block',
    parts: kit(AR10_DPMS, BA_20_65CM, LP_750, HELLFIRE_65, AMMO_65CM),
    verdict: 'error',
    because: ['gas-block-journal'],
    source: 'Ballistic Advantage heavy profile spec sheet (.875 journal).',
  },
  // Handguards.
  {
    id: 'free-float-over-fsb-mid',
    title: '13" free-float handguard on a mid-length barrel with a front sight base',
    parts: kit(AR15, BCM_16_MID_FSB, FSB),
    verdict: 'error',
    because: ['handguard-free-float-fsb'],
    source: 'BCM MCMR install guide: needs a low-profile gas block; a 13" tube cannot pass an FSB.',
  },
  {
    id: 'free-float-over-fsb-carbine',
    title: '13.5" Geissele MK16 on a carbine barrel with a front sight base',
    parts: kit(AR15, BCM_16_CARBINE_FSB, FSB, TUBE_CARBINE, MK16_135),
    verdict: 'error',
    because: ['handguard-free-float-fsb'],
    source: 'Geissele MK16 install guide: low-profile gas block required.',
  },
  {
    id: 'drop-in-low-profile-block',
    title: 'Mid-length drop-in hand guard with a low-profile gas block',
    parts: kit(AR15, MOE_MID),
    verdict: 'error',
    because: ['handguard-drop-in-needs-fsb'],
    source: SRC_DROP_IN,
  },
  {
    id: 'drop-in-carbine-on-mid',
    title: 'Carbine drop-in hand guard on a mid-length FSB barrel',
    parts: kit(AR15, BCM_16_MID_FSB, FSB, MOE_CARBINE),
    verdict: 'error',
    because: ['handguard-drop-in-length'],
    source: SRC_DROP_IN,
  },
  {
    id: 'drop-in-mid-on-carbine',
    title: 'Mid-length drop-in hand guard on a carbine FSB barrel',
    parts: kit(AR15, BCM_16_CARBINE_FSB, FSB, TUBE_CARBINE, MOE_MID),
    verdict: 'error',
    because: ['handguard-drop-in-length'],
    source: SRC_DROP_IN,
  },
  {
    id: 'drop-in-rifle-on-mid',
    title: 'Rifle-length drop-in hand guard on a 16" mid-length FSB barrel',
    parts: kit(AR15, BCM_16_MID_FSB, FSB, MOE_RIFLE),
    verdict: 'error',
    because: ['handguard-drop-in-length'],
    source: SRC_DROP_IN,
  },
  // AR-10 patterns and AR-15 parts in an AR-10.
  {
    id: 'ar10-dpms-upper-armalite-lower',
    title: 'Aero M5 (DPMS) upper on an ArmaLite AR-10A lower',
    parts: kit(AR10_DPMS, LOWER_ARMALITE, ARMALITE_MAG),
    verdict: 'error',
    because: ['ar10-pattern-lower'],
    source: SRC_AR10 + ' DPMS and ArmaLite receivers differ at the pivot and takedown lugs.',
  },
  {
    id: 'ar10-armalite-upper-dpms-lower',
    title: 'ArmaLite AR-10A4 upper on a DPMS LR-308 lower',
    parts: kit(AR10_ARMALITE, LOWER_LR308, PMAG_LRSR),
    verdict: 'error',
    because: ['ar10-pattern-lower'],
    source: SRC_AR10,
  },
  {
    id: 'ar10-armalite-handguard-dpms-upper',
    title: 'ArmaLite AR-10 handguard on an Aero M5 (DPMS) upper',
    parts: kit(AR10_DPMS, ARMALITE_HG_15),
    verdict: 'error',
    because: ['handguard-nut-pattern'],
    source: SRC_AR10 + ' The barrel nut threads differ between the two patterns.',
  },
  {
    id: 'ar10-dpms-handguard-armalite-upper',
    title: 'Aero M5 (DPMS) handguard on an ArmaLite AR-10A4 upper',
    parts: kit(AR10_ARMALITE, M5_ATLAS_15),
    verdict: 'error',
    because: ['handguard-nut-pattern'],
    source: SRC_AR10,
  },
  {
    id: 'ar10-dpms-handle-armalite-upper',
    title: 'BCM 7.62 (SR-25/LR-308) charging handle in an ArmaLite AR-10A4 upper',
    parts: kit(AR10_ARMALITE, CH_BCM_762),
    verdict: 'error',
    because: ['ar10-pattern-charging-handle'],
    source: 'BCM Gunfighter 7.62 listing (SR-25/LR-308 pattern, not ArmaLite). ' + SRC_AR10,
  },
  {
    id: 'ar10-armalite-handle-dpms-upper',
    title: 'ArmaLite AR-10 charging handle in an Aero M5 (DPMS) upper',
    parts: kit(AR10_DPMS, CH_ARMALITE),
    verdict: 'error',
    because: ['ar10-pattern-charging-handle'],
    source: SRC_AR10,
  },
  {
    id: 'ar10-with-ar15-bcg',
    title: 'Aero M5 .308 with an AR-15 5.56 BCG',
    parts: kit(AR10_DPMS, BCG_556),
    verdict: 'error',
    because: ['platform-bcg'],
    source: 'AR-10 carriers and bolts are larger than the AR-15 mil-spec (MIL-C-70599) BCG.',
  },
  {
    id: 'ar10-with-ar15-charging-handle',
    title: 'Aero M5 .308 with an AR-15 charging handle',
    parts: kit(AR10_DPMS, CH_BCM),
    verdict: 'error',
    because: ['platform-charging-handle'],
    source: 'BCM Gunfighter Mod 4 (AR-15) listing: not for .308 receivers.',
  },
  {
    id: 'ar10-with-ar15-handguard',
    title: 'Aero M5 .308 with an AR-15 BCM MCMR handguard',
    parts: kit(AR10_DPMS, MCMR_13),
    verdict: 'error',
    because: ['platform-handguard'],
    source: 'BCM MCMR listing: AR-15 barrel nut (1-3/16-16 receiver thread), not AR-10.',
  },
  {
    id: 'ar15-upper-on-ar10-lower',
    title: 'AR-15 5.56 upper on an Aero M5 lower',
    parts: kit(AR15, LOWER_M5),
    verdict: 'error',
    because: ['platform-upper-lower'],
    source: 'AR-10 lowers are longer and wider than AR-15 uppers; the pins do not line up.',
  },
  {
    id: 'ar15-with-ar10-barrel',
    title: 'AR-15 build with an 18" .308 AR-10 barrel',
    parts: kit(AR15, BA_18_308, TUBE_RIFLE, MK16_15),
    verdict: 'error',
    because: ['platform-barrel'],
    source: 'AR-10 barrel extensions do not fit an AR-15 upper.',
  },
  // Stocks and buffer systems.
  {
    id: 'milspec-stock-commercial-tube',
    title: 'Mil-spec BCM stock on a commercial tube',
    parts: kit(AR15, EXT_COMMERCIAL),
    verdict: 'error',
    because: ['stock-buffer-tube'],
    source: SRC_BUFFER + ' A 1.148 in stock will not slide on a 1.168 in tube.',
  },
  {
    id: 'commercial-stock-milspec-tube',
    title: 'Commercial-spec MOE stock on a mil-spec tube',
    parts: kit(AR15, STOCK_MOE_COM),
    verdict: 'error',
    because: ['stock-buffer-tube'],
    source: SRC_BUFFER + ' A commercial stock rattles loose on a mil-spec tube.',
  },
  {
    id: 'rifle-stock-carbine-tube',
    title: 'MOE rifle stock on a carbine tube',
    parts: kit(AR15, STOCK_MOE_RIFLE),
    verdict: 'error',
    because: ['stock-buffer-tube'],
    source: SRC_BUFFER,
  },
  {
    id: 'carbine-stock-rifle-tube',
    title: 'Mil-spec carbine stock on an A2 rifle extension',
    parts: kit(AR15, ...RIFLE_BUFFER, STOCK_BCM),
    verdict: 'error',
    because: ['stock-buffer-tube'],
    source: SRC_BUFFER,
  },
  {
    id: 'rifle-buffer-carbine-tube',
    title: 'Rifle buffer in a carbine tube',
    parts: kit(AR15, BUF_RIFLE),
    verdict: 'error',
    because: ['buffer-length'],
    source: SRC_BUFFER + ' A rifle buffer is about 2 in too long for a carbine tube.',
  },
  {
    id: 'a5-buffer-carbine-tube',
    title: 'VLTOR A5 buffer in a carbine tube',
    parts: kit(AR15, BUF_A5H2),
    verdict: 'error',
    because: ['buffer-length'],
    source: SRC_BUFFER,
  },
  {
    id: 'carbine-buffer-a5-tube',
    title: 'Carbine H buffer in a VLTOR A5 tube (with the rifle spring)',
    parts: kit(AR15, EXT_A5, SPRING_RIFLE),
    verdict: 'error',
    because: ['buffer-length'],
    source: SRC_BUFFER + ' VLTOR: use A5 buffers in the A5 extension.',
  },
  {
    id: 'carbine-buffer-rifle-tube',
    title: 'Carbine H buffer in an A2 rifle extension',
    parts: kit(AR15, ...RIFLE_BUFFER, BUF_H),
    verdict: 'error',
    because: ['buffer-length'],
    source: SRC_BUFFER,
  },
  {
    id: 'carbine-spring-a5-tube',
    title: 'Carbine spring in a VLTOR A5 tube',
    parts: kit(AR15, EXT_A5, BUF_A5H2, STOCK_MOE_MIL),
    verdict: 'error',
    because: ['buffer-spring'],
    source: SRC_BUFFER,
  },
  {
    id: 'rifle-spring-carbine-tube',
    title: 'Rifle spring in a carbine tube',
    parts: kit(AR15, SPRING_RIFLE),
    verdict: 'error',
    because: ['buffer-spring'],
    source: SRC_BUFFER + ' A rifle spring stacks solid before the carrier completes its stroke.',
  },
  {
    id: 'carbine-spring-rifle-tube',
    title: 'Carbine spring in an A2 rifle extension',
    parts: kit(AR15, ...RIFLE_BUFFER, SPRING_CARBINE),
    verdict: 'error',
    because: ['buffer-spring'],
    source: SRC_BUFFER,
  },
  // Trigger pins.
  {
    id: 'small-pin-trigger-large-pin-lower',
    title: 'Geissele SSA-E (.154) in a Colt large-pin lower',
    parts: kit(AR15, LOWER_COLT_LARGE_PIN),
    verdict: 'error',
    because: ['trigger-pin'],
    source: 'Colt Sporter lowers are .170 in large pin; Geissele SSA-E is small pin (.154 in).',
  },
  {
    id: 'large-pin-trigger-small-pin-lower',
    title: 'CMC large-pin trigger in a mil-spec small-pin lower',
    parts: kit(AR15, CMC_LARGE_PIN),
    verdict: 'error',
    because: ['trigger-pin'],
    source: 'Mil-spec lowers are .154 in; CMC large-pin listing (.170 in pins).',
  },
  // Magazines.
  {
    id: 'grendel-with-556-mags',
    title: '18" 6.5 Grendel with 5.56 PMAGs',
    parts: kit(AR15, BA_18_GRENDEL, HELLFIRE_65, TUBE_RIFLE, MK16_15, BCG_GRENDEL, AMMO_GRENDEL),
    verdict: 'error',
    because: ['magazine-caliber'],
    source: 'Alexander Arms: the Grendel case is too wide for 5.56 magazine feed lips.',
  },
  {
    id: '762x39-with-556-mags',
    title: '16" 7.62x39 with 5.56 PMAGs',
    parts: kit(AR15, BA_16_762X39, SF3P_762, TUBE_CARBINE, BCG_762X39, AMMO_762X39),
    verdict: 'error',
    because: ['magazine-caliber'],
    source: 'The tapered 7.62x39 case needs a curved 7.62x39 AR magazine (C Products, ASC).',
  },
  {
    id: '68spc-with-556-mags',
    title: '16" 6.8 SPC with 5.56 PMAGs',
    parts: kit(AR15, NOVESKE_16_68, PA_M11, BCG_68, AMMO_68),
    verdict: 'error',
    because: ['magazine-caliber'],
    source: '6.8 SPC needs 6.8 magazines (ASC, Barrett): wider case, different feed lips.',
  },
  {
    id: 'pmag-lrsr-in-armalite-lower',
    title: 'PMAG 20 LR/SR in an ArmaLite AR-10A lower',
    parts: kit(AR10_ARMALITE, PMAG_LRSR),
    verdict: 'error',
    because: ['magazine-well'],
    source: SRC_AR10,
  },
  {
    id: 'armalite-mag-in-dpms-lower',
    title: 'ArmaLite AR-10 magazine in an Aero M5 lower',
    parts: kit(AR10_DPMS, ARMALITE_MAG),
    verdict: 'error',
    because: ['magazine-well'],
    source: SRC_AR10,
  },
  {
    id: 'glock-mags-in-colt-lower',
    title: 'PMAG GL9 (Glock) in a Colt-pattern 9 mm lower',
    parts: kit(PCC_COLT, PMAG_GL9),
    verdict: 'error',
    because: ['magazine-well'],
    source: SRC_9MM,
  },
  {
    id: 'colt-mags-in-glock-lower',
    title: 'Colt 9 mm SMG magazine in an EPC-9 (Glock) lower',
    parts: kit(PCC_GLOCK, COLT_9_MAG),
    verdict: 'error',
    because: ['magazine-well'],
    source: SRC_9MM,
  },
  // Ammunition.
  {
    id: '300blk-ammo-in-556',
    title: '.300 BLK ammunition in a 5.56 NATO chamber',
    parts: kit(AR15, AMMO_300),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI unsafe combinations: .300 BLK chambers in 5.56 and bursts the barrel.',
  },
  {
    id: '65cm-ammo-in-308',
    title: '6.5 Creedmoor ammunition in a .308 chamber',
    parts: kit(AR10_DPMS, AMMO_65CM),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI 6.5 Creedmoor and .308 Winchester drawings: different cartridges.',
  },
  {
    id: '308-ammo-in-65cm',
    title: '.308 ammunition in a 6.5 Creedmoor chamber',
    parts: kit(AR10_DPMS, BA_20_65CM, LP_875, HELLFIRE_65),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI 6.5 Creedmoor and .308 Winchester drawings: different cartridges.',
  },
  {
    id: 'grendel-ammo-in-arc',
    title: '6.5 Grendel ammunition in a 6mm ARC chamber',
    parts: kit(
      AR15,
      BA_18_ARC,
      HELLFIRE_65,
      TUBE_RIFLE,
      MK16_15,
      BCG_GRENDEL,
      ASC_GRENDEL,
      AMMO_GRENDEL,
    ),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI 6mm ARC and 6.5 Grendel drawings: a .264 bullet in a .243 bore.',
  },
  {
    id: 'complete-upper-556-300blk-ammo',
    title: 'BCM 5.56 complete upper fed .300 BLK ammunition',
    parts: kit(AR15_BCM_UPPER, AMMO_300),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI unsafe combinations: .300 BLK chambers in 5.56 and bursts the barrel.',
  },
  {
    id: 'complete-upper-ar15-on-ar10-lower',
    title: 'BCM 5.56 complete upper on an Aero M5 (AR-10) lower',
    parts: kit(AR15_BCM_UPPER, LOWER_M5),
    verdict: 'error',
    because: ['platform-upper-lower'],
    source: 'AR-10 lowers are longer and wider than AR-15 uppers; the pins do not line up.',
  },
  {
    id: '556-ammo-in-300blk',
    title: '5.56 NATO ammunition in a .300 BLK chamber',
    parts: kit(AR15, BA_16_300, SF3P_762, TUBE_CARBINE),
    verdict: 'error',
    because: ['ammo-caliber'],
    source: 'SAAMI .300 AAC Blackout drawing: 5.56 will not headspace in it.',
  },
];

const WARNING: ReferenceBuild[] = [
  // Short barrels.
  {
    id: 'ar15-115-with-stock',
    title: '11.5" 5.56 with a shoulder stock',
    parts: kit(AR15, DD_115, TUBE_CARBINE, MK16_105, BUF_H2),
    verdict: 'warning',
    because: ['short-barrel-with-stock'],
    source: SRC_NFA,
  },
  {
    id: 'ar15-145-unpinned-with-stock',
    title: '14.5" 5.56 with a screwed-on A2 and a stock',
    parts: kit(AR15, BCM_145_MID),
    verdict: 'warning',
    because: ['short-barrel-with-stock'],
    source: SRC_NFA + ' A device that unscrews does not count.',
  },
  {
    id: 'ar15-137-pinned-a2-short',
    title: '13.7" 5.56 with a pinned and welded A2 (15.45", still short) and a stock',
    parts: kit(AR15, NOVESKE_137, A2_PINNED, MK16_105),
    verdict: 'warning',
    because: ['short-barrel-with-stock'],
    source: SRC_NFA,
  },
  {
    id: 'ar15-300blk-105-with-stock',
    title: '10.5" .300 BLK with a shoulder stock',
    parts: kit(AR15, FAXON_105_300, SF3P_762, TUBE_PISTOL, MK16_93, BUF_H2, AMMO_300),
    verdict: 'warning',
    because: ['short-barrel-with-stock'],
    source: SRC_NFA + ' Faxon .300 BLK spec sheet (10.5", pistol gas, 5/8-24).',
  },
  {
    id: 'pcc-8-with-stock',
    title: '8" 9 mm Glock-pattern with a shoulder stock',
    parts: kit(PCC_GLOCK, FAXON_8_9MM, MI_7),
    verdict: 'warning',
    because: ['short-barrel-with-stock'],
    source: SRC_NFA + ' ' + SRC_9MM,
  },
  {
    id: 'ar15-105-sba3',
    title: '10.5" 5.56 pistol with an SBA3 brace',
    parts: kit(AR15, FAXON_105_PENCIL, LP_625, TUBE_CARBINE, MK16_93, SBA3, BUF_H2),
    verdict: 'warning',
    because: ['short-barrel-with-brace'],
    source: SRC_BRACE + ' Faxon pencil spec sheet (.625 journal, carbine gas).',
  },
  {
    id: 'ar15-300blk-8-sba4',
    title: '8" .300 BLK pistol with an SBA4 brace',
    parts: kit(
      AR15,
      FAXON_8_300,
      drop('Muzzle Device'),
      LP_625,
      TUBE_PISTOL,
      MI_7,
      SBA4,
      BUF_H2,
      AMMO_300,
    ),
    verdict: 'warning',
    because: ['short-barrel-with-brace'],
    source: SRC_BRACE,
  },
  {
    id: 'pcc-8-sbm4',
    title: '8" 9 mm Glock-pattern pistol with an SBM4 brace',
    parts: kit(PCC_GLOCK, FAXON_8_9MM, MI_7, SBM4),
    verdict: 'warning',
    because: ['short-barrel-with-brace'],
    source: SRC_BRACE + ' ' + SRC_9MM,
  },
  {
    id: 'ar15-115-tailhook',
    title: '11.5" 5.56 pistol with a Tailhook brace',
    parts: kit(AR15, DD_115, TUBE_CARBINE, MK16_105, TAILHOOK, BUF_H2),
    verdict: 'warning',
    because: ['short-barrel-with-brace'],
    source: SRC_BRACE,
  },
  {
    id: 'ar15-145-sba3',
    title: '14.5" 5.56 (device not pinned) with an SBA3 brace',
    parts: kit(AR15, BCM_145_MID, SBA3),
    verdict: 'warning',
    because: ['short-barrel-with-brace'],
    source: SRC_BRACE,
  },
  {
    id: 'ar15-115-sba3-long-rail',
    title: '11.5" 5.56 pistol with an SBA3 brace and a 13" rail past the muzzle',
    parts: kit(AR15, DD_115, TUBE_CARBINE, MCMR_13, SBA3, BUF_H2),
    verdict: 'warning',
    because: ['short-barrel-with-brace', 'handguard-over-barrel'],
    source: SRC_BRACE + ' BCM MCMR-13 is 13 in long, longer than the 11.5 in barrel.',
  },
  // 5.56 in .223 Remington chambers.
  {
    id: 'krieger-223-with-556',
    title: '20" .223 Remington match chamber fed 5.56 NATO',
    parts: kit(AR15, KRIEGER_20_223, TUBE_RIFLE, MK16_15, ...RIFLE_BUFFER),
    verdict: 'warning',
    because: ['ammo-556-in-223'],
    source:
      'SAAMI: 5.56 NATO in a .223 Remington chamber can raise pressure (shorter leade); ' +
      'Krieger chamber listing.',
  },
  {
    id: 'shilen-223-with-m855',
    title: '18" .223 Remington match chamber fed M855',
    parts: kit(AR15, SHILEN_18_223, TUBE_RIFLE, MK16_15, AMMO_M855),
    verdict: 'warning',
    because: ['ammo-556-in-223'],
    source: 'SAAMI unsafe-combination notice for 5.56 in .223 Remington chambers.',
  },
  {
    id: 'krieger-16-223-with-556',
    title: '16" .223 Remington mid-length fed 5.56 NATO',
    parts: kit(AR15, KRIEGER_16_223),
    verdict: 'warning',
    because: ['ammo-556-in-223'],
    source: 'SAAMI unsafe-combination notice for 5.56 in .223 Remington chambers.',
  },
  // 9 mm blowback with light buffers.
  {
    id: 'pcc-glock-carbine-buffer',
    title: '16" 9 mm blowback with a 3.0 oz carbine buffer',
    parts: kit(PCC_GLOCK, BUF_CARBINE),
    verdict: 'warning',
    because: ['blowback-buffer-weight'],
    source: SRC_9MM + ' A 3 oz buffer lets the blowback bolt batter the lower and bounce.',
  },
  {
    id: 'pcc-colt-h2-buffer',
    title: '16" 9 mm Colt-pattern blowback with a 4.6 oz H2 buffer',
    parts: kit(PCC_COLT, BUF_H2),
    verdict: 'warning',
    because: ['blowback-buffer-weight'],
    source: SRC_9MM,
  },
  {
    id: 'pcc-glock-h-buffer',
    title: '16" 9 mm Glock-pattern blowback with a 3.8 oz H buffer',
    parts: kit(PCC_GLOCK, BUF_H),
    verdict: 'warning',
    because: ['blowback-buffer-weight'],
    source: SRC_9MM,
  },
  // Accessories.
  {
    id: 'mlok-grip-on-keymod',
    title: 'M-LOK vertical grip on a KeyMod handguard',
    parts: kit(AR15, KMR_13, MVG),
    verdict: 'warning',
    because: ['accessory-attachment'],
    source: SRC_ACCESSORY,
  },
  {
    id: 'picatinny-bipod-on-mlok',
    title: 'Picatinny bipod on an M-LOK handguard',
    parts: kit(AR15, BA_18_SPR, TUBE_RIFLE, MK16_15, BIPOD_PIC),
    verdict: 'warning',
    because: ['accessory-attachment'],
    source: SRC_ACCESSORY + ' Needs an M-LOK rail section.',
  },
  {
    id: 'keymod-grip-on-mlok',
    title: 'KeyMod vertical grip on an M-LOK handguard',
    parts: kit(AR15, BCM_VG_KEYMOD),
    verdict: 'warning',
    because: ['accessory-attachment'],
    source: SRC_ACCESSORY,
  },
  {
    id: 'mlok-mount-on-quad-rail',
    title: 'M-LOK light mount on a Picatinny quad rail',
    parts: kit(AR15, DD_LITE_RAIL, ARISAKA_MLOK),
    verdict: 'warning',
    because: ['accessory-attachment'],
    source: SRC_ACCESSORY,
  },
  {
    id: 'picatinny-grip-on-keymod',
    title: 'Picatinny rail grip on a KeyMod handguard',
    parts: kit(AR15, KMR_13, RVG),
    verdict: 'warning',
    because: ['accessory-attachment'],
    source: SRC_ACCESSORY,
  },
  // Handguards as long as the barrel.
  {
    id: 'handguard-1725-on-16',
    title: '17.25" handguard on a 16" barrel',
    parts: kit(AR15, MI_1725),
    verdict: 'warning',
    because: ['handguard-over-barrel'],
    source: 'Midwest Industries 17.25" listing: runs past a 16" muzzle; device must fit inside.',
  },
  {
    id: 'handguard-15-on-145-pinned',
    title: '15" handguard on a 14.5" barrel with a pinned and welded A2',
    parts: kit(AR15, BCM_145_MID, A2_PINNED, MCMR_15),
    verdict: 'warning',
    because: ['handguard-over-barrel'],
    source: 'BCM MCMR-15 on a 14.5" barrel covers the muzzle device; check it clears. ' + SRC_NFA,
  },
];

export const REFERENCE_BUILDS: readonly ReferenceBuild[] = [...SOUND, ...ERROR, ...WARNING];
