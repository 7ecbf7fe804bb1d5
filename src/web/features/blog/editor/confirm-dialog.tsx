import type { RefObject } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { editorTexts as t } from './editor-texts.ts';
import styles from './section-card.module.css';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Focused on open: Cancel, so Enter never confirms by accident. */
  cancelRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the shared Modal, e.g. the editor's 'Add Section' confirmation. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelRef,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} initialFocus={cancelRef} width={440}>
      <p className={styles.dialogText}>{text}</p>
      <div className={styles.dialogActions}>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  );
}
