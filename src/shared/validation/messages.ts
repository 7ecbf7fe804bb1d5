// Spec texts are data: every user-facing validation string of the spec lives here once.
export const validationMessages = {
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
} as const;
