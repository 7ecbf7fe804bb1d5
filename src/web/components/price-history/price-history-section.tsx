import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from '../product-page/detail.module.css';

// The chart's code and uPlot load on demand (ADR 088), not with the page: this section is all a
// page carries of it.
const Chart = lazy(() => import('./price-history-chart.tsx'));

/**
 * A product or ammo page's price history: its heading (the words of priceHistoryTexts.heading)
 * and a box as tall as the chart, which the chart loads into once the box comes near the screen
 * or the browser is idle, whichever is first.
 */
export function PriceHistorySection({
  kind,
  id,
  headingId,
}: {
  kind: 'variant' | 'ammo';
  id: string;
  headingId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const near = new IntersectionObserver((seen) => seen[0]!.isIntersecting && want(), {
      rootMargin: '50%',
    });
    near.observe(box.current!);
    const idle = window.requestIdleCallback?.(want, { timeout: 3_000 });
    return () => {
      near.disconnect();
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Price history
      </h2>
      <div ref={box} className={styles.historyBox}>
        {wanted ? (
          <Suspense>
            <Chart kind={kind} id={id} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
