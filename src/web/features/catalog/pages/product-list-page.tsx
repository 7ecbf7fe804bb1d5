import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { catalogMessages } from '../../../../shared/catalog/messages.ts';
import type { Platform } from '../../../../shared/catalog/types.ts';
import { Button } from '../../../components/button/button.tsx';
import { Drawer, FILTER_DRAWER_TOP_PX } from '../../../components/drawer/drawer.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCatalogGroups } from '../api/list-catalog-groups.ts';
import { ActiveFilters } from '../components/product-list/active-filters.tsx';
import { FilterPanel } from '../components/product-list/filter-panel.tsx';
import { listTexts } from '../components/product-list/list-texts.ts';
import { ProductResults } from '../components/product-list/product-results.tsx';
import { SortDrawer, SortSelect } from '../components/product-list/sort-control.tsx';
import { useListState } from '../components/product-list/use-list-state.ts';
import { useBuildCompat } from '../lib/use-build-compat.ts';
import {
  clearedFilters,
  hasFilters,
  listLabel,
  pageCount,
  platformForProductType,
  toApiQuery,
  type ListState,
} from '../lib/list-query.ts';
import styles from '../../../components/listing/listing-page.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

// decision D2: pistol and shotgun catalogues do not exist yet; they show the spec's empty state.
const EMPTY_CATALOGUES: Record<string, string> = { pistol: 'Pistol', shotgun: 'Shotgun' };

function emptyCatalogueKind(productType: string | undefined): string | undefined {
  return productType ? EMPTY_CATALOGUES[productType.toLowerCase()] : undefined;
}

/** decision D2: the spec's empty state for a catalogue that does not exist yet, else undefined. */
export function emptyCatalogueMessage(productType: string | undefined): string | undefined {
  const kind = emptyCatalogueKind(productType);
  return kind ? catalogMessages.noProducts(kind) : undefined;
}

/** spec §9 / tokens.css: the filter sidebar from 768 px, the Filter and Sort drawers below. */
const WIDE = '(min-width: 768px)';

/**
 * /products and /products/{productType} (spec builder-catalogue-ammo §2 "Product list", §4, §9;
 * issue 5; ADR 024). Filters, sort and page live in the URL query.
 */
export function ProductListPage() {
  const { productType } = useParams();
  const emptyKind = emptyCatalogueKind(productType);
  if (emptyKind) return <EmptyCatalogue kind={emptyKind} productType={productType} />;
  return <ProductCatalogue platform={platformForProductType(productType)} />;
}

/**
 * The title band: breadcrumb (spec §2: Home > Products > AR15 > label) and the label as the h1.
 * `trail` is what sits between Products and the label.
 */
function Band({ trail, label }: { trail?: { to: string; text: string }; label: string }) {
  return (
    <PageBand
      heading={label}
      breadcrumb={{
        label: listTexts.breadcrumb,
        crumbs: [
          { text: listTexts.home, to: '/' },
          { text: listTexts.products, to: '/products' },
          ...(trail ? [trail] : []),
          { text: label },
        ],
      }}
    />
  );
}

/** decision D2: /products/pistol and /products/shotgun. */
function EmptyCatalogue({ kind, productType }: { kind: string; productType?: string }) {
  useDocumentTitle(kind);
  return (
    <div className={styles.page}>
      <Band label={kind} />
      <div className={`${styles.inner} ${styles.emptyBody}`}>
        <p className={styles.emptyMessage}>{emptyCatalogueMessage(productType)}</p>
      </div>
    </div>
  );
}

