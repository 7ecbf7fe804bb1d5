import { groupOfSubPart } from '../build/parts.ts';
import type { BuildPart, SelectedProduct } from '../build/schema.ts';
import { filledSubParts } from '../build/totals.ts';
import type { CompatPart } from './evaluate.ts';
import { checkSpecValue, SPEC_KEYS, type CompatSpecs } from './keys.ts';

// ADR 059: from the Builder's build (BuildPart / SelectedProduct) to engine parts.
// Where a product keeps its compatibility keys is the catalogue's choice (to come); by default
// they are read from `variantData.compat`, then `compat` on the product (both pass through the
// loose schemas), and `specsOf` can say otherwise.

export type SpecsOf = (product: SelectedProduct) => unknown;

const defaultSpecsOf: SpecsOf = (product) =>
  (product.variantData as { compat?: unknown } | undefined)?.compat ??
  (product as { compat?: unknown }).compat;

/**
 * The valid compatibility keys of an untrusted value: each key is checked on its own, so one bad
 * value is dropped (treated as unknown) instead of losing the rest.
 */
export function parseCompatSpecs(value: unknown): CompatSpecs {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, unknown> = {};
  for (const key of SPEC_KEYS) {
    const raw = (value as Record<string, unknown>)[key];
    if (raw === undefined) continue;
    const checked = checkSpecValue(key, raw);
    if (checked !== undefined) out[key] = checked;
  }
  return out;
}

/** One product placed (or to be placed) in `subPart`; id = the sub-part (one product each). */
export function compatPartOf(
  product: SelectedProduct,
  subPart: string,
  specsOf: SpecsOf = defaultSpecsOf,
): CompatPart {
  return {
    id: subPart,
    name: product.name,
    subPart,
    group: groupOfSubPart(subPart) ?? subPart,
    specs: parseCompatSpecs(specsOf(product)),
  };
}

/** Every filled sub-part of a build (included entries too) as engine parts. */
export function compatPartsOf(
  parts: readonly BuildPart[],
  specsOf: SpecsOf = defaultSpecsOf,
): CompatPart[] {
  return filledSubParts(parts).map(({ group, subPart, product }) => ({
    ...compatPartOf(product, subPart, specsOf),
    group,
  }));
}
