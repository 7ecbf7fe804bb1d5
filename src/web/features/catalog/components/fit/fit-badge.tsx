import type { FitResult } from '../../../../../shared/compat/index.ts';
import { fitTexts } from './fit-texts.ts';
import styles from './fit-badge.module.css';

/**
 * Whether a candidate fits the visitor's build (ADR 064): 'Fits your build', or
 * 'Conflicts: …' with the engine's reasons (errors only; warnings never stop a part fitting).
 */
export function FitBadge({ fit }: { fit: FitResult }) {
  if (fit.fits) return <span className={styles.fits}>{fitTexts.fitsBuild}</span>;
  return <span className={styles.conflicts}>{fitTexts.conflicts(fit.reasons.join(' '))}</span>;
}
