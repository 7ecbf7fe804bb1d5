import { failureMessage, serverFieldErrors } from '../form-field/form-helpers.ts';

/** Where a refused save of an alert is shown in its form. */
export interface AlertFailure {
  /** The server's message on the target price: shown under that field. */
  targetPrice?: string;
  /** Anything else (an unknown build, too many alerts, no connection): shown above the buttons. */
  message?: string;
}

/**
 * Splits a failed save: a target price the server refused goes under the target field; any other
 * field's message, or the request's own message (else `fallback`), goes above the buttons, once.
 */
export function alertFailure(error: unknown, fallback: string): AlertFailure {
  const { targetPrice, ...others } = serverFieldErrors(error);
  const other = Object.values(others)[0];
  if (targetPrice) return other ? { targetPrice, message: other } : { targetPrice };
  return { message: other ?? failureMessage(error, fallback) };
}
