import { includedPlaces, productAt } from './build.ts';
import type { BuildPart, SelectedProduct } from './schema.ts';
import { filledSubParts, isIncludedEntry } from './totals.ts';

// Redundancy warnings: only one warning is returned, type 'redundant', hint 'warning'.
// The compatibility engine adds 'conflict' / 'invalid' issues with hint 'error'.

export type IssueType = 'redundant' | 'conflict' | 'invalid';

export interface BuildWarning {
  type: IssueType;
  hint: 'warning' | 'error';
  message: string;
  /** The parts it concerns, for the tooltip's 'Conflicts with:' list. */
  affected: string[];
}

/** Tooltip: the heading per issue type. */
export const ISSUE_LABELS: Readonly<Record<IssueType, string>> = {
  redundant: 'Redundant with Other Parts',
  conflict: 'Conflicts with Other Parts',
  invalid: 'Invalid Configuration',
};

/** The add dialog's title by severity. */
export function confirmTitle(warnings: readonly BuildWarning[]): string {
  return warnings.some((w) => w.hint === 'error')
    ? 'Potential Conflicts Detected'
    : 'Potential Redundancy Warning';
}

function redundant(message: string, affected: string[]): BuildWarning {
  return { type: 'redundant', hint: 'warning', message, affected };
}

/** The composite whose included entry fills a sub-part, by name. */
function includedBy(product: SelectedProduct): string | undefined {
  return product.includedWith ?? / \(Included with (.+)\)$/.exec(product.name)?.[1];
}

/**
 * The warning for adding `candidate` into `subPart`, or null:
 * - a composite whose included parts are already chosen: 'Will replace: <list>';
 * - a composite overlapping another composite: 'Overlaps with <product>: <list>';
 * - a simple part already included in a chosen composite: 'Already included in <product>'.
 */
export function addWarning(
  parts: readonly BuildPart[],
  candidate: SelectedProduct,
  subPart: string,
): BuildWarning | null {
  const { places } = includedPlaces(candidate, subPart);
  if (places.length > 0) {
    const replaced: string[] = [];
    const overlaps = new Map<string, string[]>();
    for (const { part, subPart: target } of places) {
      const there = productAt(parts, target);
      if (!there || sameVariantAs(there, candidate)) continue;
      const owner = isIncludedEntry(there) ? includedBy(there) : undefined;
      if (owner) overlaps.set(owner, [...(overlaps.get(owner) ?? []), part]);
      else replaced.push(there.name);
    }
    if (replaced.length > 0) return redundant(`Will replace: ${replaced.join(', ')}`, replaced);
    const [owner, overlapping] = [...overlaps][0] ?? [];
    if (owner && overlapping) {
      return redundant(`Overlaps with ${owner}: ${overlapping.join(', ')}`, [owner]);
    }
    return null;
  }
  const there = productAt(parts, subPart);
  const owner = there && isIncludedEntry(there) ? includedBy(there) : undefined;
  return owner ? redundant(`Already included in ${owner}`, [owner]) : null;
}

function sameVariantAs(a: SelectedProduct, b: SelectedProduct): boolean {
  return (a.variantData?._id ?? a._id) === (b.variantData?._id ?? b._id);
}

/**
 * Warnings on products already in the build, by sub-part (the row's warning icon):
 * - a composite whose included places hold other chosen parts: 'Duplicates: <list>';
 * - a composite whose included places hold another composite's parts: 'Overlaps with <product>: <list>';
 * - a simple part standing where a chosen composite's included part belongs: 'Duplicates <product>'.
 */
export function existingWarnings(parts: readonly BuildPart[]): Map<string, BuildWarning> {
  const warnings = new Map<string, BuildWarning>();
  const filled = filledSubParts(parts).filter((f) => !isIncludedEntry(f.product));
  for (const { subPart, product } of filled) {
    const { places } = includedPlaces(product, subPart);
    if (places.length === 0) continue;
    const duplicates: string[] = [];
    const overlaps = new Map<string, string[]>();
    for (const { part, subPart: target } of places) {
      const there = productAt(parts, target);
      if (!there || sameVariantAs(there, product)) continue;
      const owner = isIncludedEntry(there) ? includedBy(there) : undefined;
      if (owner) overlaps.set(owner, [...(overlaps.get(owner) ?? []), part]);
      else if (includedPlaces(there, target).places.length > 0) {
        overlaps.set(there.name, [...(overlaps.get(there.name) ?? []), part]);
      } else {
        duplicates.push(there.name);
        if (!warnings.has(target)) {
          warnings.set(target, redundant(`Duplicates ${product.name}`, [product.name]));
        }
      }
    }
    if (duplicates.length > 0) {
      warnings.set(subPart, redundant(`Duplicates: ${duplicates.join(', ')}`, duplicates));
    } else {
      const [owner, overlapping] = [...overlaps][0] ?? [];
      if (owner && overlapping) {
        warnings.set(
          subPart,
          redundant(`Overlaps with ${owner}: ${overlapping.join(', ')}`, [owner]),
        );
      }
    }
  }
  return warnings;
}
