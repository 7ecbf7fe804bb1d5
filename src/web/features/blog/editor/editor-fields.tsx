import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ALIGNMENTS, type Alignment } from '../../../../shared/blog/post-rules.ts';
import { editorTexts as t } from './editor-texts.ts';
import styles from './editor-fields.module.css';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled select styled like the shared TextField. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {children}
      </select>
    </div>
  );
}

const ALIGNMENT_LABELS: Record<Alignment, string> = {
  'text-left': t.left,
  'text-center': t.center,
  'text-right': t.right,
};

/** Left / Center / Right: the three alignments a title, date or section part can take. */
export function AlignmentSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Alignment;
  onChange: (alignment: Alignment) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(v) => onChange(v as Alignment)}>
      {ALIGNMENTS.map((a) => (
        <option key={a} value={a}>
          {ALIGNMENT_LABELS[a]}
        </option>
      ))}
    </SelectField>
  );
}

/** A labelled multi-line input with a character count when it has a limit. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  hint?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={maxLength}
        rows={3}
        aria-describedby={hint || maxLength ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint || maxLength ? (
        <p id={hintId} className={styles.hint}>
          {hint}
          {hint && maxLength ? ' ' : ''}
          {maxLength ? `${value.length}/${maxLength}` : ''}
        </p>
      ) : null}
    </div>
  );
}
