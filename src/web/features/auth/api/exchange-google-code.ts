import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAuthAnswer } from './auth-answer.ts';

/**
 * POST /api/auth/google/exchange: the Google return left a one-time code in an http-only cookie
 * (never in the address); the server reads and clears it and answers `{ access_token, user }`,
 * or 401 when there is no code or it has expired or been used. Sent once, when the sign-in screen
 * opens with `google=1` (components/use-run-once.ts), so it has no mutation hook.
 */
export async function exchangeGoogleCode(): Promise<AuthResponse> {
  const answer = await apiRequest<unknown>('/auth/google/exchange', {
    method: 'POST',
    authenticated: false,
    quiet: true,
  });
  return readAuthAnswer(answer);
}
