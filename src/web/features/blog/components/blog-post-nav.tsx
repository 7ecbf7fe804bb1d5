import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { truncate } from '../../../../shared/blog/format.ts';
import type { BlogSummary } from '../../../../shared/blog/schema.ts';
import { PREV_NEXT_DELAY_MS } from '../../../../shared/blog/post-rules.ts';
import { Button } from '../../../components/button/button.tsx';
import { blogPostHref } from './blog-card.tsx';
import styles from './blog-post.module.css';

export const blogNavTexts = {
  label: 'More posts',
  previous: 'Previous Blog',
  next: 'Next Blog',
} as const;

/** The neighbour titles under the buttons are cut to one line's worth. */
const NEIGHBOUR_TITLE = 40;

export interface BlogPostNavProps {
  /** The newer post (by date), or null on the newest. */
  previous: BlogSummary | null;
  /** The older post, or null on the oldest. */
  next: BlogSummary | null;
}

/**
 * Previous (newer) and Next (older) Blog scroll to the top, then navigate after 300 ms; each is
 * disabled at its end of the date order. Smooth scrolling is skipped for reduced motion.
 */
export function BlogPostNav({ previous, next }: BlogPostNavProps) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (post: BlogSummary) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(blogPostHref(post)), PREV_NEXT_DELAY_MS);
  };

  const item = (post: BlogSummary | null, label: string, side: 'previous' | 'next') => (
    <div className={`${styles.navItem} ${side === 'next' ? styles.navNext : ''}`}>
      <Button variant="secondary" disabled={!post} onClick={() => post && go(post)} data-nav={side}>
        {side === 'previous' ? <span aria-hidden="true">‹</span> : null}
        {label}
        {side === 'next' ? <span aria-hidden="true">›</span> : null}
      </Button>
      {post ? (
        <span className={styles.navTitle} title={post.title}>
          {truncate(post.title, NEIGHBOUR_TITLE)}
        </span>
      ) : null}
    </div>
  );

  return (
    <nav aria-label={blogNavTexts.label} className={styles.nav}>
      {item(previous, blogNavTexts.previous, 'previous')}
      {item(next, blogNavTexts.next, 'next')}
    </nav>
  );
}
