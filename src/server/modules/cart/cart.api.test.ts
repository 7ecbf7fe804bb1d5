import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeAmmoOfferInput,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import type { CartResponse } from '../../../shared/cart/schema.ts';

// POST /api/cart/optimise on PGlite and PostgreSQL: the cheapest cart from offers in stock and
// fresh, where a free-shipping threshold beats the cheapest price per part; the cheapest single
// store; the current choice priced from the database; bad input a 400 naming the field.

const MERCHANTS = [
  // $10 per order, free from $100
  { id: 'alpha', name: 'Alpha Arms', shipping: { flat: 10, perItem: 0, freeOver: 100 } },
  // $5 per item, never free
  { id: 'bravo', name: 'Bravo Supply', shipping: { flat: 0, perItem: 5, freeOver: null } },
  { id: 'cheap', name: 'Cheap But Sold Out' },
];
const DAY = 86_400_000;

describeApi('the cheapest cart', (server) => {
  beforeAll(async () => {
    await insertCatalog(server(), {
      merchants: MERCHANTS,
      groups: [
        makeGroupInput({ id: 'cart-stock', partName: 'Cart Stock', type: 'ar15-stocks' }),
        makeGroupInput({ id: 'cart-grip', partName: 'Cart Grip', type: 'ar15-grips' }),
      ],
      variants: [
        makeVariantInput('cart-stock', { id: 'cart-stock-v' }),
        makeVariantInput('cart-grip', { id: 'cart-grip-v' }),
      ],
      offers: [
        makeOfferInput('cart-stock-v', 'alpha', { price: 60 }),
        makeOfferInput('cart-stock-v', 'bravo', { price: 55 }),
        // never part of a cart: out of stock, or not confirmed for a month
        makeOfferInput('cart-stock-v', 'cheap', { price: 10, inStock: false }),
        makeOfferInput('cart-grip-v', 'cheap', {
          price: 5,
          checkedAt: new Date(Date.now() - 30 * DAY),
        }),
        makeOfferInput('cart-grip-v', 'alpha', { price: 45 }),
        makeOfferInput('cart-grip-v', 'bravo', { price: 42 }),
      ],
    });
    await insertAmmo(server(), {
      merchants: MERCHANTS,
      items: [makeAmmoInput({ id: 'cart-ammo', name: 'Cart 5.56 55 gr', roundCount: 20 })],
      offers: [makeAmmoOfferInput('cart-ammo', 'bravo', { price: 20 })],
    });
  });

  const optimise = (body: unknown) =>
    server().api<CartResponse>('/api/cart/optimise', { method: 'POST', body });

  it('beats the cheapest price per part with a free-shipping threshold, and prices the current cart', async () => {
    const res = await optimise({
      parts: [
        { key: 'Stock', kind: 'variant', id: 'cart-stock-v', merchantId: 'bravo' },
        { key: 'Grip', kind: 'variant', id: 'cart-grip-v', merchantId: 'bravo' },
        { key: 'Ammunition', kind: 'ammo', id: 'cart-ammo', quantity: 2, merchantId: 'bravo' },
      ],
    });
    expect(res.status).toBe(200);
    const { cheapest, singleStore, current, saving } = res.body;
    // Alpha: 60 + 45 = 105, free from 100; Bravo: 2 × 20 + 2 × $5 = 50. Total 155.
    expect(cheapest.choices.map((c) => [c.key, c.merchantName, c.price])).toEqual([
      ['Stock', 'Alpha Arms', 60],
      ['Grip', 'Alpha Arms', 45],
      ['Ammunition', 'Bravo Supply', 20],
    ]);
    expect(cheapest.merchants.map((m) => [m.merchantId, m.items, m.shipping, m.total])).toEqual([
      ['alpha', 105, 0, 105],
      ['bravo', 40, 10, 50],
    ]);
    expect([cheapest.items, cheapest.shipping, cheapest.total]).toEqual([145, 10, 155]);
    // Only Bravo has everything: 55 + 42 + 40 + 4 items × $5 = 157.
    expect(singleStore?.merchants.map((m) => m.merchantId)).toEqual(['bravo']);
    expect(singleStore?.total).toBe(157);
    // The current choice (all Bravo) is the same 157: the cheapest cart saves $2.
    expect(current?.total).toBe(157);
    expect(saving).toBe(2);
  });

  it('leaves out parts nobody has in stock, and unknown ids', async () => {
    const res = await optimise({
      parts: [
        { key: 'Grip', kind: 'variant', id: 'cart-grip-v' },
        { key: 'Nothing', kind: 'variant', id: 'no-such-variant' },
        { key: 'Ammo as variant', kind: 'variant', id: 'cart-ammo' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.cheapest.choices.map((c) => [c.key, c.merchantId])).toEqual([
      ['Grip', 'bravo'],
    ]);
    expect(res.body.cheapest.unavailable).toEqual(['Nothing', 'Ammo as variant']);
    // no merchant chosen: nothing to compare with
    expect(res.body.current).toBeNull();
    expect(res.body.saving).toBeNull();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const part = { key: 'Grip', kind: 'variant', id: 'cart-grip-v' };
    for (const [body, field] of [
      [{}, 'parts'],
      [{ parts: [] }, 'parts'],
      [{ parts: [{ ...part, quantity: 0 }] }, 'quantity'],
      [{ parts: [{ ...part, quantity: 1.5 }] }, 'quantity'],
      [{ parts: [{ ...part, kind: 'scope' }] }, 'kind'],
      [{ parts: [{ ...part, price: 1 }] }, 'parts'],
      [{ parts: [part, part] }, 'parts'],
      [{ parts: Array.from({ length: 101 }, (_, i) => ({ ...part, key: `k${i}` })) }, 'parts'],
    ] as const) {
      const res = await server().api<{ errors?: Record<string, string> }>('/api/cart/optimise', {
        method: 'POST',
        body,
      });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(
        Object.keys(res.body.errors ?? {}).join(' '),
        JSON.stringify(body).slice(0, 80),
      ).toContain(field);
    }
  });
});
