import { sql } from 'drizzle-orm';
import { classifyFeedItem } from '../../../shared/catalog/classify.ts';
import type { Db } from '../../db/client.ts';
import { catalogMerchants, feedItems } from '../../db/schema.ts';
import { insertInBatches } from '../../db/seed/batch.ts';
import { slug } from '../../db/seed/catalog/generate.ts';
import { getOfferStaleMs, rowsOf } from '../../lib/store-sql.ts';
import { refreshAmmoStats, writeAmmo, type AmmoOfferInput } from '../ammo/store.ts';
import {
  refreshCatalogStats,
  upsertMerchants,
  writeOffers,
  type OfferInput,
} from '../catalog/store.ts';
import { AmmoMatcher, ammoOf, type AmmoRow } from './match-ammo.ts';
import { PartMatcher, type PartMatch } from './match-parts.ts';
import { normaliseRow, type FeedOffer } from './normalise.ts';
import {
  compareOffer,
  markGone,
  touchOffers,
  writeHistory,
  type HistoryRow,
  type StoredOffer,
} from './offers.ts';
import { acceptedNames } from './read/csv.ts';
import type { FeedAttribute, FeedReader } from './read/types.ts';
import { reject } from './rejects.ts';
import { addReject, emptyReport, type FeedReport } from './report.ts';

// One feed file into the catalogue (ADR 081). Rows are read one at a time and handled in batches
// of 1,000, each batch in its own transaction (the site stays usable during a long import and a
// failure loses at most the batch it happened in; a re-run picks up where it is). A row becomes an
// offer, a product waiting for review, or a rejected row with its reasons. Re-running the same
// file changes nothing but the time each offer was last seen. A whole-catalogue run marks the
// merchant's offers it did not see as gone, at the end, and only when the file held something
// usable.

export type FeedTrigger = 'cli' | 'schedule' | 'admin' | 'seed';

export interface FeedImportOptions {
  /** The merchant the feed is of; undefined: each row names its merchant (older ammo files). */
  merchant?: { id: string; name?: string; isDemo?: boolean };
  /** The file is the merchant's whole catalogue: offers it does not list are marked gone. */
  full?: boolean;
  /** How the source is shown (a file name, or a URL without query). */
  source: string;
  now?: Date;
  batchSize?: number;
  /** Hears the number of rows read after each batch. */
  onProgress?: (rows: number) => void | Promise<void>;
  /** Hears the image URLs of new or changed offers, to fetch them in the background. */
  onImages?: (db: Db, urls: string[]) => Promise<unknown>;
}

const REQUIRED: readonly FeedAttribute[] = ['title', 'price', 'link'];

interface Pending {
  offer: FeedOffer;
  merchantId: string;
}

/**
 * `= any(…ids)`: an array computed once, which an index scan looks up key by key. (An `in
 * (subquery)` lets the planner scan a merchant's offers and test each against the list, which
 * stale statistics in the middle of a large import make quadratic.)
 */
const anyOf = (ids: readonly string[]) =>
  sql`any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))`;

export class MerchantError extends Error {}

/**
 * The merchant by slug, made when new (its name: `name`, else the slug in words). A new merchant
 * whose name another merchant has is refused: names are unique.
 */
export async function ensureMerchant(
  db: Db,
  merchant: { id: string; name?: string; isDemo?: boolean },
): Promise<{ id: string; name: string }> {
  const [found] = await db
    .select({ id: catalogMerchants.id, name: catalogMerchants.name })
    .from(catalogMerchants)
    .where(sql`${catalogMerchants.id} = ${merchant.id}`);
  if (found && (merchant.name === undefined || merchant.name === found.name)) return found;
  const name =
    merchant.name ??
    merchant.id
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  const [clash] = await db
    .select({ id: catalogMerchants.id })
    .from(catalogMerchants)
    .where(
      sql`lower(${catalogMerchants.name}) = ${name.toLowerCase()} and ${catalogMerchants.id} <> ${merchant.id}`,
    );
  if (clash) throw new MerchantError(`Merchant "${clash.id}" is already named "${name}"`);
  await upsertMerchants(db, [{ id: merchant.id, name, isDemo: merchant.isDemo ?? false }]);
  return { id: merchant.id, name };
}

