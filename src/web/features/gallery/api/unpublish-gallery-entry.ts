import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY } from './list-gallery.ts';

/** DELETE /api/gallery/{id}: 204, the owner's entry and its photos are gone. */
export async function unpublishGalleryEntry(id: string): Promise<void> {
  await apiRequest<unknown>(`/gallery/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useUnpublishGalleryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishGalleryEntry,
    onSuccess: async (_answer, id) => {
      // The gone entry must not answer from the cache; the lists are fetched again.
      queryClient.removeQueries({ queryKey: [...GALLERY_KEY, 'entry', id] });
      await queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
    },
  });
}
