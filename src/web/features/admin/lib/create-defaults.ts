import type { CreateFromFeedItemRequest, FeedItem } from '../../../../shared/feeds/schemas.ts';

// What the Create form starts with for a feed's product: the suggested catalogue type, the brand
// (the feed's, else the catalogue brand the title starts with), the title without that brand as
// the part name, the GTIN as a UPC and the maker's part number. The model is the operator's call.

/** A GTIN-14 as the shortest UPC/EAN it stands for (leading zeros of the padding dropped). */
export function upcOfGtin(gtin: string | null): string {
  if (!gtin || !/^\d{8,14}$/.test(gtin)) return '';
  for (const length of [12, 13, 14])
    if (gtin.length >= length && /^0*$/.test(gtin.slice(0, gtin.length - length)))
      return gtin.slice(gtin.length - length);
  return gtin;
}

/** The title without the brand it starts with. */
export function partNameOf(title: string, brand: string): string {
  let name = title.trim();
  if (brand && name.toLowerCase().startsWith(`${brand.toLowerCase()} `))
    name = name.slice(brand.length).trim();
  return name.slice(0, 200);
}

export function createDefaults(item: FeedItem): CreateFromFeedItemRequest {
  const brand = (item.brand ?? item.suggestion?.brand ?? '').slice(0, 100);
  return {
    type: item.suggestion?.type ?? '',
    partName: partNameOf(item.title, brand),
    brand,
    model: '',
    upc: upcOfGtin(item.gtin),
    mpn: (item.mpn ?? '').slice(0, 100),
  };
}
