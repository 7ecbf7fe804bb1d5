import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryMine } from '../../shared/gallery/schema.ts';
import { fetchParsed } from '../components/listing/fetch-parsed.ts';

const failed = 'Could not load your gallery entries.';

/** GET /api/gallery/mine: the signed-in user's gallery entries, with the build each came from. */
export async function listMyGallery(signal?: AbortSignal): Promise<GalleryMine> {
  return fetchParsed(
    '/gallery/mine',
    () => import('../../shared/gallery/schema.ts').then((m) => m.galleryMineSchema),
    failed,
    { signal },
  );
}

/** Keyed by the user, so another account signed in on this browser never sees these. */
export function myGalleryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['gallery', 'mine', userId] as const,
    queryFn: ({ signal }) => listMyGallery(signal),
  });
}

/** The signed-in user's gallery entries; nothing is fetched without a user. */
export function useMyGallery(userId: string | undefined) {
  return useQuery({ ...myGalleryQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
