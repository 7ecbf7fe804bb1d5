import { z } from 'zod';
import { validationMessages } from './messages.ts';

// 'Please enter a valid email address' for an address that does not look like one. A pragmatic
// shape check; the mailbox itself is proven only by delivery.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailSchema = z
  .string({ error: validationMessages.invalidEmail })
  .trim()
  .max(254, validationMessages.invalidEmail)
  .regex(EMAIL_PATTERN, validationMessages.invalidEmail)
  .transform((v) => v.toLowerCase());

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