/** Merchants named by rows (files of several merchants): by name, new ones made with a slug id. */
class MerchantsByName {
  private byName = new Map<string, string>();
  private ids = new Set<string>();
  private loaded = false;

  constructor(private readonly db: Db) {}

  async idFor(name: string): Promise<string> {
    if (!this.loaded) {
      const rows = await this.db
        .select({ id: catalogMerchants.id, name: catalogMerchants.name })
        .from(catalogMerchants);
      for (const r of rows) {
        this.byName.set(r.name.toLowerCase(), r.id);
        this.ids.add(r.id);
      }
      this.loaded = true;
    }
    const known = this.byName.get(name.toLowerCase());
    if (known) return known;
    const base = slug(name) || 'merchant';
    let id = base;
    for (let n = 2; this.ids.has(id); n++) id = `${base}-${n}`;
    this.ids.add(id);
    this.byName.set(name.toLowerCase(), id);
    await upsertMerchants(this.db, [{ id, name }]);
    return id;
  }
}

/** Imports one feed; answers the report (it does not throw for bad rows, only for a bad file). */
export async function importFeed(
  db: Db,
  reader: FeedReader,
  options: FeedImportOptions,
): Promise<FeedReport> {
  const now = options.now ?? new Date();
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const staleBefore = new Date(now.getTime() - getOfferStaleMs());
  const merchant = options.merchant ? await ensureMerchant(db, options.merchant) : null;
  const full = Boolean(options.full && merchant);
  const report = emptyReport(
    { merchant, source: options.source, format: reader.format, full },
    now,
  );
  const byName = new MerchantsByName(db);
  const parts = new PartMatcher();
  const ammo = new AmmoMatcher();
  const seen = new Map<string, number>();
  /** Per merchant, the variants already given an offer by a row of this run. */
  const variantRows = new Map<string, number>();
  const merchantsSeen = new Set<string>();
  let batch: Pending[] = [];
  let columnsChecked = false;
  let analysedAt = 0;

  const flush = async () => {
    if (!batch.length) return;
    const pending = batch;
    batch = [];
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await importBatch(tx, pending, {
        now,
        staleBefore,
        report,
        parts,
        ammo,
        variantRows,
        onImages: options.onImages,
      });
    });
    // A merchant's first import grows its offers from none to many within one run: fresh
    // statistics keep the planner looking offers up by key instead of scanning them.
    const written = report.offers.new + report.parts.unmatched;
    if (written - analysedAt >= ANALYSE_EVERY_ROWS) {
      analysedAt = written;
      await analyseFeedTables(db);
    }
    await options.onProgress?.(report.rows);
  };

  try {
    await analyseFeedTables(db);
    for await (const row of reader.rows) {
      report.rows += 1;
      if (!columnsChecked) {
        columnsChecked = true;
        const known = new Set(reader.knownColumns());
        for (const attribute of REQUIRED)
          if (!known.has(attribute))
            report.missingColumns.push({ attribute, accepted: acceptedNames(attribute) });
      }
      const normalised = normaliseRow(row, now);
      if (normalised.rejects) {
        addReject(
          report,
          { row: row.row, id: row.fields.id, title: row.fields.title },
          normalised.rejects,
        );
        continue;
      }
      const { offer } = normalised;
      let merchantId = merchant?.id;
      if (!merchantId) {
        if (!offer.merchant) {
          addReject(report, offer, [reject('noMerchant')]);
          continue;
        }
        merchantId = await byName.idFor(offer.merchant);
      }
      merchantsSeen.add(merchantId);
      const key = `${merchantId}\u0000${offer.productId}`;
      const first = seen.get(key);
      if (first !== undefined) {
        const code = offer.productId.startsWith('u-') ? 'duplicateRow' : 'duplicateId';
        addReject(report, { row: offer.row, id: offer.productId, title: offer.title }, [
          reject(code, `row ${first}`),
        ]);
        continue;
      }
      seen.set(key, offer.row);
      batch.push({ offer, merchantId });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
  } catch (err) {
    report.error = (err as Error).message;
  }
  report.unknownColumns = reader.unknownColumns();
  report.usable =
    report.offers.new + report.offers.changed + report.offers.unchanged + report.parts.unmatched >
    0;

  if (full && merchant && report.usable && !report.error) {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const history: HistoryRow[] = [];
      const goneParts = await markGone(tx, 'catalog_offers', merchant.id, now);
      const goneAmmo = await markGone(tx, 'ammo_offers', merchant.id, now);
      for (const g of goneParts)
        if (g.wasInStock)
          history.push({
            merchantId: merchant.id,
            variantId: g.itemId,
            price: g.price,
            inStock: false,
            recordedAt: now,
          });
      for (const g of goneAmmo)
        if (g.wasInStock)
          history.push({
            merchantId: merchant.id,
            ammoId: g.itemId,
            price: g.price,
            inStock: false,
            recordedAt: now,
          });
      report.historyRows += await writeHistory(tx, history);
      report.offers.gone = goneParts.length + goneAmmo.length;
      await refreshCatalogStats(
        tx,
        await groupsOf(
          tx,
          goneParts.map((g) => g.itemId),
        ),
      );
      await refreshAmmoStats(tx, [...new Set(goneAmmo.map((g) => g.itemId))]);
    });
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** New rows between two refreshes of the planner's statistics during a run. */
const ANALYSE_EVERY_ROWS = 10_000;

