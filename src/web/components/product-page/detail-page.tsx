import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMetaDescription } from '../../lib/use-page-meta.ts';
import { NOT_FOUND_META } from '../../../shared/site/page-meta.ts';
import {
  DetailLoadError,
  DetailNotFound,
  DetailSkeleton,
  type DetailStateTexts,
} from './detail-states.tsx';
import styles from './page.module.css';

/** What a detail page says besides its item. */
export interface DetailPageConfig extends DetailStateTexts {
  /** The document title while loading ('Product'). */
  title: string;
  /** The toast for a URL without its parameters, and its id (shown once). */
  missing: { message: string; toastId: string };
  /** The failure toast's id; each failed attempt shows it once. */
  failedToastId: string;
  /** The bones between the title and the short line of the loading skeleton. */
  skeletonLines: number;
}

/**
 * A detail page: the item once loaded, else its state. A URL without its parameters or an
 * unknown item (404) is 'not found'; a URL without its parameters also toasts `missing`. Any
 * other failure toasts and offers a retry. The document title follows (the item's, or the
 * state's); the breadcrumb stands above every state.
 */
export function DetailPage<T>({
  query,
  missing,
  config,
  titleOf,
  descriptionOf,
  breadcrumb,
  children,
}: {
  query: UseQueryResult<T>;
  /** Whether the URL lacks what names the item (nothing is fetched then). */
  missing: boolean;
  config: DetailPageConfig;
  titleOf: (item: T) => string;
  /** The item's meta description (the one the server writes into the page it sends). */
  descriptionOf: (item: T) => string;
  breadcrumb: ReactNode;
  /** The loaded item's page (mount it with a key, so another item starts afresh). */
  children: (item: T) => ReactNode;
}) {
  const notFound = missing || (query.error instanceof ApiError && query.error.status === 404);
  const failed = query.isError && !notFound;

  useDocumentTitle(
    query.data !== undefined
      ? titleOf(query.data)
      : notFound
        ? config.notFound
        : failed
          ? config.failed
          : config.title,
  );

  useMetaDescription(
    query.data !== undefined
      ? descriptionOf(query.data)
      : notFound
        ? NOT_FOUND_META.description
        : '',
  );

  useEffect(() => {
    if (missing) toast.error(config.missing.message, { id: config.missing.toastId });
  }, [missing, config.missing]);

  useEffect(() => {
    if (failed)
      toast.error(config.failed, { id: `${config.failedToastId}-${query.errorUpdatedAt}` });
  }, [failed, query.errorUpdatedAt, config.failed, config.failedToastId]);

  let body: ReactNode;
  if (notFound) body = <DetailNotFound texts={config} />;
  else if (query.data !== undefined) return page(children(query.data));
  else if (failed)
    body = (
      <DetailLoadError
        texts={config}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <DetailSkeleton loading={config.loading} lines={config.skeletonLines} />;

  return page(
    <>
      {breadcrumb}
      {body}
    </>,
  );
}

function page(content: ReactNode) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>{content}</div>
    </div>
  );
}
