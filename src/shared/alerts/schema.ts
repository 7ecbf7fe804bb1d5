import { z } from 'zod';

// Price alerts (ADR 090): what a signed-in user sends to set or change an alert, and what the API
// answers. The texts name the field they are about.

/** A user keeps at most this many alerts; the next create is refused. */
export const MAX_ALERTS_PER_USER = 200;
/** The highest target price accepted (dollars; per round for ammunition). */
export const MAX_TARGET_PRICE = 10_000_000;

export const ALERT_TARGET_KINDS = ['variant', 'ammo', 'build'] as const;
export const ALERT_KINDS = ['price', 'drop', 'stock'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];
export type AlertKind = (typeof ALERT_KINDS)[number];

export const alertMessages = {
  targetKind: "targetKind must be 'variant', 'ammo' or 'build'",
  targetId: 'targetId is required (a variant id, an ammunition id or one of your build ids)',
  kind: "kind must be 'price', 'drop' or 'stock'",
  targetPrice: 'targetPrice must be a number of at least 0',
  targetPriceRequired: "targetPrice is required for a 'price' alert",
  stockOnBuild: "kind 'stock' is not available for a build: use 'price' or 'drop'",
  nothingToChange: 'Send kind or targetPrice to change',
  unknownVariant: (id: string) => `targetId: no catalogue variant with id ${id}`,
  unknownAmmo: (id: string) => `targetId: no ammunition with id ${id}`,
  unknownBuild: (id: string) => `targetId: you have no saved build with id ${id}`,
  notFound: (id: string) => `Price alert not found with ID: ${id}`,
  tooMany: `You can keep at most ${MAX_ALERTS_PER_USER} price alerts. Delete one to set another.`,
  tokenInvalid: 'token: this unsubscribe link is not valid',
  confirmWithPost:
    'To stop these price alert e-mails, confirm with POST to this same address (the button in your mail app does that).',
} as const;

const targetPriceSchema = z
  .number({ error: alertMessages.targetPrice })
  .finite(alertMessages.targetPrice)
  .min(0, alertMessages.targetPrice)
  .max(MAX_TARGET_PRICE, alertMessages.targetPrice);

const kindSchema = z.enum(ALERT_KINDS, { error: alertMessages.kind });

/** POST /api/alerts. */
export const alertCreateSchema = z
  .object({
    targetKind: z.enum(ALERT_TARGET_KINDS, { error: alertMessages.targetKind }),
    targetId: z
      .string({ error: alertMessages.targetId })
      .trim()
      .min(1, alertMessages.targetId)
      .max(200, alertMessages.targetId),
    kind: kindSchema,
    targetPrice: targetPriceSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'price' && (value.targetPrice === undefined || value.targetPrice === null))
      ctx.addIssue({
        code: 'custom',
        path: ['targetPrice'],
        message: alertMessages.targetPriceRequired,
      });
    if (value.kind === 'stock' && value.targetKind === 'build')
      ctx.addIssue({ code: 'custom', path: ['kind'], message: alertMessages.stockOnBuild });
  });
export type AlertCreate = z.infer<typeof alertCreateSchema>;

/** PATCH /api/alerts/:id: a new kind and/or target price. */
export const alertUpdateSchema = z
  .object({
    kind: kindSchema.optional(),
    targetPrice: targetPriceSchema.nullable().optional(),
  })
  .refine((v) => v.kind !== undefined || v.targetPrice !== undefined, {
    message: alertMessages.nothingToChange,
    path: ['kind'],
  });
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

/** One alert as GET /api/alerts lists it, with what it watches as it is now. */
export const alertSchema = z.object({
  id: z.string(),
  targetKind: z.enum(ALERT_TARGET_KINDS),
  targetId: z.string(),
  kind: z.enum(ALERT_KINDS),
  targetPrice: z.number().nullable(),
  referencePrice: z.number().nullable(),
  /** Waiting for its condition to become true (false: fired, waits for it to become false). */
  armed: z.boolean(),
  /** The product's or build's name; null when it no longer exists. */
  targetName: z.string().nullable(),
  /** The current shoppable price (ammo: per round; a build: its total); null when unknown. */
  currentPrice: z.number().nullable(),
  inStock: z.boolean().nullable(),
  /** The site path of what the alert watches. */
  path: z.string(),
  lastTriggeredAt: z.string().nullable(),
  lastTriggeredPrice: z.number().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ items: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: alertMessages.tokenInvalid }).max(500, alertMessages.tokenInvalid),
});

export const unsubscribeResponseSchema = z.object({
  /** How many alerts were removed. */
  removed: z.number(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
