import type { BuildLanded } from '../../../../shared/build/landed.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { cartTexts } from '../lib/cart-texts.ts';
import styles from './merchant-orders.module.css';
import tables from './price-summary-modal.module.css';

// Landed cost by merchant: what each chosen merchant's order comes to with its shipping, and the
// whole build with shipping. Shown in the Price Summary; the Buy list adds each order's links.

const shippingText = (amount: number) => (amount === 0 ? cartTexts.free : formatPrice(amount));

const [MERCHANT, ITEMS, SHIPPING, TOTAL] = cartTexts.merchantColumns;

/** Below 800 px: one line per merchant instead of a table. */
function MerchantList({ landed }: { landed: BuildLanded }) {
  const line = (items: number, shipping: number, total: number) =>
    `${formatPrice(items)} + ${shippingText(shipping)} ${SHIPPING.toLowerCase()} = ${formatPrice(total)}`;
  return (
    <ul role="list" className={styles.list}>
      {landed.orders.map((order) => (
        <li key={order.key} className={styles.line}>
          <span className={styles.name}>
            {order.merchant}{' '}
            <span className={styles.count}>({cartTexts.productCount(order.products.length)})</span>
          </span>
          <span>{line(order.items, order.shipping, order.total)}</span>
        </li>
      ))}
      <li className={`${styles.line} ${styles.total}`}>
        <span className={styles.name}>{cartTexts.withShipping}</span>
        <span>{line(landed.items, landed.shipping, landed.total)}</span>
      </li>
    </ul>
  );
}

export function MerchantTotals({ landed, narrow }: { landed: BuildLanded; narrow: boolean }) {
  return (
    <section aria-labelledby="merchant-totals" className={styles.section}>
      <h3 id="merchant-totals" className={styles.heading}>
        {cartTexts.byMerchant}
      </h3>
      {narrow ? <MerchantList landed={landed} /> : <MerchantTable landed={landed} />}
    </section>
  );
}

function MerchantTable({ landed }: { landed: BuildLanded }) {
  return (
    <>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{MERCHANT}</th>
              <th scope="col" className={tables.num}>
                {ITEMS}
              </th>
              <th scope="col" className={tables.num}>
                {SHIPPING}
              </th>
              <th scope="col" className={tables.num}>
                {TOTAL}
              </th>
            </tr>
          </thead>
          <tbody>
            {landed.orders.map((order) => (
              <tr key={order.key}>
                <th scope="row">
                  {order.merchant}{' '}
                  <span className={styles.count}>
                    ({cartTexts.productCount(order.products.length)})
                  </span>
                </th>
                <td className={tables.num}>{formatPrice(order.items)}</td>
                <td className={tables.num}>{shippingText(order.shipping)}</td>
                <td className={tables.num}>{formatPrice(order.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{cartTexts.withShipping}</th>
              <td className={tables.num}>{formatPrice(landed.items)}</td>
              <td className={tables.num}>{shippingText(landed.shipping)}</td>
              <td className={`${tables.num} ${tables.total}`}>{formatPrice(landed.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
