import { Modal } from '../modal/modal.tsx';
import type { PriceAlertTarget } from './price-alert-button.tsx';
import { toast } from '../../lib/toast.ts';
import { useCreateAlert } from './api/alerts.ts';
import { alertFailure } from './alert-failure.ts';
import { suggestedTarget } from './alert-format.ts';
import { alertTexts as t } from './alert-texts.ts';
import { AlertForm } from './alert-form.tsx';

/**
 * Sets a price alert from a product or ammunition page, or on a saved build from the Builder:
 * price below a target (prefilled a little under the current price; per round for ammunition, the
 * total in whole dollars for a build), any drop, or back in stock (not for a build).
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
  const failure = create.isError ? alertFailure(create.error, t.saveFailed) : undefined;
  return (
    <Modal title={t.dialogTitle} onClose={onClose} width={460}>
      <AlertForm
        targetKind={target.targetKind}
        currentPrice={target.currentPrice}
        initialKind="price"
        initialTarget={suggestedTarget(target.currentPrice, target.targetKind)}
        note={target.targetKind === 'build' ? t.buildAsSaved(target.name) : undefined}
        pending={create.isPending}
        error={failure?.message}
        targetError={failure?.targetPrice}
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
