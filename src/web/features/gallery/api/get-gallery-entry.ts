import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryEntry } from '../../../../shared/gallery/schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';
import { entryTexts } from '../messages.ts';
import { GALLERY_KEY } from './list-gallery.ts';

/**
 * GET /api/gallery/{id}: the whole entry. A signed-in visitor's token is sent: the owner learns
 * the entry is theirs (`mine`), and the owner and admins may see a hidden entry.
 */
export async function getGalleryEntry(
  id: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<GalleryEntry> {
  return fetchParsed(
    `/gallery/${encodeURIComponent(id)}`,
    () => import('../../../../shared/gallery/schema.ts').then((m) => m.galleryEntrySchema),
    entryTexts.loadFailed,
    { signal, authenticated: signedIn },
  );
}

export function galleryEntryQueryOptions(id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...GALLERY_KEY, 'entry', id, signedIn] as const,
    queryFn: ({ signal }) => getGalleryEntry(id, signedIn, signal),
    // A missing entry stays missing: no retries.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export function useGalleryEntry(id: string, signedIn: boolean) {
  return useQuery({ ...galleryEntryQueryOptions(id, signedIn), enabled: Boolean(id) });
}

/** The entry does not exist, was unpublished, or is hidden from this visitor. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
