import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/gallery/photos/{id}: 204, an uploaded photo not yet published is gone. */
export async function deleteGalleryPhoto(id: string): Promise<void> {
  await apiRequest<unknown>(`/gallery/photos/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    quiet: true,
  });
}

export function useDeleteGalleryPhoto() {
  return useMutation({ mutationFn: deleteGalleryPhoto });
}
