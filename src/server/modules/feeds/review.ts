import { sql } from 'drizzle-orm';
import { CATALOG_TYPES, MAIN_CATEGORIES } from '../../../shared/catalog/types.ts';
import { feedMessages as m } from '../../../shared/feeds/messages.ts';
import type {
  CreateFromFeedItemRequest,
  FeedCandidate,
  FeedItem,
  FeedItemStatusName,
  FeedSuggestion,
  VariantHit,
} from '../../../shared/feeds/schemas.ts';
import type { Db } from '../../db/client.ts';
import type { FeedItemStatus } from '../../db/schema.ts';
import { slug } from '../../db/seed/catalog/generate.ts';
import { AppError } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/store-sql.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';
import { refreshCatalogStats, upsertCatalog, writeOffers } from '../catalog/store.ts';
import { writeHistory } from './offers.ts';

// The review queue of the back office (ADR 083): the parts a feed listed that no catalogue variant
// matched, with the classifier's suggestion and the closest candidates, and what an operator does
// with each. Link: the item becomes the merchant's offer for the chosen variant at once (from the
// stored row, as last seen), and later runs keep the link. Create: a new product group with one
// variant, then linked. Ignore: remembered, later runs skip it, and an offer it had is marked
// gone (never deleted). Each action is one transaction.

const iso = (value: Date | string) => new Date(value).toISOString();
const jsonIds = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

const TYPES = new Map(CATALOG_TYPES.map((t) => [t.key, t]));
const CATEGORIES = new Map<string, string>(MAIN_CATEGORIES.map((c) => [c.slug, c.label]));

/** The words of a search, each to be found somewhere (ILIKE patterns, wildcards escaped). */
function likeWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

interface ItemRow {
  merchantId: string;
  merchantName: string;
  productId: string;
  status: FeedItemStatus;
  title: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
  link: string;
  imageUrl: string | null;
  price: string | number;
  inStock: boolean;
  shipping: string;
  firstSeenAt: Date | string;
  lastSeenAt: Date | string;
  matchMethod: string | null;
  suggestion: Record<string, unknown> | null;
  candidates: Record<string, unknown>[] | null;
  variantId: string | null;
  groupId: string | null;
  variantName: string | null;
  variantBrand: string | null;
  mainCategory: string | null;
}

const ITEM_SELECT = sql`
  select i.merchant_id as "merchantId", mc.name as "merchantName", i.product_id as "productId",
         i.status, i.title, i.brand, i.gtin, i.mpn, i.product_type as "productType", i.link,
         i.image_url as "imageUrl", i.price, i.in_stock as "inStock", i.shipping,
         i.first_seen_at as "firstSeenAt", i.last_seen_at as "lastSeenAt",
         i.match_method as "matchMethod", i.suggestion, i.candidates,
         v.id as "variantId", v.group_id as "groupId", g.part_name || ' ' || v.model as "variantName",
         g.brand as "variantBrand", g.main_category as "mainCategory"
    from feed_items i
    join catalog_merchants mc on mc.id = i.merchant_id
    left join catalog_variants v on v.id = i.variant_id
    left join catalog_groups g on g.id = v.group_id`;

function suggestionOf(raw: Record<string, unknown> | null): FeedSuggestion | null {
  if (!raw || typeof raw.kind !== 'string') return null;
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' ? value : undefined;
  };
  const type = text('type');
  const mainCategory = text('mainCategory');
  const typeLabel = type ? TYPES.get(type)?.label : undefined;
  const categoryLabel = mainCategory ? CATEGORIES.get(mainCategory) : undefined;
  const subPart = text('subPart');
  const brand = text('brand');
  return {
    kind: raw.kind,
    confidence: typeof raw.confidence === 'number' ? raw.confidence : 0,
    ...(type && { type }),
    ...(typeLabel && { typeLabel }),
    ...(subPart && { subPart }),
    ...(mainCategory && { mainCategory }),
    ...(categoryLabel && { categoryLabel }),
    ...(brand && { brand }),
  };
}

interface VariantNow {
  id: string;
  groupId: string;
  name: string;
  brand: string;
  type: string;
}

