import { useMemo } from 'react';
import { useParams } from 'react-router';
import { catalogMessages } from '../../../../shared/catalog/messages.ts';
import type { Platform } from '../../../../shared/catalog/types.ts';
import { ListingPage } from '../../../components/listing/listing-page.tsx';
import { ListingResults, ABOVE_FOLD } from '../../../components/listing/listing-results.tsx';
import { sortOptions } from '../../../components/listing/sort-control.tsx';
import { useListUrlState } from '../../../components/listing/use-list-url-state.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useCatalogGroups } from '../api/list-catalog-groups.ts';
import { ActiveFilters } from '../components/product-list/active-filters.tsx';
import { FilterPanel } from '../components/product-list/filter-panel.tsx';
import { listTexts, SORT_LABELS } from '../components/product-list/list-texts.ts';
import { ProductCard } from '../components/product-list/product-card.tsx';
import { useBuildCompat } from '../lib/use-build-compat.ts';
import {
  catalogListQuery,
  LIST_SORTS,
  listLabel,
  platformForProductType,
  sortInForce,
  toApiQuery,
  type ListSort,
} from '../lib/list-query.ts';
import styles from '../../../components/listing/listing-page.module.css';

// The pistol and shotgun catalogues do not exist yet: their routes show the empty state
// 'No products available for Pistol' (or Shotgun) until they do.
const EMPTY_CATALOGUES: Record<string, string> = { pistol: 'Pistol', shotgun: 'Shotgun' };

function emptyCatalogueKind(productType: string | undefined): string | undefined {
  return productType ? EMPTY_CATALOGUES[productType.toLowerCase()] : undefined;
}

/** The empty state's text for a catalogue that does not exist yet, else undefined. */
export function emptyCatalogueMessage(productType: string | undefined): string | undefined {
  const kind = emptyCatalogueKind(productType);
  return kind ? catalogMessages.noProducts(kind) : undefined;
}

/**
 * /products and /products/{productType}: /products, /AR, /AR15 and /Rifles list the AR-15
 * catalogue, /AR10 the AR-10 parts (ADR 024). Filters, sort and page live in the URL query.
 */
export function ProductListPage() {
  const { productType } = useParams();
  const emptyKind = emptyCatalogueKind(productType);
  if (emptyKind) return <EmptyCatalogue kind={emptyKind} productType={productType} />;
  return <ProductCatalogue platform={platformForProductType(productType)} />;
}

/**
 * The title band: breadcrumb (Home > Products > AR15 > label) and the label as the h1. `trail` is
 * what sits between Products and the label.
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

/** /products/pistol and /products/shotgun. */
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

/** A sort's label; Compatibility says it needs a build while the build is empty (ADR 065). */
function sortLabel(sort: ListSort, hasBuild: boolean): string {
  return sort === 'compatibility' && !hasBuild
    ? listTexts.compatibilityNeedsBuild
    : SORT_LABELS[sort];
}

function ProductCatalogue({ platform }: { platform: Platform }) {
  const url = useListUrlState(catalogListQuery);
  const { state } = url;
  const label = listLabel(state);
  useDocumentTitle(label);
  useMetaDescription(
    `${label}: compare prices from several merchants, filter by brand and specs, and see what fits your build.`,
  );

  // The visitor's build rides along, so the server can sort and filter every page by fit and each
  // card can say how many variants fit (ADR 065).
  // A build with parts waits for the engine before the first list call, so the list is asked
  // for once, already sorted and filtered by fit.
  const { param: compat, ready } = useBuildCompat();
  const hasBuild = compat !== undefined;
  const query = useMemo(() => toApiQuery(state, platform, compat), [state, platform, compat]);
  // Without a build, 'Compatible with my build' is not in force: no chip says it is.
  const shown = hasBuild || !state.compatibleOnly ? state : { ...state, compatibleOnly: false };
  const filtered = catalogListQuery.hasFilters(shown);
  const result = useCatalogGroups(query, ready);

  return (
    <ListingPage
      name="product"
      band={
        <Band
          trail={{
            to: platform === 'AR15' ? '/products/AR' : `/products/${platform}`,
            text: platform,
          }}
          label={label}
        />
      }
      texts={listTexts}
      url={url}
      total={result.data?.total}
      settled={Boolean(result.data) && !result.isPlaceholderData}
      pageCount={catalogListQuery.pageCount}
      filterPanel={
        <FilterPanel
          state={state}
          platform={platform}
          onFilters={url.setFilters}
          hasBuild={hasBuild}
        />
      }
      filtered={filtered}
      sort={sortInForce(state, compat)}
      sortOptions={sortOptions(
        LIST_SORTS,
        (s) => sortLabel(s, hasBuild),
        (s) => s === 'compatibility' && !hasBuild,
      )}
      chips={<ActiveFilters state={shown} onChange={url.setState} />}
    >
      <ListingResults
        result={result}
        texts={{
          loading: listTexts.loading,
          failed: listTexts.failed,
          refused: listTexts.invalidFilters,
          retry: listTexts.retry,
          clearFilters: listTexts.clearFilters,
        }}
        empty={catalogMessages.noProducts(label)}
        offerClear={filtered}
        onClearFilters={url.clearAll}
        itemKey={(group) => group._id}
        renderItem={(group, index) => (
          <ProductCard group={group} subPart={state.subPart} priority={index < ABOVE_FOLD} />
        )}
      />
    </ListingPage>
  );
}
