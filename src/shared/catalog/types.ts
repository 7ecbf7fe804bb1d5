import { subPartForName } from '../build/mapping.ts';
import { groupOfSubPart, type GroupName, type SubPartName } from '../build/parts.ts';

// The catalogue needs mappings from catalogue type to sub-part and from display categories to
// catalogue collection names and to lists of product type names, and type endpoints
// "/ar15-<part type>" for about 40 AR-15 part types plus the "/ar10-..." ones. These are ours
// (ADR 019): one catalogue type per builder sub-part and platform (the AR-15 muzzle devices have
// three), each with its endpoint, platform and main category.

export type Platform = 'AR15' | 'AR10';

/** A main category: the catalogue collection a group belongs to, and the product route's segment. */
export const MAIN_CATEGORIES = [
  { slug: 'upper-receivers', label: 'Upper Receivers', group: 'Upper Receiver' },
  { slug: 'bolt-carrier-groups', label: 'Bolt Carrier Groups', group: 'Bolt Carrier Group' },
  { slug: 'barrels', label: 'Barrels', group: 'Barrel' },
  { slug: 'muzzle-devices', label: 'Muzzle Devices', group: 'Muzzle Device' },
  { slug: 'gas-systems', label: 'Gas Systems', group: 'Gas System' },
  // The filter spells this category 'Hand Guards'.
  { slug: 'handguards', label: 'Hand Guards', group: 'Handguard' },
  { slug: 'charging-handles', label: 'Charging Handles', group: 'Charging Handle' },
  { slug: 'lower-receivers', label: 'Lower Receivers', group: 'Lower Receiver' },
  { slug: 'grips', label: 'Grips', group: 'Grip' },
  { slug: 'triggers', label: 'Triggers', group: 'Trigger' },
  { slug: 'stocks', label: 'Stocks', group: 'Stock' },
  { slug: 'buffer-systems', label: 'Buffer Systems', group: 'Buffer System' },
  { slug: 'optics', label: 'Optics', group: 'Optics' },
  { slug: 'accessories', label: 'Accessories', group: 'Accessories' },
  { slug: 'tools', label: 'Tools', group: 'Tools' },
  { slug: 'protection', label: 'Protection', group: 'Protection' },
] as const satisfies readonly { slug: string; label: string; group: GroupName }[];

export type MainCategory = (typeof MAIN_CATEGORIES)[number]['slug'];

/** The filter categories: the four the list shows first, then the rest. */
export const FILTER_CATEGORIES: readonly string[] = [
  'Barrels',
  'Upper Receivers',
  'Lower Receivers',
  'Hand Guards',
  ...MAIN_CATEGORIES.map((c) => c.label).filter(
    (l) => !['Barrels', 'Upper Receivers', 'Lower Receivers', 'Hand Guards'].includes(l),
  ),
];

export interface CatalogType {
  /** e.g. 'ar15-barrels'; the endpoint is `/${key}`. */
  key: string;
  platform: Platform;
  subPart: SubPartName;
  /** Display name of the type, e.g. 'Barrels'. */
  label: string;
}

const ar15 = (
  type: string,
  subPart: SubPartName,
  label: string,
): CatalogType & { platform: 'AR15' } => ({
  key: `ar15-${type}`,
  platform: 'AR15',
  subPart,
  label,
});
const ar10 = (type: string, subPart: SubPartName, label: string): CatalogType => ({
  key: `ar10-${type}`,
  platform: 'AR10',
  subPart,
  label,
});