/** The items as the API answers them: candidates named as their variants are now. */
async function itemsOf(db: Db, rows: ItemRow[]): Promise<FeedItem[]> {
  const candidateIds = new Set<string>();
  for (const r of rows)
    for (const c of r.candidates ?? [])
      if (typeof c.variantId === 'string') candidateIds.add(c.variantId);
  const variants = candidateIds.size
    ? await rowsOf<VariantNow>(
        db,
        sql`select v.id, v.group_id as "groupId", g.part_name || ' ' || v.model as name, g.brand,
                   g.type
              from catalog_variants v join catalog_groups g on g.id = v.group_id
             where v.id in ${jsonIds([...candidateIds])}`,
      )
    : [];
  const byId = new Map(variants.map((v) => [v.id, v]));
  return rows.map((r) => {
    const candidates: FeedCandidate[] = [];
    for (const c of r.candidates ?? []) {
      const v = typeof c.variantId === 'string' ? byId.get(c.variantId) : undefined;
      if (!v) continue; // the variant is gone since
      candidates.push({
        variantId: v.id,
        groupId: v.groupId,
        name: v.name,
        brand: v.brand,
        type: v.type,
        typeLabel: TYPES.get(v.type)?.label ?? v.type,
        score: typeof c.score === 'number' ? c.score : 0,
      });
    }
    return {
      merchantId: r.merchantId,
      merchantName: r.merchantName,
      productId: r.productId,
      status: r.status,
      title: r.title,
      brand: r.brand,
      gtin: r.gtin,
      mpn: r.mpn,
      productType: r.productType,
      link: r.link,
      imageUrl: r.imageUrl,
      price: Number(r.price),
      inStock: r.inStock,
      shipping: r.shipping,
      firstSeenAt: iso(r.firstSeenAt),
      lastSeenAt: iso(r.lastSeenAt),
      matchMethod: r.matchMethod,
      variant:
        r.variantId && r.groupId
          ? {
              id: r.variantId,
              groupId: r.groupId,
              name: r.variantName ?? '',
              brand: r.variantBrand ?? '',
              mainCategory: r.mainCategory ?? '',
            }
          : null,
      suggestion: suggestionOf(r.suggestion),
      candidates,
    };
  });
}

/** A page of items of one status, newest seen first; `q` finds words of title, brand, ids. */
export async function listFeedItems(
  db: Db,
  query: {
    status: FeedItemStatusName;
    page: number;
    pageSize: number;
    merchant?: string;
    q?: string;
  },
): Promise<{ items: FeedItem[]; total: number }> {
  const filters = [sql`i.status = ${query.status}`];
  if (query.merchant) filters.push(sql`i.merchant_id = ${query.merchant}`);
  for (const word of likeWords(query.q))
    filters.push(sql`(i.title || ' ' || coalesce(i.brand, '') || ' ' || i.product_id || ' ' ||
                      coalesce(i.gtin, '') || ' ' || coalesce(i.mpn, '')) ilike ${word}`);
  const where = sql.join(filters, sql` and `);
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from feed_items i where ${where}`,
  );
  const rows = await rowsOf<ItemRow>(
    db,
    sql`${ITEM_SELECT} where ${where}
        order by i.last_seen_at desc, i.merchant_id, i.product_id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items: await itemsOf(db, rows), total: counted?.n ?? 0 };
}

async function getItem(db: Db, merchantId: string, productId: string): Promise<FeedItem> {
  const rows = await rowsOf<ItemRow>(
    db,
    sql`${ITEM_SELECT} where i.merchant_id = ${merchantId} and i.product_id = ${productId}`,
  );
  const [item] = await itemsOf(db, rows);
  if (!item) throw new AppError('not_found', m.itemNotFound(merchantId, productId));
  return item;
}

/** Variants whose brand, part name, model, UPC or part number hold every word of `q`; 20 at most. */
export async function searchVariants(db: Db, q: string): Promise<VariantHit[]> {
  const words = likeWords(q);
  if (!words.length) return [];
  const exact = q.trim().toLowerCase();
  const digits = exact.replace(/\D/g, '');
  const rows = await rowsOf<Omit<VariantHit, 'typeLabel'>>(
    db,
    sql`select v.id as "variantId", v.group_id as "groupId", g.part_name as "groupName", g.brand,
               g.type, g.main_category as "mainCategory", v.model, v.upc, v.mpn
          from catalog_variants v join catalog_groups g on g.id = v.group_id
         where ${sql.join(
           words.map(
             (w) => sql`(g.brand || ' ' || g.part_name || ' ' || v.model || ' ' ||
                         coalesce(v.upc, '') || ' ' || coalesce(v.mpn, '')) ilike ${w}`,
           ),
           sql` and `,
         )}
         order by (lower(coalesce(v.mpn, '')) = ${exact}
                   or (${digits} <> '' and regexp_replace(coalesce(v.upc, ''), '[^0-9]', '', 'g') = ${digits})) desc,
                  lower(g.brand), g.name_key, v.position, v.id
         limit 20`,
  );
  return rows.map((r) => ({ ...r, typeLabel: TYPES.get(r.type)?.label ?? r.type }));
}

