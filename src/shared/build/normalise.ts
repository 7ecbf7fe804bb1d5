import { emptyBuildParts } from './build.ts';
import { buildMessages } from './messages.ts';
import { selectedProductSchema, type BuildPart, type SelectedProduct } from './schema.ts';
import { isIncludedEntry } from './totals.ts';
import { cheapestVendor, vendorsFromVariant, withVendor } from './vendors.ts';

// Load build: saved products are normalised: vendors rebuilt from the variant, the
// saved vendor kept when it still exists, else the cheapest; legacy products (manufacturer and
// model) become placeholders at price 0; anything else becomes 'Unknown Product'.

function normaliseProduct(raw: unknown, place: string): SelectedProduct | null {
  if (raw === null || raw === undefined) return null;
  const parsed = selectedProductSchema.safeParse(raw);
  if (parsed.success) {
    const product = parsed.data;
    if (isIncludedEntry(product)) return { ...product, selectedVendorPrice: 0 };
    const vendors = vendorsFromVariant(product.variantData);
    const saved = vendors.find((v) => v.id === product.selectedVendorId);
    const chosen = saved ?? cheapestVendor(vendors);
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
