import { formatPrice } from '../../../../../shared/build/totals.ts';
import type { FitResult } from '../../../../../shared/compat/index.ts';
import {
  actionButtonClass,
  BuyButton,
  MerchantName,
  PricesTable,
  StockText,
} from '../../../../components/product-page/prices-table.tsx';
import type { MerchantPriceRow, VariantPriceRow } from '../../lib/detail-prices.ts';
import { CheckedNote } from '../../../../components/price-checked/checked-note.tsx';
import { FitBadge } from '../fit/fit-badge.tsx';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/prices-table.module.css';

const availability = {
  heading: t.availability,
  cell: (row: { inStock: boolean }) => (
    <StockText inStock={row.inStock} text={row.inStock ? t.inStock : t.outOfStock} />
  ),
};

/**
 * The Prices table of the selected variant, one row per merchant (unique names): merchant, price
 * (retail struck through when higher), stock, shipping and Buy, which opens the merchant's page
 * in a new tab without opener or referrer (without a link, a simulated purchase).
 */
export function MerchantPricesTable({
  model,
  rows,
}: {
  model: string;
  rows: readonly MerchantPriceRow[];
}) {
  return (
    <PricesTable
      caption={t.merchantPricesCaption(model)}
      rows={rows}
      rowKey={(row) => row.merchant}
      empty={t.noOffers}
      columns={[
        {
          heading: t.merchant,
          cell: (row) => <MerchantName name={row.merchant} isDemo={row.isDemo} stale={row.stale} />,
        },
        {
          heading: t.price,
          kind: 'num',
          cell: (row) => (
            <>
              <span className={styles.price}>{formatPrice(row.price)}</span>
              {row.retailPrice !== undefined ? (
                <s className={styles.retail}>
                  <span className="visually-hidden">{t.retailPrice} </span>
                  {formatPrice(row.retailPrice)}
                </s>
              ) : null}
              <CheckedNote at={row.checkedAt} />
            </>
          ),
        },
        availability,
        { heading: t.shipping, cell: (row) => row.shipping },
        {
          heading: t.actions,
          kind: 'action',
          hiddenHeading: true,
          cell: (row) => (
            <BuyButton href={row.buyLink} label={t.buyFrom(row.merchant)} text={t.buy} />
          ),
        },
      ]}
    />
  );
}

/**
 * Before a variant is selected, each variant's 'from' price (its cheapest merchant in stock, else
 * its cheapest, then Out of Stock). A click
 * on a row or its button chooses that variant (its values fill the selects). With a build,
 * whether each variant fits it (ADR 064).
 */
export function VariantPricesTable({
  rows,
  onChoose,
  fits,
}: {
  rows: readonly VariantPriceRow[];
  onChoose: (variantId: string) => void;
  fits?: ReadonlyMap<string, FitResult>;
}) {
  const showFit = fits !== undefined && fits.size > 0;
  return (
    <PricesTable
      caption={t.variantPricesCaption}
      rows={rows}
      rowKey={(row) => row.variantId}
      onRowClick={(row) => onChoose(row.variantId)}
      columns={[
        { heading: t.variant, cell: (row) => row.model },
        {
          heading: t.from,
          kind: 'num',
          cell: (row) => (
            <span className={styles.price}>
              {row.fromPrice !== undefined ? formatPrice(row.fromPrice) : '—'}
            </span>
          ),
        },
        availability,
        ...(showFit
          ? [
              {
                heading: t.yourBuild,
                cell: (row: VariantPriceRow) => {
                  const fit = fits.get(row.variantId);
                  return fit ? <FitBadge fit={fit} /> : null;
                },
              },
            ]
          : []),
        {
          heading: t.actions,
          kind: 'action',
          hiddenHeading: true,
          cell: (row) => (
            <button
              type="button"
              className={actionButtonClass('outline')}
              aria-label={t.chooseVariant(row.model)}
              onClick={(event) => {
                event.stopPropagation();
                onChoose(row.variantId);
              }}
            >
              {t.select}
            </button>
          ),
        },
      ]}
    />
  );
}
