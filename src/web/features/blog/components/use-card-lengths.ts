import { cardExcerptLength, cardTitleLength } from '../../../../shared/blog/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

/**
 * The `/blog` card title and preview lengths for the current viewport (see `cardTitleLength` and
 * `cardExcerptLength`). The rules change only at 640, 1000, 1280 and 1440 px, so the hook follows
 * those media queries instead of every resize.
 */
export function useCardLengths(): { titleLength: number; excerptLength: number } {
  const at1440 = useMediaQuery('(min-width: 1440px)');
  const at1280 = useMediaQuery('(min-width: 1280px)');
  const at1000 = useMediaQuery('(min-width: 1000px)');
  const at640 = useMediaQuery('(min-width: 640px)');
  const width = at1440 ? 1440 : at1280 ? 1280 : at1000 ? 1000 : at640 ? 640 : 0;
  return { titleLength: cardTitleLength(width), excerptLength: cardExcerptLength(width) };
}
