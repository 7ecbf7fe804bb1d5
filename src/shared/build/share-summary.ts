import { filledSubParts, formatPrice, isIncludedEntry, totalPrice } from './totals.ts';
import type { BuildPart } from './schema.ts';

// What a shared build's link preview says: the line under its title in chat apps and forums,
// and the picture card (1200x630) the server draws for it. Pure: the server's page head and the
// picture read the same numbers.

/** The most expensive parts the picture card lists: the rest would not fit in 630 pixels. */
export const CARD_MAIN_PARTS = 5;

export interface ShareSummary {
  /** Filled sub-parts, parts a composite includes left out (they are not bought apart). */
  partCount: number;
  /** The build's total, formatted: '$1,234.50'. */
  total: string;
  /** The most expensive parts first (ties: in the build's order), at most CARD_MAIN_PARTS. */
  mainParts: { subPart: string; name: string; price: string }[];
}

export function shareSummary(parts: readonly BuildPart[]): ShareSummary {
  const bought = filledSubParts(parts).filter(({ product }) => !isIncludedEntry(product));
  const mainParts = bought
    .map(({ subPart, product }, index) => ({
      subPart,
      name: product.name,
      price: product.selectedVendorPrice ?? 0,
      index,
    }))
    .sort((a, b) => b.price - a.price || a.index - b.index)
    .slice(0, CARD_MAIN_PARTS)
    .map(({ subPart, name, price }) => ({ subPart, name, price: formatPrice(price) }));
  return { partCount: bought.length, total: formatPrice(totalPrice(parts)), mainParts };
}

/** '7 parts, total $1,234.50' (one part: '1 part'). */
export function partsAndTotal(summary: Pick<ShareSummary, 'partCount' | 'total'>): string {
  const parts = `${summary.partCount} ${summary.partCount === 1 ? 'part' : 'parts'}`;
  return `${parts}, total ${summary.total}`;
}

/** The link preview's description: '7 parts, total $1,234.50. An AR-15 build on Buildwright.' */
export function sharedBuildMetaDescription(summary: ShareSummary, siteName: string): string {
  return `${partsAndTotal(summary)}. A rifle build planned on ${siteName}.`;
}
