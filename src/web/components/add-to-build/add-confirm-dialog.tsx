import { useRef } from 'react';
import { ISSUE_LABELS, type BuildWarning } from '../../../shared/build/redundancy.ts';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import styles from './add-confirm-dialog.module.css';

/** The agreed words before the parts an issue concerns. */
export const CONFLICTS_WITH = 'Conflicts with:';

export interface AddConfirmDialogProps {
  /** 'Potential Redundancy Warning' or 'Potential Conflicts Detected'. */
  title: string;
  productName: string;
  warnings: readonly BuildWarning[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirm dialog on Add when a warning exists; buttons Add and Cancel (Add adds
 * anyway). Each warning says what the part conflicts with.
 */
export function AddConfirmDialog({
  title,
  productName,
  warnings,
  onConfirm,
  onCancel,
}: AddConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} onClose={onCancel} initialFocus={cancelRef}>
      <p className={styles.lead}>
        Adding <strong>{productName}</strong> to your build:
      </p>
      <ul className={styles.list}>
        {warnings.map((w, i) => (
          <li
            key={`${w.message}:${i}`}
            className={w.hint === 'error' ? styles.error : styles.warning}
          >
            <span className={styles.kind}>{ISSUE_LABELS[w.type]}</span>
            <span>{w.message}</span>
            {w.type !== 'redundant' && w.affected.length > 0 ? (
              <span className={styles.affected}>
                {CONFLICTS_WITH} {w.affected.join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm}>
          Add
        </Button>
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
