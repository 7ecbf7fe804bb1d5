import { useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';
import { usePending } from './use-pending.ts';

export interface UnsavedChangesDialogProps {
  buildName: string;
  /** What the visitor asked for, e.g. 'start a new build' or 'load "Range Day"'. */
  action: string;
  onCancel: () => void;
  onDontSave: () => void;
  /** Saves, then continues only when the save succeeded (the provider decides). */
  onSaveAndContinue: () => Promise<void>;
}

/** Unsaved-changes guard: Cancel, Don't Save, Save & Continue ('Saving...'). */
export function UnsavedChangesDialog({
  buildName,
  action,
  onCancel,
  onDontSave,
  onSaveAndContinue,
}: UnsavedChangesDialogProps) {
  const { pending: saving, run } = usePending();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const saveAndContinue = () => run(onSaveAndContinue);

  return (
    <Modal
      title={m.unsavedTitle}
      onClose={saving ? () => {} : onCancel}
      initialFocus={cancelRef}
      width={500}
    >
      <p className={styles.lead}>{m.unsavedText(buildName, action)}</p>
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={saving}>
          {m.cancel}
        </Button>
        <Button variant="secondary" onClick={onDontSave} disabled={saving}>
          {m.dontSave}
        </Button>
        <Button
          variant="primary"
          onClick={() => void saveAndContinue()}
          disabled={saving}
          aria-busy={saving}
        >
          {saving ? m.saving : m.saveAndContinue}
        </Button>
      </div>
    </Modal>
  );
}
