import { groupOfSubPart, type SubPartName } from '../build/parts.ts';
import type { CompatPart } from './evaluate.ts';
import type { CompatSpecs } from './keys.ts';

// Builds for the compatibility tests and the benchmark (scripts/bench-compat.ts). Plain data.

/** A part in `subPart` with these specs; id = sub-part name (one product per sub-part). */
export function compatPart(
  subPart: SubPartName,
  name: string,
  specs: CompatSpecs = {},
): CompatPart {
  return { id: subPart, name, subPart, group: groupOfSubPart(subPart) ?? subPart, specs };
}

/** A realistic complete 5.56 NATO, mid-length, 16" carbine: no errors, no warnings. */
export function carbineBuild(): CompatPart[] {
  return [
    compatPart('Stripped Upper Receiver', 'Aero Precision M4E1 Stripped Upper', {
      platform: 'AR-15',
    }),
    compatPart('Stripped Lower Receiver', 'Aero Precision M4E1 Stripped Lower', {
      platform: 'AR-15',
      triggerPin: '.154',
      magazineWell: 'AR-15',
    }),
    compatPart('Barrel', 'BCM 16" Mid-Length 5.56 Government Barrel', {
      platform: 'AR-15',
      caliber: '556',
      chamber: '556',
      muzzleThread: '1/2x28',
      gasSystem: 'mid-length',
      gasJournal: 0.75,
      barrelLengthIn: 16,
      barrelProfile: 'government',
    }),
    compatPart('Muzzle Device', 'A2 Birdcage Flash Hider', {
      muzzleThread: '1/2x28',
      boreDiameter: 0.224,
      pinnedAndWelded: false,
    }),
    compatPart('Gas Block', 'Aero Precision Low Profile Gas Block .750', {
      gasBlockType: 'low-profile',
      gasJournal: 0.75,
    }),
    compatPart('Gas Tube', 'Aero Precision Mid-Length Gas Tube', { gasSystem: 'mid-length' }),
    compatPart('Handguard', 'BCM MCMR 13" M-LOK Handguard', {
      platform: 'AR-15',
      handguardType: 'free-float',
      handguardLengthIn: 13,
      handguardNeedsOwnNut: true,
      handguardAttachment: 'M-LOK',
    }),
    compatPart('Charging Handle', 'BCM Gunfighter Mod 4 Charging Handle', { platform: 'AR-15' }),
    compatPart('Bolt Carrier Group', 'Toolcraft M16 Nitride BCG', {
      platform: 'AR-15',
      caliber: '556',
    }),
    compatPart('Trigger', 'Geissele SSA-E', { triggerPin: '.154' }),
    compatPart('Lower Parts Kit', 'Aero Precision Lower Parts Kit (less FCG)'),
    compatPart('Grip', 'BCM Gunfighter Grip Mod 3'),
    compatPart('Stock', 'BCM Gunfighter Stock', { stockFits: 'mil-spec', brace: false }),
    compatPart('Buffer Tube', 'BCM Mil-Spec Receiver Extension', {
      bufferTube: 'mil-spec',
      tubeLength: 'carbine',
    }),
    compatPart('Buffer', 'Spikes Tactical H2 Buffer', {
      bufferLength: 'carbine',
      bufferWeightOz: 4.7,
    }),
    compatPart('Buffer Spring', 'Sprinco Blue Carbine Spring', { springLength: 'carbine' }),
    compatPart('Magazines', 'Magpul PMAG 30 Gen M3', {
      magazineCaliber: '556',
      magazineWell: 'AR-15',
    }),
    compatPart('Ammunition', 'Federal American Eagle 5.56 NATO 55 gr FMJ', { caliber: '556' }),
  ];
}

/**
 * 40 parts: the carbine build plus every remaining sub-part in the build's order, the extra parts with
 * specs where rules read them, so the benchmark exercises the whole rule set.
 */
export function fortyPartBuild(): CompatPart[] {
  const parts = carbineBuild();
  const extras: [SubPartName, CompatSpecs][] = [
    ['Bolt', { platform: 'AR-15', caliber: '556' }],
    ['Gas System', { gasSystem: 'mid-length', gasJournal: 0.75 }],
    [
      'Buffer Tube Kit',
      {
        bufferTube: 'mil-spec',
        bufferLength: 'carbine',
        tubeLength: 'carbine',
        springLength: 'carbine',
      },
    ],
    ['Ejection Port Cover', {}],
    ['Forward Assist', {}],
    ['Upper Hardware Group', {}],
    ['Cam Pin', {}],
    ['Firing Pin', {}],
    ['Bolt Hardware', {}],
    ['Trigger Guard', {}],
    ['Takedown Pin', {}],
    ['Safety Selector', {}],
    ['Bolt Catch', {}],
    ['Magazine Release', {}],
    ['Receiver End Plate', {}],
    ['Detent Group', {}],
    ['Red Dots', {}],
    ['Optic Mounts', {}],
    ['Ironsights', {}],
    ['Slings', {}],
    ['Lights', { accessoryMount: 'M-LOK' }],
    ['Bipods', { accessoryMount: 'M-LOK' }],
  ];
  for (const [subPart, specs] of extras) {
    if (parts.length >= 40) break;
    parts.push(compatPart(subPart, `Bench ${subPart}`, specs));
  }
  return parts;
}
