import { Link } from 'react-router';
import type { GalleryEntrySummary } from '../../../../shared/gallery/schema.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { galleryDate } from '../lib/format.ts';
import { galleryTexts as t } from '../messages.ts';
import styles from './gallery-card.module.css';

/** One completed build in the gallery: the whole card is one link to its page. */
export function GalleryCard({ entry }: { entry: GalleryEntrySummary }) {
  const { photo } = entry;
  return (
    <Link to={`/completed-builds/${encodeURIComponent(entry.id)}`} className={styles.card}>
      <span className={styles.imageBox}>
        {photo ? (
          <img
            src={photo.thumb}
            alt=""
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder}>{t.noPhoto}</span>
        )}
        {entry.hidden ? <span className={styles.hidden}>{t.hidden}</span> : null}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{entry.title}</span>
        <span className={styles.facts}>
          <span>{entry.calibre?.label ?? t.noCalibre}</span>
          <strong className={styles.price}>{formatPrice(entry.totalPrice)}</strong>
        </span>
        <span className={styles.meta}>
          {t.by(entry.authorName)} ·{' '}
          <time dateTime={entry.publishedAt}>{galleryDate(entry.publishedAt, t.unknownDate)}</time>
        </span>
      </span>
    </Link>
  );
}
