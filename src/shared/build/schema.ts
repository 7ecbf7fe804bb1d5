import { z } from 'zod';
import { SPEC_KEYS, type SpecKey } from '../compat/keys.ts';
import { compatSpecsSchema } from '../compat/schemas.ts';
import { BUILD_NAME_MAX, BUILD_NAME_MIN, buildMessages, MAX_PART_NAME } from './messages.ts';

// The build as the client sends and the server stores it.
// Known fields are typed; unknown catalogue fields of a product pass through (the catalogue has
// ~40 of them, shown on the detail page), bounded by the build size limit.

const text = (max: number) => z.string().max(max);
const money = z.number().finite().min(0).max(10_000_000);
const url = text(2048);

/** A merchant's shipping rule (src/shared/prices/shipping.ts). */
const shippingRuleSchema = z.object({
  flat: money,
  perItem: money,
  freeOver: money.nullable(),
});

/** What landed cost needs of an offer: its merchant, its own shipping price, its merchant's rule. */
const landedShape = {
  merchantId: text(200).optional(),
  shippingPrice: money.optional(),
  shippingRule: shippingRuleSchema.optional(),
};

/** Vendor option. */
export const vendorOptionSchema = z.looseObject({
  id: text(200),
  name: text(200),
  price: money,
  retailPrice: money.optional(),
  inStock: z.boolean().optional(),
  buyUrl: url.optional(),
  shippingInfo: text(200).optional(),
  stale: z.boolean().optional(),
  checkedAt: text(40).optional(),
  ...landedShape,
});
export type VendorOption = z.infer<typeof vendorOptionSchema>;

/** Group record, with the field names the API answers with. */
export const groupDataSchema = z.looseObject({
  _id: text(200),
  partName: text(500).optional(),
  brand: text(200).optional(),
  platform: text(100).optional(),
  category: text(200).optional(),
  subcategory: text(200).optional(),
  mainCategory: text(200).optional(),
  price: money.optional(),
  images: z.array(url).max(20).optional(),
});
export type GroupData = z.infer<typeof groupDataSchema>;

/** Vendor offer. */
export const vendorOfferSchema = z.looseObject({
  merchantName: text(200).optional(),
  price: money.optional(),
  retailPrice: money.optional(),
  buyLink: url.optional(),
  inStock: z.boolean().optional(),
  shipping: text(200).optional(),
  /** Not confirmed by the merchant's feed lately: shown, never chosen before a fresh offer. */
  stale: z.boolean().optional(),
  /** ISO 8601: when the merchant's feed last confirmed the offer. */
  checkedAt: text(40).optional(),
  ...landedShape,
});
export type VendorOffer = z.infer<typeof vendorOfferSchema>;

/**
 * ADR 060: the variant's compatibility keys as the catalogue gave them. Each key is kept
 * when valid and dropped when not (unknown to the engine), so a stale or odd value never makes a
 * build unsavable; the server re-reads catalogue variants' keys anyway (POST /api/compat/check).
 * `catch`, not a transform: the schema also serialises saved builds, and a transform cannot be
 * encoded.
 */
const compatKeys = compatSpecsSchema.shape;
const variantCompatSchema = z
  .object(
    Object.fromEntries(
      SPEC_KEYS.map((key) => [key, (compatKeys[key] as z.ZodType).catch(undefined)]),
    ) as unknown as { [K in SpecKey]: z.ZodCatch<(typeof compatKeys)[K]> },
  )
  .optional()
  .catch(undefined);

/** Variant record, plus catalogue fields (passed through). */
export const variantDataSchema = z.looseObject({
  _id: text(200),
  model: text(500).optional(),
  brand: text(200).optional(),
  price: money.optional(),
  retailPrice: money.optional(),
  notes: text(5000).optional(),
  includedParts: z.array(text(200)).max(50).optional(),
  vendor: z.array(vendorOfferSchema).max(100).optional(),
  images: z.array(url).max(20).optional(),
  groupId: text(200).optional(),
  upc: text(100).optional(),
  compat: variantCompatSchema,
});
export type VariantData = z.infer<typeof variantDataSchema>;

