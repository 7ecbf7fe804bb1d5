import { useEffect, useRef, useState } from 'react';
import { siteName } from '../../../lib/site.ts';
import { promoVideoEmbedUrl, siteContent } from '../site-content.ts';
import styles from './promo-video.module.css';

/** The self-hosted poster (public/images/home/); nothing third-party loads before a click. */
export const PROMO_POSTER_SRC = '/images/home/promo-poster.svg';

/**
 * The home page promo video. A click-to-load facade (ADR 053): the poster and the
 * play button are ours; the YouTube privacy-enhanced player (youtube-nocookie.com, allowed by the
 * CSP's frame-src) is only created after the visitor presses play, so the page works offline and
 * sends nothing to a third party until then.
 */
export function PromoVideo() {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { youtubeId, title } = siteContent.promoVideo;

  // The button the keyboard user pressed is gone; keep their place by focusing the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={frame}
            className={styles.player}
            src={promoVideoEmbedUrl(youtubeId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            aria-label={`Play the ${siteName()} promo video`}
            onClick={() => setPlaying(true)}
          >
            <img
              className={styles.poster}
              src={PROMO_POSTER_SRC}
              alt=""
              width={1280}
              height={720}
              decoding="async"
            />
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        Pressing play loads the video from YouTube (privacy-enhanced mode).
      </figcaption>
    </figure>
  );
}
