import { catalogMessages } from '../../../shared/catalog/messages.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListQuery,
  CatalogOffer,
  CatalogSort,
  CatalogVariant,
} from '../../../shared/catalog/schema.ts';
import type { BuildSpecSummary } from '../../../shared/compat/index.ts';
import type { Db } from '../../db/client.ts';
import type { catalogGroups } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { catalogCache, POPULAR_ORDER_TTL_MS } from './cache.ts';
import { compatList, fitterFor, type CompatList } from './compat-list.ts';
import {
  allGroupsStatement,
  countStatement,
  groupsByIdsStatement,
  groupStatement,
  listShape,
  orderStatement,
  pageStatement,
  SNAPSHOT_MAX_IDS,
  groupDetailStatement,
  type ListShape,
  type OfferRow,
  type VariantRow,
} from './queries.ts';

// Reading the catalogue (issue 5, ADR 019): the list with filters and sorts, the detail of one
// group, the spec's group-data and type endpoints. Every list filter and sort has an index.

type GroupRow = Omit<
  typeof catalogGroups.$inferSelect,
  'search' | 'nameKey' | 'subPart' | 'calibers' | 'createdAt' | 'updatedAt'
>;

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
    images: row.images,
    type: row.type,
    description: row.description,
    inStock: row.inStock,
    variantCount: row.variantCount,
    popularity: row.popularity,
  };
}

/** Popularity-sorted pages starting this deep read the order from a snapshot (ADR 019). */
export const SNAPSHOT_FROM_OFFSET = 200;

/**
 * Whether a page takes its ids from a snapshot of the whole order (cache.ts): price and name
 * orders change only with the catalogue, so any of their pages may; the popularity order changes
 * with every saved build, so only pages past SNAPSHOT_FROM_OFFSET do (the first ten are exact).
 */
function fromSnapshot(sort: CatalogSort, offset: number): boolean {
  if (offset >= SNAPSHOT_MAX_IDS) return false;
  return sort !== 'popularity' || offset >= SNAPSHOT_FROM_OFFSET;
}

/**
 * GET /catalog/groups: one page and the total, from the same conditions. Either the page's ids
 * come from the sort index alone (an index-only scan) and then only those rows are read, or the
 * ids come from a snapshot of the whole order, so a deep page costs what page 1 does. Totals
 * change only with the catalogue, so they are cached (cache.ts).
 */
export async function listGroups(
  db: Db,
  query: CatalogListQuery,
): Promise<{ items: CatalogGroup[]; total: number }> {
  // Issue 9, ADR 061: 'compatibility' is the popularity order with fitting groups first.
  const sort: CatalogSort = query.sort === 'compatibility' ? 'popularity' : query.sort;
  const summary = query.compat;
  const shape = listShape(query);
  if (summary && (query.sort === 'compatibility' || query.compatibleOnly))
    return compatPage(db, query, summary, shape, sort);
  const offset = (query.page - 1) * query.pageSize;
  const page = fromSnapshot(sort, offset)
    ? await snapshotPage(db, query, shape, sort, offset)
    : await Promise.all([
        pageStatement(db, shape, sort).execute({
          ...shape.params,
          limit: query.pageSize,
          offset,
        }),
        countOf(db, shape),
      ]).then(([rows, total]) => ({ items: rows.map(toGroup), total }));
  if (!summary) return page;
  const fitOf = await fitterFor(db, summary);
  return { ...page, items: page.items.map((g) => ({ ...g, fit: fitOf(g._id) })) };
}

/**
 * Issue 9, ADR 061: a page of a list sorted or filtered by fit. The whole filtered order (the
 * snapshot the deep pages use) is evaluated once per build and kept briefly, so paging through
 * it costs what a snapshot page does; the popularity order may then be up to 10 s old.
 */
