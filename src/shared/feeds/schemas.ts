import { z } from 'zod';
import { CATALOG_TYPES } from '../catalog/types.ts';
import { feedMessages as m } from './messages.ts';

// The feeds back office (ADR 083): a merchant's feed settings, its runs with their reports, the
// products waiting for review and what an operator does with them. The server validates requests
// and shapes answers with these schemas, and the admin pages' forms use the same rules.

/** How a feed is read: detected from its first bytes, or one of the readers by name. */
export const FEED_SETTING_FORMATS = ['auto', 'google-tsv', 'google-xml', 'csv', 'json'] as const;
export type FeedSettingFormat = (typeof FEED_SETTING_FORMATS)[number];

export const FEED_ITEM_STATUSES = ['unmatched', 'matched', 'linked', 'created', 'ignored'] as const;
export type FeedItemStatusName = (typeof FEED_ITEM_STATUSES)[number];

export const FEED_RUN_STATUSES = ['running', 'succeeded', 'failed', 'unchanged'] as const;

export const FEED_URL_MAX = 2000;
export const FEED_INTERVAL_MIN = 15;
/** A week. */
export const FEED_INTERVAL_MAX = 10_080;

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

const feedUrlSchema = z
  .string()
  .trim()
  .max(FEED_URL_MAX, m.urlTooLong)
  .refine(isHttpUrl, m.urlNotHttp);

const intervalSchema = z
  .number({ error: m.intervalWhole })
  .int(m.intervalWhole)
  .min(FEED_INTERVAL_MIN, m.intervalRange)
  .max(FEED_INTERVAL_MAX, m.intervalRange);

/** PUT /api/admin/feeds/{merchantId}: the whole of a feed's settings. */
export const feedSettingsSchema = z.strictObject({
  /** Where the scheduler and "Run now" fetch the feed; null: imported from files only. */
  url: feedUrlSchema.nullable(),
  format: z.enum(FEED_SETTING_FORMATS),
  /** A column mapping for a generic CSV or JSON feed (checked by the importer's rules). */
  mapping: z.record(z.string(), z.unknown()).nullable(),
  intervalMinutes: intervalSchema,
  /** The feed is the merchant's whole catalogue: offers it stops listing are marked gone. */
  fullCatalogue: z.boolean(),
  enabled: z.boolean(),
});
export type FeedSettings = z.infer<typeof feedSettingsSchema>;

/** What the settings form edits: the URL and the mapping as text. */
export const feedSettingsFormSchema = z.object({
  url: z
    .string()
    .trim()
    .max(FEED_URL_MAX, m.urlTooLong)
    .refine((v) => v === '' || isHttpUrl(v), m.urlNotHttp),
  format: z.enum(FEED_SETTING_FORMATS),
  mapping: z.string().superRefine((text, ctx) => {
    if (text.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: m.mappingNotJson });
      return;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      ctx.addIssue({ code: 'custom', message: m.mappingNotObject });
  }),
  intervalMinutes: intervalSchema,
  fullCatalogue: z.boolean(),
  enabled: z.boolean(),
});
export type FeedSettingsForm = z.infer<typeof feedSettingsFormSchema>;

/** The request a valid settings form sends. */
export function settingsFromForm(values: FeedSettingsForm): FeedSettings {
  const url = values.url.trim();
  const mapping = values.mapping.trim();
  return {
    url: url === '' ? null : url,
    format: values.format,
    mapping: mapping === '' ? null : (JSON.parse(mapping) as Record<string, unknown>),
    intervalMinutes: values.intervalMinutes,
    fullCatalogue: values.fullCatalogue,
    enabled: values.enabled,
  };
}

/** The form's values for stored settings (none stored: a new feed's defaults). */
export function formFromSettings(settings: FeedSettings | null): FeedSettingsForm {
  return {
    url: settings?.url ?? '',
    format: settings?.format ?? 'auto',
    mapping: settings?.mapping ? JSON.stringify(settings.mapping, null, 2) : '',
    intervalMinutes: settings?.intervalMinutes ?? 360,
    fullCatalogue: settings?.fullCatalogue ?? true,
    enabled: settings?.enabled ?? true,
  };
}

// ---- runs -----------------------------------------------------------------------------------

const count = z.number().int();

