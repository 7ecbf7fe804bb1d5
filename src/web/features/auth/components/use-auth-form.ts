import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { showFieldErrors } from '../../../components/form-field/form-helpers.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { mapServerError, type AuthMode } from '../lib/auth-form.ts';

/**
 * What the log-in and sign-up forms share around react-hook-form: a general error shown from
 * the start (the Google return), editing a field retires its message and the general one, and a
 * refused submit shows the server's messages on their fields, focusing the first.
 */
export function useAuthFormErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  mode: AuthMode,
  fields: readonly FieldPath<T>[],
  initialError: string | undefined,
) {
  const { setError, clearErrors } = form;
  useEffect(() => {
    if (initialError) setError('root.server', { type: 'server', message: initialError });
  }, [initialError, setError]);

  const retire = (name: FieldPath<T>) => () => {
    clearErrors(name);
    clearErrors('root.server');
  };

  const showFailure = (error: unknown) => {
    const { general, ...byField } = mapServerError(
      mode,
      error instanceof ApiError
        ? { message: error.message, fieldErrors: error.fieldErrors }
        : { message: error instanceof Error ? error.message : undefined },
    );
    if (general) setError('root.server', { type: 'server', message: general });
    showFieldErrors(setError, byField, fields, { focus: true });
  };

  return {
    /** register() options for a field: editing it retires its message. */
    onEdit: (name: FieldPath<T>) => ({ onChange: retire(name) }),
    showFailure,
    general: form.formState.errors.root?.server?.message,
  };
}
