import { useMutation } from '@tanstack/react-query';
import type { GalleryPhoto } from '../../../../shared/gallery/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/gallery/photos: the picture's own bytes, its type as the Content-Type. Answers the
 * stored photo (its two sizes). The server refuses what is not a readable JPEG, PNG or WebP.
 */
export async function uploadGalleryPhoto(file: Blob): Promise<GalleryPhoto> {
  return apiRequest<GalleryPhoto>('/gallery/photos', { method: 'POST', body: file });
}

export function useUploadGalleryPhoto() {
  return useMutation({ mutationFn: uploadGalleryPhoto });
}
