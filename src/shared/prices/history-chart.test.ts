import { describe, expect, it } from 'vitest';
import type { PriceHistoryResponse, PriceSeries } from './history.ts';
import {
  formatHistoryDate,
  historyChartData,
  lowestNow,
  lowestOfPeriod,
  priceHistorySummary,
} from './history-chart.ts';

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;
const t = (n: number) => Date.parse(day(n));

const series = (
  merchantName: string,
  points: [dayOfMarch: number, price: number, inStock?: boolean][],
): PriceSeries => ({
  merchantId: merchantName.toLowerCase().replace(/\W+/g, '-'),
  merchantName,
  isDemo: false,
  points: points.map(([d, price, inStock = true]) => ({ at: day(d), price, inStock })),
});

const history = (list: PriceSeries[], from = 1, to = 31): PriceHistoryResponse => ({
  id: 'v1',
  days: 30,
  from: day(from),
  to: day(to),
  series: list,
});

describe('the lowest price over time', () => {
  // Brownells 155 from the 1st, 149 from the 10th, sold out from the 20th;
  // Primary Arms 160 from the 5th, 152 from the 25th.
  const data = historyChartData(
    history([
      series('Brownells', [
        [1, 155],
        [10, 149],
        [20, 149, false],
      ]),
      series('Primary Arms', [
        [5, 160],
        [25, 152],
      ]),
    ]),
  );

  it('puts every change of every merchant on one time axis, ending when the history was read', () => {
    expect(data.times).toEqual([t(1), t(5), t(10), t(20), t(25), t(31)]);
  });

  it("holds each merchant's price until its next point and leaves a gap while out of stock", () => {
    expect(data.merchants.map((m) => [m.merchantName, m.prices])).toEqual([
      ['Brownells', [155, 155, 149, null, null, null]],
      ['Primary Arms', [null, 160, 160, 160, 152, 152]],
    ]);
  });

  it('takes the cheapest in-stock price at each moment, and who offers it', () => {
    expect(data.lowest).toEqual([155, 155, 149, 160, 152, 152]);
    expect(data.lowestMerchant).toEqual([
      'Brownells',
      'Brownells',
      'Brownells',
      'Primary Arms',
      'Primary Arms',
      'Primary Arms',
    ]);
  });

  it('has no lowest price while no merchant has it in stock', () => {
    const gap = historyChartData(
      history([
        series('A', [
          [1, 20],
          [3, 20, false],
          [8, 18],
        ]),
        series('B', [
          [2, 25, false],
          [6, 22],
        ]),
      ]),
    );
    expect(gap.times).toEqual([t(1), t(2), t(3), t(6), t(8), t(31)]);
    expect(gap.lowest).toEqual([20, 20, null, 22, 18, 18]);
    expect(gap.lowestMerchant).toEqual(['A', 'A', null, 'B', 'A', 'A']);
  });

  it('names the first merchant in the answer when two share the lowest price', () => {
    const tie = historyChartData(history([series('Alpha', [[1, 10]]), series('Bravo', [[1, 10]])]));
    expect(tie.lowestMerchant).toEqual(['Alpha', 'Alpha']);
  });

  it('lets the last of several points at one moment hold', () => {
    const same = historyChartData(
      history([
        series('A', [
          [4, 30],
          [4, 28, false],
        ]),
      ]),
    );
    expect(same.times).toEqual([t(4), t(31)]);
    expect(same.merchants[0]!.prices).toEqual([null, null]);
    expect(same.lowest).toEqual([null, null]);
  });

  it('counts a point before the window from the window start, and one after `to` up to it', () => {
    const moved = historyChartData(
      history(
        [
          series('A', [
            [1, 30],
            [12, 25],
          ]),
        ],
        5,
        10,
      ),
    );
    expect(moved.times).toEqual([t(5), t(12)]);
    expect(moved.lowest).toEqual([30, 25]);
  });

  it('has nothing to draw without points', () => {
    expect(historyChartData(history([]))).toEqual({
      times: [],
      lowest: [],
      lowestMerchant: [],
      merchants: [],
    });
    expect(historyChartData(history([series('A', [])])).times).toEqual([]);
  });

  it("finds the period's lowest price at the first time it was reached, and the lowest now", () => {
    expect(lowestOfPeriod(data)).toEqual({ price: 149, at: t(10), merchantName: 'Brownells' });
    expect(lowestNow(data)).toEqual({ price: 152, merchantName: 'Primary Arms' });
    const again = historyChartData(
      history([
        series('A', [
          [2, 10],
          [4, 12],
          [6, 10],
        ]),
      ]),
    );
    expect(lowestOfPeriod(again)?.at).toBe(t(2));
  });
});

describe('the summary', () => {
  const utc = { timeZone: 'UTC' };

  it('names the lowest price of the period with its day and merchant, then the lowest now', () => {
    const data = historyChartData(
      history([
        series('Brownells', [
          [1, 155],
          [10, 149],
          [20, 149, false],
        ]),
        series('Primary Arms', [[5, 1160.5]]),
      ]),
    );
    expect(priceHistorySummary(data, 90, utc)).toBe(
      'Lowest in 90 days: $149.00 on Mar 10, 2026 at Brownells. Lowest now: $1,160.50 at Primary Arms.',
    );
    expect(priceHistorySummary(data, 'all', utc)).toBe(
      'Lowest on record: $149.00 on Mar 10, 2026 at Brownells. Lowest now: $1,160.50 at Primary Arms.',
    );
  });

  it('says when no merchant has it in stock now, or had it in the period', () => {
    const soldOut = historyChartData(
      history([
        series('A', [
          [1, 20],
          [9, 20, false],
        ]),
      ]),
    );
    expect(priceHistorySummary(soldOut, 30, utc)).toBe(
      'Lowest in 30 days: $20.00 on Mar 1, 2026 at A. Out of stock at every merchant now.',
    );
    const never = historyChartData(history([series('A', [[1, 20, false]])]));
    expect(priceHistorySummary(never, 30, utc)).toBe(
      'Not in stock at any merchant in the last 30 days. Out of stock at every merchant now.',
    );
    expect(priceHistorySummary(never, 'all', utc)).toBe(
      'Never in stock at any merchant. Out of stock at every merchant now.',
    );
  });

  it('says plainly when there is no history', () => {
    expect(priceHistorySummary(historyChartData(history([])), 90)).toBe('No price history yet.');
  });

  it("writes days in the time zone it is given, else the reader's", () => {
    const late = Date.parse('2026-03-10T23:30:00.000Z');
    expect(formatHistoryDate(late, 'UTC')).toBe('Mar 10, 2026');
    expect(formatHistoryDate(late, 'Asia/Tokyo')).toBe('Mar 11, 2026');
  });
});
