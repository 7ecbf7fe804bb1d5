import { useMemo } from 'react';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import { AMMO_SORTS } from '../../../../shared/ammo/list-options.ts';
import { ListingPage } from '../../../components/listing/listing-page.tsx';
import { ListingResults, ABOVE_FOLD } from '../../../components/listing/listing-results.tsx';
import { sortOptions } from '../../../components/listing/sort-control.tsx';
import { useListUrlState } from '../../../components/listing/use-list-url-state.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useAmmoList } from '../api/list-ammo.ts';
import { AmmoCard } from '../components/ammo-card.tsx';
import { AmmoFilterPanel } from '../components/ammo-filter-panel.tsx';
import { ammoListQuery, caliberCrumb } from '../lib/ammo-query.ts';
import { AMMO_SORT_LABELS, ammoTexts } from '../lib/ammo-texts.ts';

const AMMO_SORT_OPTIONS = sortOptions(AMMO_SORTS, (s) => AMMO_SORT_LABELS[s]);

const RESULT_TEXTS = {
  loading: ammoTexts.loading,
  failed: ammoTexts.listFailed,
  retry: ammoTexts.retry,
  clearFilters: ammoMessages.clearAllFilters,
};

/**
 * /ammo/ (ADR 035): the ammunition list, with the product list's layout and drawers. Filters,
 * sort and page live in the URL query (`/ammo/?caliber=556`).
 */
export function AmmoListPage() {
  const url = useListUrlState(ammoListQuery);
  const { state } = url;
  const crumb = caliberCrumb(state);
  const heading = crumb ?? ammoTexts.ammo;
  useDocumentTitle(heading === ammoTexts.ammo ? heading : `${heading} ${ammoTexts.ammo}`);
  useMetaDescription(
    `Compare ${heading === ammoTexts.ammo ? 'ammunition' : `${heading} ammunition`} prices per round across merchants, by calibre, grain and bullet type.`,
  );
  const query = useMemo(() => ammoListQuery.toApi(state), [state]);
  const result = useAmmoList(query);

  return (
    <ListingPage
      name="ammo"
      band={
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
      }
      texts={ammoTexts}
      url={url}
      total={result.data?.total}
      settled={Boolean(result.data) && !result.isPlaceholderData}
      pageCount={ammoListQuery.pageCount}
      filterPanel={<AmmoFilterPanel state={state} onFilters={url.setFilters} />}
      filtered={ammoListQuery.hasFilters(state)}
      sort={state.sort}
      sortOptions={AMMO_SORT_OPTIONS}
    >
      <ListingResults
        result={result}
        texts={RESULT_TEXTS}
        empty={ammoMessages.noAmmoForFilters}
        // The empty list always offers 'Clear All Filters'.
        offerClear
        onClearFilters={url.clearAll}
        itemKey={(item) => item.id}
        renderItem={(item, index) => <AmmoCard item={item} priority={index < ABOVE_FOLD} />}
      />
    </ListingPage>
  );
}
