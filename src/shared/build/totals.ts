import { CORE_PARTS } from './parts.ts';
import type { BuildPart, SelectedProduct } from './schema.ts';
import { twoDecimals } from '../format/numbers.ts';

/** Every filled sub-part of a build, with the group it sits in. */
export function filledSubParts(
  parts: readonly BuildPart[],
): { group: string; subPart: string; product: SelectedProduct }[] {
  const out: { group: string; subPart: string; product: SelectedProduct }[] = [];
  for (const part of parts) {
    for (const sub of part.subParts ?? []) {
      if (sub.product) out.push({ group: part.name, subPart: sub.name, product: sub.product });
    }
  }
  return out;
}

/** Entries a composite placed are named '<part> (Included with <parent>)'. */
export function isIncludedEntry(product: SelectedProduct): boolean {
  return Boolean(product.includedWith) || / \(Included with .+\)$/.test(product.name);
}

/**
 * Total price: the sum of selected vendor prices over all filled sub-parts, excluding
 * 'Included with' entries, in cents-exact arithmetic and rounded to two decimals.
 */
export function totalPrice(parts: readonly BuildPart[]): number {
  let cents = 0;
  for (const { product } of filledSubParts(parts)) {
    if (isIncludedEntry(product)) continue;
    const price = product.selectedVendorPrice;
    if (typeof price === 'number' && Number.isFinite(price)) cents += Math.round(price * 100);
  }
  return cents / 100;
}

/** Prices show two decimals: '$1,234.50'. */
export function formatPrice(value: number): string {
  return `$${twoDecimals(value)}`;
}

/**
 * Completeness: how many of the ten core parts hold a product (any of their sub-parts,
 * included entries too), as a rounded percent.
 */
export function percentComplete(parts: readonly BuildPart[]): number {
  const filled = new Set(filledSubParts(parts).map((f) => f.group));
  const done = CORE_PARTS.filter((core) => filled.has(core)).length;
  return Math.round((done / CORE_PARTS.length) * 100);
}
