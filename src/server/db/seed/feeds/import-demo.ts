import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { refreshAmmoStats } from '../../../modules/ammo/store.ts';
import { refreshCatalogStats, upsertMerchants } from '../../../modules/catalog/store.ts';
import { readMappingFile } from '../../../modules/feeds/read/mapping.ts';
import { formatFeedReport, type FeedReport } from '../../../modules/feeds/report.ts';
import { runFeed, type FetchSettings } from '../../../modules/feeds/run-feed.ts';
import type { Db } from '../../client.ts';
import { merchantInputs } from '../catalog/generate.ts';
import { writeDemoFeeds, type WrittenDemoFeed } from './files.ts';
import { DEMO_FEED_MERCHANTS } from './rows.ts';

// The demo merchants' offers enter the site as every merchant's do (ADR 084): their feed files are
// written to a fresh temporary directory, each imported through the feed importer as the whole
// catalogue of its merchant (trigger 'seed'), and the directory removed. A re-import of the same
// files only moves each offer's last-checked time, which is how a demo database is kept fresh.

/** Never used for files; runFeed asks for it. */
const NO_FETCH: FetchSettings = { allowPrivate: false, timeoutMs: 60_000, maxBytes: 100_000_000 };

/** A demo database is refreshed when its offers were last checked longer ago than this. */
export const DEMO_REFRESH_AFTER_MS = 86_400_000;

export interface DemoFeedResult {
  merchantId: string;
  status: 'succeeded' | 'failed' | 'unchanged' | 'busy';
  report?: FeedReport;
  error?: string;
}

export class DemoFeedError extends Error {}

/**
 * Imports the demo merchants' feeds (all, or those named) as of `now`. `strict` (the seed): a run
 * that fails, rejects a row or leaves a part unmatched is a fault in the demo data and throws.
 */
export async function importDemoOffers(
  db: Db,
  options: { now?: Date; merchantIds?: readonly string[]; strict?: boolean } = {},
): Promise<DemoFeedResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'buildwright-demo-feeds-'));
  try {
    const feeds = await writeDemoFeeds(dir, options.merchantIds);
    // One transaction for all of them: all or nothing, and on the embedded database every query
    // of the importer runs on the one connection that holds it.
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const results: DemoFeedResult[] = [];
      for (const feed of feeds) {
        const result = await importOne(tx, feed, options.now);
        results.push(result);
        if (options.strict) assertClean(result);
      }
      return results;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function importOne(db: Db, feed: WrittenDemoFeed, now?: Date): Promise<DemoFeedResult> {
  const { id, name } = feed.merchant;
  const result = await runFeed(db, {
    merchant: { id, name, isDemo: true },
    source: feed.path,
    format: feed.format,
    ...(feed.mappingPath && { mapping: await readMappingFile(feed.mappingPath) }),
    full: true,
    trigger: 'seed',
    fetch: NO_FETCH,
    ...(now && { now }),
  });
  const entry: DemoFeedResult = { merchantId: id, status: result.status };
  if ('report' in result && result.report) entry.report = result.report;
  if ('error' in result && result.error) entry.error = result.error;
  return entry;
}

/** The seed's check: a demo feed that fails, rejects a row or leaves a part unmatched is a bug. */
function assertClean(result: DemoFeedResult): void {
  const { report } = result;
  if (result.status === 'succeeded' && report && !report.rejected && !report.parts.unmatched)
    return;
  throw new DemoFeedError(
    `the demo feed of ${result.merchantId} did not import cleanly: ` +
      (report ? formatFeedReport(report) : (result.error ?? result.status)),
  );
}

/**
 * The demo merchants whose offers were last checked before `before` (or who have none): those of
 * the demo data (marked demo, or with the demo's `.example` website from before the mark existed)
 * whose feed no operator has pointed at a URL.
 */
export async function demoMerchantsCheckedBefore(db: Db, before: Date): Promise<string[]> {
  const ids = DEMO_FEED_MERCHANTS.map((m) => m.id);
  const result: unknown = await db.execute(sql`
    select m.id,
           greatest(
             (select max(o.checked_at) from catalog_offers o
               where o.merchant_id = m.id and o.gone_at is null),
             (select max(o.checked_at) from ammo_offers o
               where o.merchant_id = m.id and o.gone_at is null)) as "lastChecked"
      from catalog_merchants m
      left join merchant_feeds f on f.merchant_id = m.id
     where m.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
       and (m.is_demo or m.website_url = 'https://' || m.id || '.example')
       and f.url is null`);
  const rows = (result as { rows: { id: string; lastChecked: Date | string | null }[] }).rows;
  return rows
    .filter((r) => r.lastChecked === null || new Date(r.lastChecked).getTime() < before.getTime())
    .map((r) => r.id)
    .sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
}

/**
 * Re-imports the feeds of the demo merchants whose offers were last checked more than a day before
 * `now`, so a demo database started after a week keeps its prices (stale offers give none). Their
 * merchant rows are marked demo on the way (databases seeded before the mark existed).
 */
export async function refreshDemoMerchants(db: Db, now: Date): Promise<DemoFeedResult[]> {
  const due = await demoMerchantsCheckedBefore(db, new Date(now.getTime() - DEMO_REFRESH_AFTER_MS));
  if (!due.length) return [];
  // Their shipping rules stay as they are: an operator may have set them.
  const merchants = merchantInputs(DEMO_FEED_MERCHANTS.filter((m) => due.includes(m.id)));
  await upsertMerchants(
    db,
    merchants.map(({ shipping: _kept, ...m }) => m),
  );
  const results = await importDemoOffers(db, { now, merchantIds: due });
  // Every product's 'from' price and stock again: the importer refreshes those whose offers it saw
  // as stale, by the staleness the process knows, which start-up has not read from the
  // configuration yet.
  await refreshCatalogStats(db);
  await refreshAmmoStats(db);
  return results;
}
