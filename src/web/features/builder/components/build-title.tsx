import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { builderTexts } from '../lib/builder-texts.ts';
import { PencilIcon } from './builder-icons.tsx';
import styles from './build-title.module.css';

// The form loads on the first edit: most visits never rename the build, and the Builder's first
// load stays lean.
const BuildTitleForm = lazy(() =>
  import('./build-title-form.tsx').then((m) => ({ default: m.BuildTitleForm })),
);

/**
 * The editable build title (default 'My List'): the name with an edit button, which opens the
 * form (Save / Cancel); closing it gives the focus back to the edit button.
 */
export const BuildTitle = memo(function BuildTitle({ name }: { name: string }) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const title = (
    <div className={styles.title}>
      <h2 className={styles.name}>{name}</h2>
      <button
        ref={editRef}
        type="button"
        className={styles.edit}
        aria-label={builderTexts.editName}
        title={builderTexts.editName}
        onClick={() => setEditing(true)}
      >
        <PencilIcon size="sm" />
      </button>
    </div>
  );
  if (!editing) return title;
  return (
    <Suspense fallback={title}>
      <BuildTitleForm
        name={name}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    </Suspense>
  );
});
