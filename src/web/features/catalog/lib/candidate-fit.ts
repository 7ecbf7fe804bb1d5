import { makeSelectedProduct, targetSubPart } from '../../../../shared/build/build.ts';
import type { CatalogGroup, CatalogVariant } from '../../../../shared/catalog/schema.ts';
import type { CompatPart, FitResult } from '../../../../shared/compat/index.ts';
import type { CompatEngine } from '../../../lib/compat-engine.ts';
import { groupRecord } from './detail-product.ts';

// ADR 064: whether a candidate — one variant of a catalogue group, going into the sub-part the
// visitor came from (an empty builder row's Add) or its own — fits the visitor's build, and why
// not. The same engine call (fitsBuild) the server answers the list's `fit` with, so the card,
// the product page and the list agree.

/** Whether `variant` fits `build`; undefined when the build is empty or no sub-part is known. */
export function variantFit(
  engine: CompatEngine,
  build: readonly CompatPart[],
  group: CatalogGroup,
  variant: CatalogVariant,
  subPart?: string,
): FitResult | undefined {
  if (build.length === 0) return undefined;
  const product = makeSelectedProduct(groupRecord(group), variant);
  const target = targetSubPart(product, subPart);
  if (!target) return undefined;
  return engine.fitsBuild(build, engine.compatPartOf(product, target));
}

/** Each variant's fit, by variant id (empty when there is nothing to tell or no engine yet). */
export function variantFits(
  engine: CompatEngine | undefined,
  build: readonly CompatPart[],
  group: CatalogGroup,
  variants: readonly CatalogVariant[],
  subPart?: string,
): Map<string, FitResult> {
  const out = new Map<string, FitResult>();
  if (!engine) return out;
  for (const variant of variants) {
    const fit = variantFit(engine, build, group, variant, subPart);
    if (fit) out.set(variant._id, fit);
  }
  return out;
}

/**
 * Why a group does not fit: the reasons of its variants, each once, in order. Empty when one
 * variant fits (the group fits, ADR 061).
 */
export function groupMisfitReasons(fits: ReadonlyMap<string, FitResult>): string[] {
  const all = [...fits.values()];
  if (all.length === 0 || all.some((f) => f.fits)) return [];
  return [...new Set(all.flatMap((f) => f.reasons))];
}
