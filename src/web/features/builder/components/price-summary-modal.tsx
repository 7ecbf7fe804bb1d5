import { useMemo } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { buildLanded } from '../../../../shared/build/landed.ts';
import { formatPrice, totalPrice } from '../../../../shared/build/totals.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { CheckedNote } from '../../../components/price-checked/checked-note.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { summaryRows, type SummaryRow } from '../lib/price-summary.ts';
import { MerchantTotals } from './merchant-orders.tsx';
import styles from './price-summary-modal.module.css';
import { ProductImage } from './row-parts.tsx';

/** The general mobile layout starts below 800 px. */
export const MOBILE_QUERY = '(max-width: 799px)';

// The card layout names the same facts as the table's columns (Image and Product Name need no label).
const [, , BRAND, CATEGORY, MERCHANT, PRICE] = builderTexts.summaryColumns;

function SummaryTable({ rows, total }: { rows: SummaryRow[]; total: number }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            {builderTexts.summaryColumns.map((column) => (
              <th key={column} scope="col" className={column === PRICE ? styles.num : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.subPart}>
              <td>
                <ProductImage photo={row.photo} src={row.image} small />
              </td>
              <td className={styles.product}>{row.name}</td>
              <td>{row.brand}</td>
              <td>{row.category}</td>
              <td>{row.merchant}</td>
              <td className={styles.num}>
                {formatPrice(row.price)}
                <CheckedNote at={row.checkedAt} stale={row.stale} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className={styles.totalLabel}>
              {builderTexts.total}
            </th>
            <td className={`${styles.num} ${styles.total}`}>{formatPrice(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function SummaryCards({ rows, total }: { rows: SummaryRow[]; total: number }) {
  return (
    <>
      <ul role="list" className={styles.cards}>
        {rows.map((row) => (
          <li key={row.subPart} className={styles.card}>
            <ProductImage photo={row.photo} src={row.image} small />
            <div className={styles.cardBody}>
              <p className={styles.product}>{row.name}</p>
              <dl className={styles.facts}>
                <dt>{BRAND}</dt>
                <dd>{row.brand}</dd>
                <dt>{CATEGORY}</dt>
                <dd>{row.category}</dd>
                <dt>{MERCHANT}</dt>
                <dd>{row.merchant}</dd>
                <dt>{PRICE}</dt>
                <dd className={styles.cardPrice}>
                  {formatPrice(row.price)}
                  <CheckedNote at={row.checkedAt} stale={row.stale} />
                </dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.cardTotal}>
        <span>{builderTexts.total}</span>
        <strong>{formatPrice(total)}</strong>
      </p>
    </>
  );
}

/**
 * The 'Price Summary' modal: a table of Image, Product Name, Brand, Category, Merchant and
 * Price (with when the merchant's feed last confirmed it), a card layout below 800 px, and 'There are no items to display' for an empty build;
 * below it, items, shipping and total per merchant.
 */
export function PriceSummaryModal({
  parts,
  onClose,
}: {
  parts: readonly BuildPart[];
  onClose: () => void;
}) {
  const rows = useMemo(() => summaryRows(parts), [parts]);
  const total = useMemo(() => totalPrice(parts), [parts]);
  const landed = useMemo(() => buildLanded(parts), [parts]);
  const narrow = useMediaQuery(MOBILE_QUERY);
  return (
    <Modal title={builderTexts.priceSummary} onClose={onClose} width={980}>
      {rows.length === 0 ? (
        <p className={styles.empty}>{buildMessages.noItems}</p>
      ) : (
        <>
          {narrow ? (
            <SummaryCards rows={rows} total={total} />
          ) : (
            <SummaryTable rows={rows} total={total} />
          )}
          <MerchantTotals landed={landed} narrow={narrow} />
        </>
      )}
    </Modal>
  );
}
