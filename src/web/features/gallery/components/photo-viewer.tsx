import { useState } from 'react';
import type { GalleryPhoto } from '../../../../shared/gallery/schema.ts';
import { entryTexts as t } from '../messages.ts';
import styles from './photo-viewer.module.css';

/**
 * An entry's photos: the chosen one large, every one as a thumbnail button below that shows it
 * large (the pressed one is the one shown). No photos: nothing.
 */
export function PhotoViewer({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) return null;
  const count = photos.length;
  return (
    <section className={styles.viewer} aria-label={t.photosLabel}>
      <figure className={styles.large}>
        <img
          src={current.detail}
          alt={t.photoAlt(photos.indexOf(current) + 1, count, title)}
          width={current.width}
          height={current.height}
          decoding="async"
        />
      </figure>
      {count > 1 ? (
        <ul role="list" className={styles.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={photo === current}
                aria-label={t.showPhoto(i + 1, count)}
                onClick={() => setIndex(i)}
              >
                <img
                  src={photo.thumb}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
