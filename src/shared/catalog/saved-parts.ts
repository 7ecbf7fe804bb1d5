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
