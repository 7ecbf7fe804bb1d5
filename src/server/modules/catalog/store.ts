import { eq, inArray, sql } from 'drizzle-orm';
import { caliberFilterKeys } from '../../../shared/catalog/calibers.ts';
import { catalogSpecsSchema, type CatalogSpecs } from '../../../shared/catalog/specs-schema.ts';
import { groupFieldsForType } from '../../../shared/catalog/types.ts';
import type { CompatSpecs } from '../../../shared/compat/keys.ts';
import { compatSpecsSchema } from '../../../shared/compat/schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogGroups,
  catalogMerchants,
  catalogOffers,
  catalogVariants,
} from '../../db/schema.ts';
import { shippingPriceOfLabel, type ShippingRule } from '../../../shared/prices/shipping.ts';
import { idSet, offerSummary, upsertInBatches, type Upsert } from '../../lib/store-sql.ts';
import { invalidateCatalogCache } from './cache.ts';

// Writing the catalogue (ADR 019): the demo seed, API test factories and the benchmark's small
// cases go through here, so derived columns (prices, stock, calibres, popularity) are always kept.

export interface MerchantInput {
  id: string;
  name: string;
  websiteUrl?: string;
  /** A merchant of the demo data. */
  isDemo?: boolean;
  /** Its shipping rule; absent: the stored rule is kept (free for a new merchant). */
  shipping?: ShippingRule;
}

export interface GroupInput {
  id: string;
  /** A catalogue type key; platform, categories and sub-part follow from it. */
  type: string;
  partName: string;
  brand: string;
  images?: string[];
  description?: string;
}

export interface VariantInput {
  id: string;
  groupId: string;
  position?: number;
  model: string;
  upc?: string;
  mpn?: string;
  retailPrice?: number;
  notes?: string;
  includedParts?: string[];
  images?: string[];
  caliber?: string;
  caliberCompatibility?: string[];
  specs?: CatalogSpecs;
  /** ADR 060: the compatibility keys the rules read (src/shared/compat/keys.ts). */
  compat?: CompatSpecs;
}

/** What every merchant's offer has, whatever it sells (parts here, ammunition in ammo/store.ts). */
export interface MerchantOfferInput {
  merchantId: string;
  price: number;
  /** Default: in stock. */
  inStock?: boolean;
  /** Default: 'Free shipping'. */
  shipping?: string;
  /**
   * The offer's own shipping price per item, from its feed; null: the merchant's shipping rule.
   * Default: the price a '$7.99 shipping' label names, else null.
   */
  shippingPrice?: number | null;
  buyUrl: string;
  /** The product image the merchant's feed names. */
  imageUrl?: string;
  /** When a feed run last saw it (default: now). */
  checkedAt?: Date;
  updatedAt?: Date;
}

export interface OfferInput extends MerchantOfferInput {
  variantId: string;
  /** The merchant's own id of the product, when the offer comes from a feed. */
  productId?: string;
  retailPrice?: number;
  imageLarge?: string;
}

export interface CatalogInput {
  merchants: MerchantInput[];
  groups: GroupInput[];
  variants: VariantInput[];
  offers: OfferInput[];
}

function groupRow(g: GroupInput) {
  const fields = groupFieldsForType(g.type);
  if (!fields) throw new Error(`group ${g.id}: unknown catalogue type ${g.type}`);
  return {
    id: g.id,
    type: g.type,
    partName: g.partName,
    brand: g.brand,
    ...fields,
    images: g.images ?? [],
    description: g.description ?? '',
  };
}

function variantRow(v: VariantInput) {
  const specs = catalogSpecsSchema.safeParse(v.specs ?? {});
  if (!specs.success) throw new Error(`variant ${v.id}: invalid specs: ${specs.error.message}`);
  const compat = compatSpecsSchema.safeParse(v.compat ?? {});
  if (!compat.success) throw new Error(`variant ${v.id}: invalid compat: ${compat.error.message}`);
  const compatibility = v.caliberCompatibility ?? [];
  return {
    id: v.id,
    groupId: v.groupId,
    position: v.position ?? 0,
    model: v.model,
    upc: v.upc ?? null,
    mpn: v.mpn ?? null,
    retailPrice: v.retailPrice ?? null,
    notes: v.notes ?? '',
    includedParts: v.includedParts ?? [],
    images: v.images ?? [],
    caliber: v.caliber ?? null,
    caliberCompatibility: compatibility,
    caliberKeys: caliberFilterKeys([v.caliber, ...compatibility]),
    specs: specs.data,
    compat: compat.data,
  };
}

