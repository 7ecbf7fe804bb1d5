import { sql } from 'drizzle-orm';
import { feedMessages as m } from '../../../shared/feeds/messages.ts';
import {
  FEED_SETTING_FORMATS,
  feedReportSchema,
  type FeedMerchant,
  type FeedRun,
  type FeedSettings,
} from '../../../shared/feeds/schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { getOfferStaleMs, rowsOf } from '../../lib/store-sql.ts';
import type { ShippingRule } from '../../../shared/prices/shipping.ts';
import { setMerchantShipping } from '../catalog/store.ts';
import { queueImages } from '../media/service.ts';
import { FeedReadError } from './read/errors.ts';
import { parseMapping, type FeedMapping } from './read/mapping.ts';
import type { FeedReport } from './report.ts';
import { runFeed, type FetchSettings, type RunFeedResult } from './run-feed.ts';

// The back office's view of the merchants' feeds (ADR 083): every merchant with its feed settings,
// its offers counted as listed, stale and gone, its review queue and its last run; saving the
// settings (a mapping is checked by the importer's own rules); the runs with their reports; and
// "Run now", which starts the same run the scheduler makes and answers as soon as it is recorded.

// The stored report is the importer's FeedReport: the schema the API answers with must read it.
const sameShape: (r: FeedReport) => ReturnType<typeof feedReportSchema.parse> = (r) => r;
void sameShape;

const iso = (value: Date | string) => new Date(value).toISOString();

interface RunRow {
  id: string;
  merchantId: string;
  merchantName: string;
  trigger: string;
  source: string;
  status: FeedRun['status'];
  rowsRead: number;
  startedAt: Date | string;
  finishedAt: Date | string | null;
  error: string | null;
  report: unknown;
}

const RUN_COLUMNS = sql`r.id, r.merchant_id as "merchantId", m.name as "merchantName", r.trigger,
  r.source, r.status, r.rows_read as "rowsRead", r.started_at as "startedAt",
  r.finished_at as "finishedAt", r.error, r.report`;

