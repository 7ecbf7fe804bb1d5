import type {
  FieldPath,
  FieldValues,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';

// Small glue between react-hook-form and our inputs and API errors, shared by every form.

/** A `register()` result as TextField takes it: the ref goes to `inputRef`. */
export function fieldProps<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

/** The server's per-field messages of a failed request (`errors` in a 4xx answer), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error === 'object' && error !== null && 'fieldErrors' in error) {
    const errors = (error as { fieldErrors?: unknown }).fieldErrors;
    if (typeof errors === 'object' && errors !== null) {
      return Object.fromEntries(
        Object.entries(errors).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string' && entry[1] !== '';
        }),
      );
    }
  }
  return {};
}

/** What a failed request left to say: the server's message when it gave one, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body?: { message?: unknown } }).body;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/**
 * Shows messages on the form's fields (e.g. the server's), in `order`; with `focus`, the first of
 * them gets the focus. Returns whether any was shown.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Readonly<Partial<Record<string, string>>>,
  order: readonly FieldPath<T>[],
  { focus = false }: { focus?: boolean } = {},
): boolean {
  let shown = false;
  for (const name of order) {
    const message = errors[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
