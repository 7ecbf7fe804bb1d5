// Which merchant offer a shopper is shown first, and how old a price is. One rule for the server's
// derived prices, the Builder's default merchant, the Prices tables and the ammo pages:
//
// - An offer is buyable when it is in stock and fresh (a feed has confirmed it lately and still
//   lists it). Buyable offers come first, cheapest first; the rest follow, cheapest first.
// - A 'from' price is the cheapest buyable offer. With none buyable an item still shows its
//   cheapest price, but marked Out of Stock, never as 'From'.
// - Every price says when a merchant's feed last confirmed it.
//
// Plain code, no zod: catalogue pages and the Builder run it on their first render.

/** What the ranking reads of an offer. Missing stock counts as in stock (hand-made builds). */
export interface RankableOffer {
  price: number;
  inStock?: boolean | undefined;
  /** Not confirmed by the merchant's feed lately, or no longer listed by it. */
  stale?: boolean | undefined;
}

/** In stock and fresh: a price a shopper can pay now. */
export function isBuyable(offer: RankableOffer): boolean {
  return offer.inStock !== false && offer.stale !== true;
}

/** Buyable offers first, then by price (a sort comparator; equal offers keep their order). */
export function compareOffers(a: RankableOffer, b: RankableOffer): number {
  const buyable = Number(isBuyable(b)) - Number(isBuyable(a));
  return buyable || a.price - b.price;
}

/** The offer shown first: the cheapest buyable one, else the cheapest (first of equals). */
export function bestOffer<T extends RankableOffer>(offers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const offer of offers) if (!best || compareOffers(offer, best) < 0) best = offer;
  return best;
}

/** Offers in the order a shopper sees them (a new array). */
export function rankOffers<T extends RankableOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareOffers);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a price was last confirmed, for small text beside it: 'checked just now', 'checked 5 min
 * ago', 'checked 3 h ago', 'checked 2 days ago'. A time ahead of `now` (clocks differ) is 'just
 * now'; an unreadable one gives ''.
 */
export function checkedAgo(iso: string | undefined, now: number): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'checked just now';
  if (ago < HOUR) return `checked ${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `checked ${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  return `checked ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
