import { memo } from 'react';
import { formatPrice } from '../../../../shared/build/totals.ts';
import type { AmmoItem } from '../../../../shared/ammo/schema.ts';
import { silhouetteUrl } from '../../../../shared/catalog/silhouettes.ts';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { useCheckedAgo } from '../../../components/price-checked/checked-note.tsx';
import { ProductPhoto } from '../../../components/product-page/product-photo.tsx';
import { ammoHref } from '../lib/ammo-query.ts';
import { formatPerRound } from '../lib/per-round.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';
import styles from '../../../components/product-page/product-card.module.css';

/**
 * Name, platform, brand and price (the cheapest offer in stock, else the cheapest, marked Out of
 * stock; hovering it tells when it was checked); Add opens /ammo-detail/{id}. The cost per round
 * beside the price. The image is the merchant's photo, else our own placeholder (its name
 * stands beside it, so the placeholder is decorative).
 */
export const AmmoCard = memo(function AmmoCard({
  item,
  priority = false,
}: {
  item: AmmoItem;
  /** In the first screenful: its picture loads at once. */
  priority?: boolean;
}) {
  const checked = useCheckedAgo(item.priceCheckedAt);
  return (
    <article className={styles.card} data-ammo-id={item.id}>
      <div className={styles.imageBox}>
        <ProductPhoto
          photo={item.photo}
          size="thumb"
          fallback={item.images[0] ?? silhouetteUrl('ammo', 'bronze')}
          alt={item.name}
          fallbackAlt=""
          width={240}
          height={160}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{item.name}</h3>
        <p className={styles.meta}>
          <span data-field="platform">{item.platform}</span>
          <span aria-hidden="true"> · </span>
          <span data-field="brand">{item.brand}</span>
        </p>
        <p className={styles.price} title={checked || undefined}>
          {item.price === undefined ? (
            <span className={styles.noOffers}>{ammoTexts.noOffers}</span>
          ) : (
            <>
              <span data-field="price">{formatPrice(item.price)}</span>
              <span className={styles.perRound} data-field="per-round">
                {formatPerRound(item.pricePerRound)}
              </span>
            </>
          )}
          {item.price !== undefined && !item.inStock ? (
            <span className={styles.outOfStock}>{ammoTexts.outOfStock}</span>
          ) : null}
        </p>
        <ButtonLink
          to={ammoHref(item.id)}
          className={styles.add}
          aria-label={ammoTexts.addLabel(item.name)}
        >
          {ammoTexts.add}
        </ButtonLink>
      </div>
    </article>
  );
});
