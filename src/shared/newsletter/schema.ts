import { z } from 'zod';
import { emailSchema } from '../validation/fields.ts';
import { validationMessages } from '../validation/messages.ts';

/** The hidden field bots fill in and people never see (spec §2 "Newsletter modal"). */
export const NEWSLETTER_HONEYPOT_FIELD = 'website';

const optionalName = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

// decision D39: EMAIL required; FNAME and LNAME optional for the API (the blog-post box sends
// only EMAIL). The honeypot is accepted here so that a filled one is answered like success.
export const newsletterRequestSchema = z.object({
  EMAIL: emailSchema,
  FNAME: optionalName,
  LNAME: optionalName,
  [NEWSLETTER_HONEYPOT_FIELD]: z.string().max(500).optional(),
  source: z.enum(['modal', 'box']).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

// spec §7: "response field 'result' equal to 'success' means success".
export const newsletterResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** The modal's own form rules (spec §5: e-mail, first name and last name required). */
export const newsletterModalSchema = z.object({
  EMAIL: emailSchema,
  FNAME: z.string().trim().min(1, validationMessages.firstNameRequired).max(100),
  LNAME: z.string().trim().min(1, validationMessages.lastNameRequired).max(100),
});

export const newsletterMessages = {
  thanks: 'Thanks for subscribing!',
  subscribed: 'Subscribed',
} as const;
