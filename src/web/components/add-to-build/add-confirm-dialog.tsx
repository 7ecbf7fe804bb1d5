import { useRef } from 'react';
import type { BuildWarning } from '../../../shared/build/redundancy.ts';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import styles from './add-confirm-dialog.module.css';

export interface AddConfirmDialogProps {
  /** 'Potential Redundancy Warning' or 'Potential Conflicts Detected' (decision D16). */
  title: string;
  productName: string;
  warnings: readonly BuildWarning[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** spec §2: the confirm dialog on Add when a warning exists; buttons Add and Cancel. */
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
        {warnings.map((w) => (
          <li key={w.message} className={w.hint === 'error' ? styles.error : styles.warning}>
            {w.message}
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
