import { useParams, useSearchParams } from 'react-router';
import { catalogMessages } from '../../../../shared/catalog/messages.ts';
import { productMetaDescription } from '../../../../shared/site/page-meta.ts';
import {
  DetailPage,
  type DetailPageConfig,
} from '../../../components/product-page/detail-page.tsx';
import { useCatalogGroup } from '../api/get-catalog-group.ts';
import { ProductBreadcrumb } from '../components/product-detail/detail-breadcrumb.tsx';
import { detailTexts as t } from '../components/product-detail/detail-texts.ts';
import { ProductDetailView } from '../components/product-detail/product-detail-view.tsx';

const PRODUCT_PAGE: DetailPageConfig = {
  title: 'Product',
  loading: t.loading,
  notFound: t.notFound,
  notFoundText: t.notFoundText,
  failed: t.loadFailed,
  retry: t.tryAgain,
  list: { to: '/products/AR', text: t.backToProducts },
  missing: { message: catalogMessages.missingParams, toastId: 'product-missing-params' },
  failedToastId: 'product-load-failed',
  skeletonLines: 2,
};

/**
 * /product/:mainCategory/:groupId: the product, or its loading, error and not-found states.
 * `?subPart=` is the builder row the visitor came from, which the page's Add fills. The group id
 * decides the product; the main category segment is only part of the address.
 */
export function ProductDetailPage() {
  const { mainCategory, groupId } = useParams();
  const [searchParams] = useSearchParams();
  const subPart = searchParams.get('subPart')?.trim() || undefined;
  const missing = !mainCategory?.trim() || !groupId?.trim();
  const query = useCatalogGroup(missing ? undefined : groupId);
  return (
    <DetailPage
      query={query}
      missing={missing}
      config={PRODUCT_PAGE}
      titleOf={(detail) => detail.group.partName}
      descriptionOf={(detail) => productMetaDescription(detail.group)}
      breadcrumb={<ProductBreadcrumb />}
    >
      {(detail) => <ProductDetailView key={detail.group._id} detail={detail} subPart={subPart} />}
    </DetailPage>
  );
}
