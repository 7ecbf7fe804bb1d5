import { formatPrice } from '../../../../shared/build/totals.ts';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import type { AmmoOffer } from '../../../../shared/ammo/schema.ts';
import {
  actionButtonClass,
  BuyButton,
  MerchantName,
  PricesTable,
  StockText,
} from '../../../components/product-page/prices-table.tsx';
import { CheckedNote } from '../../../components/price-checked/checked-note.tsx';
import { formatPerRound } from '../lib/per-round.ts';
import { ammoTexts as t } from '../lib/ammo-texts.ts';
import styles from '../../../components/product-page/prices-table.module.css';

/** Free shipping reads 'Free'; a fee or a condition is shown as the merchant gives it. */
function shippingText(shipping: string): string {
  return /^free( shipping)?$/i.test(shipping.trim()) ? ammoMessages.freeShipping : shipping;
}

/**
 * The Prices table: Merchant, Price, Availability, Shipping, Actions (Add, Buy), one row per
 * offer, in stock first, then cheapest (as the API sends them). Price also shows the cost per
 * round and when the merchant's feed last confirmed it.
 * Availability reads 'In Stock' and free shipping 'Free'; other offers say what they are. Add
 * puts the ammo into the build with that merchant selected; Buy opens the merchant's page.
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
  return (
    <PricesTable
      caption={`${t.prices}: ${name}`}
      rows={offers}
      rowKey={(offer, index) => `${offer.merchantName}-${index}`}
      empty={t.noOffersTable}
      columns={[
        {
          heading: t.merchant,
          cell: (offer) => (
            <MerchantName name={offer.merchantName} isDemo={offer.isDemo} stale={offer.stale} />
          ),
        },
        {
          heading: t.priceColumn,
          kind: 'num',
          cell: (offer) => (
            <>
              <span className={styles.price}>{formatPrice(offer.price)}</span>{' '}
              <span className={styles.retail}>{formatPerRound(offer.pricePerRound)}</span>
              <CheckedNote at={offer.checkedAt} />
            </>
          ),
        },
        {
          heading: t.availability,
          cell: (offer) => (
            <StockText
              inStock={offer.inStock}
              text={offer.inStock ? ammoMessages.inStock : t.outOfStock}
            />
          ),
        },
        { heading: t.shipping, cell: (offer) => shippingText(offer.shipping) },
        {
          heading: t.actions,
          kind: 'action',
          cell: (offer, index) => (
            <span className={styles.actions}>
              <button
                type="button"
                className={actionButtonClass('outline')}
                aria-label={t.addOffer(offer.merchantName)}
                disabled={adding}
                onClick={() => onAdd(index)}
              >
                {t.add}
              </button>
              <BuyButton
                href={offer.buyLink || undefined}
                label={t.buyOffer(offer.merchantName)}
                text={t.buy}
              />
            </span>
          ),
        },
      ]}
    />
  );
}
