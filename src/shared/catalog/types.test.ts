import { describe, expect, it } from 'vitest';
import { subPartForName } from '../build/mapping.ts';
import { BUILD_GROUPS } from '../build/parts.ts';
import {
  ALLOWED_TYPE_ENDPOINTS,
  CATALOG_TYPES,
  FILTER_CATEGORIES,
  MAIN_CATEGORIES,
  catalogSubPart,
  catalogTypeForEndpoint,
  filterLabel,
  groupFieldsForType,
  mainCategoryForCategory,
  mainCategoryForSubPart,
  mainCategoryForType,
  subPartForType,
  typesForCategory,
} from './types.ts';

describe('catalogue types', () => {
  it('has about forty AR-15 part types plus the gear types, all /ar15-…', () => {
    const ar15 = CATALOG_TYPES.filter((t) => t.platform === 'AR15');
    expect(ar15.every((t) => t.key.startsWith('ar15-'))).toBe(true);
    const gearGroups = ['Optics', 'Accessories', 'Tools', 'Protection'];
    const parts = ar15.filter(
      (t) =>
        !gearGroups.includes(
          BUILD_GROUPS.find((g) => (g.subParts as readonly string[]).includes(t.subPart))!.name,
        ),
    );
    expect(parts.length).toBeGreaterThanOrEqual(36);
    expect(parts.length).toBeLessThanOrEqual(44);
  });

  it('has the fifteen AR-10 endpoints of the allowed list, the first five under their old keys', () => {
    expect(ALLOWED_TYPE_ENDPOINTS.filter((e) => e.startsWith('/ar10-'))).toEqual([
      '/ar10-bcg-hardware-group',
      '/ar10-bolt-catch',
      '/ar10-charging-handle',
      '/ar10-ejection-port-cover',
      '/ar10-handguard',
      '/ar10-barrels',
      '/ar10-stripped-uppers',
      '/ar10-complete-uppers',
      '/ar10-stripped-lowers',
      '/ar10-complete-lowers',
      '/ar10-bcgs',
      '/ar10-magazines',
      '/ar10-buffers',
      '/ar10-buffer-springs',
      '/ar10-buffer-tubes',
    ]);
    expect(
      CATALOG_TYPES.filter((t) => t.platform === 'AR10').every((t) => t.key.startsWith('ar10-')),
    ).toBe(true);
  });

  it('maps every type to a sub-part the builder knows, and covers every non-ammo sub-part', () => {
    for (const t of CATALOG_TYPES) expect(subPartForName(t.subPart)).toBe(t.subPart);
    const covered = new Set(CATALOG_TYPES.map((t) => t.subPart));
    const all = BUILD_GROUPS.filter((g) => g.name !== 'Ammunition').flatMap((g) => g.subParts);
    expect(all.filter((s) => !covered.has(s))).toEqual([]);
    expect(covered.has('Ammunition')).toBe(false);
  });

  it('has unique keys', () => {
    expect(new Set(CATALOG_TYPES.map((t) => t.key)).size).toBe(CATALOG_TYPES.length);
  });

  it('finds a type by its endpoint, with or without the slash, and nothing off the list', () => {
    expect(catalogTypeForEndpoint('/ar15-barrels')?.subPart).toBe('Barrel');
    expect(catalogTypeForEndpoint('AR15-BARRELS')?.key).toBe('ar15-barrels');
    expect(catalogTypeForEndpoint('/ar15-widgets')).toBeUndefined();
    expect(catalogTypeForEndpoint('/ar10-barrels')?.platform).toBe('AR10');
    expect(catalogTypeForEndpoint('/ar10-widgets')).toBeUndefined();
  });

  it('maps catalogue type → sub-part', () => {
    expect(subPartForType('ar15-bcgs')).toBe('Bolt Carrier Group');
    expect(subPartForType('ar15-flash-hiders')).toBe('Muzzle Device');
    expect(subPartForType('ar15-compensators')).toBe('Muzzle Device');
    expect(subPartForType('ar10-handguard')).toBe('Handguard');
    expect(subPartForType('nope')).toBeUndefined();
  });

  it('maps sub-parts and types to the main category of their build group', () => {
    expect(mainCategoryForSubPart('Gas Tube')).toBe('gas-systems');
    expect(mainCategoryForSubPart('Takedown Pin')).toBe('lower-receivers');
    expect(mainCategoryForSubPart('Ammunition')).toBeUndefined();
    expect(mainCategoryForType('ar15-scopes')).toBe('optics');
    expect(mainCategoryForType('nope')).toBeUndefined();
  });

  it('maps display categories to main categories, ignoring case and spaces', () => {
    expect(mainCategoryForCategory('Hand Guards')).toBe('handguards');
    expect(mainCategoryForCategory('handguards')).toBe('handguards');
    expect(mainCategoryForCategory('Handguard')).toBe('handguards');
    expect(mainCategoryForCategory('UPPER RECEIVERS')).toBe('upper-receivers');
    expect(mainCategoryForCategory('Pistols')).toBeUndefined();
    for (const c of FILTER_CATEGORIES) expect(mainCategoryForCategory(c)).toBeDefined();
    expect(FILTER_CATEGORIES.slice(0, 4)).toEqual([
      'Barrels',
      'Upper Receivers',
      'Lower Receivers',
      'Hand Guards',
    ]);
    expect(FILTER_CATEGORIES).toHaveLength(MAIN_CATEGORIES.length);
  });

  it('lists the types of a display category', () => {
    expect(typesForCategory('Muzzle Devices').map((t) => t.key)).toEqual([
      'ar15-muzzle-brakes',
      'ar15-flash-hiders',
      'ar15-compensators',
    ]);
    expect(typesForCategory('Barrels').map((t) => t.key)).toEqual(['ar15-barrels', 'ar10-barrels']);
    expect(typesForCategory('Pistols')).toEqual([]);
  });

  it('derives a group’s platform and categories from its type', () => {
    expect(groupFieldsForType('ar10-bolt-catch')).toEqual({
      platform: 'AR10',
      mainCategory: 'lower-receivers',
      category: 'Lower Receiver',
      subcategory: 'Bolt Catch',
      subPart: 'Bolt Catch',
    });
    expect(groupFieldsForType('nope')).toBeUndefined();
  });

  it('accepts a subPart filter the builder mapping knows, except ammunition', () => {
    expect(catalogSubPart('bcg')).toBe('Bolt Carrier Group');
    expect(catalogSubPart('Red Dots')).toBe('Red Dots');
    expect(catalogSubPart('Ammunition')).toBeUndefined();
    expect(catalogSubPart('Widget')).toBeUndefined();
  });

  it('labels the list All Products, the category’s name, or N Categories', () => {
    expect(filterLabel([])).toBe('All Products');
    expect(filterLabel(['Barrels'])).toBe('Barrels');
    expect(filterLabel(['Barrels', 'Grips', 'Stocks'])).toBe('3 Categories');
  });
});
