import { sql } from 'drizzle-orm';
import { canonicalBrand } from '../../../shared/ammo/brands.ts';
import { findBulletType } from '../../../shared/ammo/bullet-types.ts';
import { ammoCaliberByKey, findAmmoCaliber } from '../../../shared/ammo/calibers.ts';
import { ammoImportMessages as m } from '../../../shared/ammo/messages.ts';
import { MAX_GRAIN, MAX_ROUND_COUNT, parseTitle } from '../../../shared/ammo/parse-title.ts';
import type { Db } from '../../db/client.ts';
import { catalogMerchants } from '../../db/schema.ts';
import { chunk } from '../../db/seed/batch.ts';
import { hash, slug } from '../../db/seed/catalog/generate.ts';
import type { MerchantInput } from '../catalog/store.ts';
import type { ListingRecord } from './listing-file.ts';
import { upsertAmmo, type AmmoInput, type AmmoOfferInput } from './store.ts';

// `npm run ammo:import` (issue 6, ADR 033): checks each listing, fills what its columns leave out
// from its title (parse-title.ts), and upserts ammunition and offers by merchant + product id, in
// one transaction. Rows that cannot be used are reported with every reason, never half-imported.

/** A listing that passed every check, with what its title told us filled in. */
export interface Listing {
  merchant: string;
  productId: string;
  title: string;
  price: number;
  buyLink: string;
  inStock: boolean;
  shipping: string;
  brand: string;
  caliber: string;
  grain?: number;
  bulletType?: AmmoInput['bulletType'];
  roundCount: number;
  casing?: string;
  upc?: string;
  platform?: string;
  description?: string;
}

export interface ImportReport {
  total: number;
  imported: number;
  updated: number;
  rejected: { row: number; reasons: string[] }[];
}

export const MAX_PRICE = 100_000;

const YES = new Set(['true', 'yes', 'y', '1', 'in stock', 'instock', 'available']);
const NO = new Set([
  'false',
  'no',
  'n',
  '0',
  'out of stock',
  'outofstock',
  'sold out',
  'unavailable',
]);

function limited(
  reasons: string[],
  field: string,
  value: string | undefined,
  max: number,
): string | undefined {
  if (value !== undefined && value.length > max) reasons.push(m.tooLong(field, max));
  return value;
}

