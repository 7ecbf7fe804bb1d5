import type { Alert } from '../../../../shared/alerts/schema.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { AlertForm } from '../../../components/price-alert/alert-form.tsx';
import { alertFailure } from '../../../components/price-alert/alert-failure.ts';
import { suggestedTarget } from '../../../components/price-alert/alert-format.ts';
import { useUpdateAlert } from '../../../components/price-alert/api/alerts.ts';
import { alertTexts } from '../../../components/price-alert/alert-texts.ts';
import { alertsTabTexts as t } from '../messages.ts';

/** Changes the kind or target price of one alert; it then waits afresh from now. */
export function EditAlertModal({
  alert,
  userId,
  onClose,
}: {
  alert: Alert;
  userId: string;
  onClose: () => void;
}) {
  const update = useUpdateAlert(userId);
  const initialTarget =
    alert.targetPrice !== null
      ? String(alert.targetPrice)
      : suggestedTarget(alert.currentPrice ?? undefined, alert.targetKind);
  const failure = update.isError ? alertFailure(update.error, alertTexts.saveFailed) : undefined;
  return (
    <Modal title={t.editTitle} onClose={onClose} width={460}>
      <AlertForm
        targetKind={alert.targetKind}
        currentPrice={alert.currentPrice ?? undefined}
        initialKind={alert.kind}
        initialTarget={initialTarget}
        pending={update.isPending}
        error={failure?.message}
        targetError={failure?.targetPrice}
        onCancel={onClose}
        onSubmit={(values) =>
          update.mutate(
            { id: alert.id, body: values },
            {
              onSuccess: () => {
                toast.success(alertTexts.updated);
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
