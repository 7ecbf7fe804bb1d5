import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GalleryEntry } from '../../../../shared/gallery/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSetGalleryVisibility } from '../api/set-gallery-visibility.ts';
import { useUnpublishGalleryEntry } from '../api/unpublish-gallery-entry.ts';
import { entryTexts as t } from '../messages.ts';
import styles from './entry-actions.module.css';

/**
 * What the entry's owner and the admins may do: the owner unpublishes it (after a confirmation),
 * an admin hides it from the gallery or shows it again. Nothing for anyone else.
 */
export function EntryActions({ entry, admin }: { entry: GalleryEntry; admin: boolean }) {
  if (!entry.mine && !admin) return null;
  return (
    <div className={styles.actions}>
      {entry.mine ? <UnpublishButton entry={entry} /> : null}
      {admin ? <VisibilityToggle entry={entry} /> : null}
    </div>
  );
}

function UnpublishButton({ entry }: { entry: GalleryEntry }) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const unpublish = useUnpublishGalleryEntry();

  const confirm = () =>
    unpublish.mutate(entry.id, {
      onSuccess: () => {
        toast.success(t.unpublished);
        void navigate('/completed-builds');
      },
    });

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {t.unpublish}
      </Button>
      {confirming ? (
        <Modal
          title={t.unpublishTitle}
          initialFocus={cancelRef}
          onClose={() => {
            if (!unpublish.isPending) setConfirming(false);
          }}
        >
          <p className={styles.dialogText}>{t.unpublishBody}</p>
          {unpublish.isError ? (
            <p role="alert" className={styles.error}>
              {failureMessage(unpublish.error, t.unpublishFailed)}
            </p>
          ) : null}
          <div className={styles.dialogButtons}>
            <Button
              ref={cancelRef}
              variant="outline"
              disabled={unpublish.isPending}
              onClick={() => setConfirming(false)}
            >
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              disabled={unpublish.isPending}
              aria-busy={unpublish.isPending}
              onClick={confirm}
            >
              {unpublish.isPending ? t.unpublishing : t.unpublishConfirm}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function VisibilityToggle({ entry }: { entry: GalleryEntry }) {
  const visibility = useSetGalleryVisibility(entry.id);
  const toggle = () =>
    visibility.mutate(!entry.hidden, {
      onSuccess: (answer) => toast.success(answer.hidden ? t.hiddenDone : t.shownDone),
      onError: (error) => toast.error(failureMessage(error, t.visibilityFailed)),
    });
  return (
    <Button
      variant="secondary"
      disabled={visibility.isPending}
      aria-busy={visibility.isPending}
      onClick={toggle}
    >
      {entry.hidden ? t.show : t.hide}
    </Button>
  );
}
