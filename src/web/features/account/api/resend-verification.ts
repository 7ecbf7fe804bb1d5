import { useMutation } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { messageResponseSchema } from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/verify-email/resend: a new verification link to the account's address. */
export async function resendVerification(): Promise<string> {
  const answer = await apiRequest<unknown>('/auth/verify-email/resend', { method: 'POST' });
  const parsed = messageResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