/** What a run did, as the importer reports it (refused rows grouped by reason, a few examples). */
export const feedReportSchema = z.object({
  merchant: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.string(),
  format: z.string(),
  full: z.boolean(),
  startedAt: z.string(),
  durationMs: z.number(),
  rows: count,
  offers: z.object({ new: count, changed: count, unchanged: count, gone: count }),
  ammoCreated: count,
  parts: z.object({ matched: count, unmatched: count, ignored: count }),
  historyRows: count,
  rejected: count,
  rejects: z.array(
    z.object({
      code: z.string(),
      reason: z.string(),
      count,
      examples: z.array(
        z.object({
          row: count,
          id: z.string().optional(),
          title: z.string().optional(),
          detail: z.string().optional(),
        }),
      ),
    }),
  ),
  unknownColumns: z.array(z.string()),
  missingColumns: z.array(z.object({ attribute: z.string(), accepted: z.array(z.string()) })),
  usable: z.boolean(),
  error: z.string().optional(),
});
export type FeedReportView = z.infer<typeof feedReportSchema>;

export const feedRunSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  /** 'cli' | 'schedule' | 'admin' | 'seed' */
  trigger: z.string(),
  source: z.string(),
  status: z.enum(FEED_RUN_STATUSES),
  /** Rows read so far (live while running). */
  rowsRead: count,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Once the run ended. */
  report: feedReportSchema.nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedRunsQuerySchema = z.object({
  merchant: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type FeedRunsQuery = z.input<typeof feedRunsQuerySchema>;

export const feedRunsResponseSchema = z.object({ items: z.array(feedRunSchema) });

export const runStartedSchema = z.object({ runId: z.string() });

// ---- merchants and their feeds --------------------------------------------------------------

export const feedMerchantSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDemo: z.boolean(),
  websiteUrl: z.string(),
  /** Null: the merchant has no feed yet. */
  feed: z
    .object({
      // As stored (the rules above apply to what is saved, not to what is read back).
      url: z.string().nullable(),
      format: z.enum(FEED_SETTING_FORMATS),
      mapping: z.record(z.string(), z.unknown()).nullable(),
      intervalMinutes: z.number().int(),
      fullCatalogue: z.boolean(),
      enabled: z.boolean(),
      nextRunAt: z.string(),
      /** A run holds the feed's lease now. */
      running: z.boolean(),
    })
    .nullable(),
  /** Its shipping rule: what landed cost charges for an order from it. */
  shipping: z.object({ flat: z.number(), perItem: z.number(), freeOver: z.number().nullable() }),
  /** The merchant's offers (parts and ammunition): listed and fresh, stale, and gone. */
  offers: z.object({ listed: count, stale: count, gone: count }),
  /** Its products waiting for review. */
  unmatched: count,
  lastRun: feedRunSchema.nullable(),
});
export type FeedMerchant = z.infer<typeof feedMerchantSchema>;

export const feedMerchantsResponseSchema = z.object({ items: z.array(feedMerchantSchema) });
export type FeedMerchantsResponse = z.infer<typeof feedMerchantsResponseSchema>;

export const SHIPPING_AMOUNT_MAX = 100_000;

