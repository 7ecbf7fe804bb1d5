import { z } from 'zod';

// The admin mailbox: the account e-mails the server stored (and, with SMTP, sent). Without SMTP it
// is where a local install reads its verification and reset links.

export const mailboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MailboxQuery = z.input<typeof mailboxQuerySchema>;

export const mailboxItemSchema = z.object({
  id: z.string(),
  /** 'verify_email', 'change_email', 'email_change_notice', 'reset_password', … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The plain text; once sent by SMTP, its links no longer carry their token. */
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MailboxItem = z.infer<typeof mailboxItemSchema>;

/** GET /admin/mailbox: newest first; `delivery` says whether mails leave by SMTP or stay here. */
export const mailboxResponseSchema = z.object({
  items: z.array(mailboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  delivery: z.enum(['smtp', 'local']),
});
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
