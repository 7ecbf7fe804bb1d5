import { z } from 'zod';
import { emailSchema } from '../validation/fields.ts';
import { validationMessages } from '../validation/messages.ts';
import { accountMessages, profileMessages } from './messages.ts';

// The product's minimums: username 3 characters, password 6. The upper bounds are ours.
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

/**
 * Google-mail domains. When Google sign-in is configured, such addresses are sent to it: password
 * sign-up refuses them (the sign-up service), and so do the sign-up and log-in forms. Without
 * Google sign-in they sign up with a password like any other address.
 */
export function isGoogleMail(email: string): boolean {
  return /@(gmail|googlemail)\.com$/i.test(email.trim());
}

/** The e-mail rule, plus the Google-mail refusal when Google sign-in is configured. */
function signInEmailSchema(googleEnabled: boolean) {
  return z
    .string({ error: validationMessages.invalidEmail })
    .refine((email) => !(googleEnabled && isGoogleMail(email)), accountMessages.googleMail)
    .pipe(emailSchema);
}

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  acceptedTerms: z.literal(true, { error: accountMessages.termsRequired }),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The sign-up form: the request's own rules, with the Google-mail rule on the e-mail. */
export function signupFormSchema({ googleEnabled }: { googleEnabled: boolean }) {
  return signupRequestSchema.extend({ email: signInEmailSchema(googleEnabled) });
}

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Every password was set through passwordSchema, so a shorter one cannot be right and the form
  // says so before a round trip. Should the minimum ever rise, log-in must keep the old one, or
  // older accounts are locked out.
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The log-in form: the request's own rules, with the Google-mail rule on the e-mail. */
export function loginFormSchema({ googleEnabled }: { googleEnabled: boolean }) {
  return loginRequestSchema.extend({ email: signInEmailSchema(googleEnabled) });
}

export const userProfileSchema = z.object({
  fullName: z.string().default(''),
  dateOfBirth: z.string().default(''),
  phoneNumber: z.string().default(''),
});

/** The user as every answer shows it: never a password hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  acceptedTerms: z.boolean(),
  userProfile: userProfileSchema,
  savedPartList: z.array(z.unknown()),
  createdAt: z.string(),
  /** The owner has proved the address (a verification link, a password reset or Google). */
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link to be opened; the account keeps `email`. */
  pendingEmail: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * PATCH /users/{id}/password answers like a log-in: a token for the caller's own session, which
 * stays signed in; every other session of the account is signed out.
 */
export const changePasswordResponseSchema = authResponseSchema;

/** 'YYYY-MM-DD' naming a day that exists on the calendar (no clock here: "past" is the server's check). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// Profile fields: a real date of birth (the server also wants it in the past), a phone number of
// 7–20 digits, spaces and + - ( ). Empty strings clear a field.
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

/**
 * For forms that ask for a new password twice: `confirmPassword` must equal the entry under `key`,
 * otherwise it carries the mismatch message (and nothing is sent).
 */
export function confirmPasswordMatches<K extends string>(key: K) {
  return (values: Record<K | 'confirmPassword', string>, ctx: z.RefinementCtx): void => {
    if (values.confirmPassword !== values[key]) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: accountMessages.passwordsDoNotMatch,
      });
    }
  };
}

/** PATCH /users/{id}/password: the current password and the new one. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, profileMessages.currentPasswordWrong).max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changeRoleRequestSchema = z.strictObject({ role: z.enum(['user', 'admin']) });

// One-time links sent by e-mail carry a random token (43 characters of base64url).
const oneTimeTokenSchema = z
  .string({ error: accountMessages.linkInvalid })
  .trim()
  .min(1, accountMessages.linkInvalid)
  .max(200, accountMessages.linkInvalid);

/** POST /auth/verify-email: the token from the verification or address-change link. */
export const verifyEmailRequestSchema = z.strictObject({ token: oneTimeTokenSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** 'verified': the address is now proved; 'emailChanged': the account now uses the new address. */
export const verifyEmailResponseSchema = z.object({
  result: z.enum(['verified', 'emailChanged']),
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /auth/password-reset/request: answers the same whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /auth/password-reset: the token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: oneTimeTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** A plain confirmation: `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** One signed-in session as Account Settings lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** GET /sessions: the account's active sessions, most recently used first. */
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** GET /auth/session: who the token belongs to, read from the server, and its session. */
export const currentSessionSchema = z.object({ user: publicUserSchema, session: sessionSchema });
export type CurrentSession = z.infer<typeof currentSessionSchema>;
