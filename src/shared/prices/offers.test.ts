import { describe, expect, it } from 'vitest';
import { bestOffer, checkedAgo, isBuyable, rankOffers } from './offers.ts';

const offer = (
  name: string,
  price: number,
  extra: { inStock?: boolean; stale?: boolean } = {},
) => ({
  name,
  price,
  ...extra,
});

describe('price rules', () => {
  // The Aero BCG as a shopper saw it: the cheapest merchant was out of stock.
  const bcg = [
    offer('Rainier Arms', 149.99, { inStock: false }),
    offer('Brownells', 155.99, { inStock: true }),
    offer('Primary Arms', 159.99, { inStock: true }),
  ];

  it('shows the cheapest in-stock offer first, not the cheapest one nobody can buy', () => {
    expect(bestOffer(bcg)?.name).toBe('Brownells');
    expect(bestOffer(bcg)).toMatchObject({ price: 155.99, inStock: true });
    expect(rankOffers(bcg).map((o) => o.name)).toEqual([
      'Brownells',
      'Primary Arms',
      'Rainier Arms',
    ]);
  });

  it('treats a stale offer like one out of stock', () => {
    const offers = [offer('Old', 90, { stale: true }), offer('Fresh', 120)];
    expect(isBuyable(offers[0]!)).toBe(false);
    expect(bestOffer(offers)?.name).toBe('Fresh');
    expect(bestOffer(offers)!.price).toBe(120);
  });

  it('with nothing buyable shows the cheapest offer but gives no from price', () => {
    const offers = [offer('B', 30, { inStock: false }), offer('A', 20, { stale: true })];
    expect(bestOffer(offers)?.name).toBe('A');
    // not buyable, so no 'from' price
    expect(isBuyable(bestOffer(offers)!)).toBe(false);
    expect(bestOffer([])).toBeUndefined();
  });

  it('counts an offer without stock information as in stock, and keeps the first of equals', () => {
    expect(isBuyable({ price: 1 })).toBe(true);
    expect(bestOffer([offer('First', 10), offer('Second', 10)])?.name).toBe('First');
  });

  it('says how long ago a price was checked', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(checkedAgo(ago(30_000), now)).toBe('checked just now');
    expect(checkedAgo(ago(-60_000), now)).toBe('checked just now');
    expect(checkedAgo(ago(5 * 60_000), now)).toBe('checked 5 min ago');
    expect(checkedAgo(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('checked 3 h ago');
    expect(checkedAgo(ago(24 * 3_600_000), now)).toBe('checked 1 day ago');
    expect(checkedAgo(ago(9 * 24 * 3_600_000), now)).toBe('checked 9 days ago');
    expect(checkedAgo('not a time', now)).toBe('');
    expect(checkedAgo(undefined, now)).toBe('');
  });
});
