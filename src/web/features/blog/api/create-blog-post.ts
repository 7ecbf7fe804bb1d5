import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  blogPostSchema,
  type BlogPost,
  type BlogWriteInput,
} from '../../../../shared/blog/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Every blog query key starts with this (list, post, editor copy), so one invalidation after a
 * save refetches them all: the list is fresh after every save.
 */
export const BLOG_QUERY_ROOT = ['blog'] as const;

/** The saved post as the API answers it; an answer of another shape is a failed save. */
export function parseSavedPost(answer: unknown): BlogPost {
  const parsed = blogPostSchema.safeParse(answer);
  if (!parsed.success) throw new Error('Invalid response from server');
  return parsed.data;
}

/** POST /api/blog (admin bearer token): 201 with the stored post; the server derives the slug. */
export async function createBlogPost(input: BlogWriteInput): Promise<BlogPost> {
  const answer = await apiRequest<unknown>('/blog', { method: 'POST', body: input });
  return parseSavedPost(answer);
}

/** Creates a post; on success every cached blog query is stale. */
export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_QUERY_ROOT }),
  });
}
