import { authClientMessages } from '../../../../shared/accounts/messages.ts';

export type GoogleReturn =
  { kind: 'none' } | { kind: 'exchange' } | { kind: 'failed'; message: string };

/**
 * The Google return to the sign-in screen. `google=1`: the server left a one-time code in an
 * http-only cookie, which the screen exchanges by POST for a session. `error=google`: the server's
 * word that the flow failed (ADR 013). Nothing else in the address signs anyone in or is shown: a
 * token or user in a link could be anyone's.
 */
export function readGoogleReturn(params: URLSearchParams): GoogleReturn {
  if (params.get('error') === 'google') {
    return { kind: 'failed', message: authClientMessages.googleFailed };
  }
  if (params.get('google') === '1') return { kind: 'exchange' };
  return { kind: 'none' };
}
