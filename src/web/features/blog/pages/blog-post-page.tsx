import { blogMetaDescription } from '../../../../shared/site/page-meta.ts';
import { Link, useParams } from 'react-router';
import { blogMessages } from '../../../../shared/blog/post-rules.ts';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { NewsletterBox } from '../../../components/newsletter/newsletter-box.tsx';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { isNotFound, useBlogPost } from '../api/get-blog-post.ts';
import { BlogArticle } from '../components/blog-article.tsx';
import { BlogPostNav } from '../components/blog-post-nav.tsx';
import {
  BlogPostLoadError,
  BlogPostNotFound,
  BlogPostSkeleton,
  blogPostTexts,
} from '../components/blog-post-states.tsx';
import { RelatedPosts } from '../components/related-posts.tsx';
import styles from '../components/blog-post.module.css';

/**
 * /blog/{id} (ADR 043): Back to Blog, admin-only Edit Blog, the post, Previous / Next Blog, the
 * newsletter box and 'More Like This'. The id may be the post's id or its slug.
 */
export function BlogPostPage() {
  const { id } = useParams();
  const query = useBlogPost(id);
  const session = useSession();
  const isAdmin = session?.user.role === 'admin';
  const post = query.data;

  const notFound = !id || (query.isError && isNotFound(query.error));
  useDocumentTitle(
    post ? post.title || blogMessages.untitled : notFound ? blogMessages.notFound : 'Blog',
  );
  useMetaDescription(post ? blogMetaDescription(post) : '');

  let body;
  if (notFound) body = <BlogPostNotFound />;
  else if (query.isError)
    body = <BlogPostLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!post) body = <BlogPostSkeleton />;
  else
    body = (
      <>
        <div className={styles.column}>
          <div className={styles.topBar}>
            <Link to="/blog" className={styles.back}>
              <span aria-hidden="true">‹</span>
              {blogPostTexts.backToBlog}
            </Link>
            {isAdmin ? (
              <ButtonLink to={`/blog/blog-editor/${encodeURIComponent(post.id)}`} variant="outline">
                {blogPostTexts.editBlog}
              </ButtonLink>
            ) : null}
          </div>
          <BlogArticle post={post} />
          <BlogPostNav previous={post.previous} next={post.next} />
          <div className={styles.newsletter}>
            <NewsletterBox />
          </div>
        </div>
        <RelatedPosts posts={post.related} />
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}
