import { useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';

export interface DeleteBuildDialogProps {
  buildName: string;
  /** Deletes; the provider closes the dialog when it is done either way. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** spec §2 "delete confirm dialog": 'Delete Build … This action cannot be undone.' */
export function DeleteBuildDialog({ buildName, onConfirm, onCancel }: DeleteBuildDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      title={m.deleteTitle}
      onClose={deleting ? () => {} : onCancel}
      initialFocus={cancelRef}
      width={480}
    >
      <p className={styles.lead}>{m.deleteText(buildName)}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          className={styles.danger}
          onClick={() => void confirm()}
          disabled={deleting}
          aria-busy={deleting}
        >
          {deleting ? m.deleting : m.delete}
        </Button>
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
          {m.cancel}
        </Button>
      </div>
    </Modal>
  );
}
