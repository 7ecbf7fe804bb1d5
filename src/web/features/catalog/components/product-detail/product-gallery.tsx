import { useState } from 'react';
import type { ProductPhoto } from '../../../../../shared/listing/item-schema.ts';
import { detailTexts as t } from './detail-texts.ts';
import styles from './product-gallery.module.css';

interface Picture {
  src: string;
  /** The small version the thumbnail button shows. */
  thumb: string;
  /** The merchant's photo (dropped from the list if it fails to load). */
  isPhoto: boolean;
}

/**
 * The product's pictures: the merchant's photo first when there is one (ADR 082), then our own
 * SVG silhouettes (ADR 021); one large, thumbnails to switch. A photo that fails to load leaves
 * the silhouettes.
 */
export function ProductGallery({
  images,
  photo,
  alt,
}: {
  images: readonly string[];
  photo?: ProductPhoto | undefined;
  alt: string;
}) {
  const [chosen, setChosen] = useState(0);
  const [failed, setFailed] = useState<string | undefined>();
  const pictures: Picture[] = [
    ...(photo && photo.detail !== failed
      ? [{ src: photo.detail, thumb: photo.thumb, isPhoto: true }]
      : []),
    ...images.map((src) => ({ src, thumb: src, isPhoto: false })),
  ];
  const index = chosen < pictures.length ? chosen : 0;
  const picture = pictures[index];
  const dropPhoto = () => setFailed(photo?.detail);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {picture ? (
          <img
            src={picture.src}
            alt={alt}
            width={480}
            height={320}
            className={styles.image}
            decoding="async"
            data-photo={picture.isPhoto ? '' : undefined}
            onError={picture.isPhoto ? dropPhoto : undefined}
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={alt} />
        )}
      </div>
      {pictures.length > 1 ? (
        <ul role="list" className={styles.thumbs}>
          {pictures.map((p, i) => (
            <li key={p.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t.picture(i + 1, pictures.length)}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <img
                  src={p.thumb}
                  alt=""
                  width={72}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  onError={p.isPhoto ? dropPhoto : undefined}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
