import { authClientMessages } from '../../../../shared/accounts/messages.ts';

// What the pages of e-mailed links (verify the address, reset the password) make of a refused
// request.

/** What the server's answer said; `status` is missing when no answer arrived. */
export interface LinkRequestFailure {
  status?: number;
  message?: string;
  /** The answer's `errors` object, e.g. `{ token: 'This link is invalid or has expired. …' }`. */
  fieldErrors?: Record<string, string>;
}

export type LinkFailure =
  /** The link was used, has expired or never existed: only a new one helps. */
  | { kind: 'linkInvalid'; message: string }
  /** Messages for the page's own form fields, e.g. a new password the server refused. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** Anything else; `retry`: the same link may work when tried again (no answer, busy, too many). */
  | { kind: 'general'; message: string; retry: boolean };

/**
 * A message naming `token` means the link itself is no good. Messages naming one of `formFields`
 * go under those fields. Otherwise the first named message, else the server's message, is the
 * general error; without an answer, or with a busy or failing server, the same link may be tried
 * again.
 */
export function readLinkFailure(
  failure: LinkRequestFailure,
  formFields: readonly string[] = [],
): LinkFailure {
  const errors = failure.fieldErrors ?? {};
  if (errors.token) return { kind: 'linkInvalid', message: errors.token };
  const fields = Object.fromEntries(
    Object.entries(errors).filter(([name, message]) => formFields.includes(name) && message),
  );
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  const status = failure.status;
  const message =
    Object.values(errors).find(Boolean) ||
    failure.message?.trim() ||
    authClientMessages.invalidResponse;
  return {
    kind: 'general',
    message,
    retry: status === undefined || status === 429 || status >= 500,
  };
}
