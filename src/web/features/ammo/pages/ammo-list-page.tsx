import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Drawer, FILTER_DRAWER_TOP_PX } from '../../../components/drawer/drawer.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAmmoList } from '../api/list-ammo.ts';
import { AmmoFilterPanel } from '../components/ammo-filter-panel.tsx';
import { AmmoResults } from '../components/ammo-results.tsx';
import { AmmoSortDrawer, AmmoSortSelect } from '../components/ammo-sort.tsx';
import { useAmmoState } from '../components/use-ammo-state.ts';
import {
  ammoPageCount,
  caliberCrumb,
  clearedAmmoFilters,
  hasAmmoFilters,
  toAmmoApiQuery,
  type AmmoListState,
} from '../lib/ammo-query.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';
import styles from '../../../components/listing/listing-page.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

/** spec §9: the filter sidebar from 768 px, the Filter and Sort drawers below (D30). */
const WIDE = '(min-width: 768px)';

/**
 * /ammo/ (spec builder-catalogue-ammo §2 "Ammo list", §5, §9; issue 6; ADR 035). Filters, sort and
 * page live in the URL query (`/ammo/?caliber=556`).
 */
export function AmmoListPage() {
  const { state, setState, hrefFor } = useAmmoState();
  const crumb = caliberCrumb(state);
  const heading = crumb ?? ammoTexts.ammo;
  useDocumentTitle(heading === ammoTexts.ammo ? heading : `${heading} ${ammoTexts.ammo}`);
  useMetaDescription(
    `Compare ${heading === ammoTexts.ammo ? 'ammunition' : `${heading} ammunition`} prices per round across merchants, by calibre, grain and bullet type.`,
  );
  const wide = useMediaQuery(WIDE);
  const [drawer, setDrawer] = useState<'filter' | 'sort' | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const query = useMemo(() => toAmmoApiQuery(state), [state]);
  const result = useAmmoList(query);
  const total = result.data?.total;
  const pages = ammoPageCount(total ?? 0);

  // A page past the end (an old link, a list that shrank): show the last page instead.
  const settled = result.data && !result.isPlaceholderData;
  useEffect(() => {
    if (settled && total && state.page > pages)
      setState({ ...state, page: pages }, { replace: true, sync: false });
  }, [settled, total, pages, state, setState]);

  const change = useCallback((next: AmmoListState) => setState(next), [setState]);
  const clearAll = useCallback(() => setState(clearedAmmoFilters(state)), [setState, state]);
  const closeDrawer = useCallback(() => setDrawer(null), []);

  const scrollToList = useCallback(() => {
    const top = listTop.current;
    if (!top) return;
    const margin = parseFloat(getComputedStyle(top).scrollMarginTop) || 0;
    if (top.getBoundingClientRect().top < margin) top.scrollIntoView({ block: 'start' });
  }, []);

  const filterPanel = <AmmoFilterPanel state={state} onChange={change} />;

  return (
    <div className={styles.page}>
      <PageBand
        heading={heading}
        breadcrumb={{
          label: ammoTexts.breadcrumb,
          crumbs: crumb
            ? [
                { text: ammoTexts.home, to: '/' },
                { text: ammoTexts.ammo, to: '/ammo/' },
                { text: crumb },
              ]
            : [{ text: ammoTexts.home, to: '/' }, { text: ammoTexts.ammo }],
        }}
      />
      <div className={`${styles.inner} ${styles.layout}`}>
        {wide ? (
          <aside className={styles.sidebar} aria-labelledby="ammo-filters-heading">
            <h2 id="ammo-filters-heading" className={styles.sidebarHeading}>
              {ammoTexts.filters}
            </h2>
            {filterPanel}
          </aside>
        ) : null}
        <section className={styles.main} aria-labelledby="ammo-results-heading">
          <h2 id="ammo-results-heading" className="visually-hidden">
            {ammoTexts.results}
          </h2>
          <div ref={listTop} className={styles.toolbar}>
            <p className={styles.count} role="status">
              {total === undefined ? '' : ammoTexts.count(total)}
            </p>
            {wide ? (
              <AmmoSortSelect
                sort={state.sort}
                onSort={(sort) => change({ ...state, sort, page: 1 })}
              />
            ) : (
              <div className={styles.mobileButtons}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => setDrawer('filter')}
                >
                  {ammoTexts.filterButton}
                </Button>
                <Button variant="outline" aria-haspopup="dialog" onClick={() => setDrawer('sort')}>
                  {ammoTexts.sortButton}
                </Button>
              </div>
            )}
          </div>
          <AmmoResults result={result} onClearFilters={clearAll} />
          <Pagination
            page={Math.min(state.page, pages)}
            pageCount={pages}
            hrefFor={(page) => hrefFor({ ...state, page })}
            compact={!wide}
            onNavigate={scrollToList}
          />
        </section>
      </div>
      {!wide && drawer === 'filter' ? (
        <Drawer
          title={ammoTexts.filterDrawer}
          side="left"
          top={FILTER_DRAWER_TOP_PX}
          onClose={closeDrawer}
          footer={
            <>
              {hasAmmoFilters(state) ? (
                <Button variant="outline" onClick={clearAll}>
                  {ammoTexts.clearAll}
                </Button>
              ) : null}
              <Button block onClick={closeDrawer}>
                {total === undefined ? ammoTexts.filterButton : ammoTexts.showResults(total)}
              </Button>
            </>
          }
        >
          {filterPanel}
        </Drawer>
      ) : null}
      {!wide && drawer === 'sort' ? (
        <AmmoSortDrawer
          sort={state.sort}
          onSort={(sort) => change({ ...state, sort, page: 1 })}
          onClose={closeDrawer}
        />
      ) : null}
    </div>
  );
}
