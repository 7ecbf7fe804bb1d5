import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { Button } from '../../../components/button/button.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { useGalleryList } from '../api/list-gallery.ts';
import { GalleryCard } from '../components/gallery-card.tsx';
import { GalleryFilterBar } from '../components/gallery-filters.tsx';
import {
  filtersSearch,
  isFiltered,
  NO_FILTERS,
  readFilters,
  type GalleryFilters,
} from '../lib/gallery-filters.ts';
import { galleryTexts as t } from '../messages.ts';
import styles from './gallery.module.css';

export const PUBLISH_PATH = '/completed-builds/publish';

/**
 * /completed-builds: the community's finished builds, newest first, 12 to a page, filtered by
 * calibre and price. The filters and the page are in the address. Admins may list hidden entries
 * too, to show them again.
 */
export function GalleryPage() {
  useDocumentTitle(t.heading);
  const session = useSession();
  const admin = session?.user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useGalleryList(filters, admin);
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: GalleryFilters, replace = false) =>
    setParams(new URLSearchParams(filtersSearch(next)), { replace });

  // A page past the end (an old link, a gallery that shrank): the last page.
  const settled = Boolean(data) && !query.isPlaceholderData;
  const page = filters.page;
  useEffect(() => {
    if (settled && page > pageCount)
      setParams(new URLSearchParams(filtersSearch({ ...readFilters(params), page: pageCount })), {
        replace: true,
      });
  }, [settled, page, pageCount, params, setParams]);

  return (
    <div className={styles.page}>
      <PageBand heading={t.heading} lead={t.lead}>
        <div className={styles.bandActions}>
          {session ? (
            <ButtonLink to={PUBLISH_PATH} variant="primary">
              {t.publish}
            </ButtonLink>
          ) : (
            <ButtonLink to={`/auth?next=${encodeURIComponent(PUBLISH_PATH)}`} variant="primary">
              {t.logInToPublish}
            </ButtonLink>
          )}
        </div>
      </PageBand>
      <div className={styles.inner}>
        <GalleryFilterBar
          filters={filters}
          calibres={data?.calibres ?? []}
          admin={admin}
          onChange={(next) => go(next)}
        />
        {!data ? (
          <LoadState
            query={query}
            texts={t}
            loadingClassName={styles.status}
            failedClassName={styles.problem}
            errorClassName={styles.error}
          />
        ) : data.items.length === 0 ? (
          <div className={styles.empty}>
            {isFiltered(filters) ? (
              <>
                <h2>{t.noMatch}</h2>
                <Button
                  variant="primary"
                  onClick={() => go({ ...NO_FILTERS, includeHidden: filters.includeHidden })}
                >
                  {t.clearFilters}
                </Button>
              </>
            ) : (
              <>
                <h2>{t.empty}</h2>
                <p>{t.emptyLead}</p>
              </>
            )}
          </div>
        ) : (
          <>
            <p className={styles.count} role="status" aria-busy={query.isFetching}>
              {t.resultCount(data.total)}
            </p>
            <ul role="list" className={styles.grid} aria-busy={query.isPlaceholderData}>
              {data.items.map((entry) => (
                <li key={entry.id}>
                  <GalleryCard entry={entry} />
                </li>
              ))}
            </ul>
            <Pagination
              page={Math.min(filters.page, pageCount)}
              pageCount={pageCount}
              hrefFor={(n) => filtersSearch({ ...filters, page: n }) || '?'}
              onNavigate={() => window.scrollTo({ top: 0 })}
            />
          </>
        )}
      </div>
    </div>
  );
}
