import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { prepareBlogPayload, type BlogDraft } from '../../../../shared/blog/editor-rules.ts';
import { blogWriteSchema } from '../../../../shared/blog/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateBlogPost } from '../api/create-blog-post.ts';
import { useUpdateBlogPost } from '../api/update-blog-post.ts';
import { BlogArticle } from '../components/blog-article.tsx';
import { editorTexts as t } from './editor-texts.ts';
import { PostFields } from './post-fields.tsx';
import { SectionList } from './section-list.tsx';
import { useBlogDraft } from './use-blog-draft.ts';
import styles from './blog-editor.module.css';

export interface BlogEditorFormProps {
  initial: BlogDraft;
  /** The stored post's id, or null for a new post. */
  postId: string | null;
}

interface SaveFailure {
  message: string;
  errors: Record<string, string>;
}

const FIELD_LABELS: Record<string, string> = {
  title: t.title,
  date: t.date,
  titleImg: t.titleImageUrl,
  titleImgStyle: t.titleImage,
  titleStyle: t.titleAlignment,
  dateStyle: t.dateAlignment,
  content: t.sections,
  tags: t.tags,
  category: t.category,
  seoDescription: t.seoDescription,
  layout: t.layout,
  sectionTitle: t.sectionTitle,
  sectionTitleStyle: t.sectionTitleAlignment,
  sectionContent: t.content,
  sectionContentStyle: t.contentAlignment,
  sectionImg: t.imageUrl,
  sectionImgStyle: t.imageSize,
};

/** 'content.1.sectionImg' → 'Section 2: Image URL', 'title' → 'Title' for the alert's list. */
function fieldLabel(path: string): string {
  const section = /^content\.(\d+)\.([^.]+)/.exec(path);
  if (section) {
    const field = section[2] ?? '';
    return `Section ${Number(section[1]) + 1}: ${FIELD_LABELS[field] ?? field}`;
  }
  const top = path.split('.')[0] ?? path;
  return FIELD_LABELS[top] ?? path;
}

/**
 * The editor: Back, Save, the form on the left and the live preview
 * on the right (stacked under 1024 px). The payload is checked with the server's own schema
 * first; a refused save keeps the draft and shows 'Failed to save blog: …' on the page and as a
 * toast. A saved new post goes to /blog, a saved existing one to /blog/{id} (ADR 047).
 */
export function BlogEditorForm({ initial, postId }: BlogEditorFormProps) {
  const formId = useId();
  const [state, dispatch] = useBlogDraft(initial);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;
  const backTo = postId ? `/blog/${encodeURIComponent(postId)}` : '/blog';

  const fail = (message: string, errors: Record<string, string> = {}) => {
    setFailure({ message, errors });
    toast.error(t.saveFailed(message), { id: 'blog-save-failed' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const payload = prepareBlogPayload(state.draft);
    const check = blogWriteSchema.safeParse(payload);
    if (!check.success) {
      const errors: Record<string, string> = {};
      for (const issue of check.error.issues) {
        const key = issue.path.join('.');
        errors[key] ??= issue.message;
      }
      fail(check.error.issues[0]?.message ?? 'Invalid blog', errors);
      return;
    }
    setFailure(null);
    try {
      if (postId) {
        await update.mutateAsync({ id: postId, input: payload });
        toast.success(t.updated);
        await navigate(backTo);
      } else {
        await create.mutateAsync(payload);
        toast.success(t.added);
        await navigate('/blog');
      }
    } catch (error) {
      if (error instanceof ApiError) fail(error.message, error.fieldErrors);
      else fail(error instanceof Error ? error.message : String(error));
    }
  };

  const errors = failure?.errors ?? {};
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <ButtonLink to={backTo} variant="outline">
          {t.back}
        </ButtonLink>
        <h1 className={styles.heading}>{postId ? t.editHeading : t.newHeading}</h1>
        <Button type="submit" form={formId} variant="primary" disabled={saving} aria-busy={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>

      <div role="alert" className={failure ? styles.alert : undefined}>
        {failure ? (
          <>
            <p className={styles.alertMessage}>{t.saveFailed(failure.message)}</p>
            {Object.keys(failure.errors).length > 0 ? (
              <ul className={styles.alertList}>
                {Object.entries(failure.errors).map(([field, message]) => (
                  <li key={field}>
                    {fieldLabel(field)}: {message}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>

      <div className={styles.columns}>
        <form
          id={formId}
          className={styles.form}
          aria-label={t.form}
          noValidate
          onSubmit={(event) => void save(event)}
        >
          <PostFields draft={state.draft} dispatch={dispatch} errors={errors} />
          <SectionList
            sections={state.draft.content}
            keys={state.keys}
            expanded={state.expanded}
            dispatch={dispatch}
            errors={errors}
          />
        </form>
        <section className={styles.preview} aria-labelledby={`${formId}-preview`}>
          <p id={`${formId}-preview`} className={styles.previewLabel}>
            {t.preview}
          </p>
          <div className={styles.previewBody} data-testid="blog-preview">
            <BlogArticle post={state.draft} headingLevel={2} />
          </div>
        </section>
      </div>
    </div>
  );
}