/** The columns every offer table has, with their defaults. */
export function merchantOfferRow(o: MerchantOfferInput) {
  return {
    merchantId: o.merchantId,
    price: o.price,
    inStock: o.inStock ?? true,
    shipping: o.shipping ?? 'Free shipping',
    shippingPrice:
      o.shippingPrice !== undefined ? o.shippingPrice : shippingPriceOfLabel(o.shipping),
    buyUrl: o.buyUrl,
    imageUrl: o.imageUrl ?? null,
    // Written again, the offer is listed: no longer gone.
    goneAt: null,
    ...(o.checkedAt && { checkedAt: o.checkedAt }),
    ...(o.updatedAt && { updatedAt: o.updatedAt }),
  };
}

function offerRow(o: OfferInput) {
  return {
    ...merchantOfferRow(o),
    variantId: o.variantId,
    productId: o.productId ?? null,
    retailPrice: o.retailPrice ?? null,
    imageLarge: o.imageLarge ?? null,
  };
}

const touched = { updatedAt: sql`now()` };

const MERCHANTS: Upsert<typeof catalogMerchants> = {
  table: catalogMerchants,
  key: catalogMerchants.id,
  update: ['name', 'websiteUrl', 'isDemo'],
  also: touched,
};

/** Inserts or updates merchants by id (the catalogue's and the ammunition's are the same ones). */
export async function upsertMerchants(db: Db, merchants: MerchantInput[]): Promise<number> {
  const rows = merchants.map((m) => ({
    id: m.id,
    name: m.name,
    websiteUrl: m.websiteUrl ?? '',
    isDemo: m.isDemo ?? false,
  }));
  const count = await upsertInBatches(db, MERCHANTS, rows);
  for (const m of merchants) if (m.shipping) await setMerchantShipping(db, m.id, m.shipping);
  return count;
}

/** Sets a merchant's shipping rule; false when there is no such merchant. */
export async function setMerchantShipping(
  db: Db,
  merchantId: string,
  rule: ShippingRule,
): Promise<boolean> {
  const result = await db
    .update(catalogMerchants)
    .set({
      shippingFlat: rule.flat,
      shippingPerItem: rule.perItem,
      shippingFreeOver: rule.freeOver,
      updatedAt: sql`now()`,
    })
    .where(eq(catalogMerchants.id, merchantId))
    .returning({ id: catalogMerchants.id });
  if (result.length) invalidateCatalogCache(db);
  return result.length > 0;
}

const GROUPS: Upsert<typeof catalogGroups> = {
  table: catalogGroups,
  key: catalogGroups.id,
  update: [
    'type',
    'partName',
    'brand',
    'platform',
    'mainCategory',
    'category',
    'subcategory',
    'subPart',
    'images',
    'description',
  ],
  also: touched,
};

const VARIANTS: Upsert<typeof catalogVariants> = {
  table: catalogVariants,
  key: catalogVariants.id,
  update: [
    'groupId',
    'position',
    'model',
    'upc',
    'mpn',
    'retailPrice',
    'notes',
    'includedParts',
    'images',
    'caliber',
    'caliberCompatibility',
    'caliberKeys',
    'specs',
    'compat',
  ],
  also: touched,
};

const OFFERS: Upsert<typeof catalogOffers> = {
  table: catalogOffers,
  key: [catalogOffers.variantId, catalogOffers.merchantId],
  update: [
    'productId',
    'price',
    'retailPrice',
    'inStock',
    'shipping',
    'shippingPrice',
    'buyUrl',
    'imageLarge',
    'imageUrl',
    'checkedAt',
    'goneAt',
    'updatedAt',
  ],
};

/**
 * Inserts or updates (by id) merchants, groups, variants and offers in batches of 1,000 rows,
 * then refreshes the derived columns of the groups touched and recounts their popularity.
 * Idempotent: running it again with the same input changes nothing but `updated_at`.
 */
export async function upsertCatalog(db: Db, input: CatalogInput): Promise<{ rows: number }> {
  let rows = await upsertMerchants(db, input.merchants);
  rows += await upsertInBatches(db, GROUPS, input.groups.map(groupRow));
  rows += await upsertInBatches(db, VARIANTS, input.variants.map(variantRow));
  rows += await upsertInBatches(db, OFFERS, input.offers.map(offerRow));
  const groupIds = [
    ...new Set([...input.groups.map((g) => g.id), ...input.variants.map((v) => v.groupId)]),
  ];
  await refreshCatalogStats(db, groupIds);
  await recountPopularity(db, groupIds);
  return { rows };
}

