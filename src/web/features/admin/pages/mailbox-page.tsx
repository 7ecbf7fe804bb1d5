import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { useScrollToList } from '../../../components/listing/use-scroll-to-list.ts';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../stores/session.ts';
import { useMailbox } from '../api/get-mailbox.ts';
import { MailItem } from '../components/mail-item.tsx';
import { MailboxNotAllowed } from '../components/mailbox-states.tsx';
import { pageParam } from '../lib/mail-text.ts';
import { mailboxTexts as t } from '../messages.ts';
import styles from '../components/mailbox.module.css';

const NARROW = '(max-width: 639px)';

/**
 * /admin/mailbox: the account e-mails the server wrote, newest first, 20 to a page (`?page=`).
 * Without SMTP this is where a local install reads its verification and reset links. Admins only:
 * a signed-out visitor is sent to log in, anyone else sees a refusal and nothing is asked of the
 * server (which checks the role again on every request).
 */
export function MailboxPage() {
  useDocumentTitle(t.heading);
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isAdmin = session?.user.role === 'admin';

  useEffect(() => {
    if (!session) {
      void navigate(`/auth?next=${encodeURIComponent(pathname + search)}`, { replace: true });
    }
  }, [session, pathname, search, navigate]);

  return (
    <div className={styles.page}>
      <PageBand heading={t.heading} />
      <div className={styles.inner}>
        {!session ? null : isAdmin ? <Mailbox /> : <MailboxNotAllowed />}
      </div>
    </div>
  );
}

function Mailbox() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const narrow = useMediaQuery(NARROW);
  const { listTop, scrollToList } = useScrollToList();
  const query = useMailbox(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the end (an old link, a mailbox that shrank): the last page.
  const settled = Boolean(data) && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setParams({ page: String(pages) }, { replace: true });
  }, [settled, page, pages, setParams]);

  if (query.error instanceof ApiError && query.error.status === 403) return <MailboxNotAllowed />;

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
      {data.delivery === 'local' ? (
        <p role="note" className={styles.note}>
          {t.localDelivery}
        </p>
      ) : null}
      <div ref={listTop} className={styles.toolbar}>
        <p className={styles.intro}>{t.intro}</p>
        <p className={styles.count}>{t.total(data.total)}</p>
      </div>
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(query.error, t.loadFailed)}
        </p>
      ) : null}
      {data.items.length ? (
        <ol
          className={styles.list}
          aria-label={t.heading}
          aria-busy={query.isPlaceholderData}
          start={(data.page - 1) * data.pageSize + 1}
        >
          {data.items.map((mail) => (
            <MailItem
              key={mail.id}
              mail={mail}
              delivery={data.delivery}
              origin={window.location.origin}
            />
          ))}
        </ol>
      ) : (
        <div className={styles.state}>
          <p className={styles.stateText}>{t.empty}</p>
        </div>
      )}
      <Pagination
        page={Math.min(page, pages)}
        pageCount={pages}
        hrefFor={(n) => (n === 1 ? '?' : `?page=${n}`)}
        compact={narrow}
        onNavigate={scrollToList}
      />
    </>
  );
}