interface LockedItem {
  merchantName: string;
  status: FeedItemStatus;
  variantId: string | null;
  price: string | number;
  inStock: boolean;
  shipping: string;
  link: string;
  imageUrl: string | null;
  lastSeenAt: Date | string;
}

async function lockItem(tx: Db, merchantId: string, productId: string): Promise<LockedItem> {
  const [item] = await rowsOf<LockedItem>(
    tx,
    sql`select mc.name as "merchantName", i.status, i.variant_id as "variantId", i.price,
               i.in_stock as "inStock", i.shipping, i.link, i.image_url as "imageUrl",
               i.last_seen_at as "lastSeenAt"
          from feed_items i join catalog_merchants mc on mc.id = i.merchant_id
         where i.merchant_id = ${merchantId} and i.product_id = ${productId}
           for update of i`,
  );
  if (!item) throw new AppError('not_found', m.itemNotFound(merchantId, productId));
  return item;
}

export interface ReviewOptions {
  /** Hears the image URL of an offer written (queued for the image job). */
  onImages?: ((db: Db, urls: string[]) => Promise<unknown>) | undefined;
  now?: Date;
}

/**
 * Makes the item the merchant's offer for `variantId`, inside the caller's transaction: its
 * offer on another variant (an earlier link or match) moves, the variant's offer from no feed is
 * replaced, and another product's offer for the variant is a 409.
 */
async function linkLocked(
  tx: Db,
  key: { merchantId: string; productId: string },
  item: LockedItem,
  variantId: string,
  status: 'linked' | 'created',
  options: ReviewOptions,
): Promise<void> {
  const { merchantId, productId } = key;
  const now = options.now ?? new Date();
  const [variant] = await rowsOf<{ groupId: string }>(
    tx,
    sql`select group_id as "groupId" from catalog_variants where id = ${variantId}`,
  );
  if (!variant) throw new AppError('not_found', m.variantNotFound(variantId));
  const offers = await rowsOf<{
    variantId: string;
    groupId: string;
    productId: string | null;
    price: string | number;
    inStock: boolean;
    goneAt: Date | string | null;
  }>(
    tx,
    sql`select o.variant_id as "variantId", v.group_id as "groupId", o.product_id as "productId",
               o.price, o.in_stock as "inStock", o.gone_at as "goneAt"
          from catalog_offers o join catalog_variants v on v.id = o.variant_id
         where o.merchant_id = ${merchantId}
           and (o.variant_id = ${variantId} or o.product_id = ${productId})
           for update of o`,
  );
  const current = offers.find((o) => o.variantId === variantId);
  if (current?.productId && current.productId !== productId)
    throw new AppError('conflict', m.offerTaken(item.merchantName, current.productId));
  const groups = new Set([variant.groupId]);
  const moved = offers.filter((o) => o.variantId !== variantId);
  if (moved.length) {
    await tx.execute(sql`delete from catalog_offers
                          where merchant_id = ${merchantId} and product_id = ${productId}
                            and variant_id <> ${variantId}`);
    for (const o of moved) groups.add(o.groupId);
  }
  const price = Number(item.price);
  await writeOffers(tx, [
    {
      variantId,
      merchantId,
      productId,
      price,
      inStock: item.inStock,
      shipping: item.shipping,
      buyUrl: item.link,
      ...(item.imageUrl && { imageUrl: item.imageUrl }),
      checkedAt: new Date(item.lastSeenAt),
      updatedAt: now,
    },
  ]);
  const changed =
    !current ||
    current.goneAt !== null ||
    Number(current.price) !== price ||
    current.inStock !== item.inStock;
  if (changed)
    await writeHistory(tx, [
      { merchantId, variantId, price, inStock: item.inStock, recordedAt: now },
    ]);
  await tx.execute(sql`update feed_items
                          set status = ${status}, variant_id = ${variantId},
                              match_method = 'operator', match_score = null
                        where merchant_id = ${merchantId} and product_id = ${productId}`);
  await refreshCatalogStats(tx, [...groups]);
  if (item.imageUrl) await options.onImages?.(tx, [item.imageUrl]);
}

async function inTransaction(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (txn) => work(txn as unknown as Db));
  // A list read between the writes and the commit may have cached the figures from before.
  invalidateCatalogCache(db);
}