/**
 * Inserts or updates offers only (by variant and merchant). The caller refreshes the derived
 * columns of the groups concerned (refreshCatalogStats), as a feed import does once per batch.
 */
export async function writeOffers(db: Db, offers: readonly OfferInput[]): Promise<void> {
  await upsertInBatches(db, OFFERS, offers.map(offerRow));
}

/**
 * ADR 019: the derived columns. A variant's price is its cheapest fresh offer in stock (else its
 * cheapest fresh offer) and it is in stock when any fresh offer is; a group's 'from' price is the
 * cheapest such price of a variant in stock (else of any variant), it is in stock when any
 * variant is, each price with when its offer was last checked, and its calibres are the filter keys of all its variants (each variant's calibre
 * and the calibres it is compatible with, so the Calibers filter finds either).
 * `groupIds` limits the work to those groups (undefined: all). Runs in two statements.
 */
export async function refreshCatalogStats(db: Db, groupIds?: readonly string[]): Promise<void> {
  invalidateCatalogCache(db);
  if (groupIds && groupIds.length === 0) return;
  try {
    await refreshStats(db, groupIds);
  } finally {
    // Again afterwards: a read between the writes and this refresh may have cached old figures.
    invalidateCatalogCache(db);
  }
}

async function refreshStats(db: Db, groupIds?: readonly string[]): Promise<void> {
  const variantScope = groupIds ? sql`where i.group_id in ${idSet(groupIds)}` : sql``;
  const groupScope = groupIds ? sql`where g.id in ${idSet(groupIds)}` : sql``;
  await db.execute(sql`
    update catalog_variants as t
       set price = s.price, price_checked_at = s.price_checked_at, in_stock = s.in_stock
      from (${offerSummary('catalog_variants', 'catalog_offers', 'variant_id', variantScope)}) as s
     where t.id = s.id
       and (t.price is distinct from s.price or t.in_stock is distinct from s.in_stock
            or t.price_checked_at is distinct from s.price_checked_at)`);
  await db.execute(sql`
    update catalog_groups as t
       set from_price = s.from_price, price_checked_at = s.price_checked_at,
           in_stock = s.in_stock, variant_count = s.variant_count, calibers = s.calibers
      from (
        select g.id,
               coalesce(min(v.price) filter (where v.in_stock), min(v.price)) as from_price,
               (array_agg(v.price_checked_at order by v.in_stock desc, v.price)
                  filter (where v.price is not null))[1] as price_checked_at,
               coalesce(bool_or(v.in_stock), false) as in_stock,
               count(v.id)::int as variant_count,
               coalesce((select array_agg(distinct k order by k)
                           from catalog_variants cv, unnest(cv.caliber_keys) as k
                          where cv.group_id = g.id), '{}'::text[]) as calibers
          from catalog_groups g
          left join catalog_variants v on v.group_id = g.id
          ${groupScope}
         group by g.id
      ) as s
     where t.id = s.id
       and (t.from_price is distinct from s.from_price or t.in_stock is distinct from s.in_stock
            or t.price_checked_at is distinct from s.price_checked_at
            or t.variant_count is distinct from s.variant_count or t.calibers is distinct from s.calibers)`);
}

/**
 * ADR 020: recounts popularity (how many saved builds and saved parts name a group) from every
 * saved build and saved part; the triggers of migration 0004 keep it exact afterwards. Needed when
 * groups are added after builds or saved parts already name them (e.g. a catalogue import);
 * `groupIds` limits the update.
 */
export async function recountPopularity(db: Db, groupIds?: readonly string[]): Promise<void> {
  if (groupIds && groupIds.length === 0) return;
  const scope = groupIds ? sql`and g.id in ${idSet(groupIds)}` : sql``;
  await db.execute(sql`
    with counts as (
      select id, count(*)::int as n from (
        select unnest(catalog_build_group_ids(parts)) as id from builds
        union all
        select unnest(catalog_saved_part_group_ids(saved_part_list)) from users
      ) as ids
      group by id
    )
    update catalog_groups as g
       set popularity = coalesce(c.n, 0)
      from catalog_groups as g0
      left join counts c on c.id = g0.id
     where g.id = g0.id ${scope}
       and g.popularity is distinct from coalesce(c.n, 0)`);
}

/** Deletes groups (their variants and offers go with them by cascade). */
export async function deleteGroups(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(catalogGroups).where(inArray(catalogGroups.id, [...ids]));
  invalidateCatalogCache(db);
}
