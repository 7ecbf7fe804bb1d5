import { useId, useState } from 'react';
import { ISSUE_LABELS, type BuildWarning } from '../../../../shared/build/redundancy.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { WarningIcon } from './builder-icons.tsx';
import styles from './warning-badge.module.css';

/**
 * spec §4: the row's warning icon. Its tooltip ('Current Issues with …', the issue heading, the
 * message and 'Conflicts with:' the affected parts) opens on hover and on keyboard focus, and
 * Escape closes it (WCAG 1.4.13). It also describes the button for screen readers.
 */
export function WarningBadge({
  productName,
  warning,
}: {
  productName: string;
  warning: BuildWarning;
}) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <span
      className={styles.wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={warning.hint === 'error' ? `${styles.icon} ${styles.error}` : styles.icon}
        aria-label={builderTexts.issuesLabel(productName)}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <WarningIcon size="md" />
      </button>
      <span id={tipId} role="tooltip" className={styles.tooltip} hidden={!open}>
        {/* The spaces between the pieces keep the description readable ("… Parts Duplicates …"). */}
        <span className={styles.title}>{builderTexts.currentIssues(productName)}</span>{' '}
        <span className={styles.kind}>{ISSUE_LABELS[warning.type]}</span>{' '}
        <span className={styles.message}>{warning.message}</span>{' '}
        {warning.affected.length > 0 ? (
          <>
            <span className={styles.kind}>{builderTexts.conflictsWith}</span>{' '}
            <span className={styles.affected}>
              {warning.affected.map((part) => (
                <span key={part} className={styles.part}>
                  {part}{' '}
                </span>
              ))}
            </span>
          </>
        ) : null}
      </span>
    </span>
  );
}
