import { accountMessages } from '../../../shared/accounts/messages.ts';
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
  // A password change keeps this browser signed in and signs every other session out.
  passwordChanged:
    'Password changed. You stay signed in here; your other sessions were signed out.',
  passwordsDoNotMatch: accountMessages.passwordsDoNotMatch,
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
  undo: 'Undo',
  restored: (name: string) => `Put ${name} back on your saved list`,
  restoreFailed: (name: string) => `Failed to put ${name} back on your saved list`,
} as const;

/** The e-mail row of Account Settings: verification and a change waiting for its link. */
export const emailTexts = {
  unverified: 'Unverified',
  unverifiedHelp:
    'Your e-mail address is not verified yet. Open the link we sent you, or ask for a new one.',
  resend: 'Resend verification e-mail',
  resending: 'Sending...',
  resendFailed: 'Failed to send the verification e-mail. Please try again later.',
  changePending: (email: string) =>
    `We sent a link to ${email}; your address changes when you open it.`,
  keep: 'Cancel the change',
  keeping: 'Cancelling...',
  changeCancelled: (email: string) => `Change cancelled: your address stays ${email}.`,
} as const;

/** The Sessions list of Account Settings. */
export const sessionTexts = {
  heading: 'Sessions',
  intro: 'Where your account is signed in now. Sign out any session you do not recognise.',
  loading: 'Loading sessions...',
  loadFailed: 'Failed to load your sessions',
  retry: 'Try again',
  none: 'No active sessions.',
  thisDevice: 'This device',
  ip: 'IP address',
  lastActive: 'Last active',
  signedIn: 'Signed in',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutLabel: (device: string, ip: string) => `Sign out ${device} (${ip})`,
  signedOut: (device: string) => `Signed out ${device}`,
  signOutFailed: 'Failed to sign out the session',
  everywhere: 'Sign out everywhere',
  everywhereWarning:
    'Every session of your account ends, this one included: you will need to log in again on each device.',
  everywhereConfirm: 'Sign out everywhere',
  everywhereDone: 'You have been signed out on every device.',
  everywhereFailed: 'Failed to sign out everywhere',
  cancel: 'Cancel',
} as const;

/** The Alerts tab: the user's price alerts. */
export const alertsTabTexts = {
  loading: 'Loading your alerts...',
  loadFailed: 'Failed to load your price alerts',
  retry: 'Try again',
  empty: 'No alerts yet: set one from a product page.',
  browse: 'Browse products',
  intro:
    'We e-mail you when a price you watch crosses your target. Each e-mail also carries a link to stop the alerts.',
  removedItem: 'No longer available',
  targetVariant: 'Part',
  targetAmmo: 'Ammo',
  targetBuild: 'Build',
  watching: 'Alert',
  current: 'Current price',
  lastTriggered: 'Last triggered',
  notTriggered: 'Not triggered yet',
  noPrice: 'No price',
  outOfStock: 'Out of stock',
  triggeredAt: (date: string, price: string | undefined) => (price ? `${date} at ${price}` : date),
  edit: 'Edit',
  editLabel: (name: string) => `Edit the alert on ${name}`,
  editTitle: 'Edit price alert',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the alert on ${name}`,
  deleteTitle: 'Delete price alert',
  deleteWarning: (name: string) => `Stop watching ${name}? This alert is deleted.`,
  deleting: 'Deleting...',
  deleted: (name: string) => `Deleted the alert on ${name}`,
  deleteFailed: 'Failed to delete the alert',
  cancel: 'Cancel',
} as const;
