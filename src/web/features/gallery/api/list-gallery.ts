import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryPage } from '../../../../shared/gallery/schema.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';
import { filtersQuery, type GalleryFilters } from '../lib/gallery-filters.ts';
import { galleryTexts } from '../messages.ts';

/**
 * GET /api/gallery: one page of entries, newest first, and the calibres to filter by. Anyone may
 * read it; an admin's token is sent so that `includeHidden` lists hidden entries too (the server
 * reads a bad token as a visitor's, so a stale one does not break the page).
 */
export async function listGallery(
  filters: GalleryFilters,
  admin: boolean,
  signal?: AbortSignal,
): Promise<GalleryPage> {
  return fetchParsed(
    '/gallery',
    () => import('../../../../shared/gallery/schema.ts').then((m) => m.galleryPageSchema),
    galleryTexts.loadFailed,
    { query: filtersQuery(filters, { admin }), signal, authenticated: admin },
  );
}

/** ['gallery'] is the root of every gallery query: publishing or unpublishing refreshes them all. */
export const GALLERY_KEY = ['gallery'] as const;

export function galleryListQueryOptions(filters: GalleryFilters, admin: boolean) {
  return queryOptions({
    queryKey: [...GALLERY_KEY, 'list', filtersQuery(filters, { admin })] as const,
    queryFn: ({ signal }) => listGallery(filters, admin, signal),
  });
}

/** The page of the gallery the filters ask for; the last page stays on screen while the next loads. */
export function useGalleryList(filters: GalleryFilters, admin: boolean) {
  return useQuery({
    ...galleryListQueryOptions(filters, admin),
    placeholderData: keepPreviousData,
  });
}
