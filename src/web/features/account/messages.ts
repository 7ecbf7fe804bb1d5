// Texts of the account area that are ours (ADR 014). The texts the server shares live in
// src/shared/accounts/messages.ts and are imported from there, never retyped.
export const accountUiMessages = {
  // The header shows 'Loading...' until the user arrives.
  loading: 'Loading...',
  // The under-18 notice on profile setup; its wording is ours (ADR 014).
  minorNotice:
    'You must be 18 or older to use some features. Minors under 18 should not submit personal information.',
  notSet: 'Not set',
  saving: 'Saving...',
  deleting: 'Deleting...',
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Please enter your current password',
  deleteWarning:
    'This permanently deletes your account together with your saved parts and your builds. It cannot be undone.',
  noSavedParts: 'No saved parts yet.',
  noCompletedBuilds: 'No completed builds yet.',
} as const;

/** The Saved Part List tab (ADR 036). */
export const savedPartsTexts = {
  browse: 'Browse products',
  ammo: 'Ammo',
  part: 'Part',
  noPrice: 'No price',
  savedOn: (date: string) => `Saved ${date}`,
  remove: 'Remove',
  removing: 'Removing...',
  removeLabel: (name: string) => `Remove ${name} from your saved list`,
  removed: (name: string) => `Removed ${name} from your saved list`,
  removeFailed: 'Failed to remove the part from your list',
} as const;
