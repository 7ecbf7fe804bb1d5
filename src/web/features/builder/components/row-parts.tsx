import { useId, useState } from 'react';
import type { SelectedProduct } from '../../../../shared/build/schema.ts';
import { truncate } from '../../../../shared/build/state.ts';
import { isBuyable, rankOffers } from '../../../../shared/prices/offers.ts';
import { selectVendor } from '../../../stores/build.ts';
import { useOnlyInStock } from '../lib/only-in-stock.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { vendorLabel } from '../lib/product-view.ts';
import { PartPlaceholderIcon } from './builder-icons.tsx';
import styles from './part-row.module.css';

/** Notes are cut at 86 characters with 'Read more' / '...Read less'. */
export const NOTES_LIMIT = 86;

/**
 * The merchant's photo, else the product image, or a drawn placeholder when there is neither or
 * they fail to load.
 */
export function ProductImage({
  photo,
  src: image,
  small = false,
}: {
  /** The merchant's photo (ADR 082), tried first. */
  photo?: string | undefined;
  src: string | undefined;
  /** 48 px instead of 72 (the price summary). */
  small?: boolean;
}) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const frame = small ? `${styles.image} ${styles.imageSmall}` : styles.image;
  const src = [photo, image].find((s): s is string => Boolean(s) && !failed.includes(s ?? ''));
  if (!src) {
    return (
      <span className={`${frame} ${styles.placeholder}`}>
        <PartPlaceholderIcon size={small ? 'sm' : 'lg'} />
      </span>
    );
  }
  // The name stands next to it: the image is decorative (alt="").
  return (
    <span className={frame}>
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed((f) => [...f, src])}
      />
    </span>
  );
}

export function ProductNotes({ notes }: { notes: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!notes) return null;
  if (notes.length <= NOTES_LIMIT) return <p className={styles.notes}>{notes}</p>;
  return (
    <p className={styles.notes}>
      {expanded ? notes : truncate(notes, NOTES_LIMIT)}{' '}
      <button
        type="button"
        className={styles.more}
        aria-expanded={expanded}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? builderTexts.readLess : builderTexts.readMore}
      </button>
    </p>
  );
}

/**
 * The price dropdown, only when more than one merchant sells the product: each merchant with its
 * price, stock, shipping and when its feed last confirmed it (buyable offers first, as ranked).
 */
export function MerchantSelect({
  subPart,
  product,
}: {
  subPart: string;
  product: SelectedProduct;
}) {
  const id = useId();
  const onlyInStock = useOnlyInStock();
  const [now] = useState(() => Date.now());
  const selected = product.selectedVendorId ?? product.availableVendors?.[0]?.id;
  // 'Only in stock' hides what nobody can buy now, but never the merchant already chosen.
  const vendors = rankOffers(product.availableVendors ?? []).filter(
    (vendor) => !onlyInStock || isBuyable(vendor) || vendor.id === selected,
  );
  return (
    <span className={styles.merchant}>
      <label htmlFor={id} className="visually-hidden">
        {builderTexts.merchantFor(subPart)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected}
        onChange={(event) => selectVendor(subPart, event.target.value)}
      >
        {vendors.map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendorLabel(vendor, now)}
          </option>
        ))}
      </select>
    </span>
  );
}
