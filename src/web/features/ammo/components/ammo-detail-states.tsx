import { useNavigate } from 'react-router';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { ammoTexts as t } from '../lib/ammo-texts.ts';
import styles from '../../../components/product-page/detail.module.css';

/** Loading: the page's shape in grey, announced once. */
export function AmmoDetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t.loadingItem}
      </p>
      <div className={styles.skeletonGrid} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={styles.skeletonInfo}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneShort}`} />
          <div className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
    </div>
  );
}

/** spec §2: 'No Ammo Found' (an unknown id, or no id at all). */
export function AmmoNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{ammoMessages.noAmmoFound}</h1>
      <p className={styles.stateText}>{t.notFoundText}</p>
      <ButtonLink to="/ammo/" variant="primary">
        {t.backToAmmo}
      </ButtonLink>
    </div>
  );
}

/** spec §2: the error state with Go Back (and a retry); the toast is the page's. */
export function AmmoLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={styles.state}>
      <h1 className={styles.stateHeading}>{ammoMessages.loadAmmoFailed}</h1>
      <div className={styles.stateActions}>
        <Button variant="primary" onClick={() => void navigate(-1)}>
          {t.goBack}
        </Button>
        <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t.retry}
        </Button>
      </div>
    </div>
  );
}
