import { useState, type ImgHTMLAttributes } from 'react';
import type { ProductPhoto as Photo } from '../../../shared/listing/item-schema.ts';

/**
 * A product's picture (ADR 082): the merchant's photo in the size asked for (the small `thumb` on
 * cards, `detail` on product pages) when there is one; else, and as soon as the photo fails to
 * load, the `fallback` (our drawn silhouette). Width and height reserve the box, so nothing moves
 * when the picture arrives. Renders nothing when there is neither.
 */
export function ProductPhoto({
  photo,
  size,
  fallback,
  alt,
  fallbackAlt = alt,
  loading = 'lazy',
  priority = false,
  ...img
}: {
  photo: Photo | undefined;
  size: keyof Photo;
  fallback: string | undefined;
  alt: string;
  /** The alt text while the fallback shows, when it differs. */
  fallbackAlt?: string;
  width: number;
  height: number;
  /**
   * A picture in the first screenful (likely the page's largest paint): fetched at once and
   * first, not lazily.
   */
  priority?: boolean;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading'>) {
  const [failed, setFailed] = useState<string | undefined>();
  const wanted = photo?.[size];
  const usePhoto = wanted !== undefined && wanted !== failed;
  const src = usePhoto ? wanted : fallback;
  if (!src) return null;
  return (
    <img
      {...img}
      src={src}
      alt={usePhoto ? alt : fallbackAlt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      data-photo={usePhoto ? '' : undefined}
      onError={usePhoto ? () => setFailed(wanted) : undefined}
    />
  );
}
