import { emptyBuildParts } from './build.ts';
import { buildMessages } from './messages.ts';
import type { BuildPart, SelectedProduct } from './schema.ts';
import { isIncludedEntry } from './totals.ts';
import { bestVendor, vendorsFromVariant, withVendor } from './vendors.ts';

// Load build: saved products are normalised: vendors rebuilt from the variant, the
// saved vendor kept when it still exists, else the best (in stock and fresh first, then cheapest); legacy products (manufacturer and
// model) become placeholders at price 0; anything else becomes 'Unknown Product'.

// The build comes from this browser's storage or from the server (which checked it on save
// with the build schema), so loading checks the shape the Builder computes with (names, ids and
// prices of the right types, lists where lists belong), not every size limit: the server checks
// those again on the next save. Everything the build schema accepts passes (unit-tested), so the
// page needs no zod to show a build.
type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMoney = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);
const isText = (value: unknown) => typeof value === 'string';
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);
const listOf = (check: (v: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.every(check);

function hasFields(value: Fields, texts: string[], moneys: string[], lists: string[] = []) {
  return (
    texts.every((key) => optional(value[key], isText)) &&
    moneys.every((key) => optional(value[key], isMoney)) &&
    lists.every((key) => optional(value[key], isTextList))
  );
}

const isFlag = (value: unknown) => typeof value === 'boolean';

const isOffer = (offer: unknown) =>
  isRecord(offer) &&
  hasFields(
    offer,
    ['merchantName', 'buyLink', 'shipping', 'checkedAt'],
    ['price', 'retailPrice'],
  ) &&
  optional(offer.inStock, isFlag) &&
  optional(offer.stale, isFlag);

const isVendorOption = (option: unknown) =>
  isRecord(option) &&
  isText(option.id) &&
  isText(option.name) &&
  isMoney(option.price) &&
  hasFields(option, ['buyUrl', 'shippingInfo', 'checkedAt'], ['retailPrice']) &&
  optional(option.stale, isFlag);

const isGroup = (group: unknown) =>
  isRecord(group) &&
  isText(group._id) &&
  hasFields(
    group,
    ['partName', 'brand', 'platform', 'category', 'subcategory'],
    ['price'],
    ['images'],
  );

const isVariant = (variant: unknown) =>
  isRecord(variant) &&
  isText(variant._id) &&
  hasFields(
    variant,
    ['model', 'brand', 'notes', 'groupId', 'upc'],
    ['price', 'retailPrice'],
    ['includedParts', 'images'],
  ) &&
  optional(variant.vendor, listOf(isOffer));

/** A stored product the Builder can compute with. */
export function isStoredProduct(raw: unknown): raw is SelectedProduct {
  return (
    isRecord(raw) &&
    isText(raw._id) &&
    isText(raw.name) &&
    hasFields(
      raw,
      ['brand', 'selectedVendorId', 'selectedVendorName', 'buyUrl', 'includedWith'],
      ['selectedVendorPrice'],
    ) &&
    optional(raw.groupData, isGroup) &&
    optional(raw.variantData, isVariant) &&
    optional(raw.availableVendors, listOf(isVendorOption))
  );
}

function normaliseProduct(raw: unknown, place: string): SelectedProduct | null {
  if (raw === null || raw === undefined) return null;
  if (isStoredProduct(raw)) {
    const product = raw;
    if (isIncludedEntry(product)) return { ...product, selectedVendorPrice: 0 };
    const vendors = vendorsFromVariant(product.variantData);
    const saved = vendors.find((v) => v.id === product.selectedVendorId);
    const chosen = saved ?? bestVendor(vendors);
    const rebuilt = { ...product, availableVendors: vendors };
    return chosen ? withVendor(rebuilt, chosen) : rebuilt;
  }
  const legacy = raw as { manufacturer?: unknown; model?: unknown };
  if (typeof legacy.manufacturer === 'string' && typeof legacy.model === 'string') {
    return {
      _id: `legacy-${place}`,
      name: `${legacy.manufacturer} ${legacy.model}`.trim(),
      brand: legacy.manufacturer,
      availableVendors: [],
      selectedVendorPrice: 0,
    };
  }
  return {
    _id: `unknown-${place}`,
    name: buildMessages.unknownProduct,
    availableVendors: [],
    selectedVendorPrice: 0,
  };
}

/**
 * A saved build's parts laid onto today's groups and sub-parts (matched by name; names no longer
 * in the part list are dropped), each product normalised.
 */
export function normaliseLoadedParts(saved: unknown): BuildPart[] {
  const found = new Map<string, unknown>();
  if (Array.isArray(saved)) {
    for (const part of saved as { subParts?: unknown }[]) {
      if (!part || !Array.isArray(part.subParts)) continue;
      for (const sub of part.subParts as { name?: unknown; product?: unknown }[]) {
        if (sub && typeof sub.name === 'string') found.set(sub.name, sub.product);
      }
    }
  }
  return emptyBuildParts().map((part) => ({
    ...part,
    subParts: (part.subParts ?? []).map((sub) => ({
      ...sub,
      product: normaliseProduct(found.get(sub.name), sub.name),
    })),
  }));
}
