import { blogMessages } from '../../../../shared/blog/post-rules.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { editorTexts as t } from './editor-texts.ts';
import styles from './blog-editor.module.css';

/** Not signed in, or not an admin: a refusal, never the form (ADR 044). */
export function EditorRefusal({ signedIn }: { signedIn: boolean }) {
  return (
    <div className={styles.state}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.stateText}>{t.adminsOnly}</p>
      {signedIn ? null : <p className={styles.stateText}>{t.signInHint}</p>}
      <ButtonLink to="/blog" variant="primary">
        {t.backToBlog}
      </ButtonLink>
    </div>
  );
}

/** While the stored post loads. */
export function EditorLoading() {
  return (
    <div className={styles.state} aria-busy="true">
      <h1 className={styles.heading}>{t.heading}</h1>
      <p role="status" className={styles.stateText}>
        {t.loading}
      </p>
    </div>
  );
}

/** 'Blog not found.' for an unknown id. */
export function EditorNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.heading}>{blogMessages.notFound}</h1>
      <ButtonLink to="/blog" variant="primary">
        {t.backToBlog}
      </ButtonLink>
    </div>
  );
}

/** A failed load reads 'Error: …' in red above the page. */
export function EditorLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className={styles.state}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p role="alert" className={styles.stateError}>
        {t.loadFailed(message)}
      </p>
      <div className={styles.bar}>
        <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t.retry}
        </Button>
        <ButtonLink to="/blog" variant="outline">
          {t.backToBlog}
        </ButtonLink>
      </div>
    </div>
  );
}
