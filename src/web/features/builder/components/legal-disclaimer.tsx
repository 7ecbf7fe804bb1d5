import { builderTexts } from '../lib/builder-texts.ts';
import styles from './legal-disclaimer.module.css';

/** A legal disclaimer about local and state laws (our wording, ADR 017). */
export function LegalDisclaimer() {
  return (
    <p className={styles.disclaimer}>
      <strong className={styles.label}>Legal notice: </strong>
      {builderTexts.disclaimer}
    </p>
  );
}
