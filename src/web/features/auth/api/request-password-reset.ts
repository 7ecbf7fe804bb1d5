import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/password-reset/request `{ email }`: 202 with the same message whether or not an
 * account uses the address; 429 when the address or this connection asked too often.
 */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  const answer = await apiRequest<unknown>('/auth/password-reset/request', {
    method: 'POST',
    body,
    authenticated: false,
    quiet: true,
  });
  return messageResponseSchema.parse(answer);
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'password-reset-request'],
    mutationFn: requestPasswordReset,
  });
}
