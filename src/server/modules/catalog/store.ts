import { inArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { caliberFilterKeys } from '../../../shared/catalog/calibers.ts';
import { catalogSpecsSchema, type CatalogSpecs } from '../../../shared/catalog/specs.ts';
import { groupFieldsForType } from '../../../shared/catalog/types.ts';
import { compatSpecsSchema, type CompatSpecs } from '../../../shared/compat/keys.ts';
import type { Db } from '../../db/client.ts';
import { insertInBatches } from '../../db/seed/batch.ts';
import { invalidateCatalogCache } from './cache.ts';
import {
  catalogGroups,
  catalogMerchants,
  catalogOffers,
  catalogVariants,
} from '../../db/schema.ts';

// Writing the catalogue (ADR 019): the demo seed, API test factories and the benchmark's small
// cases go through here, so derived columns (prices, stock, calibres, popularity) are always kept.

export interface MerchantInput {
  id: string;
  name: string;
  websiteUrl?: string;
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
  /** Issue 9, ADR 060: the compatibility keys the rules read (src/shared/compat/keys.ts). */
  compat?: CompatSpecs;
}

export interface OfferInput {
  variantId: string;
  merchantId: string;
  price: number;
  retailPrice?: number;
  inStock?: boolean;
  shipping?: string;
  buyUrl: string;
  imageLarge?: string;
  updatedAt?: Date;
}

export interface CatalogInput {
  merchants: MerchantInput[];
  groups: GroupInput[];
  variants: VariantInput[];
  offers: OfferInput[];
}

/** `set` for an upsert: every given column takes the inserted row's value. */
function excludedSet<T extends PgTable>(table: T, columns: (keyof T & string)[]) {
  const set: Record<string, SQL> = {};
  for (const key of columns) {
    const column = table[key] as unknown as PgColumn;
    // The schema leaves names to `casing: 'snake_case'`, so the SQL name is derived the same way.
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql.raw(`excluded."${name}"`);
  }
  return set;
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

function offerRow(o: OfferInput) {
  return {
    variantId: o.variantId,
    merchantId: o.merchantId,
    price: o.price,
    retailPrice: o.retailPrice ?? null,
    inStock: o.inStock ?? true,
    shipping: o.shipping ?? 'Free shipping',
    buyUrl: o.buyUrl,
    imageLarge: o.imageLarge ?? null,
    ...(o.updatedAt && { updatedAt: o.updatedAt }),
  };
}

/**
 * Inserts or updates (by id) merchants, groups, variants and offers in batches of 1,000 rows,
 * then refreshes the derived columns of the groups touched and recounts their popularity.
 * Idempotent: running it again with the same input changes nothing but `updated_at`.
 */
export async function upsertCatalog(db: Db, input: CatalogInput): Promise<{ rows: number }> {
  const now = sql`now()`;
  let rows = 0;
  rows += await insertInBatches(input.merchants, (batch) =>
    db
      .insert(catalogMerchants)
      .values(batch.map((m) => ({ id: m.id, name: m.name, websiteUrl: m.websiteUrl ?? '' })))
      .onConflictDoUpdate({
        target: catalogMerchants.id,
        set: { ...excludedSet(catalogMerchants, ['name', 'websiteUrl']), updatedAt: now },
      }),
  );
  rows += await insertInBatches(input.groups.map(groupRow), (batch) =>
    db
      .insert(catalogGroups)
      .values(batch)
      .onConflictDoUpdate({
        target: catalogGroups.id,
        set: {
          ...excludedSet(catalogGroups, [
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
          ]),
          updatedAt: now,
        },
      }),
  );
  rows += await insertInBatches(input.variants.map(variantRow), (batch) =>
    db
      .insert(catalogVariants)
      .values(batch)
      .onConflictDoUpdate({
        target: catalogVariants.id,
        set: {
          ...excludedSet(catalogVariants, [
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
          ]),
          updatedAt: now,
        },
      }),
  );
  rows += await insertInBatches(input.offers.map(offerRow), (batch) =>
    db
      .insert(catalogOffers)
      .values(batch)
      .onConflictDoUpdate({
        target: [catalogOffers.variantId, catalogOffers.merchantId],
        set: excludedSet(catalogOffers, [
          'price',
          'retailPrice',
          'inStock',
          'shipping',
          'buyUrl',
          'imageLarge',
          'updatedAt',
        ]),
      }),
  );
  const groupIds = [
    ...new Set([...input.groups.map((g) => g.id), ...input.variants.map((v) => v.groupId)]),
  ];
  await refreshCatalogStats(db, groupIds);
  await recountPopularity(db, groupIds);
  return { rows };
}

/**
 * ADR 019: the derived columns. A variant's price is its lowest offer price and it is in stock
 * when any offer is; a group's 'from' price (spec §9) is its lowest offer price, it is in stock
 * when any variant is, and its calibres are the filter keys of all its variants (decision D26).
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
  const variantScope = groupIds ? sql`where v.group_id in ${idSet(groupIds)}` : sql``;
  const groupScope = groupIds ? sql`where g.id in ${idSet(groupIds)}` : sql``;
  await db.execute(sql`
    update catalog_variants as t
       set price = s.price, in_stock = s.in_stock
      from (
        select v.id, min(o.price) as price, coalesce(bool_or(o.in_stock), false) as in_stock
          from catalog_variants v
          left join catalog_offers o on o.variant_id = v.id
          ${variantScope}
         group by v.id
      ) as s
     where t.id = s.id
       and (t.price is distinct from s.price or t.in_stock is distinct from s.in_stock)`);
  await db.execute(sql`
    update catalog_groups as t
       set from_price = s.from_price, in_stock = s.in_stock,
           variant_count = s.variant_count, calibers = s.calibers
      from (
        select g.id,
               min(v.price) as from_price,
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
            or t.variant_count is distinct from s.variant_count or t.calibers is distinct from s.calibers)`);
}

/**
 * decision D25, ADR 020: recounts popularity from every saved build and saved part (the triggers of
 * migration 0004 keep it exact afterwards). Needed when groups are added after builds or saved
 * parts already name them (e.g. a catalogue import); `groupIds` limits the update.
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

/** `in (…ids)` as one jsonb parameter: the same with node-postgres and PGlite, any length. */
function idSet(ids: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/** Deletes groups (their variants and offers go with them by cascade). */
export async function deleteGroups(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(catalogGroups).where(inArray(catalogGroups.id, [...ids]));
  invalidateCatalogCache(db);
}
