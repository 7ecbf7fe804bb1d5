import { catalogMessages } from '../../../shared/catalog/messages.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListQuery,
  CatalogListResponse,
  CatalogOffer,
  CatalogVariant,
} from '../../../shared/catalog/schema.ts';
import type { CatalogSort } from '../../../shared/catalog/list-options.ts';
import type { BuildSpecSummary } from '../../../shared/compat/index.ts';
import type { Db } from '../../db/client.ts';
import { executeList, listPage, planList, type ListPlan } from '../../lib/list-query.ts';
import { AppError } from '../../lib/errors.ts';
import { offerShipping } from '../../lib/offer-shipping.ts';
import { optionalTime } from '../../lib/store-sql.ts';
import { photoOf } from '../media/photo.ts';
import { catalogCache } from './cache.ts';
import { compatList, fitterFor, summaryKey } from './compat-list.ts';
import { catalogListing, type GroupRow } from './listing.ts';
import {
  allGroupsStatement,
  groupDetailStatement,
  groupStatement,
  type OfferRow,
  type VariantRow,
} from './queries.ts';

// Reading the catalogue (ADR 019): the list with filters and sorts, the detail of one group, the
// group-data and type endpoints. Every list filter and sort has an index.

/** `{ photo }` when there is a stored product photo (ADR 082), else nothing. */
function optionalPhoto(photoId: string | null) {
  const photo = photoOf(photoId);
  return photo ? { photo } : {};
}

export function toGroup(row: GroupRow): CatalogGroup {
  return {
    _id: row.id,
    partName: row.partName,
    brand: row.brand,
    platform: row.platform,
    category: row.category,
    subcategory: row.subcategory,
    mainCategory: row.mainCategory,
    ...(row.fromPrice !== null && { price: row.fromPrice }),
    ...optionalTime('priceCheckedAt', row.priceCheckedAt),
    images: row.images,
    ...optionalPhoto(row.photoId),
    type: row.type,
    description: row.description,
    inStock: row.inStock,
    variantCount: row.variantCount,
    popularity: row.popularity,
  };
}

/** A catalogue list request, planned: the kit's plan plus the build the answer is fitted to. */
export interface GroupListPlan {
  list: ListPlan<CatalogSort>;
  /** The `compat` build: each group's fit is added to the answer. */
  build?: BuildSpecSummary;
  /** How the build arranges the order (fitting groups first, or only them), when it does. */
  arrangement?: { fitFirst: boolean; compatibleOnly: boolean };
}

/**
 * Plans GET /catalog/groups. 'compatibility' is the popularity order with the groups that fit the
 * `compat` build first (ADR 061); with it or with compatibleOnly, the whole order is arranged by
 * fit once per build (kept briefly, so paging through it costs what a snapshot page does).
 */
export function planGroupList(query: CatalogListQuery): GroupListPlan {
  const sort: CatalogSort = query.sort === 'compatibility' ? 'popularity' : query.sort;
  const build = query.compat;
  const arrangement =
    build && (query.sort === 'compatibility' || query.compatibleOnly)
      ? { fitFirst: query.sort === 'compatibility', compatibleOnly: query.compatibleOnly === true }
      : undefined;
  const arrangeKey = build &&
    arrangement && {
      key: `${arrangement.fitFirst}|${arrangement.compatibleOnly}|${summaryKey(build)}`,
    };
  const list = planList(catalogListing, query, { ...query, sort }, arrangeKey);
  return { list, ...(build && { build }), ...(arrangement && { arrangement }) };
}

/**
 * GET /catalog/groups, one way: plan → execute (the page's rows and the total; the build's fitter
 * alongside, which the arrangement step uses) → shape (each group with its fit).
 */
