import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogSummary } from '../../../../shared/blog/schema.ts';
import { fetchParsedResponse } from '../../../components/listing/fetch-parsed.ts';

export const blogListLoadFailed = 'The blog posts could not be loaded.';

/** The `/blog` page's request; empty filters are left out of the URL. */
export interface BlogListQuery {
  title?: string;
  category?: string;
  page: number;
  pageSize: number;
}

export interface BlogListResult {
  posts: BlogSummary[];
  /** All posts matching the filters (the X-Total-Count header). */
  total: number;
}

/** GET /api/blog: one page of posts, newest first, and the total. */
export async function listBlogPosts(
  query: BlogListQuery,
  signal?: AbortSignal,
): Promise<BlogListResult> {
  const { data: posts, headers } = await fetchParsedResponse(
    '/blog',
    () => import('../../../../shared/blog/schema.ts').then((m) => m.blogSummaryListSchema),
    blogListLoadFailed,
    {
      query: {
        title: query.title?.trim(),
        category: query.category,
        page: query.page,
        pageSize: query.pageSize,
      },
      signal,
      authenticated: false,
    },
  );
  const header = Number(headers.get('x-total-count'));
  const total = Number.isFinite(header) && header >= 0 ? header : posts.length;
  return { posts, total };
}

export function blogListQueryOptions(query: BlogListQuery) {
  return queryOptions({
    queryKey: ['blog', 'list', query] as const,
    queryFn: ({ signal }) => listBlogPosts(query, signal),
  });
}

/** The list page's data; the previous page stays on screen while the next one loads. */
export function useBlogPosts(query: BlogListQuery) {
  return useQuery({ ...blogListQueryOptions(query), placeholderData: keepPreviousData });
}
