import { useId, useState } from 'react';
import { ISSUE_LABELS } from '../../../../shared/build/redundancy.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { issuesByType, worstSeverity, type RowIssue } from '../lib/compat-view.ts';
import { WarningIcon } from './builder-icons.tsx';
import styles from './warning-badge.module.css';

/**
 * The row's warning icon. Its tooltip ('Current Issues with …', then per heading — 'Redundant with
 * Other Parts', 'Conflicts with Other Parts', 'Invalid Configuration' — each issue's message and
 * 'Conflicts with:' the other parts) opens on hover and on keyboard focus, and Escape closes it
 * (WCAG 1.4.13). It also describes the button for screen readers. The redundancy warning and the
 * compatibility engine's conflicts share the one icon.
 */
export function WarningBadge({
  productName,
  issues,
}: {
  productName: string;
  issues: readonly RowIssue[];
}) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const worst = worstSeverity(issues);
  return (
    <span
      className={styles.wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={worst === 'error' ? `${styles.icon} ${styles.error}` : styles.icon}
        aria-label={builderTexts.issuesLabel(productName)}
        aria-describedby={tipId}
        data-severity={worst}
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
        {issuesByType(issues).map((group) => (
          <span key={group.type} className={styles.group}>
            <span className={styles.kind}>{ISSUE_LABELS[group.type]}</span>{' '}
            {group.issues.map((issue, i) => (
              <span
                key={`${issue.message}:${i}`}
                className={issue.severity === 'error' ? styles.issueError : styles.issue}
              >
                <span className={styles.message}>{issue.message}</span>{' '}
                {issue.affected.length > 0 ? (
                  <>
                    <span className={styles.kind}>{builderTexts.conflictsWith}</span>{' '}
                    <span className={styles.affected}>
                      {issue.affected.map((part) => (
                        <span key={part} className={styles.part}>
                          {part}{' '}
                        </span>
                      ))}
                    </span>
                  </>
                ) : null}
              </span>
            ))}
          </span>
        ))}
      </span>
    </span>
  );
}
