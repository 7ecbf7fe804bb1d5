import { CATALOG_FIELD_ORDER, fieldLabel } from './specs.ts';

// Variant property selection on the product page: which properties the product page asks for, in which order, and which variant the choices select.

/** Fields that identify, price or describe a variant rather than tell variants apart (ours). */
export const IGNORED_VARIANT_FIELDS: ReadonlySet<string> = new Set([
  '_id',
  'id',
  'groupId',
  'upc',
  'mpn',
  'sku',
  'model',
  'name',
  'brand',
  'brandExample',
  'mainCategory',
  'category',
  'subcategory',
  'platform',
  'price',
  'retailPrice',
  'vendor',
  'images',
  'image',
  'notes',
  'description',
  'includedParts',
  'inStock',
  'categoryTags',
  'createdAt',
  'updatedAt',
]);

/** +50: a key property. */
export const KEY_SPECS: ReadonlySet<string> = new Set([
  'caliber',
  'length',
  'barrelLength',
  'diameter',
  'threading',
  'gasSystemType',
  'pullWeight',
  'magnification',
  'reticleType',
  'capacity',
  'weight',
  'type',
  'profile',
  'twistRate',
]);
/** +25: a common property. */
export const SECONDARY_SPECS: ReadonlySet<string> = new Set([
  'material',
  'gasLength',
  'bufferType',
  'innerDiameter',
]);
/** +10: an appearance property. */
export const APPEARANCE_SPECS: ReadonlySet<string> = new Set(['color', 'finish']);

export const PRIMARY_SCORE = 50;
export const SECONDARY_BAND_MIN = 20;
export const MAX_FROM_SECONDARY_BAND = 2;
export const NEARLY_ALL_DISTINCT = 0.8;

export interface VariantProperty {
  name: string;
  displayName: string;
}

/** The variant config: ordered primary properties and the secondary property names. */
export interface VariantConfig {
  primary: VariantProperty[];
  secondary: string[];
}

type Variant = Readonly<Record<string, unknown>>;

/** A property's value as compared and shown: lists comma-joined; empty → undefined. */
export function variantValue(variant: Variant, property: string): string | undefined {
  const raw = variant[property];
  if (raw === null || raw === undefined) return undefined;
  if (Array.isArray(raw)) {
    const joined = raw
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String)
      .join(', ');
    return joined || undefined;
  }
  const primitive =
    typeof raw === 'string' ||
    typeof raw === 'number' ||
    typeof raw === 'boolean' ||
    typeof raw === 'bigint';
  if (!primitive) return undefined;
  const text = String(raw).trim();
  return text || undefined;
}

/** The importance of a property with `distinct` values among `variantCount` variants. */
export function propertyScore(property: string, distinct: number, variantCount: number): number {
  let score = 10 * distinct;
  if (KEY_SPECS.has(property)) score += 50;
  if (SECONDARY_SPECS.has(property)) score += 25;
  if (APPEARANCE_SPECS.has(property)) score += 10;
  if (variantCount > 0 && distinct / variantCount >= NEARLY_ALL_DISTINCT) score -= 20;
  return score;
}

/** The properties that differ between variants (at least two values), with their scores. */
export function differingProperties(
  variants: readonly Variant[],
): { name: string; distinct: number; score: number }[] {
  const values = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const name of Object.keys(variant)) {
      if (IGNORED_VARIANT_FIELDS.has(name)) continue;
      const value = variantValue(variant, name);
      if (value === undefined) continue;
      let set = values.get(name);
      if (!set) values.set(name, (set = new Set()));
      set.add(value);
    }
  }
  const found: { name: string; distinct: number; score: number }[] = [];
  for (const [name, set] of values) {
    if (set.size < 2) continue; // single-valued properties are ignored
    found.push({ name, distinct: set.size, score: propertyScore(name, set.size, variants.length) });
  }
  // Highest score first. Equal scores follow the catalogue field order, so the answer does not
  // depend on the order of an object's keys (a parsed answer and a raw one rank alike); fields
  // outside that list come after, in the order they first appear.
  return found.sort((a, b) => b.score - a.score || fieldRank(a.name) - fieldRank(b.name));
}

const FIELD_RANK = new Map<string, number>(CATALOG_FIELD_ORDER.map((field, i) => [field, i]));
const fieldRank = (name: string) => FIELD_RANK.get(name) ?? CATALOG_FIELD_ORDER.length;

/**
 * With one variant nothing is chosen; with two or fewer differing properties all are
 * primary; otherwise primary = score ≥ 50 plus up to two scoring 20–49, the rest secondary.
 */
export function rankVariantProperties(variants: readonly Variant[]): VariantConfig {
  if (variants.length <= 1) return { primary: [], secondary: [] };
  const differing = differingProperties(variants);
  const toProperty = (p: { name: string }) => ({ name: p.name, displayName: fieldLabel(p.name) });
  if (differing.length <= 2) return { primary: differing.map(toProperty), secondary: [] };
  const primary: { name: string }[] = [];
  const secondary: string[] = [];
  let fromBand = 0;
  for (const p of differing) {
    if (p.score >= PRIMARY_SCORE) primary.push(p);
    else if (p.score >= SECONDARY_BAND_MIN && fromBand < MAX_FROM_SECONDARY_BAND) {
      primary.push(p);
      fromBand += 1;
    } else secondary.push(p.name);
  }
  return { primary: primary.map(toProperty), secondary };
}

export type VariantChoices = Readonly<Record<string, string | undefined>>;

/** The variants that agree with every choice made so far. */
export function matchingVariants<V extends Variant>(
  variants: readonly V[],
  choices: VariantChoices,
): V[] {
  return variants.filter((v) =>
    Object.entries(choices).every(
      ([name, chosen]) => chosen === undefined || variantValue(v, name) === chosen,
    ),
  );
}

/**
 * Cascading variant selects: the values of a primary property given the choices of the
 * primary properties before it, or [] while an earlier one is still open (the select is disabled).
 */
export function primaryOptions(
  variants: readonly Variant[],
  config: VariantConfig,
  property: string,
  choices: VariantChoices,
): string[] {
  const index = config.primary.findIndex((p) => p.name === property);
  if (index < 0) return [];
  const earlier: Record<string, string | undefined> = {};
  for (const p of config.primary.slice(0, index)) {
    if (choices[p.name] === undefined) return [];
    earlier[p.name] = choices[p.name];
  }
  return distinctValues(matchingVariants(variants, earlier), property);
}

/** The values of a secondary property among the variants the primary choices leave. */
export function secondaryOptions(
  variants: readonly Variant[],
  config: VariantConfig,
  property: string,
  choices: VariantChoices,
): string[] {
  const primary: Record<string, string | undefined> = {};
  for (const p of config.primary) primary[p.name] = choices[p.name];
  return distinctValues(matchingVariants(variants, primary), property);
}

function distinctValues(variants: readonly Variant[], property: string): string[] {
  const seen = new Set<string>();
  for (const v of variants) {
    const value = variantValue(v, property);
    if (value !== undefined) seen.add(value);
  }
  return [...seen];
}

/**
 * On the product detail page, choosing every primary property (or there being one variant) selects
 * a single product: the first variant that matches every choice, secondary ones included.
 */
export function selectedVariant<V extends Variant>(
  variants: readonly V[],
  config: VariantConfig,
  choices: VariantChoices,
): V | undefined {
  if (variants.length === 1) return variants[0];
  if (config.primary.some((p) => choices[p.name] === undefined)) return undefined;
  return matchingVariants(variants, choices)[0];
}
