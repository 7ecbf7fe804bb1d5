// Which saved part an entry is, whatever its age or shape: plain functions the pages run without
// loading the saved-part schema (saved-parts.ts).

/** What identifies a saved entry: a product's `_id` and `upc`, or an ammo item's `id`. */
export interface SavedPartKey {
  kind: 'product' | 'ammo';
  id: string;
  upc?: string;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;

/** The key of any entry of a savedPartList (older or foreign entries: undefined). */
export function savedPartKey(entry: unknown): SavedPartKey | undefined {
  const details = (entry as { details?: Record<string, unknown> } | null)?.details;
  if (!details || typeof details !== 'object') return undefined;
  const product = details.product as Record<string, unknown> | undefined;
  if (product && typeof product === 'object') {
    const id = str(product._id);
    const upc = str(product.upc);
    return id ? { kind: 'product', id, ...(upc && { upc }) } : undefined;
  }
  const ammo = details.ammo as Record<string, unknown> | undefined;
  const ammoId = ammo && typeof ammo === 'object' ? str(ammo.id) : undefined;
  return ammoId ? { kind: 'ammo', id: ammoId } : undefined;
}

/** 'Save to Parts List': already saved when an entry has the same _id or upc (ammo: id). */
export function isAlreadySaved(list: readonly unknown[], part: unknown): boolean {
  const key = savedPartKey(part);
  if (!key) return false;
  return list.some((entry) => {
    const other = savedPartKey(entry);
    if (!other || other.kind !== key.kind) return false;
    return other.id === key.id || (key.upc !== undefined && other.upc === key.upc);
  });
}

/** The list without the entries `partId` names (a product _id or upc, an ammo id). */
export function withoutSavedPart(list: readonly unknown[], partId: string): unknown[] {
  return list.filter((entry) => {
    const key = savedPartKey(entry);
    return !key || (key.id !== partId && key.upc !== partId);
  });
}