const shippingAmount = (field: string) =>
  z
    .number({ error: `${field} must be an amount in dollars` })
    .finite(`${field} must be an amount in dollars`)
    .min(0, `${field} must not be negative`)
    .max(SHIPPING_AMOUNT_MAX, `${field} must be at most $${SHIPPING_AMOUNT_MAX}`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${field} must be whole cents`);

/**
 * PUT /api/admin/merchants/{merchantId}/shipping: a merchant's shipping rule. A flat charge per
 * order, a charge per item whose offer names no shipping price, and the order subtotal from which
 * shipping is free (null: never free by amount).
 */
export const shippingRuleRequestSchema = z.strictObject({
  flat: shippingAmount('The flat rate'),
  perItem: shippingAmount('The charge per item'),
  freeOver: shippingAmount('The free-shipping threshold').nullable(),
});
export type ShippingRuleRequest = z.infer<typeof shippingRuleRequestSchema>;

export const merchantParamsSchema = z.object({ merchantId: z.string().min(1).max(100) });
export const runParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const feedItemParamsSchema = z.object({
  merchantId: z.string().min(1).max(100),
  productId: z.string().min(1).max(200),
});

// ---- the review queue -----------------------------------------------------------------------

export const feedItemsQuerySchema = z.object({
  status: z.enum(FEED_ITEM_STATUSES).default('unmatched'),
  merchant: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type FeedItemsQuery = z.input<typeof feedItemsQuerySchema>;

/** The classifier's proposal, with the catalogue's words for its type and category. */
export const feedSuggestionSchema = z.object({
  kind: z.string(),
  type: z.string().optional(),
  /** 'Barrels' */
  typeLabel: z.string().optional(),
  subPart: z.string().optional(),
  mainCategory: z.string().optional(),
  /** 'Barrels' (the main category's label) */
  categoryLabel: z.string().optional(),
  /** 0..1 */
  confidence: z.number(),
  brand: z.string().optional(),
});
export type FeedSuggestion = z.infer<typeof feedSuggestionSchema>;

export const feedCandidateSchema = z.object({
  variantId: z.string(),
  groupId: z.string(),
  /** The variant's name now: part name and model. */
  name: z.string(),
  brand: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  /** 0..1 title similarity */
  score: z.number(),
});
export type FeedCandidate = z.infer<typeof feedCandidateSchema>;

export const feedItemSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  productId: z.string(),
  status: z.enum(FEED_ITEM_STATUSES),
  title: z.string(),
  brand: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  productType: z.string().nullable(),
  /** The product's page at the merchant. */
  link: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  inStock: z.boolean(),
  shipping: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** 'gtin' | 'mpn' | 'title' | 'operator' */
  matchMethod: z.string().nullable(),
  /** The variant it is the offer for (matched, linked or created). */
  variant: z
    .object({
      id: z.string(),
      groupId: z.string(),
      name: z.string(),
      brand: z.string(),
      mainCategory: z.string(),
    })
    .nullable(),
  suggestion: feedSuggestionSchema.nullable(),
  candidates: z.array(feedCandidateSchema),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedItemsResponseSchema = z.object({
  items: z.array(feedItemSchema),
  total: count,
  page: count,
  pageSize: count,
});
export type FeedItemsResponse = z.infer<typeof feedItemsResponseSchema>;

export const variantSearchQuerySchema = z.object({
  q: z.string().trim().min(1, m.queryRequired).max(100, m.tooLong(100)),
});

export const variantHitSchema = z.object({
  variantId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  brand: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  mainCategory: z.string(),
  model: z.string(),
  upc: z.string().nullable(),
  mpn: z.string().nullable(),
});
export type VariantHit = z.infer<typeof variantHitSchema>;

export const variantSearchResponseSchema = z.object({ items: z.array(variantHitSchema) });
export type VariantSearchResponse = z.infer<typeof variantSearchResponseSchema>;

/** POST …/link */
export const linkFeedItemSchema = z.strictObject({
  variantId: z.string().trim().min(1).max(200),
});
export type LinkFeedItemRequest = z.infer<typeof linkFeedItemSchema>;

const CATALOG_TYPE_KEYS = CATALOG_TYPES.map((t) => t.key) as [string, ...string[]];

/** POST …/create: a new product group with one variant, for an item the catalogue lacks. */
export const createFromFeedItemSchema = z.strictObject({
  type: z.enum(CATALOG_TYPE_KEYS, { error: m.unknownType }),
  partName: z.string().trim().min(1, m.partNameRequired).max(200, m.tooLong(200)),
  brand: z.string().trim().min(1, m.brandRequired).max(100, m.tooLong(100)),
  model: z.string().trim().min(1, m.modelRequired).max(200, m.tooLong(200)),
  /** Empty: none. */
  upc: z
    .string()
    .trim()
    .regex(/^(\d{8,14})?$/, m.upcDigits)
    .optional(),
  mpn: z.string().trim().max(100, m.tooLong(100)).optional(),
});
export type CreateFromFeedItemRequest = z.infer<typeof createFromFeedItemSchema>;

export const feedItemAnswerSchema = z.object({ item: feedItemSchema });
export type FeedItemAnswer = z.infer<typeof feedItemAnswerSchema>;

/**
 * The suggestion as the review page shows it: category, then the type (its sub-part when the
 * type's name is the category's), then the confidence: "Barrels · Barrel (87 %)",
 * "Muzzle Devices · Flash Hiders (64 %)".
 */
export function suggestionLabel(s: FeedSuggestion): string {
  const type = s.typeLabel && s.typeLabel !== s.categoryLabel ? s.typeLabel : s.subPart;
  const what = [s.categoryLabel, type].filter(Boolean).join(' · ') || s.kind;
  return `${what} (${Math.round(s.confidence * 100)} %)`;
}
