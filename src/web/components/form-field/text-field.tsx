import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Message shown under the input; marks it invalid. */
  error?: string;
  /** Keep the label for assistive tech only. */
  hideLabel?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  tone?: 'light' | 'dark';
}

/** A labelled input with its own error line (aria-invalid + aria-describedby). */
export function TextField({
  label,
  error,
  hideLabel = false,
  inputRef,
  tone = 'light',
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, tone === 'dark' ? styles.dark : '', className ?? ''].join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
