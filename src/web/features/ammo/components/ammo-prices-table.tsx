import { buildMessages } from '../../../../shared/build/messages.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import type { AmmoOffer } from '../../../../shared/ammo/schema.ts';
import { buttonClassName } from '../../../components/button/button.tsx';
import { formatPerRound } from '../lib/ammo-query.ts';
import { ammoTexts as t } from '../lib/ammo-texts.ts';
import styles from '../../../components/product-page/prices-table.module.css';

/** decision D22: without a buy link, the spec's simulated purchase. */
function simulatePurchase() {
  window.alert(buildMessages.purchaseSimulated);
}

/**
 * spec §2: the Prices table, Merchant, Price, Availability, Shipping, Actions (Add, Buy), one row
 * per offer, cheapest first (as the API sends them). Price also shows the cost per round (issue
 * 6). Availability reads 'In Stock' and free shipping 'Free' (spec §2); other offers say what they
 * are. Add puts the ammo into the build with that merchant selected; Buy opens the merchant's page
 * in a new tab without opener or referrer.
 */
export function AmmoPricesTable({
  name,
  offers,
  onAdd,
  adding,
}: {
  name: string;
  offers: readonly AmmoOffer[];
  onAdd: (offerIndex: number) => void;
  adding: boolean;
}) {
  if (offers.length === 0) return <p className={styles.empty}>{t.noOffersTable}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{`${t.prices}: ${name}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t.merchant}</th>
          <th scope="col" className={styles.num}>
            {t.priceColumn}
          </th>
          <th scope="col">{t.availability}</th>
          <th scope="col">{t.shipping}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer, index) => (
          <tr key={`${offer.merchantName}-${index}`}>
            <th scope="row" data-label={t.merchant} className={styles.merchant}>
              {offer.merchantName}
            </th>
            <td data-label={t.priceColumn} className={styles.num}>
              <span className={styles.price}>{formatPrice(offer.price)}</span>{' '}
              <span className={styles.retail}>{formatPerRound(offer.pricePerRound)}</span>
            </td>
            <td data-label={t.availability}>
              <span className={offer.inStock ? styles.inStock : styles.outOfStock}>
                {offer.inStock ? ammoMessages.inStock : t.outOfStock}
              </span>
            </td>
            <td data-label={t.shipping}>{shippingText(offer.shipping)}</td>
            <td className={styles.action}>
              <span className={styles.actions}>
                <button
                  type="button"
                  className={buttonClassName('outline', { className: styles.buy })}
                  aria-label={t.addOffer(offer.merchantName)}
                  disabled={adding}
                  onClick={() => onAdd(index)}
                >
                  {t.add}
                </button>
                {offer.buyLink ? (
                  <a
                    href={offer.buyLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClassName('primary', { className: styles.buy })}
                    aria-label={t.buyOffer(offer.merchantName)}
                  >
                    {t.buy}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={buttonClassName('primary', { className: styles.buy })}
                    aria-label={t.buyOffer(offer.merchantName)}
                    onClick={simulatePurchase}
                  >
                    {t.buy}
                  </button>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** spec §2: free shipping reads 'Free'; a fee or a condition is shown as the merchant gives it. */
function shippingText(shipping: string): string {
  return /^free( shipping)?$/i.test(shipping.trim()) ? ammoMessages.freeShipping : shipping;
}
