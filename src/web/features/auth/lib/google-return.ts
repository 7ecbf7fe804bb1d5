import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { authResponseSchema, type AuthResponse } from '../../../../shared/accounts/schemas.ts';

export type GoogleReturn =
  | { kind: 'none' }
  | { kind: 'signedIn'; answer: AuthResponse }
  | { kind: 'failed'; message: string };

/**
 * The Google return: the sign-in screen reads `token` and `user` (JSON) from the query; invalid
 * data is a general error. `error=google` is the server's word that the flow failed (ADR 013).
 */
export function readGoogleReturn(params: URLSearchParams): GoogleReturn {
  if (params.get('error') === 'google') {
    return { kind: 'failed', message: authClientMessages.googleFailed };
  }
  const token = params.get('token');
  const rawUser = params.get('user');
  if (token === null && rawUser === null) return { kind: 'none' };
  let user: unknown;
  try {
    user = JSON.parse(rawUser ?? '');
  } catch {
    return { kind: 'failed', message: authClientMessages.googleInvalidData };
  }
  const parsed = authResponseSchema.safeParse({ access_token: token, user });
  if (!parsed.success || !parsed.data.access_token) {
    return { kind: 'failed', message: authClientMessages.googleInvalidData };
  }
  return { kind: 'signedIn', answer: parsed.data };
}