function runOf(row: RunRow): FeedRun {
  // A report the schema cannot read (written by an older importer) is left out, never a 500.
  const report = row.report ? feedReportSchema.safeParse(row.report) : undefined;
  return {
    id: row.id,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    trigger: row.trigger,
    source: row.source,
    status: row.status,
    rowsRead: Number(row.rowsRead),
    startedAt: iso(row.startedAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
    error: row.error,
    report: report?.success ? report.data : null,
  };
}

interface MerchantRow {
  id: string;
  name: string;
  isDemo: boolean;
  websiteUrl: string;
  shippingFlat: number | string;
  shippingPerItem: number | string;
  shippingFreeOver: number | string | null;
  hasFeed: boolean;
  url: string | null;
  format: string | null;
  mapping: Record<string, unknown> | null;
  intervalMinutes: number | null;
  fullCatalogue: boolean | null;
  enabled: boolean | null;
  nextRunAt: Date | string | null;
  running: boolean | null;
  listed: number;
  stale: number;
  gone: number;
  unmatched: number;
}

function merchantQuery(where: ReturnType<typeof sql>) {
  const staleSecs = getOfferStaleMs() / 1000;
  return sql`
    select m.id, m.name, m.is_demo as "isDemo", m.website_url as "websiteUrl",
           m.shipping_flat as "shippingFlat", m.shipping_per_item as "shippingPerItem",
           m.shipping_free_over as "shippingFreeOver",
           f.merchant_id is not null as "hasFeed", f.url, f.format, f.mapping,
           f.interval_minutes as "intervalMinutes", f.full_catalogue as "fullCatalogue",
           f.enabled, f.next_run_at as "nextRunAt",
           (f.lease_until is not null and f.lease_until > now()) as running,
           coalesce(o.listed, 0)::int as listed, coalesce(o.stale, 0)::int as stale,
           coalesce(o.gone, 0)::int as gone,
           (select count(*) from feed_items i
             where i.merchant_id = m.id and i.status = 'unmatched')::int as unmatched
      from catalog_merchants m
      left join merchant_feeds f on f.merchant_id = m.id
      left join lateral (
        select count(*) filter (where x.gone_at is null
                                  and x.checked_at >= now() - make_interval(secs => ${staleSecs})) as listed,
               count(*) filter (where x.gone_at is null
                                  and x.checked_at < now() - make_interval(secs => ${staleSecs})) as stale,
               count(*) filter (where x.gone_at is not null) as gone
          from (select gone_at, checked_at from catalog_offers where merchant_id = m.id
                union all
                select gone_at, checked_at from ammo_offers where merchant_id = m.id) as x
      ) as o on true
     ${where}
     order by lower(m.name), m.id`;
}

async function lastRuns(db: Db, merchantIds: readonly string[]): Promise<Map<string, FeedRun>> {
  if (!merchantIds.length) return new Map();
  const rows = await rowsOf<RunRow>(
    db,
    sql`select distinct on (r.merchant_id) ${RUN_COLUMNS}
          from feed_runs r join catalog_merchants m on m.id = r.merchant_id
         where r.merchant_id in (select jsonb_array_elements_text(${JSON.stringify(merchantIds)}::jsonb))
         order by r.merchant_id, r.started_at desc, r.id`,
  );
  return new Map(rows.map((r) => [r.merchantId, runOf(r)]));
}

/** A stored format the settings know, else 'auto' (detected from the file). */
const formatOf = (format: string | null): FeedSettings['format'] =>
  FEED_SETTING_FORMATS.find((f) => f === format) ?? 'auto';

function merchantOf(row: MerchantRow, lastRun: FeedRun | undefined): FeedMerchant {
  return {
    id: row.id,
    name: row.name,
    isDemo: row.isDemo,
    websiteUrl: row.websiteUrl,
    feed: row.hasFeed
      ? {
          url: row.url,
          format: formatOf(row.format),
          mapping: row.mapping,
          intervalMinutes: Number(row.intervalMinutes),
          fullCatalogue: Boolean(row.fullCatalogue),
          enabled: Boolean(row.enabled),
          nextRunAt: iso(row.nextRunAt ?? new Date()),
          running: Boolean(row.running),
        }
      : null,
    shipping: {
      flat: Number(row.shippingFlat),
      perItem: Number(row.shippingPerItem),
      freeOver: row.shippingFreeOver === null ? null : Number(row.shippingFreeOver),
    },
    offers: { listed: row.listed, stale: row.stale, gone: row.gone },
    unmatched: row.unmatched,
    lastRun: lastRun ?? null,
  };
}

/** Every merchant, by name, with its feed (or null), offer counts, review queue and last run. */
export async function listFeedMerchants(db: Db): Promise<FeedMerchant[]> {
  const rows = await rowsOf<MerchantRow>(db, merchantQuery(sql``));
  const runs = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => merchantOf(r, runs.get(r.id)));
}

/** One merchant as the list shows it; a 404 when there is no such merchant. */
export async function getFeedMerchant(db: Db, merchantId: string): Promise<FeedMerchant> {
  const [row] = await rowsOf<MerchantRow>(db, merchantQuery(sql`where m.id = ${merchantId}`));
  if (!row) throw new AppError('not_found', m.merchantNotFound(merchantId));
  const runs = await lastRuns(db, [merchantId]);
  return merchantOf(row, runs.get(merchantId));
}

/** The mapping as the importer reads it; a 400 naming `mapping` with the importer's reasons. */
function checkedMapping(mapping: Record<string, unknown> | null): FeedMapping | null {
  if (mapping === null) return null;
  try {
    return parseMapping(mapping);
  } catch (err) {
    if (err instanceof FeedReadError) throw invalidData({ mapping: err.message });
    throw err;
  }
}

/**
 * Saves a merchant's feed settings (the row is made when new). A new URL forgets the old one's
 * cache validators, so the next run fetches the feed in full.
 */
