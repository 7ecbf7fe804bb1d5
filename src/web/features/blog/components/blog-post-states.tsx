import { blogMessages } from '../../../../shared/blog/post-rules.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import styles from './blog-post.module.css';

export const blogPostTexts = {
  backToBlog: 'Back to Blog',
  editBlog: 'Edit Blog',
  loading: 'Loading blog post...',
  failed: 'The blog post could not be loaded.',
  retry: 'Try again',
  notFoundText: 'The post may have been moved or removed.',
} as const;

/** Loading: the post's shape in grey, announced once. */
export function BlogPostSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {blogPostTexts.loading}
      </p>
      <div aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
      </div>
    </div>
  );
}

/** 'Blog not found.' for an unknown id, with the way back. */
export function BlogPostNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{blogMessages.notFound}</h1>
      <p>{blogPostTexts.notFoundText}</p>
      <ButtonLink to="/blog">{blogPostTexts.backToBlog}</ButtonLink>
    </div>
  );
}

/** Any other failure: say so, offer a retry and the way back. */
export function BlogPostLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.stateHeading}>{blogPostTexts.failed}</h1>
      <div className={styles.stateActions}>
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {blogPostTexts.retry}
        </Button>
        <ButtonLink to="/blog" variant="outline">
          {blogPostTexts.backToBlog}
        </ButtonLink>
      </div>
    </div>
  );
}
