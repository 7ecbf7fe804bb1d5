import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BUILD_NAME_MAX } from '../../../../shared/build/messages.ts';
import { buildNameError } from '../../../../shared/build/state.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { setBuildName } from '../../../stores/build.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import styles from './build-title.module.css';

/**
 * The build title's edit form, loaded when the visitor first edits the name. Save checks the
 * build-name rules and shows the first problem; Cancel (or Escape) restores the name.
 */
export function BuildTitleForm({ name, onDone }: { name: string; onDone: () => void }) {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = buildNameError(draft);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setBuildName(draft.trim());
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label={builderTexts.editName}>
      <div className={styles.field}>
        <TextField
          label={builderTexts.nameLabel}
          inputRef={inputRef}
          value={draft}
          maxLength={BUILD_NAME_MAX}
          autoComplete="off"
          error={error}
          announceError
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <p className={styles.counter} aria-live="polite">
          {draft.length}/{BUILD_NAME_MAX} characters
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {builderTexts.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {builderTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
