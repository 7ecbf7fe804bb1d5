import { useRef } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';

export interface ShareBuildDialogProps {
  buildName: string;
  /** The site path the server answered, e.g. '/b/<shareId>'. */
  path: string;
  /** Revokes the link; the caller closes the dialog once it succeeded. */
  onStopSharing: () => void;
  stopping: boolean;
  onClose: () => void;
}

/** The share link of a saved build, with Copy and Stop Sharing. */
export function ShareBuildDialog({
  buildName,
  path,
  onStopSharing,
  stopping,
  onClose,
}: ShareBuildDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const link = new URL(path, window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(m.copied);
    } catch {
      // No clipboard permission (or an insecure origin): leave the link selected instead.
      inputRef.current?.select();
      toast.info(m.copyManually);
    }
  };

  return (
    <Modal title={m.shareTitle} onClose={onClose} initialFocus={inputRef} width={560}>
      <p className={styles.lead}>
        <strong>{buildName}</strong>: {m.shareText}
      </p>
      <div className={styles.linkRow}>
        <TextField
          label={m.shareLinkLabel}
          inputRef={inputRef}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copy()}>
          {m.copy}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onStopSharing} disabled={stopping} aria-busy={stopping}>
          {stopping ? m.stopping : m.stopSharing}
        </Button>
      </div>
    </Modal>
  );
}
