import { savedPartKey } from '../../../../shared/catalog/saved-part-keys.ts';

// The Saved Part List's cards (ADR 036).
// A savedPartList entry is `{ name, details: { product, groupData, savedAt } | { ammo, savedAt } }`;
// older or foreign entries without an id are skipped. Pure: the list's order is the user's.

export interface SavedPartCard {
  kind: 'product' | 'ammo';
  /** What DELETE /api/users/{id}/saved-parts/{partId} takes: a product _id or an ammo id. */
  partId: string;
  name: string;
  /** The maker, from the saved record (the variant's brand, else its group's; ammo's brand). */
  brand?: string;
  price?: number;
  image?: string;
  /** ISO date-time the part was saved, when known. */
  savedAt?: string;
  /** Back to the item: /product/{mainCategory}/{groupId} or /ammo-detail/{id}. */
  href?: string;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

function firstImage(...records: (Rec | undefined)[]): string | undefined {
  for (const r of records) {
    const images = r?.images ?? r?.image;
    const first: unknown = Array.isArray(images) ? images[0] : images;
    const url = str(first);
    if (url && /^(https?:\/\/|\/)/.test(url)) return url;
  }
  return undefined;
}

/** The lowest offer price of a saved variant, else its own price, else its group's. */
function productPrice(product: Rec, group: Rec | undefined): number | undefined {
  const offers = Array.isArray(product.vendor) ? product.vendor : [];
  const prices = offers.map((o) => num(rec(o)?.price)).filter((p): p is number => p !== undefined);
  if (prices.length > 0) return Math.min(...prices);
  return num(product.price) ?? num(group?.price);
}

/** One entry of the user's savedPartList as a card, or undefined when it names no item. */
export function savedPartCard(entry: unknown): SavedPartCard | undefined {
  const key = savedPartKey(entry);
  const e = rec(entry);
  const details = rec(e?.details);
  if (!key || !e || !details) return undefined;
  const savedAt = str(details.savedAt);
  if (key.kind === 'ammo') {
    const ammo = rec(details.ammo)!;
    const price = num(ammo.price);
    const image = firstImage(ammo);
    const brand = str(ammo.brand);
    return {
      kind: 'ammo',
      partId: key.id,
      name: str(e.name) ?? str(ammo.name) ?? key.id,
      ...(brand && { brand }),
      ...(price !== undefined && { price }),
      ...(image && { image }),
      ...(savedAt && { savedAt }),
      href: `/ammo-detail/${encodeURIComponent(key.id)}`,
    };
  }
  const product = rec(details.product)!;
  const group = rec(details.groupData);
  const mainCategory = str(group?.mainCategory);
  const groupId = str(group?._id) ?? str(product.groupId);
  const price = productPrice(product, group);
  const image = firstImage(product, group);
  const brand = str(product.brand) ?? str(group?.brand);
  return {
    kind: 'product',
    partId: key.id,
    name: str(e.name) ?? str(product.name) ?? str(product.model) ?? key.id,
    ...(brand && { brand }),
    ...(price !== undefined && { price }),
    ...(image && { image }),
    ...(savedAt && { savedAt }),
    ...(mainCategory &&
      groupId && {
        href: `/product/${encodeURIComponent(mainCategory)}/${encodeURIComponent(groupId)}`,
      }),
  };
}

/** Every card of a savedPartList, in the list's order (entries without an id are left out). */
export function savedPartCards(list: readonly unknown[]): SavedPartCard[] {
  return list.map(savedPartCard).filter((c): c is SavedPartCard => c !== undefined);
}

/**
 * The entry a card was made from, as it is stored, so Undo can save it again unchanged (its
 * savedAt included); undefined when the list no longer holds it.
 */
export function savedPartEntry(
  list: readonly unknown[],
  card: Pick<SavedPartCard, 'kind' | 'partId'>,
): unknown {
  return list.find((entry) => {
    const key = savedPartKey(entry);
    return key?.kind === card.kind && key.id === card.partId;
  });
}

/** 'Saved Nov 23, 2026' (UTC, so a test and a server agree); nothing for a missing date. */
export function formatSavedDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
