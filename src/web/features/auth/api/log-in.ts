import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAuthAnswer } from './auth-answer.ts';

/** POST /api/auth/login: `{ access_token, user }`. */
export async function logIn(body: LoginRequest): Promise<AuthResponse> {
  // No bearer token and no toasts: the form shows every failure itself.
  const answer = await apiRequest<unknown>('/auth/login', {
    method: 'POST',
    body,
    authenticated: false,
    quiet: true,
  });
  return readAuthAnswer(answer);
}

export function useLogIn() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: logIn });
}
