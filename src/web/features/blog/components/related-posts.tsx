import { RELATED_CARD_LENGTHS } from '../../../../shared/blog/format.ts';
import type { BlogSummary } from '../../../../shared/blog/schema.ts';
import { BlogCard } from './blog-card.tsx';
import styles from './blog-post.module.css';

export const relatedTexts = { heading: 'More Like This' } as const;

/**
 * 'More Like This': 3 posts chosen by the server (titles sharing a word first, then random ones);
 * cards show the whole title in at most three lines and cut the preview at 80 characters.
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
            <BlogCard post={post} excerptLength={RELATED_CARD_LENGTHS.excerpt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
