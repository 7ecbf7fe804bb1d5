import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FEED_ITEM_STATUSES, type FeedItemStatusName } from '../../../../shared/feeds/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { useScrollToList } from '../../../components/listing/use-scroll-to-list.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useFeedItems, type FeedItemsFilter } from '../api/get-feed-items.ts';
import { useFeeds } from '../api/get-feeds.ts';
import { AdminNotAllowed, AdminOnly } from '../components/admin-only.tsx';
import { ReviewItem } from '../components/review/review-item.tsx';
import { reviewTexts as t } from '../feeds-messages.ts';
import { pageParam } from '../lib/mail-text.ts';
import styles from '../components/feeds/feeds.module.css';

const NARROW = '(max-width: 639px)';

const statusParam = (value: string | null): FeedItemStatusName =>
  FEED_ITEM_STATUSES.find((s) => s === value) ?? 'unmatched';

/** The filter the URL holds: `?status=&merchant=&q=&page=`. */
function filterOf(params: URLSearchParams): FeedItemsFilter {
  return {
    status: statusParam(params.get('status')),
    merchant: params.get('merchant') ?? '',
    q: (params.get('q') ?? '').slice(0, 200),
    page: pageParam(params.get('page')),
  };
}

function searchOf(filter: FeedItemsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== 'unmatched') params.set('status', filter.status);
  if (filter.merchant) params.set('merchant', filter.merchant);
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/**
 * /admin/feeds/review: the products of merchants' feeds that no variant matched (or, filtered,
 * those of another status), with Link, Create and Ignore each. Admins only.
 */
export function FeedReviewPage() {
  useDocumentTitle(t.heading);
  return (
    <div className={styles.page}>
      <PageBand heading={t.heading} />
      <div className={styles.inner}>
        <AdminOnly notAllowed={t.notAllowed}>
          <Review />
        </AdminOnly>
      </div>
    </div>
  );
}

function Review() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const narrow = useMediaQuery(NARROW);
  const { listTop, scrollToList } = useScrollToList();
  const query = useFeedItems(filter);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(filter.merchant || filter.q || filter.status !== 'unmatched');

  // A page past the end (the last item of the last page was handled): the last page.
  const settled = Boolean(data) && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && filter.page > pages)
      setParams(searchOf({ ...filter, page: pages }), { replace: true });
  }, [settled, filter, pages, setParams]);

  if (query.error instanceof ApiError && query.error.status === 403)
    return <AdminNotAllowed text={t.notAllowed} />;

  return (
    <>
      <Filters
        key={filter.q}
        filter={filter}
        onChange={(next) => setParams(searchOf({ ...next, page: 1 }))}
      />
      {!data ? (
        <LoadState
          query={query}
          texts={t}
          loadingClassName={styles.intro}
          failedClassName={styles.state}
          errorClassName={styles.error}
        />
      ) : (
        <>
          <div ref={listTop} className={styles.toolbar}>
            <p className={styles.intro}>{t.intro}</p>
            <p className={styles.count} role="status">
              {t.total(data.total)}
            </p>
          </div>
          {query.isError ? (
            <p role="alert" className={styles.error}>
              {failureMessage(query.error, t.loadFailed)}
            </p>
          ) : null}
          {data.items.length ? (
            <ul
              className={styles.list}
              aria-label={t.listLabel}
              aria-busy={query.isPlaceholderData}
            >
              {data.items.map((item) => (
                <ReviewItem key={`${item.merchantId}\u0000${item.productId}`} item={item} />
              ))}
            </ul>
          ) : (
            <div className={styles.state}>
              <p className={styles.stateText}>{filtered ? t.emptyFiltered : t.empty}</p>
            </div>
          )}
          <Pagination
            page={Math.min(filter.page, pages)}
            pageCount={pages}
            hrefFor={(n) => `?${searchOf({ ...filter, page: n }).toString()}`}
            compact={narrow}
            onNavigate={scrollToList}
          />
        </>
      )}
    </>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: FeedItemsFilter;
  onChange: (filter: FeedItemsFilter) => void;
}) {
  const feeds = useFeeds();
  const statusId = useId();
  const merchantId = useId();
  // Keyed by the URL's text: a new search in the URL starts the box afresh.
  const [q, setQ] = useState(filter.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() });
  };

  return (
    <form className={styles.filters} role="search" aria-label={t.filters} onSubmit={submit}>
      <div className={styles.selectField}>
        <label htmlFor={statusId} className={styles.label}>
          {t.statusLabel}
        </label>
        <select
          id={statusId}
          className={styles.select}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: statusParam(event.target.value) })}
        >
          {FEED_ITEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.selectField}>
        <label htmlFor={merchantId} className={styles.label}>
          {t.merchantLabel}
        </label>
        <select
          id={merchantId}
          className={styles.select}
          value={filter.merchant}
          onChange={(event) => onChange({ ...filter, merchant: event.target.value })}
        >
          <option value="">{t.allMerchants}</option>
          {(feeds.data?.items ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
          {filter.merchant &&
          feeds.data &&
          !feeds.data.items.some((m) => m.id === filter.merchant) ? (
            <option value={filter.merchant}>{filter.merchant}</option>
          ) : null}
        </select>
      </div>
      <TextField
        label={t.searchLabel}
        type="search"
        maxLength={200}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {t.search}
      </Button>
    </form>
  );
}
