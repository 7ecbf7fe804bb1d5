import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupRequest } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAuthAnswer } from './auth-answer.ts';

/** POST /api/auth/signup: `{ email, password, username, acceptedTerms }`. */
export async function signUp(body: SignupRequest): Promise<AuthResponse> {
  const answer = await apiRequest<unknown>('/auth/signup', {
    method: 'POST',
    body,
    authenticated: false,
    quiet: true,
  });
  return readAuthAnswer(answer);
}

export function useSignUp() {
  return useMutation({ mutationKey: ['auth', 'signup'], mutationFn: signUp });
}
