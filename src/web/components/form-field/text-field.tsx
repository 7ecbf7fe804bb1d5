import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Message shown under the input; marks it invalid. */
  error?: string;
  /** Keep the label for assistive tech only. */
  hideLabel?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  tone?: 'light' | 'dark';
  /** A control drawn inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  /** Announce the error line as it appears (role="alert"), e.g. messages shown on submit. */
  announceError?: boolean;
}

/** A labelled input with its own error line (aria-invalid + aria-describedby). */
export function TextField({
  label,
  error,
  hideLabel = false,
  inputRef,
  tone = 'light',
  trailing,
  announceError = false,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <input
      ref={inputRef}
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...inputProps}
    />
  );
  return (
    <div className={[styles.field, tone === 'dark' ? styles.dark : '', className ?? ''].join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.withTrailing}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
