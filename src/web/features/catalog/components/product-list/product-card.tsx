import { memo } from 'react';
import { formatPrice } from '../../../../../shared/build/totals.ts';
import type { CatalogGroup } from '../../../../../shared/catalog/schema.ts';
import { ButtonLink } from '../../../../components/button/button-link.tsx';
import { useCheckedAgo } from '../../../../components/price-checked/checked-note.tsx';
import { ProductPhoto } from '../../../../components/product-page/product-photo.tsx';
import { productHref, truncateName } from '../../lib/list-query.ts';
import { GroupFit } from '../fit/group-fit.tsx';
import { listTexts } from './list-texts.ts';
import styles from '../../../../components/product-page/product-card.module.css';

/**
 * Image (the merchant's photo, else our silhouette), part name (cut at 35 characters), platform, brand, a 'from' price and Add, which opens
 * /product/{mainCategory}/{id}. The price is the cheapest real offer in stock ('From'), else the
 * cheapest marked Out of stock; hovering it tells when it was checked. A group nobody sells yet
 * says so instead of showing a made-up price. The sub-part the visitor came from rides along on the
 * link, so the detail page's Add fills that row. With a build, how the group fits it (ADR 065).
 */
export const ProductCard = memo(function ProductCard({
  group,
  subPart,
  priority = false,
}: {
  group: CatalogGroup;
  subPart?: string;
  /** In the first screenful: its picture loads at once. */
  priority?: boolean;
}) {
  const short = truncateName(group.partName);
  const checked = useCheckedAgo(group.priceCheckedAt);
  return (
    <article
      className={
        group.fit && group.fit.fits === 0 ? `${styles.card} ${styles.misfit}` : styles.card
      }
    >
      <div className={styles.imageBox}>
        <ProductPhoto
          photo={group.photo}
          size="thumb"
          fallback={group.images[0]}
          alt={group.partName}
          width={240}
          height={160}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={short === group.partName ? undefined : group.partName}>
          {short}
        </h3>
        <p className={styles.meta}>
          <span>{group.platform}</span>
          <span aria-hidden="true"> · </span>
          <span>{group.brand}</span>
        </p>
        <p className={styles.price} title={checked || undefined}>
          {group.price === undefined ? (
            <span className={styles.noOffers}>{listTexts.noOffers}</span>
          ) : group.inStock ? (
            listTexts.from(formatPrice(group.price))
          ) : (
            formatPrice(group.price)
          )}
          {group.price !== undefined && !group.inStock ? (
            <span className={styles.outOfStock}>{listTexts.outOfStock}</span>
          ) : null}
        </p>
        {group.fit ? <GroupFit group={group} fit={group.fit} subPart={subPart} /> : null}
        <ButtonLink
          to={productHref(group, subPart)}
          className={styles.add}
          aria-label={listTexts.addLabel(group.partName)}
        >
          {listTexts.add}
        </ButtonLink>
      </div>
    </article>
  );
});
