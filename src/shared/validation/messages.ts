// The product's texts are data: every user-facing validation string shared by several areas
// lives here once.
export const validationMessages = {
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
} as const;
