import { describe, expect, it } from 'vitest';
import {
  describeShipping,
  FREE_SHIPPING_RULE,
  landedCost,
  shippingCost,
  shippingPriceOfLabel,
} from './shipping.ts';

const brownells = { flat: 7.99, perItem: 0, freeOver: 99 };

describe('shipping under a merchant rule', () => {
  it('charges the flat rate below the free-shipping threshold and nothing from it on', () => {
    expect(shippingCost(brownells, [{ price: 49.99, quantity: 1 }])).toBe(7.99);
    expect(shippingCost(brownells, [{ price: 98.99, quantity: 1 }])).toBe(7.99);
    expect(shippingCost(brownells, [{ price: 99, quantity: 1 }])).toBe(0);
    // two items together pass the threshold that neither passes alone
    expect(
      shippingCost(brownells, [
        { price: 60, quantity: 1 },
        { price: 40, quantity: 1 },
      ]),
    ).toBe(0);
  });

  it('counts quantities toward the threshold and per-item charges', () => {
    const rule = { flat: 5, perItem: 2.5, freeOver: 100 };
    expect(shippingCost(rule, [{ price: 30, quantity: 3 }])).toBe(12.5);
    expect(shippingCost(rule, [{ price: 30, quantity: 4 }])).toBe(0);
  });

  it("takes an offer's own shipping price instead of the rule's per-item charge", () => {
    const rule = { flat: 0, perItem: 9.99, freeOver: 200 };
    expect(
      shippingCost(rule, [
        { price: 20, quantity: 1, shipping: 4.5 },
        { price: 20, quantity: 2 },
      ]),
    ).toBe(24.48);
    // an offer that ships free costs nothing, the threshold still waives the rest
    expect(shippingCost(rule, [{ price: 20, quantity: 1, shipping: 0 }])).toBe(0);
    expect(shippingCost(rule, [{ price: 250, quantity: 1, shipping: 12 }])).toBe(0);
  });

  it('never charges an empty order, and a rule without a threshold is never free by amount', () => {
    expect(shippingCost(brownells, [])).toBe(0);
    expect(
      shippingCost({ flat: 10, perItem: 0, freeOver: null }, [{ price: 5000, quantity: 1 }]),
    ).toBe(10);
    expect(shippingCost(FREE_SHIPPING_RULE, [{ price: 1, quantity: 1 }])).toBe(0);
  });

  it('adds items and shipping to the cent', () => {
    expect(landedCost(brownells, [{ price: 0.1, quantity: 3 }])).toEqual({
      items: 0.3,
      shipping: 7.99,
      total: 8.29,
    });
  });
});

describe('shipping in words', () => {
  it('describes each kind of rule', () => {
    expect(describeShipping(FREE_SHIPPING_RULE)).toBe('Free shipping');
    expect(describeShipping(brownells)).toBe('$7.99 shipping, free over $99.00');
    expect(describeShipping({ flat: 0, perItem: 2, freeOver: null })).toBe('$2.00 per item');
    expect(describeShipping({ flat: 5, perItem: 1, freeOver: 50 })).toBe(
      '$5.00 shipping + $1.00 per item, free over $50.00',
    );
  });

  it('reads the price a shipping label names', () => {
    expect(shippingPriceOfLabel('$7.99 shipping')).toBe(7.99);
    expect(shippingPriceOfLabel('Free shipping')).toBeNull();
    expect(shippingPriceOfLabel('4.90 EUR shipping')).toBeNull();
    expect(shippingPriceOfLabel(undefined)).toBeNull();
  });
});