export async function listGroups(db: Db, query: CatalogListQuery): Promise<CatalogListResponse> {
  const { list, build, arrangement } = planGroupList(query);
  const fitting = build && fitterFor(db, build);
  const arrange =
    fitting &&
    arrangement &&
    (async (ordered: readonly string[]) => compatList(ordered, await fitting, arrangement).ids);
  const [{ rows, total }, fitOf] = await Promise.all([
    executeList(db, catalogListing, list, arrange),
    fitting,
  ]);
  const items = rows.map((row) => ({ ...toGroup(row), ...(fitOf && { fit: fitOf(row.id) }) }));
  return listPage(items, total, query);
}

/** GET /group-data: every group, by name. */
export async function allGroups(db: Db): Promise<CatalogGroup[]> {
  return (await allGroupsStatement(db).execute()).map(toGroup);
}

async function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  const [row] = await groupStatement(db).execute({ id });
  return row;
}

function toOffer(o: OfferRow): CatalogOffer {
  return {
    merchantName: o.merchantName,
    price: o.price,
    ...(o.retailPrice !== null && { retailPrice: o.retailPrice }),
    buyLink: o.buyUrl,
    ...(o.imageLarge !== null && { imageLarge: o.imageLarge }),
    inStock: o.inStock,
    ...offerShipping(o),
    ...(o.isDemo && { isDemo: true }),
    ...(o.stale && { stale: true }),
    updatedAt: o.updatedAt,
    checkedAt: o.checkedAt,
  };
}

/** A variant with its catalogue fields; `vendor` holds its offers, cheapest first. */
export function toVariant(v: VariantRow, group: GroupRow): CatalogVariant {
  return {
    ...v.specs,
    _id: v.id,
    groupId: v.groupId,
    model: v.model,
    brand: group.brand,
    mainCategory: group.mainCategory,
    ...(v.price !== null && { price: v.price }),
    ...optionalTime('priceCheckedAt', v.priceCheckedAt),
    ...(v.retailPrice !== null && { retailPrice: v.retailPrice }),
    notes: v.notes,
    includedParts: v.includedParts,
    vendor: v.offers.map(toOffer),
    images: v.images,
    ...optionalPhoto(v.photoId),
    ...(v.upc !== null && { upc: v.upc }),
    ...(v.mpn !== null && { mpn: v.mpn }),
    ...(v.caliber !== null && { caliber: v.caliber }),
    ...(v.caliberCompatibility.length > 0 && { caliberCompatibility: v.caliberCompatibility }),
    inStock: v.inStock,
    // ADR 060: only when the catalogue knows some (an empty object says nothing).
    ...(v.compat && Object.keys(v.compat).length > 0 && { compat: v.compat }),
  };
}

/**
 * The group with its variants: the group row always fresh (its popularity changes with every saved
 * build), the variants with their offers from the cache when there (only a catalogue write changes
 * them, cache.ts); on a miss one statement reads both.
 */
async function groupWithVariants(
  db: Db,
  id: string,
): Promise<{ group: GroupRow | undefined; variants: CatalogVariant[] }> {
  const cache = catalogCache(db).variants;
  const cached = cache.get(id);
  if (cached) return { group: await findGroup(db, id), variants: cached };
  const [row] = await groupDetailStatement(db).execute({ id });
  if (!row) return { group: undefined, variants: [] };
  const { variants, ...group } = row;
  const mapped = variants.map((v) => toVariant(v, group));
  cache.set(id, mapped);
  return { group, variants: mapped };
}

/** GET /catalog/groups/{groupId}: the group, its variants and their offers. */
export async function getGroupDetail(db: Db, id: string): Promise<CatalogGroupDetail> {
  const { group, variants } = await groupWithVariants(db, id);
  if (!group) throw new AppError('not_found', catalogMessages.groupNotFound(id));
  return { group: toGroup(group), variants };
}

/** GET /{type endpoint}/group/{groupId}: the variants of a group of that type. */
export async function getTypeGroupVariants(
  db: Db,
  type: string,
  id: string,
): Promise<CatalogVariant[]> {
  const { group, variants } = await groupWithVariants(db, id);
  if (!group || group.type !== type)
    throw new AppError('not_found', catalogMessages.typeGroupNotFound(type, id));
  return variants;
}
