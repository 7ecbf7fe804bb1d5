import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession } from '../../../stores/session.ts';

/**
 * POST /api/auth/password-reset `{ token, password }`: sets the new password and ends every
 * session of the account; a used, expired or unknown link is a 400 naming `token`.
 */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const answer = await apiRequest<unknown>('/auth/password-reset', {
    method: 'POST',
    body,
    authenticated: false,
    quiet: true,
  });
  return messageResponseSchema.parse(answer);
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'password-reset'],
    mutationFn: resetPassword,
    // The server ended every session of that account, perhaps this browser's too: this browser
    // forgets its own (and the old user's cached answers) rather than find out on the next request.
    onSuccess: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
}
