import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogBrand } from '../../../../shared/catalog/brands.ts';
import type { Platform } from '../../../../shared/catalog/types.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';

export const brandsLoadFailed = 'The brands could not be loaded.';

/** GET /api/catalog/brands (ADR 025): the Brand filter's choices, with their group counts. */
export async function listCatalogBrands(
  platform: Platform,
  signal?: AbortSignal,
): Promise<CatalogBrand[]> {
  const answer = await fetchParsed(
    '/catalog/brands',
    () => import('../../../../shared/catalog/brands.ts').then((m) => m.catalogBrandsResponseSchema),
    brandsLoadFailed,
    {
      query: { platform },
      signal,
      authenticated: false,
    },
  );
  return answer.items;
}

export function catalogBrandsQueryOptions(platform: Platform) {
  return queryOptions({
    queryKey: ['catalog', 'brands', platform] as const,
    queryFn: ({ signal }) => listCatalogBrands(platform, signal),
    // Brands change only with a catalogue import.
    staleTime: 5 * 60_000,
  });
}

export function useCatalogBrands(platform: Platform) {
  return useQuery(catalogBrandsQueryOptions(platform));
}