async function analyseFeedTables(db: Db): Promise<void> {
  await db.execute(sql`analyze catalog_offers, ammo_offers, feed_items`);
}

async function groupsOf(db: Db, variantIds: readonly string[]): Promise<string[]> {
  if (!variantIds.length) return [];
  const rows = await rowsOf<{ groupId: string }>(
    db,
    sql`select distinct group_id as "groupId" from catalog_variants where id = ${anyOf([...new Set(variantIds)])}`,
  );
  return rows.map((r) => r.groupId);
}

interface BatchContext {
  now: Date;
  staleBefore: Date;
  report: FeedReport;
  parts: PartMatcher;
  ammo: AmmoMatcher;
  variantRows: Map<string, number>;
  onImages: FeedImportOptions['onImages'];
}

async function importBatch(db: Db, pending: Pending[], ctx: BatchContext): Promise<void> {
  const byMerchant = new Map<string, FeedOffer[]>();
  for (const p of pending)
    byMerchant.set(p.merchantId, [...(byMerchant.get(p.merchantId) ?? []), p.offer]);
  const images = new Set<string>();
  for (const [merchantId, offers] of byMerchant) {
    const ammoRows: FeedOffer[] = [];
    const partRows: FeedOffer[] = [];
    const notOurs = new Set<FeedOffer>();
    for (const offer of offers) {
      const hasAmmoColumns = Object.keys(offer.ammo).length > 0;
      const classified = hasAmmoColumns
        ? undefined
        : classifyFeedItem({
            title: offer.title,
            ...(offer.productType && { productType: offer.productType }),
            ...(offer.googleCategory && { googleCategory: offer.googleCategory }),
            ...(offer.brand && { brand: offer.brand }),
          });
      if (!classified || classified.kind === 'ammo') ammoRows.push(offer);
      else {
        // Recognised as a part, or not recognised at all (an operator decides). Something the
        // classifier reads as not ours is still a part when its GTIN or part number is one of the
        // catalogue's; otherwise it is refused, not queued.
        partRows.push(offer);
        if (classified.kind === 'other' && classified.confidence > 0) notOurs.add(offer);
      }
    }
    await importAmmoRows(db, merchantId, ammoRows, ctx, images);
    await importPartRows(db, merchantId, partRows, ctx, images, notOurs);
  }
  if (images.size) await ctx.onImages?.(db, [...images]);
}

const rowRef = (o: FeedOffer) => ({ row: o.row, id: o.productId, title: o.title });

/**
 * Compares one offer with the stored one (of an ammunition item or a variant) and counts it: an
 * unchanged offer is only touched; a new or changed one answers the columns to write, which the
 * caller completes with its item's key; a price or stock change answers its history row.
 */
