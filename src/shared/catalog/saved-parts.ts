import { z } from 'zod';
import { groupDataSchema } from '../build/schema.ts';
import { MAX_SAVED_PART_KB, savedPartMessages } from './messages.ts';

// A saved part: `{ name, details: { product, groupData, savedAt } | { ammo, savedAt } }`, appended to the user's savedPartList. Known fields are typed; the rest of a
// product or ammo item passes through (the saved parts grid shows catalogue fields), bounded by
// MAX_SAVED_PART_KB (ADR 022).

const text = (max: number) => z.string().max(max);
const savedAt = z.iso.datetime({ offset: true }).optional();

export const savedProductSchema = z.looseObject({
  _id: z
    .string({ error: savedPartMessages.productIdRequired })
    .trim()
    .min(1, savedPartMessages.productIdRequired)
    .max(200),
  upc: text(100).optional(),
  name: text(500).optional(),
  model: text(500).optional(),
});

export const savedAmmoSchema = z.looseObject({
  id: z.union([z.string().trim().min(1).max(200), z.number().finite()], {
    error: savedPartMessages.ammoIdRequired,
  }),
  name: text(500).optional(),
});

export const savedProductDetailsSchema = z.object({
  product: savedProductSchema,
  groupData: groupDataSchema,
  savedAt,
});

export const savedAmmoDetailsSchema = z.object({ ammo: savedAmmoSchema, savedAt });

const partFields = {
  name: z.string().trim().min(1).max(500),
  details: z.union([savedProductDetailsSchema, savedAmmoDetailsSchema], {
    error: savedPartMessages.detailsInvalid,
  }),
};

const withinSize: [(part: unknown) => boolean, { message: string; path: string[] }] = [
  (part) => JSON.stringify(part).length <= MAX_SAVED_PART_KB * 1024,
  { message: savedPartMessages.tooLarge, path: ['details'] },
];

export const savedPartSchema = z.object(partFields).refine(...withinSize);
export type SavedPart = z.infer<typeof savedPartSchema>;

/**
 * PATCH /users/{id}/saved-parts body: the part object, optionally with the caller's `userId`; the
 * original client's payload `{ userId, part }` is accepted as well.
 */
export const savedPartRequestSchema = z.preprocess(
  (body) => {
    if (body && typeof body === 'object' && !Array.isArray(body) && 'part' in body) {
      const { part, userId } = body as { part: unknown; userId?: unknown };
      return part && typeof part === 'object' ? { ...part, userId } : part;
    }
    return body;
  },
  z.object({ userId: z.string().max(200).optional(), ...partFields }).refine(...withinSize),
);
export type SavedPartRequest = z.input<typeof savedPartRequestSchema>;

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
