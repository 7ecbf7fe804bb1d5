import type { ReactNode } from 'react';
import { buildMessages } from '../../../shared/build/messages.ts';
import { buttonClassName } from '../button/button.tsx';
import styles from './prices-table.module.css';

/** One column of a prices table. */
export interface PriceColumn<Row> {
  /** The heading; also the cell's label where the rows become cards on phones. */
  heading: string;
  /** 'num': right-aligned figures; 'action': the row's buttons (no phone label). */
  kind?: 'num' | 'action';
  /** The heading is for screen readers only. */
  hiddenHeading?: boolean;
  cell: (row: Row, index: number) => ReactNode;
}

/**
 * A detail page's prices table: one row per offer (or variant), the first column the row's
 * heading. Below 800 px the rows become cards, each cell labelled by its column. With `onRowClick`
 * a click anywhere on a row chooses it. Without rows it says `empty` instead, when given.
 */
export function PricesTable<Row>({
  caption,
  rows,
  rowKey,
  columns: [rowHeading, ...columns],
  onRowClick,
  empty,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly [PriceColumn<Row>, ...PriceColumn<Row>[]];
  onRowClick?: (row: Row) => void;
  empty?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.empty}>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {[rowHeading, ...columns].map((column) => (
            <th
              key={column.heading}
              scope="col"
              className={column.kind === 'num' ? styles.num : undefined}
            >
              {column.hiddenHeading ? (
                <span className="visually-hidden">{column.heading}</span>
              ) : (
                column.heading
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            className={onRowClick ? styles.clickable : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            <th scope="row" data-label={rowHeading.heading} className={styles.merchant}>
              {rowHeading.cell(row, index)}
            </th>
            {columns.map((column) =>
              column.kind === 'action' ? (
                <td key={column.heading} className={styles.action}>
                  {column.cell(row, index)}
                </td>
              ) : (
                <td
                  key={column.heading}
                  data-label={column.heading}
                  className={column.kind === 'num' ? styles.num : undefined}
                >
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The merchant column: the name, and what a shopper should know about the offer — a demo
 * merchant's prices are invented; a stale offer has not been confirmed by the merchant's feed
 * for a while (it may no longer hold, and it is never the product's 'from' price).
 */
export function MerchantName({
  name,
  isDemo,
  stale,
}: {
  name: string;
  isDemo?: boolean | undefined;
  stale?: boolean | undefined;
}) {
  return (
    <>
      {name}
      {isDemo ? (
        <>
          {/* a space, so the name and the tag read as two words */}{' '}
          <span className={styles.tag} title="Demo data: this merchant's prices are invented">
            Demo
          </span>
        </>
      ) : null}
      {stale ? <span className={styles.staleNote}>Price not confirmed recently</span> : null}
    </>
  );
}

/** In stock or not, in the table's colours. */
export function StockText({ inStock, text }: { inStock: boolean; text: string }) {
  return <span className={inStock ? styles.inStock : styles.outOfStock}>{text}</span>;
}

/** A small button in an action cell. */
export function actionButtonClass(variant: 'primary' | 'outline'): string {
  return buttonClassName(variant, { className: styles.buy });
}

/** Without a buy link, the purchase is simulated with an alert. */
function simulatePurchase() {
  window.alert(buildMessages.purchaseSimulated);
}

/**
 * Buy: opens the merchant's page in a new tab without opener or referrer; without a buy link, a
 * simulated purchase ('Redirecting to purchase... (simulated)').
 */
export function BuyButton({
  href,
  label,
  text,
}: {
  href: string | undefined;
  /** The accessible name, e.g. 'Buy from X (opens in a new tab)'. */
  label: string;
  text: string;
}) {
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={actionButtonClass('primary')}
      aria-label={label}
    >
      {text}
    </a>
  ) : (
    <button
      type="button"
      className={actionButtonClass('primary')}
      aria-label={label}
      onClick={simulatePurchase}
    >
      {text}
    </button>
  );
}
