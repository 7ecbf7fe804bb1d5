import type { FeedAttribute, FeedFormat } from './read/types.ts';
import { REJECT_REASONS, type Reject, type RejectCode } from './rejects.ts';

// What a feed run did, as the command prints it and as `--report json` and the back office show
// it: counts, then the refused rows grouped by reason with a few examples each.

const EXAMPLES_PER_REASON = 5;

export interface RejectGroup {
  code: RejectCode;
  reason: string;
  count: number;
  examples: { row: number; id?: string; title?: string; detail?: string }[];
}

export interface FeedReport {
  merchant: { id: string; name: string } | null;
  source: string;
  format: FeedFormat;
  full: boolean;
  startedAt: string;
  durationMs: number;
  /** Rows read from the file. */
  rows: number;
  offers: { new: number; changed: number; unchanged: number; gone: number };
  /** Ammunition products made for rows no known product matched. */
  ammoCreated: number;
  /** Parts rows: matched to a variant, waiting in the review queue, or ignored by an operator. */
  parts: { matched: number; unmatched: number; ignored: number };
  historyRows: number;
  rejected: number;
  rejects: RejectGroup[];
  unknownColumns: string[];
  /** Required attributes no column fills, with the column names that would. */
  missingColumns: { attribute: FeedAttribute; accepted: string[] }[];
  /** Something in the file could be used (an offer written or a product queued for review). */
  usable: boolean;
  /** Set when the run stopped before the end of the file. */
  error?: string;
}

export function emptyReport(
  base: Pick<FeedReport, 'merchant' | 'source' | 'format' | 'full'>,
  startedAt: Date,
): FeedReport {
  return {
    ...base,
    startedAt: startedAt.toISOString(),
    durationMs: 0,
    rows: 0,
    offers: { new: 0, changed: 0, unchanged: 0, gone: 0 },
    ammoCreated: 0,
    parts: { matched: 0, unmatched: 0, ignored: 0 },
    historyRows: 0,
    rejected: 0,
    rejects: [],
    unknownColumns: [],
    missingColumns: [],
    usable: false,
  };
}

/** Adds a refused row to its reason's group (every row counted, a few kept as examples). */
export function addReject(
  report: FeedReport,
  row: { row: number; id?: string; title?: string },
  reasons: readonly Reject[],
): void {
  report.rejected += 1;
  for (const { code, detail } of reasons) {
    let group = report.rejects.find((g) => g.code === code);
    if (!group) {
      group = { code, reason: REJECT_REASONS[code], count: 0, examples: [] };
      report.rejects.push(group);
    }
    group.count += 1;
    if (group.examples.length < EXAMPLES_PER_REASON)
      group.examples.push({
        row: row.row,
        ...(row.id && { id: row.id.slice(0, 80) }),
        ...(row.title && { title: row.title.slice(0, 100) }),
        ...(detail && { detail }),
      });
  }
}

/** The report for a terminal: what happened, then each reason with its examples. */
export function formatFeedReport(report: FeedReport): string {
  const o = report.offers;
  const lines = [
    `${report.merchant ? `${report.merchant.name} — ` : ''}${report.source} (${report.format}${report.full ? ', whole catalogue' : ''})`,
    `${report.rows} rows: ${o.new} new offers, ${o.changed} changed, ${o.unchanged} unchanged` +
      `${report.full ? `, ${o.gone} gone` : ''}; ${report.rejected} rejected`,
    `Parts: ${report.parts.matched} matched, ${report.parts.unmatched} waiting for review, ` +
      `${report.parts.ignored} ignored. Ammunition products created: ${report.ammoCreated}. ` +
      `Price history rows: ${report.historyRows}.`,
  ];
  for (const m of report.missingColumns)
    lines.push(`Missing column: ${m.attribute}. Accepted column names: ${m.accepted.join(', ')}.`);
  if (report.unknownColumns.length)
    lines.push(`Columns not read: ${report.unknownColumns.join(', ')}`);
  const groups = [...report.rejects].sort((a, b) => b.count - a.count);
  for (const g of groups) {
    lines.push(`Rejected ${g.count} × ${g.reason}:`);
    for (const e of g.examples)
      lines.push(
        `  row ${e.row}${e.id ? ` [${e.id}]` : ''}${e.title ? ` ${e.title}` : ''}${e.detail ? ` — ${e.detail}` : ''}`,
      );
  }
  if (report.error) lines.push(`Stopped: ${report.error}`);
  if (!report.usable) lines.push('Nothing in the file could be used.');
  lines.push(`Done in ${(report.durationMs / 1000).toFixed(1)} s.`);
  return lines.join('\n');
}
