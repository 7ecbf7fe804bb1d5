import { useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';
import { usePending } from './use-pending.ts';

export interface DeleteBuildDialogProps {
  buildName: string;
  /** Deletes; the provider closes the dialog when it is done either way. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** The delete confirm dialog: 'Delete Build … This action cannot be undone.' */
export function DeleteBuildDialog({ buildName, onConfirm, onCancel }: DeleteBuildDialogProps) {
  const { pending: deleting, run } = usePending();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => run(onConfirm);

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
