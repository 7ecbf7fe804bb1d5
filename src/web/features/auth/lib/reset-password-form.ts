import { z } from 'zod';
import { passwordSchema } from '../../../../shared/accounts/schemas.ts';
import { resetPasswordTexts } from '../components/auth-texts.ts';

/**
 * The set-new-password form: the shared password rules, and the two entries must match (otherwise
 * nothing is sent). Passwords are not trimmed: a space is a character.
 */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== values.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: resetPasswordTexts.passwordsDoNotMatch,
      });
    }
  });
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;
