import { useMutation } from '@tanstack/react-query';
import {
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '../../../../shared/contact/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/contact (the server stores the message, then its outbox e-mails it, ADR 049).
 * Quiet: the contact form shows the outcome itself (its red failure line).
 */
export async function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  const answer = await apiRequest<unknown>('/contact', {
    method: 'POST',
    body,
    quiet: true,
    authenticated: false,
    timeoutMs: 15_000,
  });
  // The answer's 'result' equal to 'success' means success.
  const parsed = contactResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error('Unexpected answer from the server');
  return parsed.data;
}

export const sendContactMessageMutationKey = ['contact', 'send'] as const;

export function useSendContactMessage() {
  return useMutation({
    mutationKey: sendContactMessageMutationKey,
    mutationFn: sendContactMessage,
  });
}