function stageOffer(
  offer: FeedOffer,
  itemId: string,
  before: StoredOffer | undefined,
  merchantId: string,
  ctx: BatchContext,
  images: Set<string>,
  touch: string[],
) {
  const compared = compareOffer(before, offer, itemId, ctx.staleBefore);
  ctx.report.offers[compared.change] += 1;
  let fields;
  if (compared.change === 'unchanged') touch.push(offer.productId);
  else {
    fields = {
      merchantId,
      productId: offer.productId,
      price: offer.price,
      inStock: offer.inStock,
      shipping: offer.shipping,
      shippingPrice: offer.shippingPrice,
      buyUrl: offer.link,
      ...(offer.imageUrl && { imageUrl: offer.imageUrl }),
      checkedAt: ctx.now,
      updatedAt: ctx.now,
    };
    if (offer.imageUrl) images.add(offer.imageUrl);
  }
  const history = compared.history
    ? { merchantId, price: offer.price, inStock: offer.inStock, recordedAt: ctx.now }
    : undefined;
  return { fields, history, revived: compared.revived };
}

async function importAmmoRows(
  db: Db,
  merchantId: string,
  offers: FeedOffer[],
  ctx: BatchContext,
  images: Set<string>,
): Promise<void> {
  if (!offers.length) return;
  const rows: AmmoRow[] = [];
  for (const offer of offers) {
    const result = ammoOf(offer);
    if ('rejects' in result) addReject(ctx.report, rowRef(offer), result.rejects);
    else rows.push({ offer, item: result.item });
  }
  if (!rows.length) return;
  const stored = await rowsOf<StoredOffer & { productId: string }>(
    db,
    sql`select product_id as "productId", ammo_id as "itemId", price, in_stock as "inStock",
               shipping, shipping_price as "shippingPrice", buy_url as "buyUrl",
               image_url as "imageUrl", gone_at as "goneAt",
               checked_at as "checkedAt"
          from ammo_offers
         where merchant_id = ${merchantId}
           and product_id = ${anyOf(rows.map((r) => r.offer.productId))}`,
  );
  const storedBy = new Map(stored.map((s) => [s.productId, s]));
  const known = new Map(stored.map((s) => [s.productId, s.itemId]));
  const { ids, created } = await ctx.ammo.resolve(db, rows, known);

  const write: AmmoOfferInput[] = [];
  const touch: string[] = [];
  const history: HistoryRow[] = [];
  const refresh = new Set<string>();
  for (const row of rows) {
    const { offer } = row;
    const ammoId = ids.get(row)!;
    const before = storedBy.get(offer.productId);
    const staged = stageOffer(offer, ammoId, before, merchantId, ctx, images, touch);
    if (staged.fields) {
      write.push({ ammoId, ...staged.fields });
      refresh.add(ammoId);
      if (before && before.itemId !== ammoId) refresh.add(before.itemId);
    }
    if (staged.revived) refresh.add(ammoId);
    if (staged.history) history.push({ ammoId, ...staged.history });
  }
  await writeAmmo(db, created, write);
  ctx.report.ammoCreated += created.length;
  await touchOffers(db, 'ammo_offers', merchantId, touch, ctx.now);
  ctx.report.historyRows += await writeHistory(db, history);
  await refreshAmmoStats(db, [...refresh]);
}

interface StoredItem {
  productId: string;
  status: string;
  variantId: string | null;
  title: string;
  price: string | number;
  inStock: boolean;
  link: string;
  imageUrl: string | null;
  shipping: string;
}