/** Every catalogue type; the allowed list of type endpoints is exactly these keys. */
export const CATALOG_TYPES: readonly CatalogType[] = [
  // 39 AR-15 part types
  ar15('complete-uppers', 'Complete Upper Receiver', 'Complete Upper Receivers'),
  ar15('stripped-uppers', 'Stripped Upper Receiver', 'Stripped Upper Receivers'),
  ar15('barreled-uppers', 'Upper Receiver Assembly', 'Barreled Upper Receivers'),
  ar15('ejection-port-covers', 'Ejection Port Cover', 'Ejection Port Covers'),
  ar15('forward-assists', 'Forward Assist', 'Forward Assists'),
  ar15('upper-parts-kits', 'Upper Hardware Group', 'Upper Parts Kits'),
  ar15('bcgs', 'Bolt Carrier Group', 'Bolt Carrier Groups'),
  ar15('bolts', 'Bolt', 'Bolts'),
  ar15('cam-pins', 'Cam Pin', 'Cam Pins'),
  ar15('firing-pins', 'Firing Pin', 'Firing Pins'),
  ar15('bolt-hardware', 'Bolt Hardware', 'Bolt Hardware'),
  ar15('bcg-hardware-group', 'BCG Hardware Group', 'BCG Rebuild Kits'),
  ar15('barrels', 'Barrel', 'Barrels'),
  ar15('muzzle-brakes', 'Muzzle Device', 'Muzzle Brakes'),
  ar15('flash-hiders', 'Muzzle Device', 'Flash Hiders'),
  ar15('compensators', 'Muzzle Device', 'Compensators'),
  ar15('gas-blocks', 'Gas Block', 'Gas Blocks'),
  ar15('gas-tubes', 'Gas Tube', 'Gas Tubes'),
  ar15('gas-systems', 'Gas System', 'Gas System Kits'),
  ar15('handguards', 'Handguard', 'Handguards'),
  ar15('charging-handles', 'Charging Handle', 'Charging Handles'),
  ar15('complete-lowers', 'Complete Lower Receiver', 'Complete Lower Receivers'),
  ar15('stripped-lowers', 'Stripped Lower Receiver', 'Stripped Lower Receivers'),
  ar15('lower-parts-kits', 'Lower Parts Kit', 'Lower Parts Kits'),
  ar15('trigger-guards', 'Trigger Guard', 'Trigger Guards'),
  ar15('takedown-pins', 'Takedown Pin', 'Takedown Pins'),
  ar15('safety-selectors', 'Safety Selector', 'Safety Selectors'),
  ar15('bolt-catches', 'Bolt Catch', 'Bolt Catches'),
  ar15('magazine-releases', 'Magazine Release', 'Magazine Releases'),
  ar15('end-plates', 'Receiver End Plate', 'Receiver End Plates'),
  ar15('detents', 'Detent Group', 'Detents and Springs'),
  ar15('lower-hardware', 'Lower Hardware Group', 'Lower Hardware'),
  ar15('grips', 'Grip', 'Grips'),
  ar15('triggers', 'Trigger', 'Triggers'),
  ar15('stocks', 'Stock', 'Stocks'),
  ar15('buffers', 'Buffer', 'Buffers'),
  ar15('buffer-tubes', 'Buffer Tube', 'Buffer Tubes'),
  ar15('buffer-springs', 'Buffer Spring', 'Buffer Springs'),
  ar15('buffer-kits', 'Buffer Tube Kit', 'Buffer Tube Kits'),
  // 19 AR-15 gear types: the builder's Optics, Accessories, Tools and Protection groups
  ar15('optic-combos', 'Optics Group', 'Optic Combos'),
  ar15('scopes', 'Scopes', 'Scopes'),
  ar15('red-dots', 'Red Dots', 'Red Dots'),
  ar15('optic-mounts', 'Optic Mounts', 'Optic Mounts'),
  ar15('iron-sights', 'Ironsights', 'Iron Sights'),
  ar15('rail-accessories', 'Accessory Group', 'Rail Accessories'),
  ar15('slings', 'Slings', 'Slings'),
  ar15('foregrips', 'Foregrips', 'Foregrips'),
  ar15('magazines', 'Magazines', 'Magazines'),
  ar15('lasers', 'Lasers', 'Lasers'),
  ar15('lights', 'Lights', 'Weapon Lights'),
  ar15('accessory-mounts', 'Accessory Mounts', 'Accessory Mounts'),
  ar15('bipods', 'Bipods', 'Bipods'),
  ar15('cleaning-kits', 'Cleaning Kits', 'Cleaning Kits'),
  ar15('build-tools', 'Building Tools', 'Building Tools'),
  ar15('vises', 'Vises', 'Vise Blocks'),
  ar15('earpro', 'Earpro', 'Hearing Protection'),
  ar15('eyepro', 'Eyepro', 'Eye Protection'),
  ar15('gloves', 'Gloves', 'Gloves'),
  // 15 AR-10 part types: the first five keep the singular keys they were first published with
  ar10('bcg-hardware-group', 'BCG Hardware Group', 'AR-10 BCG Rebuild Kits'),
  ar10('bolt-catch', 'Bolt Catch', 'AR-10 Bolt Catches'),
  ar10('charging-handle', 'Charging Handle', 'AR-10 Charging Handles'),
  ar10('ejection-port-cover', 'Ejection Port Cover', 'AR-10 Ejection Port Covers'),
  ar10('handguard', 'Handguard', 'AR-10 Handguards'),
  ar10('barrels', 'Barrel', 'AR-10 Barrels'),
  ar10('stripped-uppers', 'Stripped Upper Receiver', 'AR-10 Stripped Upper Receivers'),
  ar10('complete-uppers', 'Complete Upper Receiver', 'AR-10 Complete Upper Receivers'),
  ar10('stripped-lowers', 'Stripped Lower Receiver', 'AR-10 Stripped Lower Receivers'),
  ar10('complete-lowers', 'Complete Lower Receiver', 'AR-10 Complete Lower Receivers'),
  ar10('bcgs', 'Bolt Carrier Group', 'AR-10 Bolt Carrier Groups'),
  ar10('magazines', 'Magazines', 'AR-10 Magazines'),
  ar10('buffers', 'Buffer', 'AR-10 Buffers'),
  ar10('buffer-springs', 'Buffer Spring', 'AR-10 Buffer Springs'),
  ar10('buffer-tubes', 'Buffer Tube', 'AR-10 Buffer Tubes'),
];

