import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogWriteInput } from '../../../../shared/blog/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BLOG_QUERY_ROOT, parseSavedPost } from './create-blog-post.ts';

export interface UpdateBlogPostVariables {
  id: string;
  input: Partial<BlogWriteInput>;
}

/** PATCH /api/blog/{id} (admin bearer token) with any subset of the fields. */
export async function updateBlogPost({ id, input }: UpdateBlogPostVariables): Promise<BlogPost> {
  const answer = await apiRequest<unknown>(`/blog/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
  return parseSavedPost(answer);
}

/** Updates a post; on success every cached blog query is stale. */
export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_QUERY_ROOT }),
  });
}
