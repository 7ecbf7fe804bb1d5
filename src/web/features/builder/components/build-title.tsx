import { memo, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BUILD_NAME_MAX } from '../../../../shared/build/messages.ts';
import { buildNameError } from '../../../../shared/build/state.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { setBuildName } from '../../../stores/build.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { PencilIcon } from './builder-icons.tsx';
import styles from './build-title.module.css';

/**
 * The editable build title (default 'My List') with Save and Cancel. Save checks the
 * build-name rules and shows the first problem; Cancel (or Escape) restores the name.
 */
export const BuildTitle = memo(function BuildTitle({ name }: { name: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const start = () => {
    setDraft(name);
    setError(undefined);
    setEditing(true);
  };

  const stop = () => {
    returnFocus.current = true;
    setError(undefined);
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = buildNameError(draft);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setBuildName(draft.trim());
    stop();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    }
  };

  if (!editing) {
    return (
      <div className={styles.title}>
        <h2 className={styles.name}>{name}</h2>
        <button
          ref={editRef}
          type="button"
          className={styles.edit}
          aria-label={builderTexts.editName}
          title={builderTexts.editName}
          onClick={start}
        >
          <PencilIcon size="sm" />
        </button>
      </div>
    );
  }

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
        <Button type="button" variant="outline" onClick={stop}>
          {builderTexts.cancel}
        </Button>
      </div>
    </form>
  );
});
