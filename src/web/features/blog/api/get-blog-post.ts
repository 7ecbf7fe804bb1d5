import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostPage } from '../../../../shared/blog/schema.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const blogPostLoadFailed = 'The blog post could not be loaded.';

/**
 * GET /api/blog/{idOrSlug}: the post, its newer (`previous`) and older (`next`)
 * neighbours and 'More Like This'. An unknown id is a 404 ApiError ('Blog not found.').
 */
export async function getBlogPost(idOrSlug: string, signal?: AbortSignal): Promise<BlogPostPage> {
  return fetchParsed(
    `/blog/${encodeURIComponent(idOrSlug)}`,
    () => import('../../../../shared/blog/schema.ts').then((m) => m.blogPostPageSchema),
    blogPostLoadFailed,
    { signal, authenticated: false },
  );
}

export function blogPostQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', idOrSlug] as const,
    queryFn: ({ signal }) => getBlogPost(idOrSlug, signal),
  });
}

/** The post page's data; nothing is fetched without an id. */
export function useBlogPost(idOrSlug: string | undefined) {
  return useQuery({ ...blogPostQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
