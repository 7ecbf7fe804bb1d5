import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryEntry, GalleryPublish } from '../../../../shared/gallery/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GALLERY_KEY } from './list-gallery.ts';

/** POST /api/gallery: publish a saved build with its title, write-up and uploaded photos. */
export async function publishGalleryEntry(body: GalleryPublish): Promise<GalleryEntry> {
  return apiRequest<GalleryEntry>('/gallery', { method: 'POST', body });
}

export function usePublishGalleryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishGalleryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
  });
}
