import { includedPlaces } from '../../../../shared/build/build.ts';
import { existingWarnings } from '../../../../shared/build/redundancy.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import { isIncludedEntry } from '../../../../shared/build/totals.ts';
import type { CompatReport } from '../../../../shared/compat/index.ts';
import { rowIssues, type RowIssue } from './compat-view.ts';

// What a builder row needs besides its own sub-part: its issues (redundancy warnings and the
// compatibility engine's conflicts, ADR 063) and, for a composite, the entries it placed
// elsewhere (shown as nested rows). Both
// depend on the whole build, so the page computes them once per change and hands each group and
// row only its own part. Unchanged parts keep their object identity from the previous answer, so
// memoised groups and rows skip re-rendering (adding one part to a build with every sub-part filled
// must render in one frame; ADR 017).

export interface IncludedRow {
  /** The sub-part the entry occupies. */
  subPart: string;
  /** The '<part> (Included with <parent>)' entry. */
  product: SelectedProduct;
}

export interface RowExtras {
  /** The warning icon's issues (none: no icon). */
  issues?: readonly RowIssue[];
  /** For a composite: its included entries, in its includedParts order. */
  included?: readonly IncludedRow[];
}

/** Row extras of one group, by sub-part name (only sub-parts that have some). */
export type GroupExtras = ReadonlyMap<string, RowExtras>;
/** Group extras by group name. */
export type BuildExtras = ReadonlyMap<string, GroupExtras>;

export const NO_EXTRAS: GroupExtras = new Map();

function variantOf(product: SelectedProduct): string {
  return product.variantData?._id ?? product._id;
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  return a.length === b.length && a.every((x, i) => same(x, b[i]!));
}

function sameIssue(a: RowIssue, b: RowIssue): boolean {
  return (
    a.type === b.type &&
    a.severity === b.severity &&
    a.message === b.message &&
    sameList(a.affected, b.affected, (x, y) => x === y)
  );
}

function sameIssues(a: readonly RowIssue[] | undefined, b: readonly RowIssue[] | undefined) {
  if (!a || !b) return a === b;
  return sameList(a, b, sameIssue);
}

function sameIncluded(
  a: readonly IncludedRow[] | undefined,
  b: readonly IncludedRow[] | undefined,
): boolean {
  if (!a || !b) return a === b;
  return sameList(a, b, (x, y) => x.subPart === y.subPart && x.product === y.product);
}

/** Whether two row extras show the same thing (warnings by value, entries by identity). */
export function sameRowExtras(a: RowExtras | undefined, b: RowExtras | undefined): boolean {
  if (!a || !b) return a === b;
  return sameIssues(a.issues, b.issues) && sameIncluded(a.included, b.included);
}

/** The included entries a composite standing in `subPart` placed, in its includedParts order. */
function includedRows(
  product: SelectedProduct,
  subPart: string,
  bySubPart: ReadonlyMap<string, SelectedProduct>,
): IncludedRow[] {
  const rows: IncludedRow[] = [];
  for (const place of includedPlaces(product, subPart).places) {
    const there = bySubPart.get(place.subPart);
    // An entry another product replaced is no longer the composite's.
    if (there && isIncludedEntry(there) && variantOf(there) === variantOf(product)) {
      rows.push({ subPart: place.subPart, product: there });
    }
  }
  return rows;
}

/**
 * Every group's row extras for `parts`. Pass the previous answer to keep the identity of each
 * group and row whose extras did not change, and the engine's report when the caller has it.
 */
export function buildExtras(
  parts: readonly BuildPart[],
  previous?: BuildExtras,
  report?: CompatReport,
): BuildExtras {
  const warnings = existingWarnings(parts);
  const bySubPart = new Map<string, SelectedProduct>();
  for (const part of parts) {
    for (const sub of part.subParts ?? []) if (sub.product) bySubPart.set(sub.name, sub.product);
  }

  const result = new Map<string, GroupExtras>();
  for (const part of parts) {
    const before = previous?.get(part.name);
    const rows = new Map<string, RowExtras>();
    for (const sub of part.subParts ?? []) {
      const product = sub.product;
      const issues = product ? rowIssues(sub.name, warnings.get(sub.name), report) : [];
      const included =
        product && !isIncludedEntry(product)
          ? includedRows(product, sub.name, bySubPart)
          : undefined;
      if (!issues.length && !included?.length) continue;
      const extras: RowExtras = {
        ...(issues.length ? { issues } : {}),
        ...(included?.length ? { included } : {}),
      };
      const old = before?.get(sub.name);
      rows.set(sub.name, old && sameRowExtras(old, extras) ? old : extras);
    }
    const unchanged =
      before !== undefined &&
      before.size === rows.size &&
      [...rows].every(([name, extras]) => before.get(name) === extras);
    result.set(part.name, unchanged ? before : rows.size === 0 ? NO_EXTRAS : rows);
  }
  return result;
}

/**
 * A memo for one page: answers the same extras object while the parts object is the same, and
 * hands the previous answer to `buildExtras` when it changes (so identities carry over).
 */
export function extrasMemo(): (parts: readonly BuildPart[], report?: CompatReport) => BuildExtras {
  let lastParts: readonly BuildPart[] | undefined;
  let lastReport: CompatReport | undefined;
  let lastExtras: BuildExtras | undefined;
  return (parts, report) => {
    if (parts !== lastParts || report !== lastReport || !lastExtras) {
      lastExtras = buildExtras(parts, lastExtras, report);
      lastParts = parts;
      lastReport = report;
    }
    return lastExtras;
  };
}
