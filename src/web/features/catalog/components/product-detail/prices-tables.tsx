import { buildMessages } from '../../../../../shared/build/messages.ts';
import { formatPrice } from '../../../../../shared/build/totals.ts';
import type { FitResult } from '../../../../../shared/compat/index.ts';
import type { MerchantPriceRow, VariantPriceRow } from '../../lib/detail-prices.ts';
import { FitBadge } from '../fit/fit-badge.tsx';
import { buttonClassName } from '../../../../components/button/button.tsx';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/prices-table.module.css';

/** decision D22: without a buy link, the spec's simulated purchase. */
function simulatePurchase() {
  window.alert(buildMessages.purchaseSimulated);
}

/**
 * spec §2: the Prices table of the selected variant, one row per merchant (unique names):
 * merchant, price (retail struck through when higher), stock, shipping and Buy, which opens the
 * merchant's page in a new tab without opener or referrer (decision D22).
 */
export function MerchantPricesTable({
  model,
  rows,
}: {
  model: string;
  rows: readonly MerchantPriceRow[];
}) {
  if (rows.length === 0) return <p className={styles.empty}>{t.noOffers}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.merchantPricesCaption(model)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.merchant}</th>
          <th scope="col" className={styles.num}>
            {t.price}
          </th>
          <th scope="col">{t.availability}</th>
          <th scope="col">{t.shipping}</th>
          <th scope="col">
            <span className="visually-hidden">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.merchant}>
            <th scope="row" data-label={t.merchant} className={styles.merchant}>
              {row.merchant}
            </th>
            <td data-label={t.price} className={styles.num}>
              <span className={styles.price}>{formatPrice(row.price)}</span>
              {row.retailPrice !== undefined ? (
                <s className={styles.retail}>
                  <span className="visually-hidden">{t.retailPrice} </span>
                  {formatPrice(row.retailPrice)}
                </s>
              ) : null}
            </td>
            <td data-label={t.availability}>
              <span className={row.inStock ? styles.inStock : styles.outOfStock}>
                {row.inStock ? t.inStock : t.outOfStock}
              </span>
            </td>
            <td data-label={t.shipping}>{row.shipping}</td>
            <td className={styles.action}>
              {row.buyLink ? (
                <a
                  href={row.buyLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName('primary', { className: styles.buy })}
                  aria-label={t.buyFrom(row.merchant)}
                >
                  {t.buy}
                </a>
              ) : (
                <button
                  type="button"
                  className={buttonClassName('primary', { className: styles.buy })}
                  aria-label={t.buyFrom(row.merchant)}
                  onClick={simulatePurchase}
                >
                  {t.buy}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * spec §2: before a variant is selected, each variant's 'from' price (§9: the lowest merchant
 * price). A row's button chooses that variant (its values fill the selects). Issue 9 (ADR 064):
 * with a build, whether each variant fits it.
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
    <table className={styles.table}>
      <caption className="visually-hidden">{t.variantPricesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.variant}</th>
          <th scope="col" className={styles.num}>
            {t.from}
          </th>
          <th scope="col">{t.availability}</th>
          {showFit ? <th scope="col">{t.yourBuild}</th> : null}
          <th scope="col">
            <span className="visually-hidden">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.variantId}
            className={styles.clickable}
            onClick={() => onChoose(row.variantId)}
          >
            <th scope="row" data-label={t.variant} className={styles.merchant}>
              {row.model}
            </th>
            <td data-label={t.from} className={styles.num}>
              <span className={styles.price}>
                {row.fromPrice !== undefined ? formatPrice(row.fromPrice) : '—'}
              </span>
            </td>
            <td data-label={t.availability}>
              <span className={row.inStock ? styles.inStock : styles.outOfStock}>
                {row.inStock ? t.inStock : t.outOfStock}
              </span>
            </td>
            {showFit ? (
              <td data-label={t.yourBuild}>
                {fits.get(row.variantId) ? <FitBadge fit={fits.get(row.variantId)!} /> : null}
              </td>
            ) : null}
            <td className={styles.action}>
              <button
                type="button"
                className={buttonClassName('outline', { className: styles.buy })}
                aria-label={t.chooseVariant(row.model)}
                onClick={(event) => {
                  event.stopPropagation();
                  onChoose(row.variantId);
                }}
              >
                {t.select}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
