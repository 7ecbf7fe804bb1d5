import type { ReactNode } from 'react';
import { formatPrice } from '../../../shared/build/totals.ts';
import { CheckedNote } from '../price-checked/checked-note.tsx';
import styles from './detail.module.css';

/**
 * A detail page's price under its name. 'From' only for a price a shopper can pay now (in stock,
 * fresh); otherwise the price with an Out of Stock badge. Below it, when a merchant's feed last
 * confirmed it.
 */
export function HeadlinePrice({
  price,
  inStock,
  checkedAt,
  from,
  fromText,
  outOfStockText,
  after,
  dataField,
}: {
  price: number;
  inStock: boolean;
  checkedAt: string | undefined;
  /** A 'from' price (several offers or variants) rather than one offer's. */
  from: boolean;
  fromText: string;
  outOfStockText: string;
  /** Shown after the price, e.g. the price per round. */
  after?: ReactNode;
  dataField?: string;
}) {
  return (
    <div className={styles.headlinePrice}>
      <p className={styles.price} data-field={dataField}>
        {from && inStock ? <span className={styles.from}>{fromText} </span> : null}
        <strong>{formatPrice(price)}</strong>
        {after}
        {inStock ? null : (
          <span className={styles.outOfStock} data-field="out-of-stock">
            {outOfStockText}
          </span>
        )}
      </p>
      <CheckedNote at={checkedAt} />
    </div>
  );
}
