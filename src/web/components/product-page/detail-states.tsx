import { useNavigate } from 'react-router';
import { Button } from '../button/button.tsx';
import { ButtonLink } from '../button/button-link.tsx';
import styles from './detail.module.css';

/** A detail page's words for the states instead of the item. */
export interface DetailStateTexts {
  /** Announced once while loading ('Loading product...'). */
  loading: string;
  /** The heading of an unknown item (a 404) or of a URL without its parameters. */
  notFound: string;
  /** The sentence under it. */
  notFoundText: string;
  /** The heading of any other failure. */
  failed: string;
  /** The failure's retry ('Try again'). */
  retry: string;
  /** The list the states lead back to. */
  list: { to: string; text: string };
  /**
   * With this text, the failure's first button goes back in the history ('Go Back') and the retry
   * comes second; without it, the retry comes first and the list link second.
   */
  goBack?: string;
}

/** Loading: the page's shape in grey (`lines` bones under the title), announced once. */
export function DetailSkeleton({ loading, lines }: { loading: string; lines: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {loading}
      </p>
      <div className={styles.skeletonGrid} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={styles.skeletonInfo}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} className={`${styles.bone} ${styles.boneLine}`} />
          ))}
          <div className={`${styles.bone} ${styles.boneShort}`} />
          <div className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
    </div>
  );
}

/** An unknown item (404) or a URL without its parameters: say so, and lead back to the list. */
export function DetailNotFound({ texts }: { texts: DetailStateTexts }) {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{texts.notFound}</h1>
      <p className={styles.stateText}>{texts.notFoundText}</p>
      <ButtonLink to={texts.list.to} variant="primary">
        {texts.list.text}
      </ButtonLink>
    </div>
  );
}

/** Any other failure (also a toast, the page's), with a retry and a way back. */
export function DetailLoadError({
  texts,
  onRetry,
  retrying,
}: {
  texts: DetailStateTexts;
  onRetry: () => void;
  retrying: boolean;
}) {
  const navigate = useNavigate();
  const retry = (variant: 'primary' | 'outline') => (
    <Button variant={variant} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
      {texts.retry}
    </Button>
  );
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{texts.failed}</h1>
      <div className={styles.stateActions}>
        {texts.goBack ? (
          <>
            <Button variant="primary" onClick={() => void navigate(-1)}>
              {texts.goBack}
            </Button>
            {retry('outline')}
          </>
        ) : (
          <>
            {retry('primary')}
            <ButtonLink to={texts.list.to} variant="outline">
              {texts.list.text}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
