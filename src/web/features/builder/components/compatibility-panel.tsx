import { memo, useId, useState } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { CheckIcon, ChevronIcon } from './builder-icons.tsx';
import styles from './compatibility-panel.module.css';

/**
 * spec §2: the 'Compatibility Check' panel always says 'No compatibility issues found.' and
 * expands to an empty notes area (the compatibility engine of issue 9 fills it).
 */
export const CompatibilityPanel = memo(function CompatibilityPanel() {
  const [open, setOpen] = useState(false);
  const notesId = useId();
  return (
    <div className={styles.panel}>
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
      <p className={styles.status}>
        <CheckIcon size="sm" className={styles.ok} />
        {buildMessages.noCompatibilityIssues}
      </p>
      <div
        id={notesId}
        role="region"
        aria-label={builderTexts.compatibilityNotes}
        className={styles.notes}
        hidden={!open}
      />
    </div>
  );
});
