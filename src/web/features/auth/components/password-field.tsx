import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import styles from './auth-form.module.css';

/** A password input with its Show / Hide toggle ('Password' unless labelled otherwise). */
export function PasswordField<Name extends string>({
  registration,
  autoComplete,
  error,
  label = 'Password',
}: {
  registration: UseFormRegisterReturn<Name>;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  label?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      error={error}
      announceError
      {...fieldProps(registration)}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      }
    />
  );
}
