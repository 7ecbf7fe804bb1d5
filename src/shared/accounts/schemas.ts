import { z } from 'zod';
import { emailSchema } from '../validation/fields.ts';
import { accountMessages, profileMessages } from './messages.ts';

// spec §9: username minimum 3; password minimum 6. Upper bounds are ours (spec: not shown).
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export const usernameSchema = z
  .string({ error: accountMessages.usernameTooShort })
  .trim()
  .min(USERNAME_MIN, accountMessages.usernameTooShort)
  .max(30, 'Username must be at most 30 characters')
  .regex(
    /^[\p{L}\p{N}_.-]+$/u,
    'Username may contain letters, numbers, dots, dashes and underscores',
  );

export const passwordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(PASSWORD_MIN, accountMessages.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

/** Google-mail domains (decision D8: refused for password sign-up only when Google is enabled). */
export function isGoogleMail(email: string): boolean {
  return /@(gmail|googlemail)\.com$/i.test(email.trim());
}

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  acceptedTerms: z.literal(true, { error: accountMessages.termsRequired }),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Log-in checks only presence: an old account's password rules must not lock it out.
  password: z.string({ error: accountMessages.passwordTooShort }).min(1).max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userProfileSchema = z.object({
  fullName: z.string().default(''),
  dateOfBirth: z.string().default(''),
  phoneNumber: z.string().default(''),
});

/** The user as every answer shows it: never a password hash (spec §3 "User"). */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  acceptedTerms: z.boolean(),
  userProfile: userProfileSchema,
  savedPartList: z.array(z.unknown()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** 'YYYY-MM-DD' naming a day that exists on the calendar (no clock here: "past" is the server's check). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// decision D12: profile fields. Empty strings clear a field.
export const fullNameSchema = z.string().trim().max(100, profileMessages.fullNameTooLong);
export const dateOfBirthSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), profileMessages.dateOfBirthInvalid);
export const phoneNumberSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[0-9 +\-()]{7,20}$/.test(v), profileMessages.phoneInvalid);

/** PATCH /users/{id}: only username, email and userProfile fields (anything else is a 400). */
export const updateUserRequestSchema = z.strictObject({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  userProfile: z
    .strictObject({
      fullName: fullNameSchema.optional(),
      dateOfBirth: dateOfBirthSchema.optional(),
      phoneNumber: phoneNumberSchema.optional(),
    })
    .optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** decision D9 */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, profileMessages.currentPasswordWrong).max(200),
  newPassword: passwordSchema,
});

export const changeRoleRequestSchema = z.strictObject({ role: z.enum(['user', 'admin']) });
