import { buildMessages } from '../../../../shared/build/messages.ts';
import type { SelectedProduct } from '../../../../shared/build/schema.ts';
import { truncate } from '../../../../shared/build/state.ts';
import { retailAbove } from '../../../../shared/build/vendors.ts';
import { Button } from '../../../components/button/button.tsx';
import { removeFromBuild } from '../../../stores/build.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import {
  buyTarget,
  hasFreeShipping,
  productImage,
  productPhoto,
  productNotes,
  selectedVendor,
} from '../lib/product-view.ts';
import type { RowExtras } from '../lib/row-extras.ts';
import { CheckIcon, TrashIcon } from './builder-icons.tsx';
import styles from './part-row.module.css';
import { MerchantSelect, ProductImage, ProductNotes } from './row-parts.tsx';
import { CheckedNote } from '../../../components/price-checked/checked-note.tsx';
import { WarningBadge } from './warning-badge.tsx';
import { formatPrice } from '../../../../shared/build/totals.ts';

/** Names in rows are cut at 35 characters plus '...'. */
export const NAME_LIMIT = 35;

/**
 * Buy opens the selected vendor's link, else the product's, in a new tab without
 * opener or referrer; with neither, the simulated-purchase alert.
 */
function buy(product: SelectedProduct) {
  const url = buyTarget(product);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else window.alert(buildMessages.purchaseSimulated);
}

/**
 * A filled sub-part: image, name, notes, ticks, price, merchant, Buy, remove, warning. A composite
 * names the places it filled in one line ('Includes: Barrel, …'); each of those places shows its
 * part once, as 'Included with …', and the composite's Remove clears them all.
 */
export function ProductRow({
  subPart,
  product,
  extras,
  labelled,
}: {
  subPart: string;
  product: SelectedProduct;
  extras: RowExtras | undefined;
  labelled: boolean;
}) {
  const vendor = selectedVendor(product);
  const vendors = product.availableVendors ?? [];
  const retail = retailAbove(product);
  return (
    <li className={styles.row} data-sub-part={subPart} tabIndex={-1}>
      {labelled ? <span className={styles.subPart}>{subPart}</span> : null}
      <ProductImage photo={productPhoto(product)} src={productImage(product)} />
      <div className={styles.info}>
        <p className={styles.name} title={product.name}>
          {truncate(product.name, NAME_LIMIT)}
        </p>
        <ProductNotes notes={productNotes(product)} />
        {extras?.included?.length ? (
          <p className={styles.notes}>
            {builderTexts.includes(extras.included.map((row) => row.subPart))}
          </p>
        ) : null}
        <ul role="list" className={styles.ticks}>
          {vendor?.inStock === false ? (
            <li className={styles.out}>{builderTexts.outOfStock}</li>
          ) : (
            <li>
              <CheckIcon size="sm" className={styles.tick} />
              {builderTexts.inStock}
            </li>
          )}
          {hasFreeShipping(vendor) ? (
            <li>
              <CheckIcon size="sm" className={styles.tick} />
              {builderTexts.freeShipping}
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.price}>
        <span className={styles.amount}>{formatPrice(product.selectedVendorPrice ?? 0)}</span>
        {retail !== undefined ? (
          <s className={styles.retail}>
            <span className="visually-hidden">{builderTexts.retailPrice} </span>
            {formatPrice(retail)}
          </s>
        ) : null}
        {vendors.length > 1 ? (
          <MerchantSelect subPart={subPart} product={product} />
        ) : product.selectedVendorName ? (
          <span className={styles.vendorName}>{product.selectedVendorName}</span>
        ) : null}
        <CheckedNote at={vendor?.checkedAt} stale={vendor?.stale} />
      </div>
      <div className={styles.actions}>
        {extras?.issues?.length ? (
          <WarningBadge productName={product.name} issues={extras.issues} />
        ) : null}
        <Button
          variant="primary"
          className={styles.buy}
          aria-label={builderTexts.buyLabel(product.name)}
          onClick={() => buy(product)}
        >
          {builderTexts.buy}
        </Button>
        <button
          type="button"
          className={styles.remove}
          aria-label={builderTexts.removeLabel(product.name)}
          title={builderTexts.removeLabel(product.name)}
          onClick={() => removeFromBuild(subPart)}
        >
          <TrashIcon size="sm" />
        </button>
      </div>
    </li>
  );
}
