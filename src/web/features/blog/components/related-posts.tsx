import { RELATED_CARD_LENGTHS } from '../../../../shared/blog/format.ts';
import type { BlogSummary } from '../../../../shared/blog/schema.ts';
import { BlogCard } from './blog-card.tsx';
import styles from './blog-post.module.css';

export const relatedTexts = { heading: 'More Like This' } as const;

/**
 * spec §2 Blog post: 'More Like This', 3 posts chosen by the server (spec §4 rule); cards cut
 * the title at 21 and the preview at 80 characters (spec §9, decision D38).
 */
export function RelatedPosts({ posts }: { posts: BlogSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className={styles.related}>
      <h2 id="related-posts-heading" className={styles.relatedHeading}>
        {relatedTexts.heading}
      </h2>
      <ul className={styles.relatedGrid}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard
              post={post}
              titleLength={RELATED_CARD_LENGTHS.title}
              excerptLength={RELATED_CARD_LENGTHS.excerpt}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
