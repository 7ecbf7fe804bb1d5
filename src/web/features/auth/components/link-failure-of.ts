import { ApiError } from '../../../lib/api-client.ts';
import { readLinkFailure, type LinkFailure } from '../lib/link-failure.ts';

/** What a link page shows for a failed request (see readLinkFailure). */
export function linkFailureOf(error: unknown, formFields: readonly string[] = []): LinkFailure {
  return readLinkFailure(
    error instanceof ApiError
      ? { status: error.status, message: error.message, fieldErrors: error.fieldErrors }
      : { message: error instanceof Error ? error.message : undefined },
    formFields,
  );
}
