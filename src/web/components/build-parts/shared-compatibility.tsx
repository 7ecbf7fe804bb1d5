import { useId } from 'react';
import { buildMessages } from '../../../shared/build/messages.ts';
import type { SharedCompatibility as Compatibility } from '../../../shared/build/schema.ts';
import { sharedBuildTexts as t } from './build-parts-texts.ts';
import styles from './shared-compatibility.module.css';

/**
 * A shared build's or gallery entry's compatibility, as the server checked it: the Builder's
 * status line ('No compatibility issues found.' or how many errors and warnings), every error and
 * warning, and how many notes (parts not checked, core parts missing) are left out.
 */
export function SharedCompatibility({ compatibility }: { compatibility: Compatibility }) {
  const headingId = useId();
  const { counts, problems } = compatibility;
  const hasErrors = counts.error > 0;
  return (
    <section
      aria-labelledby={headingId}
      className={hasErrors ? `${styles.panel} ${styles.hasErrors}` : styles.panel}
    >
      <h2 id={headingId} className={styles.heading}>
        {t.compatibilityCheck}
      </h2>
      {problems.length === 0 ? (
        <p className={styles.status}>{buildMessages.noCompatibilityIssues}</p>
      ) : (
        <>
          <p className={hasErrors ? styles.statusError : styles.statusWarning}>
            {t.problemsFound(counts.error, counts.warning)}
          </p>
          <ul className={styles.list}>
            {problems.map((problem, i) => (
              <li key={i} className={styles[problem.severity]}>
                <span className={styles.kind}>{t.severity[problem.severity]}</span>{' '}
                {problem.message}
                {problem.link ? (
                  <>
                    {' '}
                    <a href={problem.link.href} target="_blank" rel="noopener noreferrer">
                      {problem.link.text}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {counts.info > 0 ? <p className={styles.notes}>{t.compatNotes(counts.info)}</p> : null}
    </section>
  );
}
