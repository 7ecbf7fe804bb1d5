import { useRef } from 'react';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { useDeleteUser } from '../api/delete-user.ts';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { accountUiMessages } from '../messages.ts';
import { EDIT_MODAL_WIDTH } from './edit-profile-modal.tsx';
import styles from './account-forms.module.css';

/**
 * Delete Account: the account goes with its builds, share links and saved parts. After the DELETE
 * the session is cleared and the visitor lands on / (ADR 014).
 */
export function DeleteAccountModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const remove = useDeleteUser(userId);
  // Focus starts on the harmless choice.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = () => remove.mutate();

  return (
    <Modal
      title="Delete Account"
      onClose={onClose}
      width={EDIT_MODAL_WIDTH}
      initialFocus={cancelRef}
    >
      <div className={styles.form}>
        <p className={styles.text}>{accountUiMessages.deleteWarning}</p>
        {remove.isError ? (
          <p role="alert" className={styles.formError}>
            {failureMessage(remove.error, authClientMessages.deleteUserFailed)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="outline"
            className={styles.danger}
            disabled={remove.isPending || remove.isSuccess}
            onClick={confirm}
          >
            {remove.isPending ? accountUiMessages.deleting : 'Delete'}
          </Button>
          <Button ref={cancelRef} type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