/** A row's checks: the listing, or every reason it cannot be imported. */
export function checkListing(
  record: ListingRecord,
): { listing: Listing; reasons?: undefined } | { listing?: undefined; reasons: string[] } {
  const reasons: string[] = [];
  const merchant = limited(reasons, 'merchant', record.merchant, 100);
  const productId = limited(reasons, 'productId', record.productId, 200);
  const title = limited(reasons, 'title', record.title, 300);
  if (!merchant) reasons.push(m.merchantMissing);
  if (!productId) reasons.push(m.productIdMissing);
  if (!title) reasons.push(m.nameMissing);
  const parsed = parseTitle(title ?? '');

  let price: number | undefined;
  if (record.price === undefined) reasons.push(m.priceMissing);
  else {
    price = Number(record.price.replace(/[$,\s]/g, ''));
    if (!record.price.trim() || !Number.isFinite(price) || price < 0 || price > MAX_PRICE)
      reasons.push(m.priceInvalid(record.price));
    else price = Math.round(price * 100) / 100;
  }

  const buyLink = limited(reasons, 'buyLink', record.buyLink, 2000);
  let linkOk = false;
  try {
    linkOk = !!buyLink && ['http:', 'https:'].includes(new URL(buyLink).protocol);
  } catch {
    linkOk = false;
  }
  if (!linkOk) reasons.push(m.buyLinkInvalid(buyLink ?? ''));

  let inStock = true;
  if (record.inStock !== undefined) {
    const v = record.inStock.toLowerCase();
    if (YES.has(v)) inStock = true;
    else if (NO.has(v)) inStock = false;
    else reasons.push(m.inStockInvalid(record.inStock));
  }

  const brandText = limited(reasons, 'brand', record.brand, 100);
  const brand = brandText ? canonicalBrand(brandText) : parsed.brand;
  if (!brand) reasons.push(m.brandMissing);

  let caliber: string | undefined;
  if (record.caliber !== undefined) {
    // a messy calibre column ('5.56x45mm NATO Ammo') is read like a title
    caliber = findAmmoCaliber(record.caliber)?.key ?? parseTitle(record.caliber).caliber;
    if (!caliber) reasons.push(m.caliberUnknown(record.caliber));
  } else {
    caliber = parsed.caliber;
    if (!caliber) reasons.push(m.caliberMissing);
  }

  let grain = parsed.grain;
  if (record.grain !== undefined) {
    grain = Number(record.grain.replace(/\s*(grains?|gr)\s*$/i, ''));
    if (!Number.isFinite(grain) || grain <= 0 || grain > MAX_GRAIN) {
      reasons.push(m.grainInvalid(record.grain));
      grain = undefined;
    }
  }

  let roundCount = parsed.roundCount;
  if (record.roundCount !== undefined) {
    roundCount = Number(record.roundCount.replace(/,/g, ''));
    if (!Number.isInteger(roundCount) || roundCount < 1 || roundCount > MAX_ROUND_COUNT) {
      reasons.push(m.roundCountInvalid(record.roundCount));
      roundCount = undefined;
    }
  } else if (roundCount === undefined) reasons.push(m.roundCountMissing);

  // spec §5: a bullet type is one of nine; a column naming another ('V-MAX') leaves it empty
  const bulletType = record.bulletType ? findBulletType(record.bulletType) : parsed.bulletType;
  const casing = limited(reasons, 'casing', record.casing, 30) ?? parsed.casing;
  const upc = limited(reasons, 'upc', record.upc, 20);
  const platform = limited(reasons, 'platform', record.platform, 30);
  const description = limited(reasons, 'description', record.description, 2000);
  const shipping = limited(reasons, 'shipping', record.shipping, 100) ?? 'Free shipping';

  if (reasons.length) return { reasons };
  return {
    listing: {
      merchant: merchant!,
      productId: productId!,
      title: title!,
      price: price!,
      buyLink: buyLink!,
      inStock,
      shipping,
      brand: brand!,
      caliber: caliber!,
      ...(grain !== undefined && { grain }),
      ...(bulletType && { bulletType }),
      roundCount: roundCount!,
      ...(casing && { casing }),
      ...(upc && { upc }),
      ...(platform && { platform }),
      ...(description && { description }),
    },
  };
}

/** The id of a new ammunition item: its title as a slug (same title, same item). */
export function ammoIdForTitle(title: string): string {
  const id = slug(title).slice(0, 120).replace(/-+$/, '');
  return id || `ammo-${hash(title).toString(36)}`;
}

