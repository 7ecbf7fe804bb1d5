import {
  primaryOptions,
  secondaryOptions,
  selectedVariant,
  variantValue,
  type VariantChoices,
  type VariantConfig,
} from '../../../../shared/catalog/variant-ranking.ts';

// The product page's cascading variant selects. The ranking and
// the options come from src/shared/catalog/variant-ranking.ts; this file keeps the visitor's picks
// consistent with them (ADR 028).

type Variant = Readonly<Record<string, unknown>>;

/**
 * The choices in force: the visitor's picks that still fit, in the primary order, plus any primary
 * property left with exactly one possible value once the earlier ones are chosen (ADR 028: there is
 * nothing to choose, so it is chosen). A secondary pick counts while its value is still offered.
 */
export function resolveChoices(
  variants: readonly Variant[],
  config: VariantConfig,
  picked: VariantChoices,
): Record<string, string | undefined> {
  const resolved: Record<string, string | undefined> = {};
  for (const { name } of config.primary) {
    const options = primaryOptions(variants, config, name, resolved);
    const pick = picked[name];
    if (pick !== undefined && options.includes(pick)) resolved[name] = pick;
    else if (options.length === 1) resolved[name] = options[0];
    else break; // later selects stay disabled until this one is chosen
  }
  for (const name of config.secondary) {
    const pick = picked[name];
    if (pick !== undefined && secondaryOptions(variants, config, name, resolved).includes(pick))
      resolved[name] = pick;
  }
  return resolved;
}

/**
 * The picks after the visitor sets `property` to `value` ('' or undefined: back to 'Choose …' /
 * 'Any …'). Later picks that no longer match are cleared (each select depends on the earlier
 * ones), so going back to an earlier value does not bring a stale pick back.
 */
export function applyChoice(
  variants: readonly Variant[],
  config: VariantConfig,
  picked: VariantChoices,
  property: string,
  value: string | undefined,
): Record<string, string> {
  const next: Record<string, string | undefined> = { ...picked, [property]: value || undefined };
  const resolved = resolveChoices(variants, config, next);
  const kept: Record<string, string> = {};
  for (const [name, pick] of Object.entries(next)) {
    if (pick !== undefined && resolved[name] === pick) kept[name] = pick;
  }
  return kept;
}

/** The picks that select exactly this variant (a row of the 'from' price table was chosen). */
export function choicesForVariant(config: VariantConfig, variant: Variant): Record<string, string> {
  const picks: Record<string, string> = {};
  for (const name of [...config.primary.map((p) => p.name), ...config.secondary]) {
    const value = variantValue(variant, name);
    if (value !== undefined) picks[name] = value;
  }
  return picks;
}

/**
 * The variant the page shows as selected: `preferredId` (a row the visitor clicked) while it still
 * agrees with the choices, else the shared rule's pick (every primary property chosen, or a
 * single variant).
 */
export function chosenVariant<V extends Variant & { _id: string }>(
  variants: readonly V[],
  config: VariantConfig,
  choices: VariantChoices,
  preferredId?: string,
): V | undefined {
  const picked = selectedVariant(variants, config, choices);
  if (!picked || !preferredId) return picked;
  const preferred = variants.find((v) => v._id === preferredId);
  const agrees =
    preferred &&
    Object.entries(choices).every(
      ([name, value]) => value === undefined || variantValue(preferred, name) === value,
    );
  return agrees ? preferred : picked;
}
