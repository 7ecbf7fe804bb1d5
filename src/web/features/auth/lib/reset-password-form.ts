import { z } from 'zod';
import { confirmPasswordMatches, passwordSchema } from '../../../../shared/accounts/schemas.ts';

/**
 * The set-new-password form: the shared password rules, and the two entries must match (otherwise
 * nothing is sent). Passwords are not trimmed: a space is a character.
 */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .superRefine(confirmPasswordMatches('password'));
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;
