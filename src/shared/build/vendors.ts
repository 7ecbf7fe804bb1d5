import { bestOffer } from '../prices/offers.ts';
import { buildMessages } from './messages.ts';
import type { SelectedProduct, VariantData, VendorOption } from './schema.ts';

// A vendor without a price costs 99.99; defaults 'Unknown Vendor', in stock, 'Free
// shipping'. The vendor selected by default is the cheapest one in stock and fresh, else the
// cheapest (shared/prices/offers.ts).
export const DEFAULT_VENDOR_PRICE = 99.99;

function vendorId(name: string, index: number): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'vendor'}-${index}`;
}

/** The vendor options of a variant, rebuilt from its offers. */
export function vendorsFromVariant(variant: VariantData | undefined): VendorOption[] {
  const offers = variant?.vendor ?? [];
  if (offers.length === 0) {
    return [
      {
        id: 'default-0',
        name: buildMessages.unknownVendor,
        price: variant?.price ?? DEFAULT_VENDOR_PRICE,
        retailPrice: variant?.retailPrice,
        inStock: true,
        shippingInfo: buildMessages.freeShipping,
      },
    ];
  }
  return offers.map((offer, index) => {
    const name = offer.merchantName?.trim() || buildMessages.unknownVendor;
    return {
      id: vendorId(name, index),
      name,
      price: offer.price ?? DEFAULT_VENDOR_PRICE,
      retailPrice: offer.retailPrice ?? variant?.retailPrice,
      inStock: offer.inStock ?? true,
      buyUrl: offer.buyLink,
      shippingInfo: offer.shipping ?? buildMessages.freeShipping,
      ...(offer.stale && { stale: true }),
      ...(offer.checkedAt && { checkedAt: offer.checkedAt }),
      ...(offer.merchantId && { merchantId: offer.merchantId }),
      ...(offer.shippingPrice !== undefined && { shippingPrice: offer.shippingPrice }),
      ...(offer.shippingRule && { shippingRule: offer.shippingRule }),
    };
  });
}

/** The option chosen by default: the cheapest in stock and fresh, else the cheapest. */
export function bestVendor(vendors: readonly VendorOption[]): VendorOption | undefined {
  return bestOffer(vendors);
}

/** Update vendor: selected merchant id, price and name (and its buy link) on the product. */
export function withVendor(product: SelectedProduct, vendor: VendorOption): SelectedProduct {
  return {
    ...product,
    selectedVendorId: vendor.id,
    selectedVendorPrice: vendor.price,
    selectedVendorName: vendor.name,
    buyUrl: vendor.buyUrl ?? product.buyUrl,
  };
}

/** A retail price is shown struck through when higher than the selected price. */
export function retailAbove(product: SelectedProduct): number | undefined {
  const selected = product.availableVendors?.find((v) => v.id === product.selectedVendorId);
  const retail = selected?.retailPrice ?? product.variantData?.retailPrice;
  const price = product.selectedVendorPrice ?? 0;
  return typeof retail === 'number' && retail > price ? retail : undefined;
}