export async function saveFeedSettings(
  db: Db,
  merchantId: string,
  settings: FeedSettings,
): Promise<FeedMerchant> {
  const mapping = checkedMapping(settings.mapping);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [merchant] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from catalog_merchants where id = ${merchantId} for update`,
    );
    if (!merchant) throw new AppError('not_found', m.merchantNotFound(merchantId));
    await tx.execute(sql`
      insert into merchant_feeds (merchant_id, url, format, mapping, interval_minutes,
                                  full_catalogue, enabled)
      values (${merchantId}, ${settings.url}, ${settings.format},
              ${mapping === null ? null : JSON.stringify(mapping)}::jsonb,
              ${settings.intervalMinutes}, ${settings.fullCatalogue}, ${settings.enabled})
      on conflict (merchant_id) do update
         set url = excluded.url, format = excluded.format, mapping = excluded.mapping,
             interval_minutes = excluded.interval_minutes,
             full_catalogue = excluded.full_catalogue, enabled = excluded.enabled,
             etag = case when merchant_feeds.url is distinct from excluded.url
                         then null else merchant_feeds.etag end,
             last_modified = case when merchant_feeds.url is distinct from excluded.url
                                  then null else merchant_feeds.last_modified end,
             updated_at = now()`);
  });
  return getFeedMerchant(db, merchantId);
}

/** Sets a merchant's shipping rule; a 404 for an unknown merchant. */
export async function saveMerchantShipping(
  db: Db,
  merchantId: string,
  rule: ShippingRule,
): Promise<FeedMerchant> {
  if (!(await setMerchantShipping(db, merchantId, rule)))
    throw new AppError('not_found', m.merchantNotFound(merchantId));
  return getFeedMerchant(db, merchantId);
}

/** Runs newest first, of one merchant or all. */
export async function listFeedRuns(
  db: Db,
  options: { merchantId?: string | undefined; limit: number },
): Promise<FeedRun[]> {
  const where = options.merchantId ? sql`where r.merchant_id = ${options.merchantId}` : sql``;
  const rows = await rowsOf<RunRow>(
    db,
    sql`select ${RUN_COLUMNS}
          from feed_runs r join catalog_merchants m on m.id = r.merchant_id
         ${where}
         order by r.started_at desc, r.id
         limit ${options.limit}`,
  );
  return rows.map(runOf);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One run; a 404 for an id no run has (whatever its shape). */
export async function getFeedRun(db: Db, id: string): Promise<FeedRun> {
  const [row] = UUID.test(id)
    ? await rowsOf<RunRow>(
        db,
        sql`select ${RUN_COLUMNS}
              from feed_runs r join catalog_merchants m on m.id = r.merchant_id
             where r.id = ${id}`,
      )
    : [];
  if (!row) throw new AppError('not_found', m.runNotFound(id));
  return runOf(row);
}

export interface AdminRunSettings {
  fetch: FetchSettings;
  /** Product images are fetched in the background (IMAGES_FETCH). */
  images: boolean;
}

/**
 * "Run now": checks the feed can run (a URL, no run holding its lease), then starts the run. The
 * promise `started` settles as soon as the run is recorded (its id) or refused (409 when another
 * run took the lease first); `done` settles when the run ends and never rejects for a failed run
 * (the run records its own failure).
 */
export async function startAdminRun(
  db: Db,
  merchantId: string,
  settings: AdminRunSettings,
): Promise<{ started: Promise<string>; done: Promise<RunFeedResult> }> {
  const [feed] = await rowsOf<{
    name: string;
    isDemo: boolean;
    url: string | null;
    format: string | null;
    mapping: Record<string, unknown> | null;
    fullCatalogue: boolean | null;
    running: boolean | null;
  }>(
    db,
    sql`select m.name, m.is_demo as "isDemo", f.url, f.format, f.mapping,
               f.full_catalogue as "fullCatalogue",
               (f.lease_until is not null and f.lease_until > now()) as running
          from catalog_merchants m left join merchant_feeds f on f.merchant_id = m.id
         where m.id = ${merchantId}`,
  );
  if (!feed) throw new AppError('not_found', m.merchantNotFound(merchantId));
  if (!feed.url) throw invalidData({ url: m.noUrl });
  if (feed.running) throw new AppError('conflict', m.running(feed.name));
  const mapping = feed.mapping ? checkedMapping(feed.mapping) : null;

  let onStarted: (runId: string) => void = () => {};
  let onRefused: (err: unknown) => void = () => {};
  const started = new Promise<string>((resolve, reject) => {
    onStarted = resolve;
    onRefused = reject;
  });
  const done = runFeed(db, {
    merchant: { id: merchantId, name: feed.name, isDemo: feed.isDemo },
    source: feed.url,
    format: formatOf(feed.format),
    ...(mapping && { mapping }),
    full: feed.fullCatalogue ?? true,
    trigger: 'admin',
    fetch: settings.fetch,
    ...(settings.images && { onImages: queueImages }),
    onStarted: (runId) => onStarted(runId),
  }).then(
    (result) => {
      if (result.status === 'busy') onRefused(new AppError('conflict', m.running(feed.name)));
      return result;
    },
    (err: unknown) => {
      // Before the run was recorded (the database failed): the request hears it.
      onRefused(err);
      throw err;
    },
  );
  return { started, done };
}