async function compatPage(
  db: Db,
  query: CatalogListQuery,
  summary: BuildSpecSummary,
  shape: ListShape,
  sort: CatalogSort,
): Promise<{ items: CatalogGroup[]; total: number }> {
  const { compatLists } = catalogCache(db);
  const fitFirst = query.sort === 'compatibility';
  const compatibleOnly = query.compatibleOnly === true;
  const key = [
    shape.key,
    JSON.stringify(shape.params),
    query.sort,
    compatibleOnly,
    JSON.stringify(summary),
  ].join('|');
  let list = compatLists.get(key) as CompatList | undefined;
  if (!list) {
    const [ids, fitOf] = await Promise.all([orderedIds(db, shape, sort), fitterFor(db, summary)]);
    list = compatList(ids, fitOf, { fitFirst, compatibleOnly });
    compatLists.set(key, list);
  }
  const offset = (query.page - 1) * query.pageSize;
  const pageIds = list.ids.slice(offset, offset + query.pageSize);
  const rows = pageIds.length ? await groupsByIdsStatement(db).execute({ ids: pageIds }) : [];
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const { fitOf } = list;
  return {
    items: rows.map((r) => ({ ...toGroup(r), fit: fitOf(r.id) })),
    total: list.ids.length,
  };
}

/** The total of a filter: cached, since only a catalogue write changes it. */
function countOf(db: Db, shape: ListShape): number | Promise<number> {
  const { totals } = catalogCache(db);
  const key = `${shape.key}|${JSON.stringify(shape.params)}`;
  const cached = totals.get(key);
  if (cached !== undefined) return cached;
  return countStatement(db, shape)
    .execute(shape.params)
    .then(([row]) => {
      totals.set(key, row?.n ?? 0);
      return row?.n ?? 0;
    });
}

/** The ordered ids of a filter and sort (at most SNAPSHOT_MAX_IDS), from the cache when there. */
async function orderedIds(db: Db, shape: ListShape, sort: CatalogSort): Promise<string[]> {
  const { orders } = catalogCache(db);
  const key = `${shape.key}|${JSON.stringify(shape.params)}|${sort}`;
  let ids = orders.get(key);
  if (!ids) {
    const rows = await orderStatement(db, shape, sort).execute(shape.params);
    ids = rows.map((r) => r.id);
    orders.set(key, ids, Date.now(), sort === 'popularity' ? POPULAR_ORDER_TTL_MS : undefined);
  }
  return ids;
}

async function snapshotPage(
  db: Db,
  query: CatalogListQuery,
  shape: ListShape,
  sort: CatalogSort,
  offset: number,
): Promise<{ items: CatalogGroup[]; total: number }> {
  const ids = await orderedIds(db, shape, sort);
  const pageIds = ids.slice(offset, offset + query.pageSize);
  const [rows, total] = await Promise.all([
    pageIds.length ? groupsByIdsStatement(db).execute({ ids: pageIds }) : [],
    ids.length < SNAPSHOT_MAX_IDS ? ids.length : countOf(db, shape),
  ]);
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(toGroup), total };
}

/** GET /group-data (spec §7): every group, by name. */
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
    shipping: o.shipping,
    updatedAt: o.updatedAt,
  };
}

/** spec §3 "Variant record" + catalogue fields; `vendor` holds its offers, cheapest first. */
export function toVariant(v: VariantRow, group: GroupRow): CatalogVariant {
  return {
    ...v.specs,
    _id: v.id,
    groupId: v.groupId,
    model: v.model,
    brand: group.brand,
    mainCategory: group.mainCategory,
    ...(v.price !== null && { price: v.price }),
    ...(v.retailPrice !== null && { retailPrice: v.retailPrice }),
    notes: v.notes,
    includedParts: v.includedParts,
    vendor: v.offers.map(toOffer),
    images: v.images,
    ...(v.upc !== null && { upc: v.upc }),
    ...(v.mpn !== null && { mpn: v.mpn }),
    ...(v.caliber !== null && { caliber: v.caliber }),
    ...(v.caliberCompatibility.length > 0 && { caliberCompatibility: v.caliberCompatibility }),
    inStock: v.inStock,
    // Issue 9, ADR 060: only when the catalogue knows some (an empty object says nothing).
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
  const cached = cache.get(id) as CatalogVariant[] | undefined;
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

/** GET /{type endpoint}/group/{groupId} (spec §7): the variants of a group of that type. */
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
