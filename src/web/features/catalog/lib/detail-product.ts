import type { GroupData } from '../../../../shared/build/schema.ts';
import type { SavedPart } from '../../../../shared/catalog/saved-parts.ts';
import type { CatalogGroup, CatalogVariant } from '../../../../shared/catalog/schema.ts';
import { MAIN_CATEGORIES } from '../../../../shared/catalog/types.ts';

// The product page's views of a group and its variant.

/** The breadcrumb's category: the main category's display label ('Hand Guards'), else its name. */
export function categoryLabel(group: Pick<CatalogGroup, 'mainCategory' | 'category'>): string {
  return MAIN_CATEGORIES.find((c) => c.slug === group.mainCategory)?.label ?? group.category;
}

/** The pictures to show: the selected variant's, else the group's. */
export function detailImages(
  group: Pick<CatalogGroup, 'images'>,
  variant: Pick<CatalogVariant, 'images'> | undefined,
): string[] {
  return variant && variant.images.length > 0 ? variant.images : group.images;
}

/** The merchant's photo to show first: the selected variant's, else the group's (ADR 082). */
export function detailPhoto(
  group: Pick<CatalogGroup, 'photo'>,
  variant: Pick<CatalogVariant, 'photo'> | undefined,
): CatalogGroup['photo'] {
  return variant?.photo ?? group.photo;
}

/** The group record under the product's field names: what a saved part and a build product carry. */
export function groupRecord(group: CatalogGroup): GroupData {
  return {
    _id: group._id,
    partName: group.partName,
    brand: group.brand,
    platform: group.platform,
    category: group.category,
    subcategory: group.subcategory,
    mainCategory: group.mainCategory,
    ...(typeof group.price === 'number' ? { price: group.price } : {}),
    images: group.images,
    ...(group.photo && { photo: group.photo }),
  };
}

/**
 * The saved part `{ name, details: { product, groupData } }` for the chosen
 * variant (the server stamps `savedAt`). The product is the variant record with its name, so the
 * duplicate check finds it by `_id` or `upc`.
 */
export function savedProductPart(group: CatalogGroup, variant: CatalogVariant): SavedPart {
  const name = variant.model.trim() || group.partName;
  return {
    name,
    details: { product: { ...variant, name }, groupData: groupRecord(group) },
  };
}
