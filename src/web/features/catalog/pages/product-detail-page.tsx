import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { catalogMessages } from '../../../../shared/catalog/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCatalogGroup } from '../api/get-catalog-group.ts';
import { DetailBreadcrumb } from '../components/product-detail/detail-breadcrumb.tsx';
import {
  DetailLoadError,
  DetailNotFound,
  DetailSkeleton,
} from '../components/product-detail/detail-states.tsx';
import { detailTexts as t } from '../components/product-detail/detail-texts.ts';
import { ProductDetailView } from '../components/product-detail/product-detail-view.tsx';
import styles from '../../../components/product-page/page.module.css';

/**
 * /product/:mainCategory/:groupId (spec §2 "Product detail"): loading, error, empty and loaded
 * states. `?subPart=` is the builder row the visitor came from (decision D17). The group id
 * decides the product; the main category segment is only part of the address.
 */
export function ProductDetailPage() {
  const { mainCategory, groupId } = useParams();
  const [searchParams] = useSearchParams();
  const subPart = searchParams.get('subPart')?.trim() || undefined;
  const missing = !mainCategory?.trim() || !groupId?.trim();
  const query = useCatalogGroup(missing ? undefined : groupId);
  const notFound = missing || (query.error instanceof ApiError && query.error.status === 404);
  const failed = query.isError && !notFound;

  useDocumentTitle(
    query.data?.group.partName ?? (notFound ? t.notFound : failed ? t.loadFailed : 'Product'),
  );

  // spec §8: 'Missing required URL parameters'
  useEffect(() => {
    if (missing) toast.error(catalogMessages.missingParams, { id: 'product-missing-params' });
  }, [missing]);

  // spec §8: 'Failed to load product data', once per failed attempt.
  useEffect(() => {
    if (failed)
      toast.error(catalogMessages.loadProductFailed, {
        id: `product-load-failed-${query.errorUpdatedAt}`,
      });
  }, [failed, query.errorUpdatedAt]);

  let body;
  if (notFound) {
    body = (
      <>
        <DetailBreadcrumb />
        <DetailNotFound />
      </>
    );
  } else if (query.data) {
    body = <ProductDetailView key={query.data.group._id} detail={query.data} subPart={subPart} />;
  } else if (failed) {
    body = (
      <>
        <DetailBreadcrumb />
        <DetailLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  } else {
    body = (
      <>
        <DetailBreadcrumb />
        <DetailSkeleton />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}
