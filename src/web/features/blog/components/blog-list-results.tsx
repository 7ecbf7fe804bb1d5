import type { UseQueryResult } from '@tanstack/react-query';
import { BLOG_LIMITS, blogMessages } from '../../../../shared/blog/post-rules.ts';
import { Button } from '../../../components/button/button.tsx';
import type { BlogListResult } from '../api/list-blog-posts.ts';
import { BlogCard } from './blog-card.tsx';
import { useCardLengths } from './use-card-lengths.ts';
import styles from './blog-list.module.css';

export const blogResultsTexts = {
  loading: 'Loading blog posts...',
  failed: 'The blog posts could not be loaded.',
  retry: 'Try again',
  featured: 'Featured post',
  latest: 'Latest posts',
} as const;

export interface BlogListResultsProps {
  result: UseQueryResult<BlogListResult>;
  /** Page 1 opens with the hero; later pages have none. */
  withHero: boolean;
  /** Cards shown while loading. */
  pageSize: number;
}

/**
 * The hero and the card grid, or the state instead of them: loading (a skeleton), error (Try
 * again), empty ('No blogs found.'). While another page or filter loads, the old cards
 * stay, dimmed.
 */
export function BlogListResults({ result, withHero, pageSize }: BlogListResultsProps) {
  const lengths = useCardLengths();
  // ADR 041: the hero is wide, so it shows the whole title and at least the mobile preview.
  const heroLengths = {
    titleLength: BLOG_LIMITS.title,
    excerptLength: Math.max(lengths.excerptLength, 140),
  };

  if (result.isPending) {
    return (
      <div className={styles.results} aria-busy="true">
        <p className="visually-hidden" role="status">
          {blogResultsTexts.loading}
        </p>
        {withHero ? (
          <div className={`${styles.skeleton} ${styles.skeletonHero}`} aria-hidden="true" />
        ) : null}
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: withHero ? pageSize - 1 : pageSize }, (_, i) => (
            <div key={i} className={styles.skeleton}>
              <div className={styles.skeletonImage} />
              <div className={styles.skeletonLine} />
              <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (result.isError) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{blogResultsTexts.failed}</p>
        <Button onClick={() => void result.refetch()}>{blogResultsTexts.retry}</Button>
      </div>
    );
  }

  const { posts, total } = result.data;
  // A page past the end of a list that has posts: the page moves to the last page.
  if (posts.length === 0 && total > 0) return null;
  if (posts.length === 0) {
    return (
      <div className={styles.state} role="status">
        <p className={styles.stateTitle}>{blogMessages.noBlogs}</p>
      </div>
    );
  }

  const [first, ...others] = posts;
  const hero = withHero ? first : undefined;
  const grid = withHero ? others : posts;
  const stale = result.isPlaceholderData ? 'true' : undefined;

  return (
    <div className={styles.results} aria-busy={stale} data-stale={stale}>
      {hero ? (
        <section aria-label={blogResultsTexts.featured} className={styles.hero}>
          <BlogCard post={hero} featured headingLevel={2} {...heroLengths} />
        </section>
      ) : null}
      {grid.length > 0 ? (
        <section aria-labelledby="blog-latest-heading">
          <h2 id="blog-latest-heading" className="visually-hidden">
            {blogResultsTexts.latest}
          </h2>
          <ul className={styles.grid}>
            {grid.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} {...lengths} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