async function importPartRows(
  db: Db,
  merchantId: string,
  offers: FeedOffer[],
  ctx: BatchContext,
  images: Set<string>,
  notOurs: ReadonlySet<FeedOffer>,
): Promise<void> {
  if (!offers.length) return;
  const productIds = offers.map((o) => o.productId);
  const items = await rowsOf<StoredItem>(
    db,
    sql`select product_id as "productId", status, variant_id as "variantId", title, price,
               in_stock as "inStock", link, image_url as "imageUrl", shipping
          from feed_items
         where merchant_id = ${merchantId} and product_id = ${anyOf(productIds)}`,
  );
  const itemBy = new Map(items.map((i) => [i.productId, i]));
  const toMatch: FeedOffer[] = [];
  const variantOf = new Map<FeedOffer, { variantId: string; match?: PartMatch }>();
  const ignored: string[] = [];
  for (const offer of offers) {
    const item = itemBy.get(offer.productId);
    if (item?.status === 'ignored') {
      ignored.push(offer.productId);
      ctx.report.parts.ignored += 1;
    } else if (item?.variantId && item.status !== 'unmatched')
      variantOf.set(offer, { variantId: item.variantId });
    else toMatch.push(offer);
  }
  const matches = await ctx.parts.match(db, toMatch);
  const unmatched: { offer: FeedOffer; match: PartMatch }[] = [];
  for (const offer of toMatch) {
    const match = matches.get(offer)!;
    const byCode = match.method === 'gtin' || match.method === 'mpn';
    if (notOurs.has(offer) && !byCode) addReject(ctx.report, rowRef(offer), [reject('notListed')]);
    else if (match.variantId) variantOf.set(offer, { variantId: match.variantId, match });
    else unmatched.push({ offer, match });
  }

  // One offer per merchant and variant: a second row for a variant is refused.
  const accepted: { offer: FeedOffer; variantId: string; match?: PartMatch }[] = [];
  for (const offer of offers) {
    const v = variantOf.get(offer);
    if (!v) continue;
    const key = `${merchantId}\u0000${v.variantId}`;
    const first = ctx.variantRows.get(key);
    if (first !== undefined) {
      addReject(ctx.report, rowRef(offer), [reject('sameVariant', `row ${first}`)]);
      continue;
    }
    ctx.variantRows.set(key, offer.row);
    accepted.push({ offer, ...v });
  }
  ctx.report.parts.matched += accepted.length;
  ctx.report.parts.unmatched += unmatched.length;

  // Offers: compare with what is stored under the product id or the variant.
  const stored = accepted.length
    ? await rowsOf<StoredOffer & { groupId: string }>(
        db,
        sql`select o.product_id as "productId", o.variant_id as "itemId", o.price,
                   o.in_stock as "inStock", o.shipping, o.shipping_price as "shippingPrice",
                   o.buy_url as "buyUrl",
                   o.image_url as "imageUrl", o.gone_at as "goneAt", o.checked_at as "checkedAt",
                   v.group_id as "groupId"
              from catalog_offers o join catalog_variants v on v.id = o.variant_id
             where o.merchant_id = ${merchantId}
               and (o.product_id = ${anyOf(accepted.map((a) => a.offer.productId))}
                    or o.variant_id = ${anyOf(accepted.map((a) => a.variantId))})`,
      )
    : [];
  const byProduct = new Map(
    stored.flatMap((s) => (s.productId ? [[s.productId, s] as const] : [])),
  );
  const byVariant = new Map(stored.map((s) => [s.itemId, s]));
  const groupOfVariant = new Map(stored.map((s) => [s.itemId, s.groupId]));
  const moved: string[] = [];
  const write: OfferInput[] = [];
  const touch: string[] = [];
  const history: HistoryRow[] = [];
  const refreshVariants = new Set<string>();
  const refreshGroups = new Set<string>();
  for (const { offer, variantId } of accepted) {
    const previous = byProduct.get(offer.productId);
    if (previous && previous.itemId !== variantId) {
      moved.push(previous.itemId);
      refreshGroups.add(previous.groupId);
    }
    const before = byVariant.get(variantId);
    const staged = stageOffer(offer, variantId, before, merchantId, ctx, images, touch);
    if (staged.fields) {
      write.push({
        variantId,
        ...staged.fields,
        ...(offer.regularPrice !== undefined && { retailPrice: offer.regularPrice }),
      });
      refreshVariants.add(variantId);
    }
    if (staged.revived) refreshVariants.add(variantId);
    if (staged.history) history.push({ variantId, ...staged.history });
  }
  if (moved.length)
    await db.execute(sql`delete from catalog_offers
                          where merchant_id = ${merchantId} and variant_id = ${anyOf(moved)}
                            and product_id = ${anyOf(accepted.map((a) => a.offer.productId))}`);
  await writeOffers(db, write);
  await touchOffers(db, 'catalog_offers', merchantId, touch, ctx.now);
  ctx.report.historyRows += await writeHistory(db, history);
  const unknownGroups = [...refreshVariants].filter((v) => !groupOfVariant.has(v));
  for (const g of await groupsOf(db, unknownGroups)) refreshGroups.add(g);
  for (const v of refreshVariants) {
    const g = groupOfVariant.get(v);
    if (g) refreshGroups.add(g);
  }
  await refreshCatalogStats(db, [...refreshGroups]);

  await writeFeedItems(db, merchantId, ctx.now, itemBy, ignored, [
    ...accepted.map(({ offer, variantId, match }) => ({ offer, variantId, match })),
    ...unmatched.map(({ offer, match }) => ({ offer, match })),
  ]);
}

