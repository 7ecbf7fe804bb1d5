import { z } from 'zod';
import { emailSchema } from '../validation/fields.ts';

/** The hidden field bots fill in and people never see (as the newsletter's, ADR 006). */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The subject used when the form's optional Subject box is left empty. */
export const CONTACT_DEFAULT_TITLE = 'Website contact';

export const CONTACT_LIMITS = { title: 200, name: 100, message: 5000 } as const;

// The product's texts are data: the contact page and the tests import these.
export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  titleTooLong: `Subject must be at most ${CONTACT_LIMITS.title} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  /** The API's answer once the message is stored (the outbox e-mails it afterwards, ADR 049). */
  received: 'Your message has been received.',
  /** Shown by the form on success. */
  sent: 'Thank you! Your message has been sent.',
  /** Shown in red when sending fails. */
  failed: 'Failed to send message. Please try again later.',
} as const;

/**
 * A single line: the title becomes the mail's subject and the name the Reply-To display name, so
 * line breaks and other control characters are turned into spaces (no header injection).
 */
const singleLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The message body keeps its line breaks; other control characters are dropped. */
const multiLine = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();

// A contact message: title, name, email, message. The title is optional for the form (ADR 050)
// and falls back to CONTACT_DEFAULT_TITLE.
export const contactTitleSchema = z
  .string()
  .max(CONTACT_LIMITS.title * 2, contactMessages.titleTooLong)
  .transform(singleLine)
  .pipe(z.string().max(CONTACT_LIMITS.title, contactMessages.titleTooLong))
  .optional()
  .transform((v) => v || CONTACT_DEFAULT_TITLE);

export const contactNameSchema = z
  .string({ error: contactMessages.nameRequired })
  .max(CONTACT_LIMITS.name * 2, contactMessages.nameTooLong)
  .transform(singleLine)
  .pipe(
    z
      .string()
      .min(1, contactMessages.nameRequired)
      .max(CONTACT_LIMITS.name, contactMessages.nameTooLong),
  );

export const contactBodySchema = z
  .string({ error: contactMessages.messageRequired })
  .max(CONTACT_LIMITS.message * 2, contactMessages.messageTooLong)
  .transform(multiLine)
  .pipe(
    z
      .string()
      .min(1, contactMessages.messageRequired)
      .max(CONTACT_LIMITS.message, contactMessages.messageTooLong),
  );

/** What the form checks before sending and the server validates again (the authority). */
export const contactMessageSchema = z.object({
  title: contactTitleSchema,
  name: contactNameSchema,
  email: emailSchema,
  message: contactBodySchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The request body of POST /api/contact, and the contact form's data: the message plus the
 * honeypot. */
export const contactRequestSchema = contactMessageSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

// Shaped like the newsletter's answer: 'result' equal to 'success' means success.
export const contactResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const CONTACT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** One stored message with its delivery state, as GET /api/admin/contact-messages lists it. */
export const contactMessageAdminSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  ip: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessageAdmin = z.infer<typeof contactMessageAdminSchema>;
