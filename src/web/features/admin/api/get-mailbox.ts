import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  mailboxResponseSchema,
  type MailboxResponse,
} from '../../../../shared/accounts/mailbox.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Mails per page of the mailbox. */
export const MAILBOX_PAGE_SIZE = 20;

/** GET /api/admin/mailbox: one page of the account e-mails, newest first. Admins only. */
export async function getMailbox(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<MailboxResponse> {
  const answer = await apiRequest<unknown>('/admin/mailbox', {
    query: { page, pageSize },
    signal,
  });
  const parsed = mailboxResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

export function mailboxQueryOptions(page: number, pageSize: number = MAILBOX_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['admin', 'mailbox', { page, pageSize }] as const,
    queryFn: ({ signal }) => getMailbox(page, pageSize, signal),
    // New mail arrives any time (a sign-up, a reset request): read afresh on each visit.
    staleTime: 0,
  });
}

/** The previous page stays shown while the next one loads. */
export function useMailbox(page: number) {
  return useQuery({ ...mailboxQueryOptions(page), placeholderData: keepPreviousData });
}
