import {
  FREE_SHIPPING_RULE,
  landedCost,
  shippingPriceOfLabel,
  type CartLine,
  type ShippingRule,
} from '../prices/shipping.ts';
import type { BuildPart, SelectedProduct, VendorOption } from './schema.ts';
import { filledSubParts, isIncludedEntry } from './totals.ts';

// A build's landed cost: the products a builder pays for, grouped by the merchant chosen for
// each, with each merchant's items, shipping under its rule and total. One of each product
// (a build lists a part once). A product whose merchant carries no rule (a build saved before
// rules existed) ships at the price its shipping text names, else free.

export interface MerchantOrder {
  /** The merchant's id when known, else its name in lower case. */
  key: string;
  merchant: string;
  products: { subPart: string; product: SelectedProduct; price: number; buyUrl?: string }[];
  items: number;
  shipping: number;
  total: number;
}

export interface BuildLanded {
  orders: MerchantOrder[];
  items: number;
  shipping: number;
  total: number;
}

function chosen(product: SelectedProduct): VendorOption | undefined {
  return product.availableVendors?.find((v) => v.id === product.selectedVendorId);
}

const cents = (n: number) => Math.round(n * 100);

export function buildLanded(parts: readonly BuildPart[]): BuildLanded {
  const byKey = new Map<string, { order: MerchantOrder; rule: ShippingRule; lines: CartLine[] }>();
  for (const { subPart, product } of filledSubParts(parts)) {
    if (isIncludedEntry(product)) continue;
    const price = product.selectedVendorPrice;
    if (typeof price !== 'number' || !Number.isFinite(price)) continue;
    const vendor = chosen(product);
    const merchant = product.selectedVendorName?.trim() || vendor?.name || '';
    const key = vendor?.merchantId ?? merchant.toLowerCase();
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        order: { key, merchant, products: [], items: 0, shipping: 0, total: 0 },
        rule: vendor?.shippingRule ?? FREE_SHIPPING_RULE,
        lines: [],
      };
      byKey.set(key, entry);
    }
    const buyUrl = vendor?.buyUrl ?? product.buyUrl;
    entry.order.products.push({ subPart, product, price, ...(buyUrl && { buyUrl }) });
    entry.lines.push({
      price,
      quantity: 1,
      shipping: vendor?.shippingRule
        ? vendor.shippingPrice
        : (vendor?.shippingPrice ?? shippingPriceOfLabel(vendor?.shippingInfo)),
    });
  }
  const orders = [...byKey.values()].map(({ order, rule, lines }) => ({
    ...order,
    ...landedCost(rule, lines),
  }));
  orders.sort((a, b) => b.total - a.total || a.merchant.localeCompare(b.merchant));
  const sum = (pick: (o: MerchantOrder) => number) =>
    orders.reduce((n, o) => n + cents(pick(o)), 0) / 100;
  return {
    orders,
    items: sum((o) => o.items),
    shipping: sum((o) => o.shipping),
    total: sum((o) => o.total),
  };
}
