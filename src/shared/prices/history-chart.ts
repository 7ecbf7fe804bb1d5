import { formatPrice } from '../build/totals.ts';
import type { PriceHistoryDays, PriceHistoryResponse } from './history.ts';

// What the price-history chart of a product page draws and says (ADR 088), worked out from the
// API's answer so that the chart itself only draws. Each merchant's points are a step function: a
// price and stock hold from a point's time until the merchant's next point. The lowest price at a
// moment is the cheapest price any merchant had in stock then; while no merchant has it in stock
// there is none, and the lowest line has a gap.

/** The windows a visitor can choose, in days or the whole history. */
export const HISTORY_RANGES = [30, 90, 365, 'all'] as const satisfies readonly PriceHistoryDays[];
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = 90;

/** The summary's words that tests and the chart share. */
export const historySummaryTexts = {
  empty: 'No price history yet.',
  range: (range: HistoryRange) => (range === 'all' ? 'All' : `${range} days`),
} as const;

export interface MerchantLine {
  merchantId: string;
  merchantName: string;
  isDemo: boolean;
  /** The merchant's price at each of `times`; null while out of stock or before its first point. */
  prices: (number | null)[];
}

export interface HistoryChartData {
  /**
   * Milliseconds since the epoch, ascending and distinct: every moment a merchant's price or stock
   * changed, then the time the history was read (the last prices hold until then).
   */
  times: number[];
  /** The lowest in-stock price from each time on; null while no merchant has it in stock. */
  lowest: (number | null)[];
  /** The merchant of each lowest price (the first in the answer's order on a tie). */
  lowestMerchant: (string | null)[];
  merchants: MerchantLine[];
}

type HistoryInput = Pick<PriceHistoryResponse, 'from' | 'to' | 'series'>;

/** The chart's aligned series: one shared time axis, the lowest line and one line per merchant. */
export function historyChartData(history: HistoryInput): HistoryChartData {
  const start = Date.parse(history.from);
  const series = history.series
    .map((s) => ({
      ...s,
      // A point before the window's start counts from the start (the server already moves them).
      points: s.points
        .map((p) => ({ t: Math.max(Date.parse(p.at), start), price: p.price, inStock: p.inStock }))
        .sort((a, b) => a.t - b.t),
    }))
    .filter((s) => s.points.length > 0);
  if (series.length === 0) return { times: [], lowest: [], lowestMerchant: [], merchants: [] };

  const lastPoint = Math.max(...series.map((s) => s.points[s.points.length - 1]!.t));
  const end = Math.max(Date.parse(history.to), lastPoint);
  const times = [...new Set([...series.flatMap((s) => s.points.map((p) => p.t)), end])].sort(
    (a, b) => a - b,
  );

  const merchants: MerchantLine[] = series.map((s) => {
    const prices: (number | null)[] = [];
    let next = 0;
    let current: (typeof s.points)[number] | undefined;
    for (const t of times) {
      // The last point at or before t holds (of several at one moment, the last written).
      while (next < s.points.length && s.points[next]!.t <= t) current = s.points[next++];
      prices.push(current?.inStock ? current.price : null);
    }
    return {
      merchantId: s.merchantId,
      merchantName: s.merchantName,
      isDemo: s.isDemo,
      prices,
    };
  });

  const lowest: (number | null)[] = [];
  const lowestMerchant: (string | null)[] = [];
  times.forEach((_, i) => {
    let best: MerchantLine | undefined;
    for (const m of merchants) {
      const price = m.prices[i];
      if (price != null && (best === undefined || price < best.prices[i]!)) best = m;
    }
    lowest.push(best ? best.prices[i]! : null);
    lowestMerchant.push(best ? best.merchantName : null);
  });
  return { times, lowest, lowestMerchant, merchants };
}

export interface LowestPrice {
  price: number;
  /** When that lowest price began (milliseconds since the epoch). */
  at: number;
  merchantName: string;
}

/** The lowest in-stock price of the whole chart, the first time it was reached; none if never. */
export function lowestOfPeriod(data: HistoryChartData): LowestPrice | undefined {
  let found: LowestPrice | undefined;
  data.lowest.forEach((price, i) => {
    if (price != null && (found === undefined || price < found.price))
      found = { price, at: data.times[i]!, merchantName: data.lowestMerchant[i]! };
  });
  return found;
}

/** The lowest in-stock price now (at the chart's end); none when no merchant has it in stock. */
export function lowestNow(data: HistoryChartData): Omit<LowestPrice, 'at'> | undefined {
  const last = data.times.length - 1;
  const price = data.lowest[last];
  return price == null ? undefined : { price, merchantName: data.lowestMerchant[last]! };
}

/** A day as the summary says it: 'Mar 3, 2026' (in `timeZone`, else the reader's own). */
export function formatHistoryDate(at: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(at);
}

/**
 * The chart in words, for screen readers and as its caption: the period's lowest price with its
 * day and merchant, then the lowest price now. 'No price history yet.' without any point.
 */
export function priceHistorySummary(
  data: HistoryChartData,
  range: PriceHistoryDays,
  options: { timeZone?: string } = {},
): string {
  if (data.times.length === 0) return historySummaryTexts.empty;
  const low = lowestOfPeriod(data);
  const now = lowestNow(data);
  const first = low
    ? `Lowest ${range === 'all' ? 'on record' : `in ${range} days`}: ${formatPrice(low.price)} on ${formatHistoryDate(low.at, options.timeZone)} at ${low.merchantName}.`
    : range === 'all'
      ? 'Never in stock at any merchant.'
      : `Not in stock at any merchant in the last ${range} days.`;
  const second = now
    ? `Lowest now: ${formatPrice(now.price)} at ${now.merchantName}.`
    : 'Out of stock at every merchant now.';
  return `${first} ${second}`;
}
