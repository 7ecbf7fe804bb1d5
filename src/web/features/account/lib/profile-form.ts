import { z } from 'zod';
import { profileMessages, setupMessages } from '../../../../shared/accounts/messages.ts';
import {
  changePasswordRequestSchema,
  confirmPasswordMatches,
  updateUserRequestSchema,
  type PublicUser,
  type UpdateUserRequest,
} from '../../../../shared/accounts/schemas.ts';
import { accountUiMessages } from '../messages.ts';
import { joinFullName, splitFullName } from './full-name.ts';
import { inputErrors, schemaErrors } from './form-errors.ts';

export type FormValues = Record<string, string>;

/** Issues of a profile form, on the inputs that show them. */
type Issues = Pick<z.RefinementCtx, 'addIssue'>;

/**
 * What the server checks of a PATCH body, on the client: the body is parsed with the route's own
 * schema, plus "a real past date" (the shared schema has no clock; `today` is the visitor's
 * 'YYYY-MM-DD'). Each message goes under the input that shows it.
 */
function checkProfilePatch(patch: UpdateUserRequest, today: string, ctx: Issues): void {
  const errors = inputErrors(schemaErrors(updateUserRequestSchema, patch));
  const dob = patch.userProfile?.dateOfBirth?.trim();
  if (dob && !errors.dateOfBirth && dob >= today) {
    errors.dateOfBirth = profileMessages.dateOfBirthFuture;
  }
  for (const [input, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [input], message });
  }
}

/** The first empty required input's message alone; returns whether one was missing. */
function reportFirstMissing(
  values: Readonly<Record<string, string | undefined>>,
  required: readonly (readonly [input: string, message: string])[],
  ctx: Issues,
): boolean {
  const missing = required.find(([input]) => !(values[input] ?? '').trim());
  if (missing) ctx.addIssue({ code: 'custom', path: [missing[0]], message: missing[1] });
  return missing !== undefined;
}

// --- /setup -------------------------------------------------------------------------------------

export interface SetupValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
}

// The fields are checked in this order and only the first missing one is reported.
const SETUP_REQUIRED: [keyof SetupValues, string][] = [
  ['firstName', setupMessages.firstNameRequired],
  ['lastName', setupMessages.lastNameRequired],
  ['dateOfBirth', setupMessages.dateOfBirthRequired],
  ['phoneNumber', setupMessages.phoneNumberRequired],
];

export function setupPatch(values: SetupValues): UpdateUserRequest {
  return {
    userProfile: {
      fullName: joinFullName(values.firstName, values.lastName),
      dateOfBirth: values.dateOfBirth.trim(),
      phoneNumber: values.phoneNumber.trim(),
    },
  };
}

/** The setup form: every field required (first missing one reported), then the PATCH's checks. */
export function setupFormSchema(today: string) {
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string(),
      phoneNumber: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!reportFirstMissing(values, SETUP_REQUIRED, ctx)) {
        checkProfilePatch(setupPatch(values), today, ctx);
      }
    });
}

// --- Profile Information and Account Settings rows ---------------------------------------------

export type EditableKey = 'username' | 'fullName' | 'dateOfBirth' | 'phoneNumber' | 'email';

export interface InputSpec {
  name: string;
  label: string;
  type: 'text' | 'date' | 'tel' | 'email';
  autoComplete: string;
}

export interface EditableField {
  key: EditableKey;
  /** Row label; the modal is titled 'Edit <label>'. */
  label: string;
  inputs: InputSpec[];
  /** The values the modal opens with. */
  initial(user: PublicUser): FormValues;
  /** Inputs that may not be left empty, with their message, checked in order. */
  required: [input: string, message: string][];
  toPatch(values: FormValues): UpdateUserRequest;
  /** The stored value as the row shows it ('' when not set). */
  display(user: PublicUser): string;
}

const v = (values: FormValues, name: string) => (values[name] ?? '').trim();

// UTC keeps the calendar day of a 'YYYY-MM-DD' value whatever the visitor's time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '1990-03-05' → 'March 5, 1990'; anything that is not a real date is shown as stored. */
export function formatDateOfBirth(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export const EDITABLE_FIELDS: Record<EditableKey, EditableField> = {
  username: {
    key: 'username',
    label: 'Username',
    inputs: [{ name: 'username', label: 'Username', type: 'text', autoComplete: 'username' }],
    initial: (user) => ({ username: user.username }),
    required: [],
    toPatch: (values) => ({ username: v(values, 'username') }),
    display: (user) => user.username,
  },
  fullName: {
    key: 'fullName',
    label: 'Full Name',
    inputs: [
      { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
    ],
    initial: (user) => ({ ...splitFullName(user.userProfile.fullName) }),
    // ADR 014: a full name cannot be emptied here (an empty one sends the user back to /setup).
    required: [
      ['firstName', setupMessages.firstNameRequired],
      ['lastName', setupMessages.lastNameRequired],
    ],
    toPatch: (values) => ({
      userProfile: { fullName: joinFullName(v(values, 'firstName'), v(values, 'lastName')) },
    }),
    display: (user) => user.userProfile.fullName,
  },
  dateOfBirth: {
    key: 'dateOfBirth',
    label: 'Date of Birth',
    inputs: [{ name: 'dateOfBirth', label: 'Date of Birth', type: 'date', autoComplete: 'bday' }],
    initial: (user) => ({ dateOfBirth: user.userProfile.dateOfBirth }),
    required: [],
    toPatch: (values) => ({ userProfile: { dateOfBirth: v(values, 'dateOfBirth') } }),
    display: (user) =>
      user.userProfile.dateOfBirth ? formatDateOfBirth(user.userProfile.dateOfBirth) : '',
  },
  phoneNumber: {
    key: 'phoneNumber',
    label: 'Phone Number',
    inputs: [{ name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' }],
    initial: (user) => ({ phoneNumber: user.userProfile.phoneNumber }),
    required: [],
    toPatch: (values) => ({ userProfile: { phoneNumber: v(values, 'phoneNumber') } }),
    display: (user) => user.userProfile.phoneNumber,
  },
  email: {
    key: 'email',
    label: 'Email',
    inputs: [{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }],
    initial: (user) => ({ email: user.email }),
    required: [],
    toPatch: (values) => ({ email: v(values, 'email') }),
    display: (user) => user.email,
  },
};

/** An edit modal's form: its required inputs (first missing one reported), then the PATCH's checks. */
export function editFormSchema(field: EditableField, today: string) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    if (!reportFirstMissing(values, field.required, ctx)) {
      checkProfilePatch(field.toPatch(values), today, ctx);
    }
  });
}

// --- Password -----------------------------------------------------------------------------------

/**
 * The current password and the new one twice: the request's own schema, a current password that
 * is asked for by name, and a new password saved only when the two entries match (otherwise
 * nothing is sent). Passwords are not trimmed: a space is a character.
 */
export const passwordFormSchema = changePasswordRequestSchema
  .extend({
    currentPassword: z
      .string()
      .min(1, accountUiMessages.currentPasswordRequired)
      .pipe(changePasswordRequestSchema.shape.currentPassword),
    confirmPassword: z.string(),
  })
  .superRefine(confirmPasswordMatches('newPassword'));
export type PasswordValues = z.input<typeof passwordFormSchema>;