/**
 * Keeps feed_items up to date: each product's latest row and what it resolved to. A product whose
 * stored row is the same only has its last-seen time moved.
 */
async function writeFeedItems(
  db: Db,
  merchantId: string,
  now: Date,
  stored: Map<string, StoredItem>,
  ignored: string[],
  resolved: { offer: FeedOffer; variantId?: string; match?: PartMatch }[],
): Promise<void> {
  const touch = [...ignored];
  const rows: (typeof feedItems.$inferInsert)[] = [];
  for (const { offer, variantId, match } of resolved) {
    const before = stored.get(offer.productId);
    const status = variantId
      ? before && (before.status === 'linked' || before.status === 'created')
        ? before.status
        : 'matched'
      : 'unmatched';
    const same =
      before &&
      before.status === status &&
      before.variantId === (variantId ?? null) &&
      before.title === offer.title &&
      Number(before.price) === offer.price &&
      before.inStock === offer.inStock &&
      before.link === offer.link &&
      (before.imageUrl ?? undefined) === offer.imageUrl &&
      before.shipping === offer.shipping &&
      status !== 'unmatched';
    if (same) {
      touch.push(offer.productId);
      continue;
    }
    rows.push({
      merchantId,
      productId: offer.productId,
      status,
      variantId: variantId ?? null,
      matchMethod: match?.method ?? null,
      matchScore: match?.score ?? null,
      title: offer.title,
      brand: offer.brand ?? null,
      gtin: offer.gtin ?? null,
      mpn: offer.mpn ?? null,
      productType: offer.productType ?? null,
      googleCategory: offer.googleCategory ?? null,
      link: offer.link,
      imageUrl: offer.imageUrl ?? null,
      price: offer.price,
      inStock: offer.inStock,
      shipping: offer.shipping,
      suggestion: match?.suggestion ?? null,
      candidates: (match?.candidates ?? []) as unknown as Record<string, unknown>[],
      lastSeenAt: now,
    });
  }
  await insertInBatches(rows, (batch) =>
    db
      .insert(feedItems)
      .values(batch)
      .onConflictDoUpdate({
        target: [feedItems.merchantId, feedItems.productId],
        set: {
          status: sql`excluded.status`,
          variantId: sql`excluded.variant_id`,
          matchMethod: sql`coalesce(excluded.match_method, ${feedItems.matchMethod})`,
          matchScore: sql`coalesce(excluded.match_score, ${feedItems.matchScore})`,
          title: sql`excluded.title`,
          brand: sql`excluded.brand`,
          gtin: sql`excluded.gtin`,
          mpn: sql`excluded.mpn`,
          productType: sql`excluded.product_type`,
          googleCategory: sql`excluded.google_category`,
          link: sql`excluded.link`,
          imageUrl: sql`excluded.image_url`,
          price: sql`excluded.price`,
          inStock: sql`excluded.in_stock`,
          shipping: sql`excluded.shipping`,
          suggestion: sql`excluded.suggestion`,
          candidates: sql`excluded.candidates`,
          lastSeenAt: sql`excluded.last_seen_at`,
        },
      }),
  );
  if (touch.length)
    await db.execute(sql`update feed_items set last_seen_at = ${now.toISOString()}
                          where merchant_id = ${merchantId} and product_id = ${anyOf(touch)}`);
}
