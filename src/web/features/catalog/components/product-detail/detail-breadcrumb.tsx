import { DetailBreadcrumb } from '../../../../components/product-page/detail-breadcrumb.tsx';
import { detailTexts as t } from './detail-texts.ts';

/** The product list of one category (the list keeps its filters in the URL query). */
export function categoryHref(label: string): string {
  return `/products/AR15?category=${encodeURIComponent(label)}`;
}

/** Home > Products > AR15 > category > product. */
export function ProductBreadcrumb({ category, product }: { category?: string; product?: string }) {
  return (
    <DetailBreadcrumb
      label={t.breadcrumb}
      crumbs={[
        { text: t.home, to: '/' },
        { text: t.products, to: '/products' },
        { text: t.platform, to: '/products/AR15' },
        category ? { text: category, to: categoryHref(category) } : undefined,
        product ? { text: product } : undefined,
      ]}
    />
  );
}
