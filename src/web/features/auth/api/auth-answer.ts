import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { authResponseSchema, type AuthResponse } from '../../../../shared/accounts/schemas.ts';

/** 'Invalid response from server' when the answer lacks the token or the user. */
export function readAuthAnswer(answer: unknown): AuthResponse {
  const parsed = authResponseSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.access_token) {
    throw new Error(authClientMessages.invalidResponse);
  }
  return parsed.data;
}