function ProductCatalogue({ platform }: { platform: Platform }) {
  const { state, setState, hrefFor } = useListState();
  const label = listLabel(state);
  useDocumentTitle(label);
  useMetaDescription(
    `${label}: compare prices from several merchants, filter by brand and specs, and see what fits your build.`,
  );
  const wide = useMediaQuery(WIDE);
  const [drawer, setDrawer] = useState<'filter' | 'sort' | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  // Issue 9 (ADR 065): the visitor's build rides along, so the server can sort and filter every
  // page by fit and each card can say how many variants fit.
  const { param: compat } = useBuildCompat();
  const hasBuild = compat !== undefined;
  const query = useMemo(() => toApiQuery(state, platform, compat), [state, platform, compat]);
  const sort = query.sort as ListState['sort'];
  // Without a build, 'Compatible with my build' is not in force: no chip says it is.
  const shown = hasBuild || !state.compatibleOnly ? state : { ...state, compatibleOnly: false };
  const result = useCatalogGroups(query);
  const total = result.data?.total;
  const pages = pageCount(total ?? 0);

  // A page past the end (an old link, a list that shrank): show the last page instead.
  const settled = result.data && !result.isPlaceholderData;
  useEffect(() => {
    if (settled && total && state.page > pages)
      setState({ ...state, page: pages }, { replace: true, sync: false });
  }, [settled, total, pages, state, setState]);

  const change = useCallback((next: ListState) => setState(next), [setState]);
  const clearAll = useCallback(() => setState(clearedFilters(state)), [setState, state]);
  const closeDrawer = useCallback(() => setDrawer(null), []);

  /** issue 5: a new page starts at the top of the list (only scrolls when that is out of view). */
  const scrollToList = useCallback(() => {
    const top = listTop.current;
    if (!top) return;
    const margin = parseFloat(getComputedStyle(top).scrollMarginTop) || 0;
    if (top.getBoundingClientRect().top < margin) top.scrollIntoView({ block: 'start' });
  }, []);

  const filterPanel = (
    <FilterPanel state={state} platform={platform} onChange={change} hasBuild={hasBuild} />
  );

  return (
    <div className={styles.page}>
      <Band
        trail={{
          to: platform === 'AR15' ? '/products/AR' : `/products/${platform}`,
          text: platform,
        }}
        label={label}
      />
      <div className={`${styles.inner} ${styles.layout}`}>
        {wide ? (
          <aside className={styles.sidebar} aria-labelledby="product-filters-heading">
            <h2 id="product-filters-heading" className={styles.sidebarHeading}>
              {listTexts.filters}
            </h2>
            {filterPanel}
          </aside>
        ) : null}
        <section className={styles.main} aria-labelledby="product-results-heading">
          <h2 id="product-results-heading" className="visually-hidden">
            {listTexts.results}
          </h2>
          <div ref={listTop} className={styles.toolbar}>
            <p className={styles.count} role="status">
              {total === undefined ? '' : listTexts.count(total)}
            </p>
            {wide ? (
              <SortSelect
                sort={sort}
                hasBuild={hasBuild}
                onSort={(next) => change({ ...state, sort: next, page: 1 })}
              />
            ) : (
              <div className={styles.mobileButtons}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => setDrawer('filter')}
                >
                  {listTexts.filterButton}
                </Button>
                <Button variant="outline" aria-haspopup="dialog" onClick={() => setDrawer('sort')}>
                  {listTexts.sortButton}
                </Button>
              </div>
            )}
          </div>
          <ActiveFilters state={shown} onChange={change} />
          <ProductResults
            result={result}
            label={label}
            subPart={state.subPart}
            filtered={hasFilters(shown)}
            onClearFilters={clearAll}
          />
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
          title={listTexts.filterDrawer}
          side="left"
          top={FILTER_DRAWER_TOP_PX}
          onClose={closeDrawer}
          footer={
            <>
              {hasFilters(shown) ? (
                <Button variant="outline" onClick={clearAll}>
                  {listTexts.clearAll}
                </Button>
              ) : null}
              <Button block onClick={closeDrawer}>
                {total === undefined ? listTexts.filterButton : listTexts.showResults(total)}
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
          hasBuild={hasBuild}
          onSort={(next) => change({ ...state, sort: next, page: 1 })}
          onClose={closeDrawer}
        />
      ) : null}
    </div>
  );
}
