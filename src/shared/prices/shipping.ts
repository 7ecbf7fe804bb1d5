// Landed cost: what a merchant charges to ship an order.
//
// A merchant's rule has three parts: a flat charge per order, a charge per item, and an order
// subtotal from which shipping is free. An offer whose feed names its own shipping price
// replaces the merchant's per-item charge for that item (a feed's shipping is the price of
// shipping that one item). An order over the free-shipping threshold ships free whatever the
// items' own charges; an empty order costs nothing to ship. Amounts are dollars; sums are
// cent-exact.

export interface ShippingRule {
  /** Charged once per order that does not ship free. */
  flat: number;
  /** Charged per item (times its quantity) whose offer names no shipping price of its own. */
  perItem: number;
  /** An order whose items come to at least this ships free; null: never free by amount. */
  freeOver: number | null;
}

/** A merchant that has said nothing of its shipping: free. */
export const FREE_SHIPPING_RULE: ShippingRule = { flat: 0, perItem: 0, freeOver: null };

export interface CartLine {
  /** The offer's price of one item. */
  price: number;
  quantity: number;
  /** The offer's own shipping price per item (from the merchant's feed); absent: the rule's. */
  shipping?: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The items' cost of an order, cent-exact. */
export function itemsCost(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0) / 100;
}

/** What shipping one merchant's order costs under its rule. */
export function shippingCost(rule: ShippingRule, lines: readonly CartLine[]): number {
  if (lines.length === 0) return 0;
  if (rule.freeOver !== null && cents(itemsCost(lines)) >= cents(rule.freeOver)) return 0;
  let total = cents(rule.flat);
  for (const line of lines) total += cents(line.shipping ?? rule.perItem) * line.quantity;
  return total / 100;
}

/** Items, shipping and their total for one merchant's order. */
export function landedCost(
  rule: ShippingRule,
  lines: readonly CartLine[],
): { items: number; shipping: number; total: number } {
  const items = itemsCost(lines);
  const shipping = shippingCost(rule, lines);
  return { items, shipping, total: (cents(items) + cents(shipping)) / 100 };
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** The rule in a few words: 'Free shipping', '$7.99 shipping, free over $99.00'. */
export function describeShipping(rule: ShippingRule): string {
  const parts: string[] = [];
  if (rule.flat > 0) parts.push(`${money(rule.flat)} shipping`);
  if (rule.perItem > 0) parts.push(`${money(rule.perItem)} per item`);
  if (parts.length === 0) return 'Free shipping';
  const charge = parts.join(' + ');
  return rule.freeOver !== null ? `${charge}, free over ${money(rule.freeOver)}` : charge;
}

/** The per-item price a '$7.99 shipping' label names; null for any other label. */
export function shippingPriceOfLabel(label: string | undefined): number | null {
  const match = /^\$(\d+(?:\.\d+)?) shipping$/.exec(label ?? '');
  return match ? Number(match[1]) : null;
}
