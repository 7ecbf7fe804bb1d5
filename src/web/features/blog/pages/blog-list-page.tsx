import { useEffect, useMemo } from 'react';
import { useScrollToList } from '../../../components/listing/use-scroll-to-list.ts';
import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_NARROW } from '../../../../shared/blog/post-rules.ts';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../stores/session.ts';
import { useBlogPosts } from '../api/list-blog-posts.ts';
import { BlogListFilters } from '../components/blog-list-filters.tsx';
import { BlogListResults } from '../components/blog-list-results.tsx';
import { useBlogListState } from '../components/use-blog-list-state.ts';
import listing from '../../../components/listing/listing-page.module.css';
import styles from '../components/blog-list.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

export const blogListPageTexts = {
  heading: 'Blog',
  createNew: 'Create New Blog',
} as const;

/** The blog list shows 8 posts per page, 4 under 640 px. */
const NARROW = '(max-width: 639px)';

/** The editor's address for a new post (the id 'new' creates a post). */
export const NEW_BLOG_HREF = '/blog/blog-editor/new';

/**
 * /blog (ADRs 041, 042): title search and category in the URL, the newest match as the hero on page
 * 1, a grid of cards and pages of 8 (4 on phones). Admins see 'Create New Blog'.
 */
export function BlogListPage() {
  useDocumentTitle(blogListPageTexts.heading);
  useMetaDescription(
    'Build guides, reviews and the history of the AR-15 platform from the Buildwright editors.',
  );
  const { state, setState, hrefFor } = useBlogListState();
  const narrow = useMediaQuery(NARROW);
  const pageSize = narrow ? BLOG_PAGE_SIZE_NARROW : BLOG_PAGE_SIZE;
  const session = useSession();
  const isAdmin = session?.user.role === 'admin';
  const { listTop, scrollToList } = useScrollToList();

  const query = useMemo(
    () => ({
      title: state.title || undefined,
      category: state.category || undefined,
      page: state.page,
      pageSize,
    }),
    [state, pageSize],
  );
  const result = useBlogPosts(query);
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // A page past the end (an old link, a narrower screen, a list that shrank): the last page.
  const settled = Boolean(result.data) && !result.isPlaceholderData;
  useEffect(() => {
    if (settled && total > 0 && state.page > pages)
      setState({ ...state, page: pages }, { replace: true });
  }, [settled, total, pages, state, setState]);

  return (
    <div className={listing.page}>
      <PageBand heading={blogListPageTexts.heading} />
      <div className={`${listing.inner} ${listing.layout}`}>
        <section className={listing.main} aria-label="Blog posts">
          <div ref={listTop} className={styles.toolbar}>
            <BlogListFilters state={state} onChange={setState} />
            {isAdmin ? (
              <ButtonLink to={NEW_BLOG_HREF} variant="primary">
                {blogListPageTexts.createNew}
              </ButtonLink>
            ) : null}
          </div>
          <BlogListResults result={result} withHero={state.page === 1} pageSize={pageSize} />
          <Pagination
            page={Math.min(state.page, pages)}
            pageCount={pages}
            hrefFor={(page) => hrefFor({ ...state, page })}
            compact={narrow}
            onNavigate={scrollToList}
          />
        </section>
      </div>
    </div>
  );
}
