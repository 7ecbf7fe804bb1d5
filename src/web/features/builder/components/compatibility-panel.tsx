import { memo, useId, useState } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import type { PanelView } from '../lib/compat-view.ts';
import { CheckIcon, ChevronIcon, WarningIcon } from './builder-icons.tsx';
import styles from './compatibility-panel.module.css';

/**
 * The 'Compatibility Check' panel, expanding to the notes area (ADR 063): the status line says 'No
 * compatibility issues found.' while there is no error and no warning, else how many; the notes
 * area lists every issue and redundancy warning grouped by severity (Errors / Warnings / Info, with
 * counts). Memoised on the view, which the page computes once per build change.
 */
export const CompatibilityPanel = memo(function CompatibilityPanel({ view }: { view: PanelView }) {
  const [open, setOpen] = useState(false);
  const notesId = useId();
  const { counts, problems } = view;
  const total = counts.error + counts.warning + counts.info;
  return (
    <div className={counts.error > 0 ? `${styles.panel} ${styles.hasErrors}` : styles.panel}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={notesId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.title}>{builderTexts.compatibilityCheck}</span>
        <ChevronIcon size="sm" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <p className={styles.summary}>
        {view.checking && problems === 0 ? (
          <span className={styles.status}>{builderTexts.checkingCompatibility}</span>
        ) : problems === 0 ? (
          <span className={styles.status}>
            <CheckIcon size="sm" className={styles.ok} />
            {buildMessages.noCompatibilityIssues}
          </span>
        ) : (
          <span className={counts.error > 0 ? styles.statusError : styles.statusWarning}>
            <WarningIcon size="sm" className={styles.ok} />
            {builderTexts.problemsFound(counts.error, counts.warning)}
          </span>
        )}
        {total > 0 ? (
          <span className={styles.counts}>
            {view.groups.map((g) => (
              <span key={g.severity} className={styles[`count_${g.severity}`]}>
                {builderTexts.severityCount(
                  builderTexts.severityHeadings[g.severity],
                  g.notes.length,
                )}
              </span>
            ))}
          </span>
        ) : null}
      </p>
      <div
        id={notesId}
        role="region"
        aria-label={builderTexts.compatibilityNotes}
        className={styles.notes}
        hidden={!open}
      >
        {total === 0 ? <p className={styles.empty}>{builderTexts.noNotes}</p> : null}
        {view.groups.map((group) => {
          if (group.notes.length === 0) return null;
          const heading = builderTexts.severityCount(
            builderTexts.severityHeadings[group.severity],
            group.notes.length,
          );
          return (
            <section key={group.severity} className={styles.group} aria-label={heading}>
              <p className={`${styles.groupHeading} ${styles[`heading_${group.severity}`]}`}>
                {heading}
              </p>
              <ul className={styles.list}>
                {group.notes.map((note) => (
                  <li key={note.key} className={styles[`note_${note.severity}`]}>
                    {note.label ? (
                      <>
                        <span className={styles.kind}>{note.label}</span>{' '}
                      </>
                    ) : null}
                    <span className={styles.message}>{note.message}</span>
                    {note.link ? (
                      <>
                        {' '}
                        <a href={note.link.href} target="_blank" rel="noopener noreferrer">
                          {note.link.text}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
});