const TYPES_BY_KEY = new Map(CATALOG_TYPES.map((t) => [t.key, t]));

/** The type an endpoint names (`/ar15-barrels` or `ar15-barrels`), if it is on the allowed list. */
export function catalogTypeForEndpoint(endpoint: string): CatalogType | undefined {
  return TYPES_BY_KEY.get(endpoint.replace(/^\//, '').toLowerCase());
}

/** The allowed list of type endpoints. */
export const ALLOWED_TYPE_ENDPOINTS: readonly string[] = CATALOG_TYPES.map((t) => `/${t.key}`);

/** Catalogue type → builder sub-part. */
export function subPartForType(key: string): SubPartName | undefined {
  return TYPES_BY_KEY.get(key)?.subPart;
}

/**
 * The sub-part a `subPart` filter names (a sub-part name or a word the builder's mapping knows),
 * when the catalogue sells parts for it; Ammunition is the ammo catalogue's. An empty sub-part's
 * Add in the builder opens the list filtered this way.
 */
export function catalogSubPart(name: string): SubPartName | undefined {
  const subPart = subPartForName(name);
  return subPart && CATALOG_TYPES.some((t) => t.subPart === subPart) ? subPart : undefined;
}

/** The main category of a sub-part: the one of its build group. Ammunition has none here. */
export function mainCategoryForSubPart(subPart: SubPartName): MainCategory | undefined {
  const group = groupOfSubPart(subPart);
  return MAIN_CATEGORIES.find((c) => c.group === group)?.slug;
}

/** The main category of a catalogue type. */
export function mainCategoryForType(key: string): MainCategory | undefined {
  const type = TYPES_BY_KEY.get(key);
  return type ? mainCategoryForSubPart(type.subPart) : undefined;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

const CATEGORY_BY_KEY = new Map<string, MainCategory>();
for (const c of MAIN_CATEGORIES) {
  CATEGORY_BY_KEY.set(squash(c.slug), c.slug);
  CATEGORY_BY_KEY.set(squash(c.label), c.slug);
  CATEGORY_BY_KEY.set(squash(c.group), c.slug);
}

/**
 * Catalogue filtering: a selected display category → its main category. Accepts the
 * display name ('Hand Guards'), the main category ('handguards') or the build group ('Handguard'),
 * ignoring case, spaces and punctuation.
 */
export function mainCategoryForCategory(category: string): MainCategory | undefined {
  return CATEGORY_BY_KEY.get(squash(category));
}

/** Display category → the catalogue types listed under it ("lists of product type names"). */
export function typesForCategory(category: string): CatalogType[] {
  const main = mainCategoryForCategory(category);
  return main ? CATALOG_TYPES.filter((t) => mainCategoryForSubPart(t.subPart) === main) : [];
}

/**
 * The group fields a catalogue type decides (ADR 019): platform, main category, category (the
 * build group) and subcategory (the builder sub-part, so the detail page's Add finds it).
 */
export function groupFieldsForType(key: string):
  | {
      platform: Platform;
      mainCategory: MainCategory;
      category: GroupName;
      subcategory: SubPartName;
      subPart: SubPartName;
    }
  | undefined {
  const type = TYPES_BY_KEY.get(key);
  const mainCategory = type && mainCategoryForSubPart(type.subPart);
  const category = type && groupOfSubPart(type.subPart);
  if (!type || !mainCategory || !category) return undefined;
  return {
    platform: type.platform,
    mainCategory,
    category,
    subcategory: type.subPart,
    subPart: type.subPart,
  };
}

/** The list's title: 'All Products', the one category's name, or 'N Categories'. */
export function filterLabel(categories: readonly string[]): string {
  if (categories.length === 0) return 'All Products';
  if (categories.length === 1) return categories[0]!;
  return `${categories.length} Categories`;
}
