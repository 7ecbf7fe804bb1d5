import { memo } from 'react';
import { Link } from 'react-router';
import { formatBlogDate, showsTitleImage, truncate } from '../../../../shared/blog/format.ts';
import type { BlogSummary } from '../../../../shared/blog/schema.ts';
import { blogMessages } from '../../../../shared/blog/post-rules.ts';
import styles from './blog-card.module.css';

export type BlogCardPost = Pick<
  BlogSummary,
  'id' | 'slug' | 'title' | 'date' | 'titleImg' | 'titleImgStyle' | 'excerpt'
>;

/** A post's address: its slug when it has one (readable links), else its id (/blog/{id}). */
export function blogPostHref(post: Pick<BlogSummary, 'id' | 'slug'>): string {
  return `/blog/${encodeURIComponent(post.slug || post.id)}`;
}

export interface BlogCardProps {
  post: BlogCardPost;
  /**
   * Characters of the title shown (the full title is the link's name); without it the whole
   * title, cut at three lines by the style sheet.
   */
  titleLength?: number;
  /** Characters of the preview shown. */
  excerptLength: number;
  /** The hero: the first post of page 1, wide with a large image. */
  featured?: boolean;
  /** The card title's heading level (2 for the hero, 3 in a grid under an h2). */
  headingLevel?: 2 | 3;
}

/**
 * A blog card: image (a placeholder without one), date 'MMMM D, YYYY', title and a text
 * preview; the whole card opens the post.
 */
export const BlogCard = memo(function BlogCard({
  post,
  titleLength,
  excerptLength,
  featured = false,
  headingLevel = 3,
}: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = post.title.trim() || blogMessages.untitled;
  return (
    <Link
      to={blogPostHref(post)}
      className={`${styles.card} ${featured ? styles.featured : ''}`}
      aria-label={title}
      data-blog-id={post.id}
    >
      <div className={styles.imageBox}>
        {showsTitleImage(post.titleImg, post.titleImgStyle) ? (
          <img
            src={post.titleImg}
            alt=""
            width={800}
            height={450}
            loading={featured ? 'eager' : 'lazy'}
            fetchPriority={featured ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      <div className={styles.body}>
        {featured ? <span className={styles.badge}>Featured</span> : null}
        <p className={styles.date}>
          {post.date ? (
            <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
          ) : (
            blogMessages.dateTbd
          )}
        </p>
        {titleLength === undefined ? (
          <Heading className={`${styles.title} ${styles.clamped}`}>{title}</Heading>
        ) : (
          <Heading className={styles.title}>{truncate(title, titleLength)}</Heading>
        )}
        {post.excerpt ? (
          <p className={styles.excerpt}>{truncate(post.excerpt, excerptLength)}</p>
        ) : null}
      </div>
    </Link>
  );
});

/** Our own neutral picture for a post without an image (no external placeholder service). */
function ImagePlaceholder() {
  return (
    <div className={styles.placeholder} data-placeholder="true">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
        <rect
          x="6"
          y="12"
          width="52"
          height="40"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle cx="22" cy="26" r="5" fill="currentColor" />
        <path d="M10 48 26 34l9 8 8-6 11 12z" fill="currentColor" />
      </svg>
    </div>
  );
}
