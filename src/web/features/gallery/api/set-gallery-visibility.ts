import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryEntrySummary } from '../../../../shared/gallery/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY } from './list-gallery.ts';

/** PATCH /api/gallery/{id}/visibility (admins): hide an entry from the gallery or show it again. */
export async function setGalleryVisibility(
  id: string,
  hidden: boolean,
): Promise<GalleryEntrySummary> {
  return apiRequest<GalleryEntrySummary>(`/gallery/${encodeURIComponent(id)}/visibility`, {
    method: 'PATCH',
    body: { hidden },
  });
}

export function useSetGalleryVisibility(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => setGalleryVisibility(id, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
  });
}
