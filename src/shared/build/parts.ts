// Build parts (groups): the 16 top-level groups and their sub-parts, in their agreed order, plus a
// 17th group 'Ammunition' (its price counts in the total; it is not a core part).

export const BUILD_GROUPS = [
  {
    name: 'Upper Receiver',
    subParts: [
      'Complete Upper Receiver',
      'Stripped Upper Receiver',
      'Upper Receiver Assembly',
      'Ejection Port Cover',
      'Forward Assist',
      'Upper Hardware Group',
    ],
  },
  {
    name: 'Bolt Carrier Group',
    subParts: [
      'Bolt Carrier Group',
      'Bolt',
      'Cam Pin',
      'Firing Pin',
      'Bolt Hardware',
      'BCG Hardware Group',
    ],
  },
  { name: 'Barrel', subParts: ['Barrel'] },
  { name: 'Muzzle Device', subParts: ['Muzzle Device'] },
  { name: 'Gas System', subParts: ['Gas Block', 'Gas Tube', 'Gas System'] },
  { name: 'Handguard', subParts: ['Handguard'] },
  { name: 'Charging Handle', subParts: ['Charging Handle'] },
  {
    name: 'Lower Receiver',
    subParts: [
      'Complete Lower Receiver',
      'Stripped Lower Receiver',
      'Lower Parts Kit',
      'Trigger Guard',
      'Takedown Pin',
      'Safety Selector',
      'Bolt Catch',
      'Magazine Release',
      'Receiver End Plate',
      'Detent Group',
      'Lower Hardware Group',
    ],
  },
  { name: 'Grip', subParts: ['Grip'] },
  { name: 'Trigger', subParts: ['Trigger'] },
  { name: 'Stock', subParts: ['Stock'] },
  {
    name: 'Buffer System',
    subParts: ['Buffer', 'Buffer Tube', 'Buffer Spring', 'Buffer Tube Kit'],
  },
  {
    name: 'Optics',
    subParts: ['Optics Group', 'Scopes', 'Red Dots', 'Optic Mounts', 'Ironsights'],
  },
  {
    name: 'Accessories',
    subParts: [
      'Accessory Group',
      'Slings',
      'Foregrips',
      'Magazines',
      'Lasers',
      'Lights',
      'Accessory Mounts',
      'Bipods',
    ],
  },
  { name: 'Tools', subParts: ['Cleaning Kits', 'Building Tools', 'Vises'] },
  { name: 'Protection', subParts: ['Earpro', 'Eyepro', 'Gloves'] },
  // Ammunition counts in the total but is not one of the ten core parts.
  { name: 'Ammunition', subParts: ['Ammunition'] },
] as const satisfies readonly { name: string; subParts: readonly string[] }[];

export type GroupName = (typeof BUILD_GROUPS)[number]['name'];
export type SubPartName = (typeof BUILD_GROUPS)[number]['subParts'][number];

/** Completeness: the ten core parts a build is measured against. */
export const CORE_PARTS: readonly GroupName[] = [
  'Upper Receiver',
  'Lower Receiver',
  'Barrel',
  'Bolt Carrier Group',
  'Charging Handle',
  'Gas System',
  'Trigger',
  'Grip',
  'Stock',
  'Buffer System',
];

/** The group holding a sub-part (sub-part names are unique across groups). */
export function groupOfSubPart(subPart: string): GroupName | undefined {
  return BUILD_GROUPS.find((g) => (g.subParts as readonly string[]).includes(subPart))?.name;
}

/**
 * Composite definitions: what a composite product brings with it, as the sub-parts
 * those included parts occupy. Upper Build Kit and Complete Build Kit: contents not shown.
 */
export const COMPOSITES: Readonly<Record<string, readonly SubPartName[]>> = {
  'Complete Upper Receiver': [
    'Barrel',
    'Bolt Carrier Group',
    'Charging Handle',
    'Handguard',
    'Gas System',
    'Muzzle Device',
  ],
  'Upper Receiver Assembly': ['Barrel', 'Handguard', 'Gas System'],
  'Complete Lower Receiver': ['Trigger', 'Grip', 'Stock', 'Buffer Tube Kit', 'Lower Parts Kit'],
  'Bolt Carrier Group': ['Bolt', 'Cam Pin', 'Firing Pin', 'Bolt Hardware'],
  'Gas System': ['Gas Block', 'Gas Tube'],
  'Buffer Tube Kit': ['Buffer', 'Buffer Tube', 'Buffer Spring'],
};
