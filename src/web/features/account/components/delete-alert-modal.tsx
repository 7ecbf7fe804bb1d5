import { useRef } from 'react';
import type { Alert } from '../../../../shared/alerts/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAlert } from '../../../components/price-alert/api/alerts.ts';
import { alertsTabTexts as t } from '../messages.ts';
import styles from './account-forms.module.css';

/** Confirms deleting one alert; focus starts on the harmless choice. */
export function DeleteAlertModal({
  alert,
  name,
  userId,
  onClose,
}: {
  alert: Alert;
  name: string;
  userId: string;
  onClose: () => void;
}) {
  const remove = useDeleteAlert(userId);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={t.deleteTitle} onClose={onClose} width={460} initialFocus={cancelRef}>
      <div className={styles.form}>
        <p className={styles.text}>{t.deleteWarning(name)}</p>
        {remove.isError ? (
          <p role="alert" className={styles.formError}>
            {failureMessage(remove.error, t.deleteFailed)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="outline"
            className={styles.danger}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() =>
              remove.mutate(alert.id, {
                onSuccess: () => {
                  toast.success(t.deleted(name));
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? t.deleting : t.delete}
          </Button>
          <Button ref={cancelRef} type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
