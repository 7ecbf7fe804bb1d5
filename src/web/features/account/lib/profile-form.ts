import { profileMessages, setupMessages } from '../../../../shared/accounts/messages.ts';
import {
  changePasswordRequestSchema,
  updateUserRequestSchema,
  type PublicUser,
  type UpdateUserRequest,
} from '../../../../shared/accounts/schemas.ts';
import { accountUiMessages } from '../messages.ts';
import { joinFullName, splitFullName } from './full-name.ts';
import { inputErrors, schemaErrors, type FieldErrors } from './form-errors.ts';

export type FormValues = Record<string, string>;

/**
 * decision D12 on the client: the PATCH body checked with the server's own schema, plus "a real
 * past date" (the shared schema has no clock; `today` is the visitor's 'YYYY-MM-DD').
 */
export function validateProfilePatch(patch: UpdateUserRequest, today: string): FieldErrors {
  const errors = inputErrors(schemaErrors(updateUserRequestSchema, patch));
  const dob = patch.userProfile?.dateOfBirth?.trim();
  if (dob && !errors.dateOfBirth && dob >= today) {
    errors.dateOfBirth = profileMessages.dateOfBirthFuture;
  }
  return errors;
}

// --- /setup (spec §2 "Profile setup", §5) -------------------------------------------------------

export interface SetupValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
}

// spec §5: the fields are checked in this order and only the first missing one is reported.
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

/** The first missing field's message alone; when all are present, the format checks. */
export function validateSetup(values: SetupValues, today: string): FieldErrors {
  for (const [field, message] of SETUP_REQUIRED) {
    if (!values[field].trim()) return { [field]: message };
  }
  return validateProfilePatch(setupPatch(values), today);
}

// --- Profile Information and Account Settings rows (spec §2 "Account", decision D9) -------------

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

/** The first empty required input's message, else the PATCH body's own checks. */
export function validateEdit(field: EditableField, values: FormValues, today: string): FieldErrors {
  for (const [input, message] of field.required) {
    if (!v(values, input)) return { [input]: message };
  }
  return validateProfilePatch(field.toPatch(values), today);
}

// --- Password (decision D9) ---------------------------------------------------------------------

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * spec §4 "Account/profile edit": a new password is saved only when the two entries match;
 * otherwise nothing is sent. Passwords are not trimmed: a space is a character.
 */
export function validatePasswordChange(values: PasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = accountUiMessages.currentPasswordRequired;
  const schema = inputErrors(
    schemaErrors(changePasswordRequestSchema, {
      currentPassword: values.currentPassword || 'x',
      newPassword: values.newPassword,
    }),
  );
  if (schema.newPassword) errors.newPassword = schema.newPassword;
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = accountUiMessages.passwordsDoNotMatch;
  }
  return errors;
}
