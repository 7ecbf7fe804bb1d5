import type { SelectedProduct } from '../../../shared/build/schema.ts';

// The words, links and pictures of a build shown read-only (a shared build, a gallery entry).
// Kept apart from the Builder's texts and row helpers on purpose: a module the Builder or the
// product page also imports moves into a chunk they load first, and their first-visit budgets
// have no room left.

export const sharedBuildTexts = {
  compatibilityCheck: 'Compatibility Check',
  problemsFound: (errors: number, warnings: number) =>
    [
      errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
      warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
    ]
      .filter(Boolean)
      .join(', ') + ' found.',
  partCount: (n: number) => `${n} ${n === 1 ? 'part' : 'parts'}`,
  created: 'Created',
  included: 'Included',
  columns: {
    part: 'Part',
    subPart: 'Sub-part',
    product: 'Product',
    merchant: 'Merchant',
    price: 'Price',
  },
  lastChanged: 'Last changed',
  severity: { error: 'Error', warning: 'Warning' },
  /** Infos the server counted but the page does not list (parts it could not check, parts missing). */
  compatNotes: (n: number) =>
    `${n} ${n === 1 ? 'note' : 'notes'} on parts that could not be checked or are still missing.`,
} as const;

/**
 * The product's page on this site, /product/<mainCategory>/<groupId>, when the build names both
 * (a part typed in by hand, or one from an old build, has none: its name shows without a link).
 */
export function productPagePath(product: SelectedProduct): string | undefined {
  const group = product.groupData;
  const groupId = group?._id ?? product.variantData?.groupId;
  const mainCategory = group?.mainCategory;
  if (!groupId || !mainCategory) return undefined;
  return `/product/${encodeURIComponent(mainCategory)}/${encodeURIComponent(groupId)}`;
}

/** A stored product photo's small size (ADR 082): the only photo address a build may name. */
const PHOTO_THUMB = /^\/media\/[0-9a-f]{64}-thumb\.webp$/;

function pictureOf(record: unknown): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const { photo, images } = record as { photo?: { thumb?: unknown }; images?: unknown };
  const thumb = photo?.thumb;
  if (typeof thumb === 'string' && PHOTO_THUMB.test(thumb)) return thumb;
  const list = Array.isArray(images) ? (images as unknown[]) : [];
  return list.find((src): src is string => typeof src === 'string' && src.trim() !== '')?.trim();
}

/** The part's picture as the Builder row picks it: the variant's, else its group's. */
export function productPicture(product: SelectedProduct): string | undefined {
  return pictureOf(product.variantData) ?? pictureOf(product.groupData);
}
