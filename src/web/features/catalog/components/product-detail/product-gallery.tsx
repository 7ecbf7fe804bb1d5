import { useState } from 'react';
import { detailTexts as t } from './detail-texts.ts';
import styles from './product-gallery.module.css';

/** The product's pictures (our own SVG silhouettes, ADR 021): one large, thumbnails to switch. */
export function ProductGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const [chosen, setChosen] = useState(0);
  const index = chosen < images.length ? chosen : 0;
  const src = images[index];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {src ? (
          <img src={src} alt={alt} width={480} height={320} className={styles.image} />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={alt} />
        )}
      </div>
      {images.length > 1 ? (
        <ul role="list" className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t.picture(i + 1, images.length)}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <img src={image} alt="" width={72} height={48} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
