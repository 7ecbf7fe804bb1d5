import { Link } from 'react-router';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFeeds } from '../api/get-feeds.ts';
import { AdminNotAllowed, AdminOnly } from '../components/admin-only.tsx';
import { MerchantFeed } from '../components/feeds/merchant-feed.tsx';
import { feedsTexts as t, reviewTexts } from '../feeds-messages.ts';
import styles from '../components/feeds/feeds.module.css';

/**
 * /admin/feeds: every merchant with its feed (URL, format, interval, last run), the settings form,
 * Run now with live progress, and each run's report. Admins only.
 */
export function FeedsPage() {
  useDocumentTitle(t.heading);
  return (
    <div className={styles.page}>
      <PageBand heading={t.heading} />
      <div className={styles.inner}>
        <AdminOnly notAllowed={t.notAllowed}>
          <Feeds />
        </AdminOnly>
      </div>
    </div>
  );
}

function Feeds() {
  const query = useFeeds();
  const data = query.data;
  if (query.error instanceof ApiError && query.error.status === 403)
    return <AdminNotAllowed text={t.notAllowed} />;
  if (!data)
    return (
      <LoadState
        query={query}
        texts={t}
        loadingClassName={styles.intro}
        failedClassName={styles.state}
        errorClassName={styles.error}
      />
    );
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t.intro}</p>
        <Link className={styles.textLink} to="/admin/feeds/review">
          {reviewTexts.heading}
        </Link>
      </div>
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(query.error, t.loadFailed)}
        </p>
      ) : null}
      {data.items.length ? (
        <ul className={styles.list} aria-label={t.heading}>
          {data.items.map((merchant) => (
            <MerchantFeed key={merchant.id} merchant={merchant} />
          ))}
        </ul>
      ) : (
        <div className={styles.state}>
          <p className={styles.stateText}>{t.empty}</p>
        </div>
      )}
    </>
  );
}
