import { useState } from 'react';
import { Link } from 'react-router';
import type { BuildPart, SelectedProduct } from '../../../shared/build/schema.ts';
import { filledSubParts, formatPrice, isIncludedEntry } from '../../../shared/build/totals.ts';
import { productPagePath, productPicture, sharedBuildTexts as t } from './build-parts-texts.ts';
import styles from './build-parts-table.module.css';

/**
 * A build's chosen parts, read-only: part, sub-part, the product (its picture, its name linking
 * to its page on this site, its brand), merchant and price; a part that came with another shows
 * 'Included'. On phones each part becomes a card. The caller shows the empty state.
 */
export function BuildPartsTable({
  buildParts,
  caption,
}: {
  buildParts: readonly BuildPart[];
  /** The table's accessible name (the build's name or title). */
  caption: string;
}) {
  const rows = filledSubParts(buildParts);
  const c = t.columns;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.part}</th>
          <th scope="col">{c.subPart}</th>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.merchant}</th>
          <th scope="col" className={styles.price}>
            {c.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ group, subPart, product }) => {
          const included = isIncludedEntry(product);
          return (
            <tr key={subPart}>
              <td data-label={c.part}>{group}</td>
              <td data-label={c.subPart}>{subPart}</td>
              <td data-label={c.product}>
                <ProductCell product={product} />
              </td>
              <td data-label={c.merchant}>
                {included ? '—' : (product.selectedVendorName ?? '—')}
              </td>
              <td data-label={c.price} className={styles.price}>
                {included
                  ? t.included
                  : typeof product.selectedVendorPrice === 'number'
                    ? formatPrice(product.selectedVendorPrice)
                    : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The product's picture, its name linking to its page on this site, and its brand. */
function ProductCell({ product }: { product: SelectedProduct }) {
  const href = productPagePath(product);
  return (
    <span className={styles.productCell}>
      <PartPicture src={productPicture(product)} />
      <span className={styles.product}>
        {href ? <Link to={href}>{product.name}</Link> : product.name}
        {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
      </span>
    </span>
  );
}

/** The part's picture, or an empty frame when there is none or it fails (its name stands beside it). */
function PartPicture({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.picture}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : null}
    </span>
  );
}
