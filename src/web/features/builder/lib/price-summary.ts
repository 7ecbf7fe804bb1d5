import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import { filledSubParts, isIncludedEntry } from '../../../../shared/build/totals.ts';
import { productImage, productPhoto, selectedVendor } from './product-view.ts';

// Price Summary: one line per product the visitor pays for, with
// Image, Product Name, Brand, Category, Merchant and Price. Entries a composite placed cost nothing
// on their own and are left out.

export interface SummaryRow {
  subPart: string;
  product: SelectedProduct;
  image: string | undefined;
  /** The merchant's photo, shown before `image` (ADR 082). */
  photo: string | undefined;
  name: string;
  brand: string;
  /** The sub-part the product fills (ADR 017: more telling than the group, e.g. 'Complete Upper Receiver'). */
  category: string;
  merchant: string;
  price: number;
  /** When the merchant's feed last confirmed the price (ISO 8601), when known. */
  checkedAt: string | undefined;
  /** The price is not confirmed lately. */
  stale: boolean;
}

/** Empty values display as 'N/A'. */
const NOT_AVAILABLE = 'N/A';

function checked(vendor: ReturnType<typeof selectedVendor>) {
  return { checkedAt: vendor?.checkedAt, stale: vendor?.stale === true };
}

export function summaryRows(parts: readonly BuildPart[]): SummaryRow[] {
  return filledSubParts(parts)
    .filter(({ product }) => !isIncludedEntry(product))
    .map(({ subPart, product }) => ({
      ...checked(selectedVendor(product)),
      subPart,
      product,
      image: productImage(product),
      photo: productPhoto(product),
      name: product.name,
      brand: product.brand?.trim() || product.groupData?.brand?.trim() || NOT_AVAILABLE,
      category: subPart,
      merchant: product.selectedVendorName?.trim() || NOT_AVAILABLE,
      price: product.selectedVendorPrice ?? 0,
    }));
}
