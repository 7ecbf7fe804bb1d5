import { useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useRevokeAllSessions } from '../api/revoke-all-sessions.ts';
import { sessionTexts as t } from '../messages.ts';
import { EDIT_MODAL_WIDTH } from './edit-profile-modal.tsx';
import styles from './account-forms.module.css';

/**
 * Confirms 'Sign out everywhere': every session of the account ends, this browser's too, and
 * the visitor lands on the log-in page.
 */
export function SignOutEverywhereModal({ onClose }: { onClose: () => void }) {
  const revokeAll = useRevokeAllSessions();
  // Focus starts on the harmless choice.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = revokeAll.isPending || revokeAll.isSuccess;

  return (
    <Modal title={t.everywhere} onClose={onClose} width={EDIT_MODAL_WIDTH} initialFocus={cancelRef}>
      <div className={styles.form}>
        <p className={styles.text}>{t.everywhereWarning}</p>
        {revokeAll.isError ? (
          <p role="alert" className={styles.formError}>
            {failureMessage(revokeAll.error, t.everywhereFailed)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="outline"
            className={styles.danger}
            disabled={busy}
            aria-busy={revokeAll.isPending}
            onClick={() => revokeAll.mutate()}
          >
            {revokeAll.isPending ? t.signingOut : t.everywhereConfirm}
          </Button>
          <Button ref={cancelRef} type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
