import { z } from 'zod';
import { emailSchema } from '../validation/fields.ts';
import { validationMessages } from '../validation/messages.ts';

/** The hidden field bots fill in and people never see. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website';

export const NEWSLETTER_NAME_MAX = 100;

const nameSchema = z
  .string()
  .trim()
  .max(NEWSLETTER_NAME_MAX, `Must be at most ${NEWSLETTER_NAME_MAX} characters`);

const optionalName = nameSchema.optional().transform((v) => (v ? v : undefined));

// POST /api/newsletter: EMAIL is required; FNAME and LNAME are optional for the API (the
// blog-post box sends only EMAIL). The honeypot is accepted here so that a filled one is answered
// like success.
export const newsletterRequestSchema = z.object({
  EMAIL: emailSchema,
  FNAME: optionalName,
  LNAME: optionalName,
  [NEWSLETTER_HONEYPOT_FIELD]: z.string().max(500).optional(),
  source: z.enum(['modal', 'box']).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

// The answer's 'result' equal to 'success' means success.
export const newsletterResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

const requiredName = (message: string) => z.string().trim().min(1, message).pipe(nameSchema);

/**
 * The modal's form: the request's rules, and first and last name required as well. The form's
 * data is the request body (the honeypot included).
 */
export const newsletterModalSchema = newsletterRequestSchema.extend({
  FNAME: requiredName(validationMessages.firstNameRequired),
  LNAME: requiredName(validationMessages.lastNameRequired),
});

/** The blog-post box's form: the e-mail alone. */
export const newsletterBoxSchema = newsletterRequestSchema.pick({ EMAIL: true });

export { newsletterMessages } from './messages.ts';
