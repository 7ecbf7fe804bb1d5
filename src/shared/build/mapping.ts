import { BUILD_GROUPS, type SubPartName } from './parts.ts';

// Which sub-part a part name means: the sub-part names themselves plus the words a catalogue or a
// composite's includedParts list uses for them (the mappings are ours, ADR 017). Matching ignores
// case, punctuation and plural 's'.

const ALIASES: Readonly<Record<string, SubPartName>> = {
  bcg: 'Bolt Carrier Group',
  'bolt carrier': 'Bolt Carrier Group',
  'bolt carrier assembly': 'Bolt Carrier Group',
  'complete upper': 'Complete Upper Receiver',
  'stripped upper': 'Stripped Upper Receiver',
  'complete lower': 'Complete Lower Receiver',
  'stripped lower': 'Stripped Lower Receiver',
  lpk: 'Lower Parts Kit',
  'muzzle brake': 'Muzzle Device',
  'flash hider': 'Muzzle Device',
  compensator: 'Muzzle Device',
  'hand guard': 'Handguard',
  rail: 'Handguard',
  'trigger group': 'Trigger',
  'fire control group': 'Trigger',
  'pistol grip': 'Grip',
  'buffer system': 'Buffer Tube Kit',
  'buffer kit': 'Buffer Tube Kit',
  'receiver extension': 'Buffer Tube',
  'castle nut': 'Receiver End Plate',
  'end plate': 'Receiver End Plate',
  'dust cover': 'Ejection Port Cover',
  'gas key': 'Bolt Hardware',
  extractor: 'Bolt Hardware',
  ammunition: 'Ammunition',
  ammo: 'Ammunition',
  scope: 'Scopes',
  'red dot': 'Red Dots',
  'optic mount': 'Optic Mounts',
  'iron sights': 'Ironsights',
  sling: 'Slings',
  foregrip: 'Foregrips',
  magazine: 'Magazines',
  light: 'Lights',
  laser: 'Lasers',
  bipod: 'Bipods',
};

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, SubPartName>();
for (const group of BUILD_GROUPS) {
  for (const sub of group.subParts) BY_NAME.set(normalise(sub), sub);
}
for (const [alias, sub] of Object.entries(ALIASES)) BY_NAME.set(normalise(alias), sub);

/** The sub-part a part name stands for, or undefined when none is known. */
export function subPartForName(name: string | undefined | null): SubPartName | undefined {
  if (!name) return undefined;
  const key = normalise(name);
  return BY_NAME.get(key) ?? (key.endsWith('s') ? BY_NAME.get(key.slice(0, -1)) : undefined);
}
