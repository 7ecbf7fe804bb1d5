import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import styles from './auth-form.module.css';

/** The password input with its Show / Hide toggle. */
export function PasswordField({
  registration,
  autoComplete,
  error,
}: {
  registration: UseFormRegisterReturn<'password'>;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
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
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
