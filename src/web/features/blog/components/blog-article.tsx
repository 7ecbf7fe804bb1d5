import { alignmentOf, formatBlogDate, showsTitleImage } from '../../../../shared/blog/format.ts';
import type { BlogPost } from '../../../../shared/blog/schema.ts';
import { blogMessages, type Alignment } from '../../../../shared/blog/post-rules.ts';
import { SectionView, alignmentClass } from './section-view.tsx';
import styles from './blog-article.module.css';

const imageAlignment: Record<Alignment, string> = {
  'text-left': styles.imageLeft ?? '',
  'text-center': styles.imageCenter ?? '',
  'text-right': styles.imageRight ?? '',
};

export type BlogArticlePost = Pick<
  BlogPost,
  'title' | 'date' | 'titleImg' | 'titleImgStyle' | 'titleStyle' | 'dateStyle' | 'content'
>;

export interface BlogArticleProps {
  post: BlogArticlePost;
  /**
   * The post title's heading level: 1 on the post page; 2 inside a page that has its own h1
   * (the editor's live preview), which moves the section titles to h3.
   */
  headingLevel?: 1 | 2;
}

/**
 * A post as readers see it, on its page and in the editor's preview: heading ('Untitled
 * Blog' without a title), date 'MMMM D, YYYY' ('Date TBD' without one), the title image when its
 * style says so, then every section — or 'No content yet.' when there are none.
 */
export function BlogArticle({ post, headingLevel = 1 }: BlogArticleProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const title = post.title.trim() || blogMessages.untitled;
  const sections = post.content ?? [];
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Heading className={`${styles.title} ${alignmentClass[alignmentOf(post.titleStyle)]}`}>
          {title}
        </Heading>
        <p className={`${styles.date} ${alignmentClass[alignmentOf(post.dateStyle)]}`}>
          {post.date ? (
            <time dateTime={post.date}>{formatBlogDate(post.date)}</time>
          ) : (
            blogMessages.dateTbd
          )}
        </p>
        {showsTitleImage(post.titleImg, post.titleImgStyle) ? (
          <div
            className={`${styles.titleImage} ${imageAlignment[alignmentOf(post.titleImgStyle)]}`}
          >
            {/* The post's largest paint: fetched first, its 16:9 box reserved before it arrives. */}
            <img src={post.titleImg} alt="" width={800} height={450} fetchPriority="high" />
          </div>
        ) : null}
      </header>
      {sections.length === 0 ? (
        <p className={styles.empty}>{blogMessages.noContent}</p>
      ) : (
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <SectionView key={index} section={section} headingLevel={headingLevel === 1 ? 2 : 3} />
          ))}
        </div>
      )}
    </article>
  );
}
