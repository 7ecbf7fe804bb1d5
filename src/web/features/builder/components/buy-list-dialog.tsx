import { useMemo } from 'react';
import { buildLanded } from '../../../../shared/build/landed.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { cartTexts } from '../lib/cart-texts.ts';
import { buyTarget } from '../lib/product-view.ts';
import styles from './buy-list-dialog.module.css';

// The Buy list: the build grouped by the merchant chosen for each part, each merchant's products
// with their links, and the order's items, shipping and subtotal under the merchant's rule.

const shippingText = (amount: number) => (amount === 0 ? cartTexts.free : formatPrice(amount));

export function BuyListDialog({
  parts,
  onClose,
}: {
  parts: readonly BuildPart[];
  onClose: () => void;
}) {
  const landed = useMemo(() => buildLanded(parts), [parts]);
  return (
    <Modal title={cartTexts.buyList} onClose={onClose} width={720}>
      {landed.orders.length === 0 ? (
        <p className={styles.empty}>{buildMessages.noItems}</p>
      ) : (
        <>
          {landed.orders.map((order) => (
            <section key={order.key} className={styles.order} aria-labelledby={`buy-${order.key}`}>
              <h3 id={`buy-${order.key}`} className={styles.merchant}>
                {order.merchant}{' '}
                <span className={styles.count}>
                  {cartTexts.productCount(order.products.length)}
                </span>
              </h3>
              <ul role="list" className={styles.products}>
                {order.products.map(({ subPart, product, price }) => {
                  const href = buyTarget(product);
                  return (
                    <li key={subPart} className={styles.product}>
                      <span className={styles.name}>
                        {product.name}
                        <span className={styles.subPart}>{subPart}</span>
                      </span>
                      <span className={styles.price}>{formatPrice(price)}</span>
                      {href ? (
                        <a
                          className={styles.link}
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          aria-label={`${cartTexts.buyAt(order.merchant)}: ${product.name}`}
                        >
                          {cartTexts.buyAt(order.merchant)}
                        </a>
                      ) : (
                        <span className={styles.noLink}>{cartTexts.noLink}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <dl className={styles.sums}>
                <dt>{cartTexts.items}</dt>
                <dd>{formatPrice(order.items)}</dd>
                <dt>{cartTexts.shipping}</dt>
                <dd>{shippingText(order.shipping)}</dd>
                <dt className={styles.subtotal}>{cartTexts.subtotal}</dt>
                <dd className={styles.subtotal}>{formatPrice(order.total)}</dd>
              </dl>
            </section>
          ))}
          <p className={styles.grand}>
            <span>{cartTexts.withShipping}</span>
            <strong>{formatPrice(landed.total)}</strong>
          </p>
        </>
      )}
    </Modal>
  );
}
