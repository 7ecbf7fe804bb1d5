import {
  describeShipping,
  FREE_SHIPPING_RULE,
  type ShippingRule,
} from '../../shared/prices/shipping.ts';

// An offer's shipping as the API sends it: the merchant's id and rule, the offer's own price
// when its feed named one, and the words shown beside it. An offer whose feed named no shipping
// shows its merchant's rule ('$7.99 shipping, free over $99.00') instead of its stored text,
// unless the rule is free.

/** The landed-cost fields of an offer row as the offer queries build them (offerShippingJson). */
export interface OfferShippingRow {
  merchantId: string;
  shipping: string;
  shippingPrice: number | string | null;
  shippingRule: {
    flat: number | string;
    perItem: number | string;
    freeOver: number | string | null;
  };
}

export function offerShipping(o: OfferShippingRow): {
  merchantId: string;
  shipping: string;
  shippingPrice?: number;
  shippingRule: ShippingRule;
} {
  const rule: ShippingRule = o.shippingRule
    ? {
        flat: Number(o.shippingRule.flat),
        perItem: Number(o.shippingRule.perItem),
        freeOver: o.shippingRule.freeOver === null ? null : Number(o.shippingRule.freeOver),
      }
    : FREE_SHIPPING_RULE;
  const own = o.shippingPrice === null ? undefined : Number(o.shippingPrice);
  const ruleText = describeShipping(rule);
  return {
    merchantId: o.merchantId,
    shipping:
      own === undefined && ruleText !== describeShipping(FREE_SHIPPING_RULE)
        ? ruleText
        : o.shipping,
    ...(own !== undefined && { shippingPrice: own }),
    shippingRule: rule,
  };
}
