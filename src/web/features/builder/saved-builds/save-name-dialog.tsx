import { useRef, useState, type FormEvent } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { BUILD_NAME_MAX } from '../../../../shared/build/messages.ts';
import { buildNameError } from '../../../../shared/build/state.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';
import { usePending } from './use-pending.ts';

export interface SaveNameDialogProps {
  /** The current name, blank if it is 'My List' (nameDialogStart). */
  initialName: string;
  /** Sets the name and saves; resolves when done (the provider closes the dialog on success). */
  onSave: (name: string) => Promise<void>;
  /** Cancel, Escape and a backdrop click (the previous name comes back). */
  onCancel: () => void;
}

/** The save-name dialog: name field, counter 'n/50 characters', Save Build, Cancel. */
export function SaveNameDialog({ initialName, onSave, onCancel }: SaveNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const { pending: saving, run } = usePending();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return Promise.resolve();
    // The submit check says 'Build name cannot be empty'; the name rules say the rest.
    const problem = name.trim() ? buildNameError(name) : buildMessages.nameCannotBeEmpty;
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return Promise.resolve();
    }
    return run(() => onSave(name.trim()));
  };

  return (
    <Modal title={m.saveNameTitle} onClose={onCancel} initialFocus={inputRef} width={480}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={m.saveNameLabel}
          inputRef={inputRef}
          value={name}
          maxLength={BUILD_NAME_MAX}
          autoComplete="off"
          error={error}
          announceError
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <p className={styles.counter}>{m.counter(name.length, BUILD_NAME_MAX)}</p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
            {saving ? m.saving : m.saveBuild}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
