import { Button } from '../../../../components/button/button.tsx';
import { ButtonLink } from '../../../../components/button/button-link.tsx';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/detail.module.css';

/** Loading: the page's shape in grey, announced once as 'Loading product...'. */
export function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t.loading}
      </p>
      <div className={styles.skeletonGrid} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={styles.skeletonInfo}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneShort}`} />
          <div className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
    </div>
  );
}

/** An unknown product (404) or a URL without its parameters: say so, and lead back to the list. */
export function DetailNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{t.notFound}</h1>
      <p className={styles.stateText}>{t.notFoundText}</p>
      <ButtonLink to="/products/AR" variant="primary">
        {t.backToProducts}
      </ButtonLink>
    </div>
  );
}

/** Any other failure (spec §8 'Failed to load product data', also a toast), with a retry. */
export function DetailLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{t.loadFailed}</h1>
      <div className={styles.stateActions}>
        <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t.tryAgain}
        </Button>
        <ButtonLink to="/products/AR" variant="outline">
          {t.backToProducts}
        </ButtonLink>
      </div>
    </div>
  );
}
