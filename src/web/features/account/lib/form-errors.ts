import type { ZodType } from 'zod';

/** Messages keyed by the name of the input that shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Where an error about a request field is shown: the server's `errors` keys and the zod issue
 * paths of the same request (`userProfile.dateOfBirth`) → the form input's name. The full name
 * is one field on the server but two inputs here; its messages go under First Name.
 */
export const ERROR_KEY_TO_INPUT: Readonly<Record<string, string>> = {
  username: 'username',
  email: 'email',
  'userProfile.fullName': 'firstName',
  'userProfile.dateOfBirth': 'dateOfBirth',
  'userProfile.phoneNumber': 'phoneNumber',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
};

/** Keeps the errors a form can show under an input, renamed to the input; drops the rest. */
export function inputErrors(errors: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const input = ERROR_KEY_TO_INPUT[key];
    if (input && !out[input]) out[input] = message;
  }
  return out;
}

/** The first message per path of a failed zod parse, keyed like the server's `errors`. */
export function schemaErrors(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
