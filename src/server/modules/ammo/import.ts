import { sql } from 'drizzle-orm';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import { ammoImportMessages as m } from '../../../shared/ammo/messages.ts';
import type { Db } from '../../db/client.ts';
import { catalogMerchants } from '../../db/schema.ts';
import { chunk } from '../../db/seed/batch.ts';
import { hash, slug } from '../../db/seed/catalog/generate.ts';
import type { MerchantInput } from '../catalog/store.ts';
import type { ListingRecord } from './listing-file.ts';
import { checkListing, type Listing } from './listing-row.ts';
import { upsertAmmo, type AmmoInput, type AmmoOfferInput } from './store.ts';

// `npm run ammo:import` (ADR 033): checks each listing (listing-row.ts: what its columns leave out
// is filled from its title), and upserts ammunition and offers by merchant + product id, in
// one transaction. Rows that cannot be used are reported with every reason, never half-imported.

export interface ImportReport {
  total: number;
  imported: number;
  updated: number;
  rejected: { row: number; reasons: string[] }[];
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
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
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
