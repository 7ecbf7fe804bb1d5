import { describe, expect, it } from 'vitest';
import { profileMessages, setupMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { accountUiMessages } from '../messages.ts';
import { schemaErrors } from './form-errors.ts';
import {
  EDITABLE_FIELDS,
  editFormSchema,
  formatDateOfBirth,
  passwordFormSchema,
  setupFormSchema,
  setupPatch,
  type EditableField,
  type FormValues,
  type PasswordValues,
  type SetupValues,
} from './profile-form.ts';

const TODAY = '2024-06-01';
const validateSetup = (values: SetupValues, today: string) =>
  schemaErrors(setupFormSchema(today), values);
const validateEdit = (field: EditableField, values: FormValues, today: string) =>
  schemaErrors(editFormSchema(field, today), values);
const validatePasswordChange = (values: PasswordValues) => schemaErrors(passwordFormSchema, values);
const complete = {
  firstName: ' Ada ',
  lastName: 'Lovelace ',
  dateOfBirth: '1990-12-10',
  phoneNumber: ' +44 20 7946 0000 ',
};

const user: PublicUser = {
  _id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  acceptedTerms: true,
  userProfile: { fullName: 'Ada King Lovelace', dateOfBirth: '1990-12-10', phoneNumber: '' },
  savedPartList: [],
  createdAt: '2024-01-01T00:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
};

describe('the setup form', () => {
  it('reports only the first missing field, in the order of the form', () => {
    const empty = { firstName: '', lastName: '', dateOfBirth: '', phoneNumber: '' };
    expect(validateSetup(empty, TODAY)).toEqual({
      firstName: setupMessages.firstNameRequired,
    });
    expect(validateSetup({ ...empty, firstName: 'Ada' }, TODAY)).toEqual({
      lastName: setupMessages.lastNameRequired,
    });
    expect(validateSetup({ ...complete, dateOfBirth: ' ' }, TODAY)).toEqual({
      dateOfBirth: setupMessages.dateOfBirthRequired,
    });
    expect(validateSetup({ ...complete, phoneNumber: '' }, TODAY)).toEqual({
      phoneNumber: setupMessages.phoneNumberRequired,
    });
  });

  it("then checks formats with the PATCH request's own rules", () => {
    expect(validateSetup(complete, TODAY)).toEqual({});
    expect(validateSetup({ ...complete, phoneNumber: 'call me' }, TODAY)).toEqual({
      phoneNumber: profileMessages.phoneInvalid,
    });
    expect(validateSetup({ ...complete, dateOfBirth: TODAY }, TODAY)).toEqual({
      dateOfBirth: profileMessages.dateOfBirthFuture,
    });
    expect(validateSetup({ ...complete, dateOfBirth: '1990-02-30' }, TODAY)).toEqual({
      dateOfBirth: profileMessages.dateOfBirthInvalid,
    });
  });

  it('does not block a minor (the notice is advice only)', () => {
    expect(validateSetup({ ...complete, dateOfBirth: '2015-01-01' }, TODAY)).toEqual({});
  });
});

describe('setupPatch', () => {
  it('sends the full name as first + last and trims every field', () => {
    expect(setupPatch(complete)).toEqual({
      userProfile: {
        fullName: 'Ada Lovelace',
        dateOfBirth: '1990-12-10',
        phoneNumber: '+44 20 7946 0000',
      },
    });
  });
});

describe('EDITABLE_FIELDS', () => {
  it('opens Full Name as First Name and Last Name and saves them joined', () => {
    const field = EDITABLE_FIELDS.fullName;
    expect(field.inputs.map((i) => i.label)).toEqual(['First Name', 'Last Name']);
    expect(field.initial(user)).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(field.toPatch({ firstName: 'Ada ', lastName: ' Byron' })).toEqual({
      userProfile: { fullName: 'Ada Byron' },
    });
  });

  it('refuses an emptied first or last name but allows clearing the phone number', () => {
    expect(validateEdit(EDITABLE_FIELDS.fullName, { firstName: '', lastName: 'X' }, TODAY)).toEqual(
      { firstName: setupMessages.firstNameRequired },
    );
    expect(
      validateEdit(EDITABLE_FIELDS.fullName, { firstName: 'A', lastName: ' ' }, TODAY),
    ).toEqual({ lastName: setupMessages.lastNameRequired });
    expect(validateEdit(EDITABLE_FIELDS.phoneNumber, { phoneNumber: '' }, TODAY)).toEqual({});
  });

  it('checks username and e-mail with the sign-up rules', () => {
    expect(validateEdit(EDITABLE_FIELDS.username, { username: 'ab' }, TODAY)).toEqual({
      username: 'Username must be at least 3 characters',
    });
    expect(validateEdit(EDITABLE_FIELDS.username, { username: 'a'.repeat(31) }, TODAY)).toEqual({
      username: 'Username must be at most 30 characters',
    });
    expect(validateEdit(EDITABLE_FIELDS.username, { username: 'ada lovelace' }, TODAY)).toEqual({
      username: 'Username may contain letters, numbers, dots, dashes and underscores',
    });
    expect(validateEdit(EDITABLE_FIELDS.email, { email: 'not-an-email' }, TODAY)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateEdit(EDITABLE_FIELDS.email, { email: 'Ada@Example.com' }, TODAY)).toEqual({});
  });

  it('shows a readable date of birth and the stored values', () => {
    expect(EDITABLE_FIELDS.dateOfBirth.display(user)).toBe('December 10, 1990');
    expect(EDITABLE_FIELDS.phoneNumber.display(user)).toBe('');
    expect(EDITABLE_FIELDS.email.display(user)).toBe('ada@example.com');
  });
});

describe('formatDateOfBirth', () => {
  it('keeps the calendar day and shows anything else as stored', () => {
    expect(formatDateOfBirth('2000-01-01')).toBe('January 1, 2000');
    expect(formatDateOfBirth('soon')).toBe('soon');
  });
});

describe('the password form', () => {
  const ok = {
    currentPassword: 'old-secret',
    newPassword: 'new-secret',
    confirmPassword: 'new-secret',
  };

  it('accepts matching entries of at least 6 characters', () => {
    expect(validatePasswordChange(ok)).toEqual({});
  });

  it('refuses mismatching entries (nothing is saved)', () => {
    expect(validatePasswordChange({ ...ok, confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: accountUiMessages.passwordsDoNotMatch,
    });
  });

  it('asks for the current password and a long enough new one', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '123', confirmPassword: '123' }),
    ).toEqual({
      currentPassword: accountUiMessages.currentPasswordRequired,
      newPassword: 'Password must be at least 6 characters',
    });
  });

  it('refuses what the server refuses: a new password over 200 characters', () => {
    const long = 'x'.repeat(201);
    expect(
      validatePasswordChange({ ...ok, newPassword: long, confirmPassword: long }).newPassword,
    ).toBe('Password must be at most 200 characters');
  });
});
