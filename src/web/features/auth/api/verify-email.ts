import {
  verifyEmailResponseSchema,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
} from '../../../../shared/accounts/schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/verify-email `{ token }`: the link of a verification or address-change e-mail.
 * `{ result: 'verified' | 'emailChanged', email }`; a used, expired or unknown link is a 400 naming
 * `token`. No session needed: the link is the proof. Sent once, when the link's page opens
 * (components/use-run-once.ts), so it has no mutation hook.
 */
export async function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  const answer = await apiRequest<unknown>('/auth/verify-email', {
    method: 'POST',
    body,
    authenticated: false,
    quiet: true,
  });
  return verifyEmailResponseSchema.parse(answer);
}