/** Selected product. `includedWith` marks an entry placed by a composite. */
export const selectedProductSchema = z.looseObject({
  _id: text(200),
  name: text(500),
  brand: text(200).optional(),
  groupData: groupDataSchema.optional(),
  variantData: variantDataSchema.optional(),
  availableVendors: z.array(vendorOptionSchema).max(100).optional(),
  selectedVendorId: text(200).optional(),
  selectedVendorPrice: money.optional(),
  selectedVendorName: text(200).optional(),
  buyUrl: url.optional(),
  includedWith: text(500).optional(),
});
export type SelectedProduct = z.infer<typeof selectedProductSchema>;

// Every build part needs a name; subParts, if present, an array; each sub-part a name. A name
// over MAX_PART_NAME characters is told so (the schema's own message would say it is missing).
export const subPartSchema = z.object({
  name: z
    .string({ error: buildMessages.subPartNameRequired })
    .trim()
    .min(1, buildMessages.subPartNameRequired)
    .max(MAX_PART_NAME, buildMessages.subPartNameTooLong),
  product: selectedProductSchema.nullable().optional(),
});
export type SubPart = z.infer<typeof subPartSchema>;

export const buildPartSchema = z.object({
  name: z
    .string({ error: buildMessages.partNameRequired })
    .trim()
    .min(1, buildMessages.partNameRequired)
    .max(MAX_PART_NAME, buildMessages.partNameTooLong),
  product: selectedProductSchema.nullable().optional(),
  subParts: z.array(subPartSchema, { error: buildMessages.subPartsArray }).max(100).optional(),
});
export type BuildPart = z.infer<typeof buildPartSchema>;

/** Build name: trimmed, 2–50 characters, with the agreed messages. */
export const buildNameSchema = z
  .string({ error: buildMessages.nameEmpty })
  .trim()
  .min(1, buildMessages.nameEmpty)
  .min(BUILD_NAME_MIN, buildMessages.nameTooShort)
  .max(BUILD_NAME_MAX, buildMessages.nameTooLong);

export const saveStatusSchema = z.enum(['idle', 'saved', 'loaded']);

/** POST /user-builds and PUT /user-builds/{id}. userId is taken from the token. */
export const buildRequestSchema = z.object({
  userId: z.string().max(200).optional(),
  buildName: buildNameSchema,
  buildParts: z.array(buildPartSchema, { error: buildMessages.partsArray }).max(100),
  saveStatus: saveStatusSchema.optional(),
  saveError: z.string().max(1000).nullable().optional(),
  platform: z.string().trim().max(50).optional(),
});
export type BuildRequest = z.input<typeof buildRequestSchema>;

/** A saved build as the API answers it. */
export const savedBuildSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  buildName: z.string(),
  buildParts: z.array(buildPartSchema),
  platform: z.string(),
  saveStatus: saveStatusSchema,
  shareId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;

/** An item of GET /user-builds: _id, buildName, dates and the totals of the Completed Builds tab. */
export const buildSummarySchema = z.object({
  _id: z.string(),
  buildName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalPrice: z.number(),
  percentComplete: z.number(),
  shareId: z.string().nullable(),
});
export type BuildSummary = z.infer<typeof buildSummarySchema>;
/** GET /api/user-builds: the user's builds, newest first. */
export const buildSummaryListSchema = z.array(buildSummarySchema);

/** GET /shared-builds/{shareId}: read-only, no owner. */
/**
 * A shared build's compatibility as the server checks it (catalogue keys, not the stored claims):
 * the engine's counts and the errors' and warnings' messages, errors first.
 */
export const sharedCompatibilitySchema = z.object({
  counts: z.object({ error: z.number(), warning: z.number(), info: z.number() }),
  problems: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      message: z.string(),
      /** A page to read about it (a regulator's page for a legal question). */
      link: z.object({ href: z.string(), text: z.string() }).optional(),
    }),
  ),
});
export type SharedCompatibility = z.infer<typeof sharedCompatibilitySchema>;

export const sharedBuildSchema = z.object({
  buildName: z.string(),
  buildParts: z.array(buildPartSchema),
  platform: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  compatibility: sharedCompatibilitySchema,
});
export type SharedBuild = z.infer<typeof sharedBuildSchema>;

/** POST /user-builds/{id}/share. */
export const shareLinkSchema = z.object({ shareId: z.string(), url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
