import { failureMessage } from '../form-field/form-helpers.ts';
import { Modal } from '../modal/modal.tsx';
import type { PriceAlertTarget } from './price-alert-button.tsx';
import { toast } from '../../lib/toast.ts';
import { useCreateAlert } from './api/alerts.ts';
import { suggestedTarget } from './alert-format.ts';
import { alertTexts as t } from './alert-texts.ts';
import { AlertForm } from './alert-form.tsx';

/**
 * Sets a price alert from a product or ammunition page: price below a target (prefilled a little
 * under the current price; per round for ammunition), any drop, or back in stock.
 */
export function SetAlertDialog({
  target,
  userId,
  onClose,
}: {
  target: PriceAlertTarget;
  userId: string;
  onClose: () => void;
}) {
  const create = useCreateAlert(userId);
  return (
    <Modal title={t.dialogTitle} onClose={onClose} width={460}>
      <AlertForm
        targetKind={target.targetKind}
        currentPrice={target.currentPrice}
        initialKind="price"
        initialTarget={suggestedTarget(target.currentPrice, target.targetKind)}
        pending={create.isPending}
        error={create.isError ? failureMessage(create.error, t.saveFailed) : undefined}
        onCancel={onClose}
        onSubmit={(values) =>
          create.mutate(
            { targetKind: target.targetKind, targetId: target.targetId, ...values },
            {
              onSuccess: () => {
                toast.success(t.saved);
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
