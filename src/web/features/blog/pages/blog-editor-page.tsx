import { useMemo } from 'react';
import { useParams } from 'react-router';
import { draftFromPost, newDraft } from '../../../../shared/blog/editor-rules.ts';
import { blogMessages } from '../../../../shared/blog/post-rules.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { isNotFound, useBlogPost } from '../api/get-blog-post.ts';
import { BlogEditorForm } from '../editor/blog-editor-form.tsx';
import {
  EditorLoadError,
  EditorLoading,
  EditorNotFound,
  EditorRefusal,
} from '../editor/editor-states.tsx';
import { editorTexts as t } from '../editor/editor-texts.ts';

/**
 * /blog/blog-editor/:id — 'new' creates a post. Admins only (ADR 044): anyone else sees a refusal
 * and the form is never rendered. The server checks the role again, read from the database, on
 * every save.
 */
export function BlogEditorPage() {
  const { id = 'new' } = useParams();
  const session = useSession();
  const isAdmin = session?.user.role === 'admin';
  useDocumentTitle(t.heading);

  if (!isAdmin) return <EditorRefusal signedIn={Boolean(session)} />;
  if (id === 'new') return <NewPostEditor />;
  return <ExistingPostEditor id={id} />;
}

function NewPostEditor() {
  // A new post is dated today, read once when the editor opens.
  const initial = useMemo(() => newDraft(), []);
  return <BlogEditorForm initial={initial} postId={null} />;
}

function ExistingPostEditor({ id }: { id: string }) {
  const query = useBlogPost(id);
  const post = query.data;
  const initial = useMemo(() => (post ? draftFromPost(post) : null), [post]);

  if (isNotFound(query.error)) return <EditorNotFound />;
  if (initial && post) {
    // Keyed by the post: a refetch after the form opened does not reset the draft.
    return <BlogEditorForm key={post.id} initial={initial} postId={post.id} />;
  }
  if (query.isError) {
    return (
      <EditorLoadError
        message={query.error instanceof Error ? query.error.message : blogMessages.notFound}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <EditorLoading />;
}
