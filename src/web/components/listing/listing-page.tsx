import { useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useScrollToList } from './use-scroll-to-list.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Button } from '../button/button.tsx';
import { Drawer, FILTER_DRAWER_TOP_PX } from '../drawer/drawer.tsx';
import { Pagination } from '../pagination/pagination.tsx';
import type { ListStateBase } from './list-url.ts';
import { SortDrawer, SortSelect, type SortOption, type SortTexts } from './sort-control.tsx';
import type { ListUrlState } from './use-list-url-state.ts';
import styles from './listing-page.module.css';

/** The filter sidebar from 768 px (tokens.css); the Filter and Sort drawers below. */
const WIDE = '(min-width: 768px)';

export interface ListingPageTexts extends SortTexts {
  /** The sidebar's heading ('Filters'). */
  filters: string;
  /** The link at the top of the sidebar that jumps over the filters to the sort. */
  skipToResults: string;
  /** The results section's hidden heading ('Products found'). */
  results: string;
  /** The count above the cards ('42 products'). */
  count: (total: number) => string;
  filterButton: string;
  filterDrawer: string;
  sortButton: string;
  clearAll: string;
  /** The filter drawer's close button once the total is known ('Show 42 products'). */
  showResults: (total: number) => string;
}

/**
 * A listing page: the title band, then the filter sidebar beside the results on wide screens, or
 * Filter and Sort buttons that open drawers on phones (the same filter panel in both). The
 * toolbar shows the count and the sort; pagination follows the results and a new page scrolls
 * the list's top into view. A page past the end (an old link, a list that shrank) moves to the
 * last page. `name` prefixes the headings' ids ('product' → 'product-filters-heading').
 *
 * The sidebar opens with a 'Skip to results' link, shown only while it has the focus (as the
 * site's 'Skip to content'): it moves the focus past the many filters to the 'Sort by' select,
 * from where Tab reaches the cards.
 */
export function ListingPage<S extends ListStateBase>({
  name,
  band,
  texts,
  url,
  total,
  settled,
  pageCount,
  filterPanel,
  filtered,
  sort,
  sortOptions,
  chips,
  children,
}: {
  name: string;
  band: ReactNode;
  texts: ListingPageTexts;
  url: ListUrlState<S>;
  /** The list's total once an answer came. */
  total: number | undefined;
  /** Whether the shown answer is the current state's (not the previous one kept on screen). */
  settled: boolean;
  pageCount: (total: number) => number;
  filterPanel: ReactNode;
  /** Whether a filter is in force (the drawer then offers 'Clear all'). */
  filtered: boolean;
  /** The sort in force (may differ from the URL's, e.g. a sort that needs what is missing). */
  sort: S['sort'];
  sortOptions: readonly SortOption<S['sort']>[];
  /** Between the toolbar and the results, e.g. the filters in force. */
  chips?: ReactNode;
  /** The results. */
  children: ReactNode;
}) {
  const { state, setState, hrefFor, setSort, clearAll } = url;
  const wide = useMediaQuery(WIDE);
  const [drawer, setDrawer] = useState<'filter' | 'sort' | null>(null);
  const { listTop, scrollToList } = useScrollToList();
  const pages = pageCount(total ?? 0);

  useEffect(() => {
    if (settled && total && state.page > pages)
      setState({ ...state, page: pages }, { replace: true, sync: false });
  }, [settled, total, pages, state, setState]);

  const closeDrawer = useCallback(() => setDrawer(null), []);
  const sortId = `${name}-sort`;
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus without letting the router treat the hash as a navigation.
    event.preventDefault();
    document.getElementById(sortId)?.focus();
    scrollToList();
  };

  return (
    <div className={styles.page}>
      {band}
      <div className={`${styles.inner} ${styles.layout}`}>
        {wide ? (
          <aside className={styles.sidebar} aria-labelledby={`${name}-filters-heading`}>
            <a href={`#${sortId}`} className={styles.skipLink} onClick={skipToResults}>
              {texts.skipToResults}
            </a>
            <h2 id={`${name}-filters-heading`} className={styles.sidebarHeading}>
              {texts.filters}
            </h2>
            {filterPanel}
          </aside>
        ) : null}
        <section className={styles.main} aria-labelledby={`${name}-results-heading`}>
          <h2 id={`${name}-results-heading`} className="visually-hidden">
            {texts.results}
          </h2>
          <div ref={listTop} className={styles.toolbar}>
            <p className={styles.count} role="status">
              {total === undefined ? '' : texts.count(total)}
            </p>
            {wide ? (
              <SortSelect
                id={sortId}
                sort={sort}
                options={sortOptions}
                onSort={setSort}
                texts={texts}
              />
            ) : (
              <div className={styles.mobileButtons}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => setDrawer('filter')}
                >
                  {texts.filterButton}
                </Button>
                <Button variant="outline" aria-haspopup="dialog" onClick={() => setDrawer('sort')}>
                  {texts.sortButton}
                </Button>
              </div>
            )}
          </div>
          {chips}
          {children}
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
          title={texts.filterDrawer}
          side="left"
          top={FILTER_DRAWER_TOP_PX}
          onClose={closeDrawer}
          footer={
            <>
              {filtered ? (
                <Button variant="outline" onClick={clearAll}>
                  {texts.clearAll}
                </Button>
              ) : null}
              <Button block onClick={closeDrawer}>
                {total === undefined ? texts.filterButton : texts.showResults(total)}
              </Button>
            </>
          }
        >
          {filterPanel}
        </Drawer>
      ) : null}
      {!wide && drawer === 'sort' ? (
        <SortDrawer
          sort={sort}
          options={sortOptions}
          onSort={setSort}
          onClose={closeDrawer}
          texts={texts}
        />
      ) : null}
    </div>
  );
}
