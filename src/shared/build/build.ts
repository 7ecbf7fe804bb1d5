import { subPartForName } from './mapping.ts';
import { buildMessages } from './messages.ts';
import { BUILD_GROUPS, type SubPartName } from './parts.ts';
import type { BuildPart, GroupData, SelectedProduct, VariantData } from './schema.ts';
import { isIncludedEntry } from './totals.ts';
import { bestVendor, vendorsFromVariant, withVendor } from './vendors.ts';

// The build actions (add, remove, update vendor, reset). Pure: every function returns new parts.

/** Reset build: every group with empty sub-parts. */
export function emptyBuildParts(): BuildPart[] {
  return BUILD_GROUPS.map((g) => ({
    name: g.name,
    subParts: g.subParts.map((name) => ({ name, product: null })),
  }));
}

/** The product in a sub-part, if any. */
export function productAt(parts: readonly BuildPart[], subPart: string): SelectedProduct | null {
  for (const part of parts) {
    for (const sub of part.subParts ?? []) if (sub.name === subPart) return sub.product ?? null;
  }
  return null;
}

function setAt(
  parts: readonly BuildPart[],
  changes: ReadonlyMap<string, SelectedProduct | null>,
): BuildPart[] {
  return parts.map((part) =>
    part.subParts?.some((s) => changes.has(s.name))
      ? {
          ...part,
          subParts: part.subParts.map((s) =>
            changes.has(s.name) ? { ...s, product: changes.get(s.name) ?? null } : s,
          ),
        }
      : part,
  );
}

/** A catalogue variant with its group as a build entry, the best vendor selected (bestVendor). */
export function makeSelectedProduct(group: GroupData, variant: VariantData): SelectedProduct {
  const vendors = vendorsFromVariant(variant);
  const product: SelectedProduct = {
    _id: variant._id,
    name: variant.model?.trim() || group.partName?.trim() || buildMessages.unknownProduct,
    brand: variant.brand ?? group.brand,
    groupData: group,
    variantData: variant,
    availableVendors: vendors,
  };
  const best = bestVendor(vendors);
  return best ? withVendor(product, best) : product;
}

/**
 * The sub-parts a product's included parts occupy, without its own place (an included part is
 * skipped if it maps to the same location), and the names no sub-part is known for (only logged).
 */
export function includedPlaces(
  product: SelectedProduct,
  ownSubPart: string,
): { places: { part: string; subPart: SubPartName }[]; unmapped: string[] } {
  const places: { part: string; subPart: SubPartName }[] = [];
  const unmapped: string[] = [];
  for (const part of product.variantData?.includedParts ?? []) {
    const subPart = subPartForName(part);
    if (!subPart) unmapped.push(part);
    else if (subPart !== ownSubPart && !places.some((p) => p.subPart === subPart)) {
      places.push({ part, subPart });
    }
  }
  return { places, unmapped };
}

/** Whether a product brings other parts with it. */
export function isComposite(product: SelectedProduct, subPart: string): boolean {
  return includedPlaces(product, subPart).places.length > 0;
}

/** The same variant: composites and their included entries share the variant id. */
function sameVariant(a: SelectedProduct, b: SelectedProduct): boolean {
  return (a.variantData?._id ?? a._id) === (b.variantData?._id ?? b._id);
}

/**
 * Remove product: clears every sub-part holding the same variant as the one in
 * `subPart`, so a composite and its included parts go together.
 */
export function removeProduct(parts: readonly BuildPart[], subPart: string): BuildPart[] {
  const removed = productAt(parts, subPart);
  if (!removed) return [...parts];
  const changes = new Map<string, null>();
  for (const part of parts) {
    for (const sub of part.subParts ?? []) {
      if (sub.product && sameVariant(sub.product, removed)) changes.set(sub.name, null);
    }
  }
  return setAt(parts, changes);
}

/** The sub-part from the request, else derived from the product's group. */
export function targetSubPart(
  product: SelectedProduct,
  requested?: string,
): SubPartName | undefined {
  return (
    subPartForName(requested) ??
    subPartForName(product.groupData?.subcategory) ??
    subPartForName(product.groupData?.category) ??
    subPartForName(product.groupData?.mainCategory)
  );
}

export interface AddResult {
  parts: BuildPart[];
  /** Included part names placed, for the 10 s notice. */
  included: string[];
  /** Included part names with no known sub-part (they are only logged). */
  unmapped: string[];
}

/**
 * Add product: the product goes into `subPart` (from the request, else derived from the
 * group's category), replacing what was there (a replaced composite takes its included parts
 * along); each included part goes into its own sub-part as '<part> (Included with <parent>)'.
 * Without a sub-part the add is ignored (null).
 */
export function addProduct(
  parts: readonly BuildPart[],
  product: SelectedProduct,
  requestedSubPart?: string,
): AddResult | null {
  const subPart = targetSubPart(product, requestedSubPart);
  if (!subPart) return null;

  let next = vacate(parts, subPart);
  const { places, unmapped } = includedPlaces(product, subPart);
  const changes = new Map<string, SelectedProduct | null>([[subPart, product]]);
  for (const { part, subPart: target } of places) {
    next = vacate(next, target);
    changes.set(target, includedEntry(product, part));
  }
  next = setAt(next, changes);
  return { parts: next, included: places.map((p) => p.part), unmapped };
}

/**
 * Makes room in a sub-part: a product standing there leaves with its own included entries; an
 * entry another composite placed there is simply overwritten (the composite stays; the redundancy
 * warning told the visitor).
 */
function vacate(parts: readonly BuildPart[], subPart: string): BuildPart[] {
  const there = productAt(parts, subPart);
  return there && !isIncludedEntry(there) ? removeProduct(parts, subPart) : [...parts];
}

function includedEntry(parent: SelectedProduct, part: string): SelectedProduct {
  return {
    _id: parent._id,
    name: `${part} (Included with ${parent.name})`,
    brand: parent.brand,
    // The composite's compatibility keys cover the parts it includes (ADR 060), so the engine can
    // check an included barrel or gas block as the server does.
    variantData: parent.variantData
      ? {
          _id: parent.variantData._id,
          ...(parent.variantData.compat && { compat: parent.variantData.compat }),
        }
      : undefined,
    availableVendors: [],
    selectedVendorPrice: 0,
    includedWith: parent.name,
  };
}

/** Update vendor for the product in `subPart`; unknown vendor ids change nothing. */
export function updateVendor(
  parts: readonly BuildPart[],
  subPart: string,
  vendorId: string,
): BuildPart[] {
  const product = productAt(parts, subPart);
  const vendor = product?.availableVendors?.find((v) => v.id === vendorId);
  if (!product || !vendor) return [...parts];
  return setAt(parts, new Map([[subPart, withVendor(product, vendor)]]));
}