/** Link: the item is the merchant's offer for the variant from now on (status 'linked'). */
export async function linkFeedItem(
  db: Db,
  key: { merchantId: string; productId: string },
  variantId: string,
  options: ReviewOptions = {},
): Promise<FeedItem> {
  await inTransaction(db, async (tx) => {
    const item = await lockItem(tx, key.merchantId, key.productId);
    await linkLocked(tx, key, item, variantId, 'linked', options);
  });
  return getItem(db, key.merchantId, key.productId);
}

/** A free id from `base`: `base`, else `base-2`, `base-3`, … */
async function freeId(tx: Db, table: 'catalog_groups' | 'catalog_variants', base: string) {
  const taken = new Set(
    (
      await rowsOf<{ id: string }>(
        tx,
        sql`select id from ${sql.raw(table)} where id = ${base} or id like ${`${base}-%`}`,
      )
    ).map((r) => r.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Create: a new product group (id: the slug of brand and part name, made unique) with one variant,
 * and the item linked to it (status 'created'). Answers the item with its new variant.
 */
export async function createFromFeedItem(
  db: Db,
  key: { merchantId: string; productId: string },
  input: CreateFromFeedItemRequest,
  options: ReviewOptions = {},
): Promise<FeedItem> {
  await inTransaction(db, async (tx) => {
    const item = await lockItem(tx, key.merchantId, key.productId);
    const groupId = await freeId(
      tx,
      'catalog_groups',
      slug(`${input.brand} ${input.partName}`).slice(0, 120) || 'part',
    );
    const variantId = await freeId(
      tx,
      'catalog_variants',
      `${groupId}-${slug(input.model).slice(0, 60) || 'variant'}`,
    );
    const upc = input.upc?.trim();
    const mpn = input.mpn?.trim();
    await upsertCatalog(tx, {
      merchants: [],
      groups: [{ id: groupId, type: input.type, partName: input.partName, brand: input.brand }],
      variants: [
        {
          id: variantId,
          groupId,
          model: input.model,
          ...(upc && { upc }),
          ...(mpn && { mpn }),
        },
      ],
      offers: [],
    });
    await linkLocked(tx, key, item, variantId, 'created', options);
  });
  return getItem(db, key.merchantId, key.productId);
}

/**
 * Ignore: later runs skip the item. An offer it had is marked gone and out of stock (a history
 * row when that changes its stock) and its product's prices refreshed.
 */
export async function ignoreFeedItem(
  db: Db,
  key: { merchantId: string; productId: string },
  options: ReviewOptions = {},
): Promise<FeedItem> {
  const now = options.now ?? new Date();
  await inTransaction(db, async (tx) => {
    await lockItem(tx, key.merchantId, key.productId);
    const gone = await rowsOf<{
      variantId: string;
      groupId: string;
      price: string | number;
      wasInStock: boolean;
    }>(
      tx,
      sql`update catalog_offers as o
             set gone_at = ${now.toISOString()}, in_stock = false, updated_at = now()
            from catalog_offers as old join catalog_variants v on v.id = old.variant_id
           where o.merchant_id = ${key.merchantId} and o.product_id = ${key.productId}
             and o.gone_at is null
             and old.merchant_id = o.merchant_id and old.variant_id = o.variant_id
       returning o.variant_id as "variantId", v.group_id as "groupId", o.price,
                 old.in_stock as "wasInStock"`,
    );
    await writeHistory(
      tx,
      gone
        .filter((g) => g.wasInStock)
        .map((g) => ({
          merchantId: key.merchantId,
          variantId: g.variantId,
          price: Number(g.price),
          inStock: false,
          recordedAt: now,
        })),
    );
    await tx.execute(sql`update feed_items
                            set status = 'ignored', variant_id = null, match_method = null,
                                match_score = null
                          where merchant_id = ${key.merchantId} and product_id = ${key.productId}`);
    await refreshCatalogStats(tx, [...new Set(gone.map((g) => g.groupId))]);
  });
  return getItem(db, key.merchantId, key.productId);
}

/** Unignore: the item waits for review again (the next run may match it). */
export async function unignoreFeedItem(
  db: Db,
  key: { merchantId: string; productId: string },
): Promise<FeedItem> {
  await inTransaction(db, async (tx) => {
    const item = await lockItem(tx, key.merchantId, key.productId);
    if (item.status !== 'ignored') throw new AppError('conflict', m.notIgnored);
    await tx.execute(sql`update feed_items set status = 'unmatched'
                          where merchant_id = ${key.merchantId} and product_id = ${key.productId}`);
  });
  return getItem(db, key.merchantId, key.productId);
}
