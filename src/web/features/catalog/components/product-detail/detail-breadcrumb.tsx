import { Link } from 'react-router';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/breadcrumb.module.css';

/** The product list of one category (the list keeps its filters in the URL query, issue 5). */
export function categoryHref(label: string): string {
  return `/products/AR15?category=${encodeURIComponent(label)}`;
}

/** spec §2 "Product detail": Home > Products > AR15 > category > product. */
export function DetailBreadcrumb({ category, product }: { category?: string; product?: string }) {
  return (
    <nav aria-label={t.breadcrumb} className={styles.breadcrumb}>
      <ol role="list" className={styles.list}>
        <li>
          <Link to="/">{t.home}</Link>
        </li>
        <li>
          <Link to="/products">{t.products}</Link>
        </li>
        <li>
          <Link to="/products/AR15">{t.platform}</Link>
        </li>
        {category ? (
          <li>
            <Link to={categoryHref(category)}>{category}</Link>
          </li>
        ) : null}
        {product ? (
          <li>
            <span aria-current="page">{product}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
