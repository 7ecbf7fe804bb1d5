import 'uplot/dist/uPlot.min.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { formatPrice } from '../../../shared/build/totals.ts';
import {
  DEFAULT_HISTORY_RANGE,
  formatHistoryDate,
  HISTORY_RANGES,
  historyChartData,
  priceHistorySummary,
  type HistoryChartData,
  type HistoryRange,
} from '../../../shared/prices/history-chart.ts';
import { LoadState } from '../load-state/load-state.tsx';
import { getPriceHistory, type PriceHistoryKind } from './api/get-price-history.ts';
import { priceHistoryTexts as t } from './price-history-texts.ts';
import styles from './price-history-chart.module.css';

// The price-history chart (ADR 088), loaded on demand into the section's box: the period buttons,
// the chart with its legend, and the summary in words. What it draws comes worked out from the
// shared history-chart module; this file only draws it.

/** Colours of merchants' lines, in order (the module's CSS variables); then again, dashed. */
const LINE_COLOURS = 6;
const lineColour = (i: number) => `--history-line-${(i % LINE_COLOURS) + 1}`;
const lineDash = (i: number) => (i >= LINE_COLOURS ? [6, 4] : undefined);

export default function PriceHistoryChart({ kind, id }: { kind: PriceHistoryKind; id: string }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const query = useQuery({
    queryKey: ['price-history', kind, id, range] as const,
    queryFn: ({ signal }) => getPriceHistory(kind, id, range, signal),
    // While another period loads, the same product's chart stays (dimmed); another product's not.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
  const history = query.data;
  const data = useMemo(() => (history ? historyChartData(history) : undefined), [history]);
  const busy = query.isPlaceholderData;

  return (
    <div className={styles.chart} aria-busy={busy || undefined}>
      <div role="group" aria-label={t.ranges} className={styles.ranges}>
        {HISTORY_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className={styles.range}
            aria-pressed={r === range}
            onClick={() => setRange(r)}
          >
            {t.range(r)}
          </button>
        ))}
      </div>
      {!history || !data ? (
        <LoadState
          query={query}
          texts={{ loading: t.loading, loadFailed: t.failed, retry: t.retry }}
          loadingClassName={styles.state}
          failedClassName={styles.state}
          errorClassName={styles.error}
          retryVariant="outline"
        />
      ) : data.times.length === 0 ? (
        <p className={styles.state}>{t.empty}</p>
      ) : (
        <>
          <Plot data={data} />
          {/* The chart in words: what a screen reader reads (the drawing is hidden from it). */}
          <p className={styles.summary} aria-live="polite">
            {priceHistorySummary(data, history.days)}
          </p>
        </>
      )}
    </div>
  );
}

const DAY = 86_400_000;

/** Ticks of the time axis: the month over more than a year, days over weeks, else hours. */
function timeFormat(span: number): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(
    'en-US',
    span > 400 * DAY
      ? { month: 'short', year: 'numeric' }
      : span > 2 * DAY
        ? { month: 'short', day: 'numeric' }
        : { hour: 'numeric', minute: '2-digit' },
  );
}

/** The index of the step that holds at `x`: the last time at or before it. */
function stepAt(times: readonly number[], x: number): number | null {
  if (!(x >= times[0]!)) return null;
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (times[mid]! <= x) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The lines of each merchant and of the lowest price, with a legend of their prices. */
function Plot({ data }: { data: HistoryChartData }) {
  const box = useRef<HTMLDivElement>(null);
  // The step under the pointer (or finger); the latest prices without one.
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current!;
    const css = getComputedStyle(el);
    const colour = (name: string) => css.getPropertyValue(name).trim();
    const axis = colour('--history-axis');
    const grid = { stroke: colour('--history-grid'), width: 1 };
    const steps = uPlot.paths.stepped!({ align: 1, alignGaps: 1 });
    const line = (label: string, stroke: string, width: number, dash?: number[]) => ({
      label,
      stroke,
      width,
      dash,
      paths: steps,
      spanGaps: false,
      // A gap reaches a little past the step that ends it: no sliver of that step is drawn.
      gaps: (_u: uPlot, _i: number, _0: number, _1: number, found: uPlot.Series.Gaps) =>
        found.map(([from, to]): [number, number] => [from, to + 2]),
      points: { show: false },
    });
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: el.clientHeight,
        ms: 1,
        legend: { show: false },
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        scales: {
          // One moment only: a day before it, so there is a line to see.
          x: { range: (_u, min, max) => (min === max ? [min - DAY, max] : [min, max]) },
          y: {
            range: (_u, min, max) => {
              const pad = (max - min) * 0.15 || max * 0.05 || 1;
              return [Math.max(0, min - pad), max + pad];
            },
          },
        },
        axes: [
          {
            stroke: axis,
            grid,
            ticks: grid,
            space: 70,
            values: (u, ticks) => {
              const format = timeFormat(u.scales.x!.max! - u.scales.x!.min!);
              return ticks.map((v) => format.format(v));
            },
          },
          {
            stroke: axis,
            grid,
            ticks: grid,
            values: (_u, ticks) => ticks.map((v) => `$${v.toLocaleString('en-US')}`),
            size: (_u, values) => (values ? Math.max(...values.map((v) => v.length)) * 7 + 18 : 50),
          },
        ],
        series: [
          {},
          ...data.merchants.map((m, i) =>
            line(m.merchantName, colour(lineColour(i)), 1.5, lineDash(i)),
          ),
          // Last, so it is drawn over the merchants' lines.
          line(t.lowest, colour('--history-lowest'), 3),
        ],
        hooks: {
          setCursor: [
            (u) => {
              const left = u.cursor.left ?? -1;
              setPointed(left < 0 ? null : stepAt(data.times, u.posToVal(left, 'x')));
            },
          ],
        },
      },
      [data.times, ...data.merchants.map((m) => m.prices), data.lowest],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: el.clientHeight }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
      setPointed(null);
    };
  }, [data]);

  const at = pointed ?? data.times.length - 1;
  const price = (value: number | null | undefined) =>
    value == null ? t.outOfStock : formatPrice(value);
  return (
    // The summary below says what the drawing shows; screen readers skip the drawing.
    <div className={styles.figure} aria-hidden>
      <ul className={styles.legend}>
        <li className={styles.when}>
          {pointed === null ? t.now : formatHistoryDate(data.times[at]!)}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.lowest}`} />
          {t.lowest}: <b>{price(data.lowest[at])}</b>
        </li>
        {data.merchants.map((m, i) => (
          <li key={m.merchantId}>
            <span
              className={lineDash(i) ? `${styles.swatch} ${styles.dashed}` : styles.swatch}
              style={{ borderColor: `var(${lineColour(i)})` }}
            />
            {m.merchantName}: <b>{price(m.prices[at])}</b>
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.plot} />
    </div>
  );
}