/** Merchants by name (case ignored); new names get a slug id that no other merchant has. */
async function merchantResolver(db: Db) {
  const rows = await db
    .select({ id: catalogMerchants.id, name: catalogMerchants.name })
    .from(catalogMerchants);
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  const ids = new Set(rows.map((r) => r.id));
  const created: MerchantInput[] = [];
  return {
    idFor(name: string): string {
      const known = byName.get(name.toLowerCase());
      if (known) return known;
      const base = slug(name) || 'merchant';
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
      byName.set(name.toLowerCase(), id);
      created.push({ id, name });
      return id;
    },
    /** Merchants created since the last call, to insert with the next batch. */
    takeCreated(): MerchantInput[] {
      return created.splice(0);
    },
  };
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Checked {
  row: number;
  listing: Listing;
  merchantId: string;
}

/**
 * Imports listing records (parsed from a JSON or CSV file) into the ammunition catalogue in one
 * transaction, in batches of `batchSize`. A listing whose merchant + product id is already known
 * is an update (of that offer and its item); otherwise it joins the item with its UPC, or with
 * its title, or makes a new one. `onProgress` hears after each batch.
 */
export async function importAmmoListings(
  db: Db,
  records: readonly ListingRecord[],
  options: {
    batchSize?: number;
    now?: Date;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<ImportReport> {
  const { batchSize = 500, now = new Date(), onProgress } = options;
  const report: ImportReport = { total: records.length, imported: 0, updated: 0, rejected: [] };
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const merchants = await merchantResolver(tx);
    const seenKeys = new Map<string, number>();
    const upcOwner = new Map<string, string>();
    let done = 0;
    for (const batch of chunk(
      records.map((record, i) => ({ record, row: i + 1 })),
      batchSize,
    )) {
      const checked: Checked[] = [];
      for (const { record, row } of batch) {
        const result = checkListing(record);
        if (result.reasons) {
          report.rejected.push({ row, reasons: result.reasons });
          continue;
        }
        const merchantId = merchants.idFor(result.listing.merchant);
        const key = `${merchantId}\u0000${result.listing.productId}`;
        const first = seenKeys.get(key);
        if (first !== undefined) {
          report.rejected.push({ row, reasons: [m.duplicateInFile(first)] });
          continue;
        }
        seenKeys.set(key, row);
        checked.push({ row, listing: result.listing, merchantId });
      }
      await importBatch(tx, checked, merchants.takeCreated(), upcOwner, now, report);
      done += batch.length;
      onProgress?.(done, records.length);
    }
  });
  report.rejected.sort((a, b) => a.row - b.row);
  return report;
}

async function importBatch(
  db: Db,
  checked: Checked[],
  newMerchants: MerchantInput[],
  upcOwner: Map<string, string>,
  now: Date,
  report: ImportReport,
): Promise<void> {
  const keys = checked.map((c) => ({ m: c.merchantId, p: c.listing.productId }));
  const existing = keys.length
    ? await rowsOf<{ merchantId: string; productId: string; ammoId: string }>(
        db,
        sql`select o.merchant_id as "merchantId", o.product_id as "productId", o.ammo_id as "ammoId"
              from ammo_offers o
              join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(m text, p text)
                on o.merchant_id = k.m and o.product_id = k.p`,
      )
    : [];
  const offerAmmo = new Map(existing.map((e) => [`${e.merchantId}\u0000${e.productId}`, e.ammoId]));
  const upcs = [...new Set(checked.flatMap((c) => (c.listing.upc ? [c.listing.upc] : [])))];
  if (upcs.length) {
    const owners = await rowsOf<{ id: string; upc: string }>(
      db,
      sql`select id, upc from ammunition
           where upc in (select jsonb_array_elements_text(${JSON.stringify(upcs)}::jsonb))`,
    );
    for (const o of owners) upcOwner.set(o.upc, o.id);
  }

  const items = new Map<string, AmmoInput>();
  const offers: AmmoOfferInput[] = [];
  const moved: string[] = [];
  for (const { row, listing, merchantId } of checked) {
    const known = offerAmmo.get(`${merchantId}\u0000${listing.productId}`);
    const byUpc = listing.upc ? upcOwner.get(listing.upc) : undefined;
    const ammoId = known ?? byUpc ?? ammoIdForTitle(listing.title);
    if (listing.upc && byUpc && byUpc !== ammoId) {
      report.rejected.push({ row, reasons: [m.upcTaken(listing.upc)] });
      continue;
    }
    if (listing.upc) upcOwner.set(listing.upc, ammoId);
    items.set(ammoId, {
      id: ammoId,
      name: listing.title,
      brand: listing.brand,
      caliber: listing.caliber,
      ...(listing.grain !== undefined && { grain: listing.grain }),
      ...(listing.bulletType && { bulletType: listing.bulletType }),
      roundCount: listing.roundCount,
      ...(listing.casing && { casing: listing.casing }),
      platform: listing.platform ?? ammoCaliberByKey(listing.caliber)!.platform,
      ...(listing.upc && { upc: listing.upc }),
      ...(listing.description && { description: listing.description }),
    });
    offers.push({
      ammoId,
      merchantId,
      productId: listing.productId,
      price: listing.price,
      inStock: listing.inStock,
      shipping: listing.shipping,
      buyUrl: listing.buyLink,
      updatedAt: now,
    });
    if (known) {
      report.updated += 1;
      if (known !== ammoId) moved.push(known);
    } else report.imported += 1;
  }
  await upsertAmmo(db, { merchants: newMerchants, items: [...items.values()], offers }, moved);
}

/** The report as the command prints it: counts, then each rejected row with its reasons. */
export function formatImportReport(report: ImportReport, maxRows = 100): string {
  const lines = [
    `${report.total} rows: ${report.imported} imported, ${report.updated} updated, ` +
      `${report.rejected.length} rejected`,
  ];
  for (const r of report.rejected.slice(0, maxRows))
    lines.push(`  row ${r.row}: ${r.reasons.join('; ')}`);
  if (report.rejected.length > maxRows)
    lines.push(`  … and ${report.rejected.length - maxRows} more rejected rows`);
  return lines.join('\n');
}
